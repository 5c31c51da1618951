// Tamara's configuration: TAMARA_API_TOKEN (its API, as a bearer token) and
// TAMARA_NOTIFICATION_TOKEN (checks the notifications it sends) turn it on together;
// TAMARA_API_BASE names another host (Tamara's sandbox, or a local stand-in in tests).
import type { Env } from '../../provider.ts';
import { apiOrigin } from '../rest-api.ts';

export interface TamaraConfig {
  apiToken: string;
  notificationToken: string;
  apiBase: string;
}

export const TAMARA_ENV = ['TAMARA_API_TOKEN', 'TAMARA_NOTIFICATION_TOKEN', 'TAMARA_API_BASE'] as const;
const DEFAULT_API_BASE = 'https://api.tamara.co';

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function tamaraConfig(env: Env): TamaraConfig | undefined {
  const apiToken = nonEmpty(env.TAMARA_API_TOKEN);
  const notificationToken = nonEmpty(env.TAMARA_NOTIFICATION_TOKEN);
  if (!apiToken && !notificationToken) return undefined;
  if (!apiToken || !notificationToken) {
    throw new Error(`Tamara needs TAMARA_API_TOKEN and TAMARA_NOTIFICATION_TOKEN together; ${apiToken ? 'TAMARA_NOTIFICATION_TOKEN' : 'TAMARA_API_TOKEN'} missing.`);
  }
  return { apiToken, notificationToken, apiBase: apiOrigin(nonEmpty(env.TAMARA_API_BASE) ?? DEFAULT_API_BASE, 'TAMARA_API_BASE') };
}
