// A small typed client of Tamara's REST API over fetch (its npm "tamara-sdk" names no repository
// or maintainer, so the shop does not depend on it): payment types and their limits, the checkout
// session, an order's details, authorise, capture, cancel and the simplified refund. Amounts are
// numbers of AED, each with its currency, as Tamara takes them. A refund carries the shop's key as
// its merchant_refund_id, which Tamara keeps on the refund and shows in the order's details.
import type { TamaraConfig } from './config.ts';

export interface TamaraMoney {
  amount: number;
  currency: string;
}

export interface TamaraOrder {
  order_id: string;
  order_reference_id?: string;
  order_number?: string;
  status: string;
  total_amount: TamaraMoney;
  captured_amount?: TamaraMoney;
  refunded_amount?: TamaraMoney;
  /** The order's transactions; each refund keeps the merchant_refund_id it was asked with. */
  transactions?: { refunds?: { refund_id: string; merchant_refund_id?: string | null }[] };
}

export interface TamaraPaymentType {
  name: string;
  min_limit: TamaraMoney;
  max_limit: TamaraMoney;
  supported_instalments?: { instalments: number; min_limit: TamaraMoney; max_limit: TamaraMoney }[];
}

export class TamaraError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const TIMEOUT_MS = 15_000;

export function tamaraClient(config: TamaraConfig) {
  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${config.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${config.apiToken}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) throw new TamaraError(res.status, `tamara: ${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
  const id = (value: string) => encodeURIComponent(value);

  return {
    paymentTypes: (country: string, currency: string, orderValue: number, phone?: string) =>
      request<TamaraPaymentType[]>(
        'GET',
        `/checkout/payment-types?${new URLSearchParams({ country, currency, order_value: orderValue.toFixed(2), ...(phone ? { phone } : {}) })}`,
      ),
    createCheckout: (body: unknown) => request<{ order_id: string; checkout_id: string; checkout_url: string; status: string }>('POST', '/checkout', body),
    getOrder: (orderId: string) => request<TamaraOrder>('GET', `/merchants/orders/${id(orderId)}`),
    authorise: (orderId: string) => request<{ order_id: string; status: string }>('POST', `/orders/${id(orderId)}/authorise`, {}),
    capture: (body: unknown) => request<{ capture_id: string; order_id: string; status: string }>('POST', '/payments/capture', body),
    cancel: (orderId: string, total: TamaraMoney) => request<{ order_id: string; status: string }>('POST', `/orders/${id(orderId)}/cancel`, { total_amount: total }),
    refund: (orderId: string, total: TamaraMoney, merchantRefundId: string) =>
      request<{ order_id: string; refund_id: string; status: string }>('POST', `/payments/simplified-refund/${id(orderId)}`, {
        total_amount: total,
        comment: `Refund ${merchantRefundId}`,
        merchant_refund_id: merchantRefundId,
      }),
  };
}
