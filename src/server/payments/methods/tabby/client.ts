// A small typed client of Tabby's public REST API (Tabby publishes no Node SDK), over fetch: the
// checkout session (which is also its pre-scoring), a payment read, capture, refund and close, and
// the webhook's registration. Amounts are strings of AED with two decimals, as Tabby takes them.
import type { TabbyConfig } from './config.ts';

/** A payment as Tabby's Retrieve answers it (statuses upper case there, lower case in webhooks). */
export interface TabbyPayment {
  id: string;
  status: string;
  amount: string;
  currency: string;
  created_at?: string;
  expires_at?: string;
  order?: { reference_id?: string };
  captures?: { id: string; amount: string; reference_id?: string }[];
  refunds?: { id: string; amount: string; reference_id?: string }[];
}

export interface TabbySession {
  id: string;
  /** created: the shopper may pay; rejected: pre-scoring turned them down. */
  status: string;
  payment: TabbyPayment;
  configuration?: {
    available_products?: { installments?: { web_url?: string }[] };
    products?: { installments?: { is_available?: boolean; rejection_reason?: string | null } };
  };
}

export class TabbyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A checkout waits for these answers: fail in seconds, and let the shopper try again. */
const TIMEOUT_MS = 15_000;

export function tabbyClient(config: TabbyConfig) {
  async function request<T>(method: 'GET' | 'POST', path: string, key: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(`${config.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) throw new TabbyError(res.status, `tabby: ${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  return {
    /** POST /api/v2/checkout with the public key: a session and its payment, or the shopper's rejection. */
    createSession: (body: unknown) => request<TabbySession>('POST', '/api/v2/checkout', config.publicKey, body),
    getPayment: (id: string) => request<TabbyPayment>('GET', `/api/v2/payments/${encodeURIComponent(id)}`, config.secretKey),
    capture: (id: string, amount: string, referenceId: string) =>
      request<TabbyPayment>('POST', `/api/v2/payments/${encodeURIComponent(id)}/captures`, config.secretKey, { amount, reference_id: referenceId }),
    refund: (id: string, amount: string, referenceId: string) =>
      request<TabbyPayment>('POST', `/api/v2/payments/${encodeURIComponent(id)}/refunds`, config.secretKey, { amount, reference_id: referenceId }),
    close: (id: string) => request<TabbyPayment>('POST', `/api/v2/payments/${encodeURIComponent(id)}/close`, config.secretKey, {}),
    registerWebhook: (url: string, header: { title: string; value: string }) =>
      request<{ id: string; url: string }>('POST', '/api/v1/webhooks', config.secretKey, { url, header }, { 'x-merchant-code': config.merchantCode }),
  };
}

export type TabbyClient = ReturnType<typeof tabbyClient>;
