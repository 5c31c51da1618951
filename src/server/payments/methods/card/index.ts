// A card (and Apple Pay, Google Pay where Stripe offers them) on Stripe Checkout's hosted page.
import type { OnlineMethod } from '../../provider.ts';
import { stripeConfig, type StripeConfig } from './config.ts';
import { stripeProvider } from './stripe.ts';

export const card: OnlineMethod<StripeConfig> = {
  id: 'card',
  kind: 'online',
  env: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'],
  configure: stripeConfig,
  provider: stripeProvider,
};
