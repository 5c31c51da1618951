// Settings from the environment (DESIGN.md "Configuration"), every one optional.
import { join, resolve } from 'node:path';
import { photosDir } from '../lib/catalogue/photos-dir.ts';
import { paymentConfigs, type PaymentConfigs } from './payments/methods/index.ts';

export interface Config {
  port: number;
  host: string;
  /** Unset: PGlite in dataDir. */
  databaseUrl?: string;
  /** PostgreSQL connections this process may open (its pool's size). */
  databasePoolSize: number;
  dataDir: string;
  /** The owner's uploaded photos (PHOTOS_DIR, default DATA_DIR/photos), written here and served under /images/photos/. */
  photosDir: string;
  /** Origins allowed to call the API (exact match; never '*'). */
  corsOrigins: string[];
  /**
   * The shop's own origins, where a payment page may send the shopper back: PUBLIC_SITE_URL's first,
   * then CORS_ORIGINS'. Configuration only, never a request's Host or Origin.
   */
  shopOrigins: string[];
  smtpUrl?: string;
  /** Sender address of e-mails. */
  mailFrom: string;
  smsWebhookUrl?: string;
  exchangeRatesUrl: string;
  /** HMAC key for one-time codes; resolved by resolveSecret() when unset in the environment. */
  secretKey?: string;
  /** Take the client IP from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Editors' settings file (content/settings.json). */
  settingsFile: string;
  /**
   * Where a publish from the office builds each release of the site; `live` in it is the served
   * one. DATA_DIR/releases unless set (a server behind nginx sets a folder nginx may read).
   */
  releasesDir: string;
  /** false (CATALOGUE_PUBLISHING=off): saves stay queued, nothing is built (tests of the office's screens). */
  publishing: boolean;
  /**
   * On SIGTERM, how long the process keeps serving while its readiness answers 503, so a load
   * balancer stops sending before the port closes (milliseconds).
   */
  drainMs: number;
  /**
   * Each online way to pay that is configured, by its id (payments/methods/): a card through Stripe
   * Checkout with STRIPE_SECRET_KEY, and so on. Cash on delivery needs none.
   */
  payments: PaymentConfigs;
}

export const DEFAULT_POOL_SIZE = 10;
/** Behind a balancer (PostgreSQL): two 2-second readiness checks fail within this delay. */
const DEFAULT_DRAIN_SECONDS = 5;

const DEFAULT_RATES_URL = 'https://open.er-api.com/v6/latest/USD';

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function numberIn(name: string, value: string | undefined, min: number, max: number, integer: boolean): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    throw new Error(`${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, not "${value}".`);
  }
  return n;
}

/** PUBLIC_SITE_URL's origin, when it is set (a malformed one is the build's error to report, not the API's). */
function siteUrlOrigin(value: string | undefined): string[] {
  const text = nonEmpty(value);
  if (!text) return [];
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number(env.PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const siteOrigin = `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  const corsOrigins = (nonEmpty(env.CORS_ORIGINS) ?? siteOrigin)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin && origin !== '*');
  const shopOrigins = [...new Set([...siteUrlOrigin(env.PUBLIC_SITE_URL), ...corsOrigins])];
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  // PGlite is one process with no balancer in front: nothing to wait for when it stops.
  const drainSeconds = numberIn('DRAIN_SECONDS', env.DRAIN_SECONDS, 0, 600, false) ?? (databaseUrl ? DEFAULT_DRAIN_SECONDS : 0);
  return {
    port,
    host,
    databaseUrl,
    databasePoolSize: numberIn('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 1, 1000, true) ?? DEFAULT_POOL_SIZE,
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    photosDir: photosDir(env),
    corsOrigins,
    shopOrigins: shopOrigins.length > 0 ? shopOrigins : [siteOrigin],
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'E-Commerce Store <no-reply@veils.example>',
    smsWebhookUrl: nonEmpty(env.SMS_WEBHOOK_URL),
    exchangeRatesUrl: nonEmpty(env.EXCHANGE_RATES_URL) ?? DEFAULT_RATES_URL,
    secretKey: nonEmpty(env.SECRET_KEY),
    trustProxy: flag(env.TRUST_PROXY),
    settingsFile: resolve(nonEmpty(env.SETTINGS_FILE) ?? 'content/settings.json'),
    publishing: env.CATALOGUE_PUBLISHING !== 'off',
    releasesDir: resolve(nonEmpty(env.RELEASES_DIR) ?? join(nonEmpty(env.DATA_DIR) ?? './data', 'releases')),
    drainMs: Math.round(drainSeconds * 1000),
    payments: paymentConfigs(env),
  };
}
