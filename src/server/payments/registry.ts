// The ways to pay this process offers, from its configuration: cash on delivery always, a card
// through Stripe Checkout when STRIPE_SECRET_KEY is set.
import type { StripeConfig } from '../config.ts';
import type { PaymentMethod } from '../../lib/api/payment-methods.ts';
import type { OnlinePaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe.ts';

export interface PaymentProviders {
  /** What checkout offers, cash first. */
  methods: PaymentMethod[];
  /** The provider that takes cards, or null when none is configured. */
  card: OnlinePaymentProvider | null;
  /** An online provider by the name in its webhook's path and in payment_sessions.provider. */
  byName(name: string): OnlinePaymentProvider | null;
}

export function paymentProviders(config: { stripe?: StripeConfig }): PaymentProviders {
  const card = config.stripe ? stripeProvider(config.stripe) : null;
  return {
    methods: card ? ['cod', 'card'] : ['cod'],
    card,
    byName: (name) => (card && card.name === name ? card : null),
  };
}
