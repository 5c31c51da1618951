// Tabby's configuration: all three of TABBY_PUBLIC_KEY (opens checkout sessions), TABBY_SECRET_KEY
// (reads, captures, refunds and registers the webhook) and TABBY_MERCHANT_CODE turn it on;
// TABBY_API_BASE names another host (Tabby's Saudi API, or a local stand-in in tests).
import { createHmac } from 'node:crypto';
import type { Env } from '../../provider.ts';
import { apiOrigin } from '../rest-api.ts';

export interface TabbyConfig {
  publicKey: string;
  secretKey: string;
  merchantCode: string;
  /** The API's origin, without a trailing slash. */
  apiBase: string;
}

export const TABBY_ENV = ['TABBY_PUBLIC_KEY', 'TABBY_SECRET_KEY', 'TABBY_MERCHANT_CODE', 'TABBY_API_BASE'] as const;
const DEFAULT_API_BASE = 'https://api.tabby.ai';

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function tabbyConfig(env: Env): TabbyConfig | undefined {
  const [publicKey, secretKey, merchantCode] = TABBY_ENV.slice(0, 3).map((name) => nonEmpty(env[name]));
  if (!publicKey && !secretKey && !merchantCode) return undefined;
  if (!publicKey || !secretKey || !merchantCode) {
    const missing = TABBY_ENV.slice(0, 3).filter((name) => !nonEmpty(env[name]));
    throw new Error(`Tabby needs TABBY_PUBLIC_KEY, TABBY_SECRET_KEY and TABBY_MERCHANT_CODE together; ${missing.join(' and ')} missing.`);
  }
  const apiBase = apiOrigin(nonEmpty(env.TABBY_API_BASE) ?? DEFAULT_API_BASE, 'TABBY_API_BASE');
  return { publicKey, secretKey, merchantCode, apiBase };
}

/** The header Tabby is asked to send with every webhook call (registered with the webhook), checked on each. */
export const TABBY_WEBHOOK_HEADER = 'x-shop-webhook-token';

/**
 * Its value: derived from the secret key, so that nothing more needs configuring and a leaked
 * value says nothing about the key. Registering the webhook (docs/HOSTING.md) sends it to Tabby.
 */
export function tabbyWebhookToken(config: Pick<TabbyConfig, 'secretKey' | 'merchantCode'>): string {
  return createHmac('sha256', config.secretKey).update(`tabby-webhook:${config.merchantCode}`).digest('base64url');
}
