// A stand-in for the part of Tamara's API the shop uses, on 127.0.0.1, written from Tamara's public
// documentation (docs.tamara.co): GET /checkout/payment-types (PAY_BY_INSTALMENTS and its limits),
// POST /checkout (an order, "new", and its checkout_url), GET /merchants/orders/{id}, POST
// /orders/{id}/authorise (approved → authorised), POST /payments/capture, POST /orders/{id}/cancel
// and POST /payments/simplified-refund/{id} (its merchant_refund_id kept on the refund and shown in
// the order's details under transactions.refunds), all with the API token as a bearer. When the shopper
// pays on the hosted page the order is "approved" and the merchant's notification URL receives
// {order_id, order_reference_id, order_number, event_type: "order_approved", data} with the
// notification token's HS256 JWT in ?tamaraToken= and in Authorization: Bearer, as Tamara sends it.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TamaraStandInOrder {
  order_id: string;
  checkout_id: string;
  order_reference_id: string;
  order_number: string;
  status: 'new' | 'approved' | 'authorised' | 'fully_captured' | 'partially_refunded' | 'fully_refunded' | 'canceled' | 'declined' | 'expired';
  total_amount: { amount: number; currency: string };
  captured: number;
  refunds: { refund_id: string; amount: number; comment: string; merchant_refund_id: string | null }[];
  merchant_url: { success: string; failure: string; cancel: string; notification: string };
  sent: Record<string, any>;
}

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: any;
}

/** An HS256 JWT as Tamara signs its notification token. */
export function tamaraJwt(secret: string, claims: Record<string, unknown> = { iss: 'Tamara', iat: Math.floor(Date.now() / 1000) }): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export async function startTamaraStandIn(options: { minAmount?: number; maxAmount?: number } = {}) {
  const apiToken = `tamara-api-${randomUUID()}`;
  const notificationToken = `tamara-notify-${randomUUID()}`;
  const orders = new Map<string, TamaraStandInOrder>();
  const requests: Recorded[] = [];
  const limits = { min: options.minAmount ?? 100, max: options.maxAmount ?? 5000 };
  let base = '';
  /** Refunds still to make whose answer is then lost (a timeout seen by the shop). */
  let refundAnswersToLose = 0;
  let transport = async (url: string, headers: Record<string, string>, body: string): Promise<number> =>
    (await fetch(url, { method: 'POST', headers, body })).status;

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  const money = (m: any) => typeof m?.amount === 'number' && m.amount >= 0 && typeof m?.currency === 'string';
  const fils = (n: number) => Math.round(n * 100);

  function view(o: TamaraStandInOrder) {
    return {
      order_id: o.order_id,
      order_reference_id: o.order_reference_id,
      order_number: o.order_number,
      status: o.status,
      total_amount: o.total_amount,
      captured_amount: { amount: o.captured / 100, currency: o.total_amount.currency },
      refunded_amount: { amount: o.refunds.reduce((s, r) => s + fils(r.amount), 0) / 100, currency: o.total_amount.currency },
      transactions: { refunds: o.refunds.map((r) => ({ refund_id: r.refund_id, merchant_refund_id: r.merchant_refund_id, total_amount: { amount: r.amount, currency: o.total_amount.currency } })) },
    };
  }

  /** The notification Tamara sends for an order's event, signed (or with the token given). */
  async function notify(o: TamaraStandInOrder, eventType = 'order_approved', token = tamaraJwt(notificationToken)): Promise<number> {
    const body = JSON.stringify({ order_id: o.order_id, order_reference_id: o.order_reference_id, order_number: o.order_number, event_type: eventType, data: [] });
    const url = `${o.merchant_url.notification}?tamaraToken=${encodeURIComponent(token)}`;
    return transport(url, { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body);
  }

  function route(method: string, url: URL, body: any): { status: number; body: unknown } {
    const path = url.pathname;
    if (method === 'GET' && path === '/checkout/payment-types') {
      if (url.searchParams.get('country') !== 'AE' || url.searchParams.get('currency') !== 'AED') return { status: 400, body: { message: 'country and currency must match' } };
      const limit = (n: number) => ({ amount: n, currency: 'AED' });
      return {
        status: 200,
        body: [{ name: 'PAY_BY_INSTALMENTS', min_limit: limit(limits.min), max_limit: limit(limits.max), supported_instalments: [{ instalments: 4, min_limit: limit(limits.min), max_limit: limit(limits.max) }] }],
      };
    }
    if (method === 'POST' && path === '/checkout') {
      if (!money(body?.total_amount) || !body?.order_reference_id || !Array.isArray(body?.items) || !body?.consumer?.phone_number || !body?.merchant_url?.notification) {
        return { status: 400, body: { message: 'total_amount, order_reference_id, items, consumer.phone_number and merchant_url are required' } };
      }
      const amount = body.total_amount.amount;
      if (amount < limits.min || amount > limits.max) return { status: 400, body: { message: 'total_amount is out of the payment type limits', errors: [{ error_code: 'total_amount_invalid_limit' }] } };
      const o: TamaraStandInOrder = {
        order_id: randomUUID(),
        checkout_id: randomUUID(),
        order_reference_id: body.order_reference_id,
        order_number: body.order_number ?? '',
        status: 'new',
        total_amount: body.total_amount,
        captured: 0,
        refunds: [],
        merchant_url: body.merchant_url,
        sent: body,
      };
      orders.set(o.order_id, o);
      return { status: 200, body: { order_id: o.order_id, checkout_id: o.checkout_id, checkout_url: `${base}/checkout/${o.order_id}`, status: 'new' } };
    }
    let m = path.match(/^\/merchants\/orders\/([^/]+)$/);
    if (method === 'GET' && m) {
      const o = orders.get(m[1]!);
      return o ? { status: 200, body: view(o) } : { status: 404, body: { message: 'Order not found' } };
    }
    m = path.match(/^\/orders\/([^/]+)\/(authorise|cancel)$/);
    if (method === 'POST' && m) {
      const o = orders.get(m[1]!);
      if (!o) return { status: 404, body: { message: 'Order not found' } };
      if (m[2] === 'authorise') {
        if (o.status !== 'approved') return { status: 409, body: { message: `Order is ${o.status}, not approved` } };
        o.status = 'authorised';
        return { status: 200, body: { order_id: o.order_id, status: 'authorised', auto_captured: false } };
      }
      if (o.status !== 'authorised' || !money(body?.total_amount)) return { status: 409, body: { message: `Order is ${o.status}: only an authorised order is cancelled` } };
      o.status = 'canceled';
      return { status: 200, body: { order_id: o.order_id, status: 'canceled' } };
    }
    if (method === 'POST' && path === '/payments/capture') {
      const o = orders.get(body?.order_id);
      if (!o) return { status: 404, body: { message: 'Order not found' } };
      if (o.status !== 'authorised' || !money(body?.total_amount) || !body?.shipping_info) return { status: 409, body: { message: `Order is ${o.status}: only an authorised order is captured` } };
      if (fils(body.total_amount.amount) !== fils(o.total_amount.amount)) return { status: 400, body: { message: 'capture must be the order total' } };
      o.captured = fils(body.total_amount.amount);
      o.status = 'fully_captured';
      return { status: 200, body: { capture_id: randomUUID(), order_id: o.order_id, status: 'fully_captured' } };
    }
    m = path.match(/^\/payments\/simplified-refund\/([^/]+)$/);
    if (method === 'POST' && m) {
      const o = orders.get(m[1]!);
      if (!o) return { status: 404, body: { message: 'Order not found' } };
      if (!money(body?.total_amount)) return { status: 400, body: { message: 'total_amount is required' } };
      const refunded = o.refunds.reduce((s, r) => s + fils(r.amount), 0);
      if (o.captured === 0 || refunded + fils(body.total_amount.amount) > o.captured) return { status: 409, body: { message: 'refund exceeds the captured amount' } };
      o.refunds.push({ refund_id: randomUUID(), amount: body.total_amount.amount, comment: body.comment ?? '', merchant_refund_id: body.merchant_refund_id ?? null });
      o.status = refunded + fils(body.total_amount.amount) === o.captured ? 'fully_refunded' : 'partially_refunded';
      if (refundAnswersToLose > 0) {
        refundAnswersToLose--;
        return { status: 504, body: { message: 'Gateway timeout' } };
      }
      return { status: 200, body: { order_id: o.order_id, refund_id: o.refunds.at(-1)!.refund_id, status: o.status } };
    }
    return { status: 404, body: { message: 'Not found' } };
  }

  async function hostedPage(req: IncomingMessage, res: ServerResponse, path: string) {
    const m = path.match(/^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/);
    const o = m ? orders.get(m[1]!) : undefined;
    if (!m || !o) return void res.writeHead(404).end('No such checkout');
    if (req.method === 'GET' && !m[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(`<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Stand-in Tamara</title>
<main><h1>Split AED ${o.total_amount.amount.toFixed(2)} in 4 with Tamara</h1><p>${o.status}</p>
<form method="post" action="/checkout/${o.order_id}/pay"><button>Confirm with Tamara</button></form>
<form method="post" action="/checkout/${o.order_id}/cancel"><button>Cancel and return</button></form></main></html>`);
    }
    const join = (url: string, status: string) => `${url}${url.includes('?') ? '&' : '?'}orderId=${o.order_id}&paymentStatus=${status}`;
    if (m[2] === 'pay') {
      o.status = 'approved';
      await notify(o);
      return void res.writeHead(303, { location: join(o.merchant_url.success, 'approved') }).end();
    }
    res.writeHead(303, { location: join(o.merchant_url.cancel, 'canceled') }).end();
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    try {
      if (/^\/checkout\/[^/]+/.test(url.pathname) && url.pathname !== '/checkout/payment-types') return await hostedPage(req, res, url.pathname);
      const raw = await readBody(req);
      let body: any;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        return reply(res, 400, { message: 'invalid JSON' });
      }
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${apiToken}`) return reply(res, 401, { message: 'Unauthorized' });
      const answer = route(req.method ?? '', url, body);
      reply(res, answer.status, answer.body);
    } catch (error) {
      reply(res, 500, { message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    apiToken,
    notificationToken,
    orders,
    requests,
    /** The shopper confirms on Tamara's page: approved, and the notification sent unless `silent`. */
    async approve(orderId: string, { silent = false } = {}) {
      const o = orders.get(orderId)!;
      o.status = 'approved';
      return silent ? 200 : notify(o);
    },
    notify,
    /** The next refund is made, but the shop is answered 504 as though its answer was lost. */
    loseNextRefundAnswer() {
      refundAnswersToLose++;
    },
    setTransport(next: typeof transport) {
      transport = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TamaraStandIn = Awaited<ReturnType<typeof startTamaraStandIn>>;
