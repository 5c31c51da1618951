// A stand-in for the part of Tabby's public API the shop uses, on 127.0.0.1, written from Tabby's
// API reference (docs.tabby.ai): POST /api/v2/checkout with the public key (a session and its
// payment, or "rejected" with a rejection reason: its pre-scoring), GET /api/v2/payments/{id},
// POST …/captures, …/refunds and …/close with the secret key, and POST /api/v1/webhooks (the URL
// and the auth header Tabby then sends with every webhook). Payment statuses are upper case when
// read and lower case in webhooks, as Tabby documents. A minimal hosted page at each payment's
// web_url has Pay and Cancel buttons for the browser tests. Every request is recorded.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TabbyStandInPayment {
  id: string;
  status: 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';
  amount: string;
  currency: string;
  created_at: string;
  order: { reference_id: string };
  buyer: { name: string; email: string; phone: string };
  captures: { id: string; amount: string; reference_id: string; created_at: string }[];
  refunds: { id: string; amount: string; reference_id: string; created_at: string }[];
  merchant_urls: { success: string; cancel: string; failure: string };
  /** Not Tabby's: what the session was sent with, for the tests. */
  sent: Record<string, any>;
}

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  merchantCode: string | undefined;
  body: any;
}

/** Tabby's test e-mail for a shopper turned down at pre-scoring. */
export const TABBY_REJECTED_EMAIL = 'otp.rejected@tabby.ai';

export async function startTabbyStandIn(options: { minAmount?: number; maxAmount?: number } = {}) {
  const publicKey = `pk_test_${randomUUID()}`;
  const secretKey = `sk_test_${randomUUID()}`;
  const merchantCode = 'veils_ae';
  const payments = new Map<string, TabbyStandInPayment>();
  const requests: Recorded[] = [];
  const webhooks: { url: string; header: { title: string; value: string } }[] = [];
  const delivered: { status: number; body: string }[] = [];
  let base = '';
  /** How a webhook reaches its URL: over HTTP, unless a test hands the shop's app in directly. */
  let transport = async (url: string, headers: Record<string, string>, body: string): Promise<number> =>
    (await fetch(url, { method: 'POST', headers, body })).status;
  const limits = { min: options.minAmount ?? 10, max: options.maxAmount ?? 5000 };

  const now = () => new Date().toISOString();
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
  const money = (value: unknown) => typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value);
  const fils = (value: string) => Math.round(Number(value) * 100);
  const text = (n: number) => (n / 100).toFixed(2);

  /** The payment as a webhook carries it: lower-case status, without the stand-in's own fields. */
  function hookBody(p: TabbyStandInPayment) {
    const { sent: _sent, buyer: _buyer, merchant_urls: _urls, ...rest } = p;
    return { ...rest, status: p.status.toLowerCase(), is_test: true };
  }
  function readable(p: TabbyStandInPayment) {
    const { sent: _sent, merchant_urls: _urls, ...rest } = p;
    return rest;
  }

  /** Sends the payment's webhook to every registered URL with its header; answers the statuses. */
  async function notify(p: TabbyStandInPayment, header?: { title: string; value: string }): Promise<number[]> {
    const body = JSON.stringify(hookBody(p));
    return send(body, header);
  }
  async function send(body: string, header?: { title: string; value: string }): Promise<number[]> {
    const statuses: number[] = [];
    for (const hook of webhooks) {
      const h = header ?? hook.header;
      const status = await transport(hook.url, { 'content-type': 'application/json', [h.title]: h.value }, body);
      delivered.push({ status, body });
      statuses.push(status);
    }
    return statuses;
  }

  function createSession(body: any) {
    const payment = body?.payment;
    if (body?.merchant_code !== merchantCode) return { status: 400, body: { status: 'error', errorType: 'bad_data', error: 'merchant_code is not valid' } };
    if (!payment || !money(payment.amount) || payment.currency !== 'AED') return { status: 400, body: { status: 'error', errorType: 'bad_data', error: 'payment.amount and payment.currency are required' } };
    if (!payment.buyer?.phone || !payment.buyer?.email || !payment.order?.reference_id || !Array.isArray(payment.order?.items)) {
      return { status: 400, body: { status: 'error', errorType: 'bad_data', error: 'buyer.phone, buyer.email, order.reference_id and order.items are required' } };
    }
    const amount = fils(payment.amount);
    const reason = payment.buyer.email === TABBY_REJECTED_EMAIL ? 'not_available' : amount > limits.max * 100 ? 'order_amount_too_high' : amount < limits.min * 100 ? 'order_amount_too_low' : null;
    const id = randomUUID();
    const p: TabbyStandInPayment = {
      id,
      status: reason ? 'REJECTED' : 'CREATED',
      amount: text(amount),
      currency: 'AED',
      created_at: now(),
      order: { reference_id: payment.order.reference_id },
      buyer: payment.buyer,
      captures: [],
      refunds: [],
      merchant_urls: body.merchant_urls ?? {},
      sent: body,
    };
    payments.set(id, p);
    return {
      status: 200,
      body: {
        id: randomUUID(),
        status: reason ? 'rejected' : 'created',
        payment: readable(p),
        configuration: {
          available_products: reason ? {} : { installments: [{ web_url: `${base}/hpp/${id}` }] },
          products: { installments: { is_available: !reason, rejection_reason: reason } },
        },
      },
    };
  }

  function route(method: string, path: string, auth: string | undefined, body: any): { status: number; body: unknown } {
    if (method === 'POST' && path === '/api/v2/checkout') {
      if (auth !== `Bearer ${publicKey}`) return { status: 401, body: { error: 'unauthorized' } };
      return createSession(body);
    }
    if (auth !== `Bearer ${secretKey}`) return { status: 401, body: { error: 'unauthorized' } };
    if (method === 'POST' && path === '/api/v1/webhooks') {
      if (typeof body?.url !== 'string' || !body?.header?.title || !body?.header?.value) return { status: 400, body: { error: 'url and header are required' } };
      webhooks.push({ url: body.url, header: body.header });
      return { status: 200, body: { id: randomUUID(), url: body.url, is_test: true, header: body.header } };
    }
    const m = path.match(/^\/api\/v2\/payments\/([^/]+)(?:\/(captures|refunds|close))?$/);
    const p = m ? payments.get(m[1]!) : undefined;
    if (!m || !p) return { status: 404, body: { error: 'not found' } };
    if (method === 'GET' && !m[2]) return { status: 200, body: readable(p) };
    if (method !== 'POST') return { status: 405, body: { error: 'method' } };
    const captured = p.captures.reduce((s, c) => s + fils(c.amount), 0);
    const refunded = p.refunds.reduce((s, r) => s + fils(r.amount), 0);
    if (m[2] === 'close') {
      if (p.status !== 'AUTHORIZED') return { status: 400, body: { error: `cannot close a ${p.status} payment` } };
      p.status = 'CLOSED';
      return { status: 200, body: readable(p) };
    }
    if (!money(body?.amount)) return { status: 400, body: { error: 'amount is required' } };
    const amount = fils(body.amount);
    if (m[2] === 'captures') {
      if (p.status !== 'AUTHORIZED') return { status: 400, body: { error: `cannot capture a ${p.status} payment` } };
      if (captured + amount > fils(p.amount)) return { status: 400, body: { error: 'capture exceeds the authorized amount' } };
      p.captures.push({ id: randomUUID(), amount: text(amount), reference_id: body.reference_id ?? '', created_at: now() });
      // Captured in full, the payment is closed, as Tabby does.
      if (captured + amount === fils(p.amount)) p.status = 'CLOSED';
      return { status: 200, body: readable(p) };
    }
    if (captured === 0) return { status: 400, body: { error: 'nothing captured to refund' } };
    if (refunded + amount > captured) return { status: 400, body: { error: 'refund exceeds the captured amount' } };
    p.refunds.push({ id: randomUUID(), amount: text(amount), reference_id: body.reference_id ?? '', created_at: now() });
    return { status: 200, body: readable(p) };
  }

  async function hostedPage(req: IncomingMessage, res: ServerResponse, path: string) {
    const m = path.match(/^\/hpp\/([^/]+)(?:\/(pay|cancel))?$/);
    const p = m ? payments.get(m[1]!) : undefined;
    if (!m || !p) return void res.writeHead(404).end('No such payment');
    if (req.method === 'GET' && !m[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(`<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Stand-in Tabby</title>
<main><h1>Pay AED ${p.amount} in 4 with Tabby</h1><p>${p.status}</p>
<form method="post" action="/hpp/${p.id}/pay"><button>Pay with Tabby</button></form>
<form method="post" action="/hpp/${p.id}/cancel"><button>Back to store</button></form></main></html>`);
    }
    const join = (url: string) => `${url}${url.includes('?') ? '&' : '?'}payment_id=${p.id}`;
    if (m[2] === 'pay') {
      p.status = 'AUTHORIZED';
      await notify(p);
      return void res.writeHead(303, { location: join(p.merchant_urls.success) }).end();
    }
    res.writeHead(303, { location: join(p.merchant_urls.cancel) }).end();
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    try {
      if (url.pathname.startsWith('/hpp/')) return await hostedPage(req, res, url.pathname);
      const raw = await readBody(req);
      let body: any;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        return reply(res, 400, { error: 'invalid JSON' });
      }
      requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, merchantCode: req.headers['x-merchant-code'] as string | undefined, body });
      const answer = route(req.method ?? '', url.pathname, req.headers.authorization, body);
      reply(res, answer.status, answer.body);
    } catch (error) {
      reply(res, 500, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    publicKey,
    secretKey,
    merchantCode,
    payments,
    requests,
    webhooks,
    delivered,
    /** The shopper pays on the hosted page: authorised, and the webhook sent. */
    async authorize(id: string, { silent = false } = {}) {
      const p = payments.get(id)!;
      p.status = 'AUTHORIZED';
      return silent ? [] : notify(p);
    },
    /** Tabby's own end of an unpaid payment. */
    async expire(id: string) {
      const p = payments.get(id)!;
      p.status = 'EXPIRED';
      return notify(p);
    },
    notify,
    send,
    setTransport(next: typeof transport) {
      transport = next;
    },
    hookBody,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TabbyStandIn = Awaited<ReturnType<typeof startTabbyStandIn>>;
