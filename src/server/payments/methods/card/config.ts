// Stripe Checkout's configuration: STRIPE_SECRET_KEY turns cards on, STRIPE_WEBHOOK_SECRET checks
// its events, STRIPE_API_BASE points the SDK at another host (a local stand-in in tests).
import type { Env } from '../../provider.ts';

export interface StripeConfig {
  secretKey: string;
  /** Signs the events Stripe sends to the webhook; without it every event is refused. */
  webhookSecret?: string;
  /** Where the SDK sends its requests (STRIPE_API_BASE): Stripe's own API unless a stand-in is named. */
  api: { host: string; port: number; protocol: 'http' | 'https' };
}

const DEFAULT_STRIPE_API_BASE = 'https://api.stripe.com';

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** STRIPE_API_BASE as the SDK takes it: host, port and protocol. */
export function stripeApi(base: string): StripeConfig['api'] {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`STRIPE_API_BASE must be a URL such as https://api.stripe.com, not "${base}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STRIPE_API_BASE must use http or https, not "${url.protocol}".`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`STRIPE_API_BASE is an origin only (no path): "${base}".`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

export function stripeConfig(env: Env): StripeConfig | undefined {
  const secretKey = nonEmpty(env.STRIPE_SECRET_KEY);
  if (!secretKey) return undefined;
  return {
    secretKey,
    webhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    api: stripeApi(nonEmpty(env.STRIPE_API_BASE) ?? DEFAULT_STRIPE_API_BASE),
  };
}
