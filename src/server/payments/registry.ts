// The ways to pay this process offers, from its configuration: cash on delivery always, and each
// online method of methods/index.ts whose configuration is set, with its provider.
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import { METHOD_MODULES, type PaymentConfigs } from './methods/index.ts';
import type { OnlineMethod, OnlinePaymentProvider } from './provider.ts';

export interface PaymentProviders {
  /** What checkout offers, in the list's order (cash first). */
  methods: PaymentMethod[];
  /** The provider of an online method, or null when it is not configured here (or the method is paid at the door). */
  forMethod(method: string): OnlinePaymentProvider | null;
  /** An online provider by the name in its webhook's path and in payment_sessions.provider. */
  byName(name: string): OnlinePaymentProvider | null;
  /** The method a provider takes payments for. */
  methodOf(provider: OnlinePaymentProvider): PaymentMethod;
}

export function paymentProviders(config: { payments: PaymentConfigs }): PaymentProviders {
  const offered = new Map<PaymentMethod, OnlinePaymentProvider | null>();
  for (const module of METHOD_MODULES) {
    if (module.kind === 'on_delivery') offered.set(module.id, null);
    else if (config.payments[module.id] !== undefined) offered.set(module.id, (module as OnlineMethod).provider(config.payments[module.id]));
  }
  const online = [...offered].filter((entry): entry is [PaymentMethod, OnlinePaymentProvider] => entry[1] !== null);
  return {
    methods: [...offered.keys()],
    forMethod: (method) => offered.get(method as PaymentMethod) ?? null,
    byName: (name) => online.find(([, provider]) => provider.name === name)?.[1] ?? null,
    methodOf: (provider) => online.find(([, p]) => p === provider)![0],
  };
}
