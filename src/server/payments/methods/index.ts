// The ways to pay, in the order checkout offers them: the one list that the registry, checkout,
// the order changes, the notices and the operator's command read. Adding a way to pay is a folder
// beside these, one line here, its id in src/lib/api/payment-methods.ts and its words.
import { PAYMENT_METHODS, type PaymentMethod } from '../../../lib/api/payment-methods.ts';
import type { Env, OnlineMethod, PaymentMethodModule } from '../provider.ts';
import { card } from './card/index.ts';
import { cod } from './cod/index.ts';
import { tabby } from './tabby/index.ts';
import { tamara } from './tamara/index.ts';

export const METHOD_MODULES = [cod, card, tabby, tamara] as const satisfies readonly PaymentMethodModule[];

// The browser's list of ids and this one name the same methods, in the same order.
if (METHOD_MODULES.map((m) => m.id).join() !== PAYMENT_METHODS.join()) {
  throw new Error(`payments: the modules (${METHOD_MODULES.map((m) => m.id)}) and PAYMENT_METHODS (${PAYMENT_METHODS}) differ`);
}

/** The method paid at the door (switching an unpaid order to cash makes it this). */
export const ON_DELIVERY: PaymentMethod = cod.id;

/** The methods paid online, before the order is placed (their orders wait, CREATED, for the payment). */
export const ONLINE_METHODS: readonly PaymentMethod[] = METHOD_MODULES.filter((m) => m.kind === 'online').map((m) => m.id);

export const isOnline = (method: string): boolean => ONLINE_METHODS.includes(method as PaymentMethod);

export function methodModule(id: PaymentMethod): PaymentMethodModule {
  return METHOD_MODULES.find((m) => m.id === id)!;
}

/** Each online method's configuration from the environment, keyed by its id (absent: not configured). */
export type PaymentConfigs = Partial<Record<PaymentMethod, unknown>>;

export function paymentConfigs(env: Env): PaymentConfigs {
  const configs: PaymentConfigs = {};
  for (const module of METHOD_MODULES) {
    if (module.kind !== 'online') continue;
    const config = (module as OnlineMethod).configure(env);
    if (config !== undefined) configs[module.id] = config;
  }
  return configs;
}
