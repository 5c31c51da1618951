// Settings from the environment (DESIGN.md "Configuration"), every one optional.
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Unset: PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Origins allowed to call the API (exact match; never '*'). */
  corsOrigins: string[];
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
}

const DEFAULT_RATES_URL = 'https://open.er-api.com/v6/latest/USD';

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
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
  return {
    port,
    host,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    corsOrigins,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'E-Commerce Store <no-reply@veils.example>',
    smsWebhookUrl: nonEmpty(env.SMS_WEBHOOK_URL),
    exchangeRatesUrl: nonEmpty(env.EXCHANGE_RATES_URL) ?? DEFAULT_RATES_URL,
    secretKey: nonEmpty(env.SECRET_KEY),
    trustProxy: flag(env.TRUST_PROXY),
    settingsFile: resolve(nonEmpty(env.SETTINGS_FILE) ?? 'content/settings.json'),
  };
}
