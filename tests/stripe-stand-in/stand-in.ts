// A stand-in for the part of Stripe's API the shop uses, on 127.0.0.1, written from Stripe's public
// API reference: form-encoded requests with a bearer secret key, idempotency keys (a replay answers
// the first response; the same key with other parameters answers 400), Checkout Sessions (create,
// retrieve, expire), refunds, and events signed as Stripe signs them
// (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>" with the endpoint secret>`).
// It also serves a minimal "hosted page" at each session's url, with Pay and Cancel buttons, for
// the browser tests. Every request is recorded.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Params = { [key: string]: string | Params | Params[] | string[] };

interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  params: Params;
}

export interface Session {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  /** Not part of Stripe's object (line items are a separate list there); the tests read them. */
  line_items_sent: { name: string; unit_amount: number; quantity: number }[];
}

/** Delivers a signed event to the shop's webhook, answering its HTTP status. */
export type Deliver = (payload: string, signatureHeader: string) => Promise<number>;

export interface StandInOptions {
  secretKey?: string;
  webhookSecret?: string;
  deliver?: Deliver;
}

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
function parseForm(body: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((part, i) => i === 0 || part !== '');
    let node: any = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeError extends Error {
  readonly status: number;
  readonly type: string;
  readonly param?: string;
  readonly code?: string;
  constructor(status: number, type: string, message: string, param?: string, code?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.param = param;
    this.code = code;
  }
}

const invalid = (message: string, param?: string, code?: string) => new StripeError(400, 'invalid_request_error', message, param, code);

function asInt(value: unknown, param: string): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${String(value)}`, param);
  return Number(value);
}

const CHECKOUT_LOCALES = new Set(['auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW']);

export async function startStripeStandIn(options: StandInOptions = {}) {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Session>();
  const intents = new Map<string, { amount: number; refunded: number }>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  const events: { id: string; type: string }[] = [];
  let deliver = options.deliver;
  let eventsAtOnce = false;
  let base = '';

  function createSession(p: Params): Session {
    if (p.mode !== 'payment') throw invalid('mode must be payment for this stand-in.', 'mode');
    for (const name of ['success_url', 'cancel_url'] as const) {
      if (typeof p[name] !== 'string' || !/^https?:\/\//.test(p[name] as string)) throw invalid(`Not a valid URL`, name, 'url_invalid');
    }
    const items = p.line_items;
    if (!Array.isArray(items) || items.length === 0) throw invalid('line_items is required in payment mode.', 'line_items');
    const lines = (items as Params[]).map((item, n) => {
      const data = item.price_data as Params | undefined;
      if (!data) throw invalid('price_data is required (no Price objects here).', `line_items[${n}][price_data]`);
      const currency = data.currency;
      if (currency !== (p.currency ?? currency) || typeof currency !== 'string') throw invalid('Line items must share one currency.', `line_items[${n}][price_data][currency]`);
      const unit = asInt(data.unit_amount, `line_items[${n}][price_data][unit_amount]`);
      if (unit < 0) throw invalid('unit_amount must be at least 0.', `line_items[${n}][price_data][unit_amount]`);
      const quantity = asInt(item.quantity, `line_items[${n}][quantity]`);
      if (quantity < 1) throw invalid('quantity must be at least 1.', `line_items[${n}][quantity]`);
      const name = (data.product_data as Params | undefined)?.name;
      if (typeof name !== 'string' || !name) throw invalid('product_data[name] is required.', `line_items[${n}][price_data][product_data][name]`);
      return { name, unit_amount: unit, quantity, currency };
    });
    const created = now();
    let expiresAt = created + 24 * 3600;
    if (p.expires_at !== undefined) {
      expiresAt = asInt(p.expires_at, 'expires_at');
      if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
        throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
      }
    }
    if (p.locale !== undefined && !CHECKOUT_LOCALES.has(p.locale as string)) throw invalid(`Invalid locale: ${String(p.locale)}`, 'locale');
    const total = lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      amount_total: total,
      amount_subtotal: total,
      currency: lines[0]!.currency,
      client_reference_id: (p.client_reference_id as string | undefined) ?? null,
      customer_email: (p.customer_email as string | undefined) ?? null,
      created,
      expires_at: expiresAt,
      livemode: false,
      locale: (p.locale as string | undefined) ?? null,
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: p.success_url as string,
      cancel_url: p.cancel_url as string,
      url: `${base}/pay/${sessionId}`,
      line_items_sent: lines.map(({ name, unit_amount, quantity }) => ({ name, unit_amount, quantity })),
    };
    sessions.set(sessionId, session);
    return session;
  }

  function sessionOr404(sessionId: string): Session {
    const session = sessions.get(sessionId);
    if (!session) throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`, 'session', 'resource_missing');
    return session;
  }

  function expireSession(sessionId: string): Session {
    const session = sessionOr404(sessionId);
    if (session.status !== 'open') throw invalid(`This Checkout Session is not in an expirable state (status: ${session.status}).`);
    session.status = 'expired';
    session.url = null;
    return session;
  }

  function refund(p: Params) {
    const intentId = p.payment_intent;
    if (typeof intentId !== 'string') throw invalid('You must pass payment_intent or charge.', 'payment_intent');
    const intent = intents.get(intentId);
    if (!intent) throw new StripeError(404, 'invalid_request_error', `No such payment_intent: '${intentId}'`, 'payment_intent', 'resource_missing');
    const left = intent.amount - intent.refunded;
    const amount = p.amount === undefined ? left : asInt(p.amount, 'amount');
    if (left <= 0) throw invalid(`Charge for payment intent ${intentId} has already been refunded.`, undefined, 'charge_already_refunded');
    if (amount < 1 || amount > left) throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount', 'amount_too_large');
    intent.refunded += amount;
    const made = { id: id('re'), object: 'refund', amount, currency: 'aed', payment_intent: intentId, status: 'succeeded' };
    refunds.push(made);
    return made;
  }

  function route(method: string, path: string, p: Params): unknown {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(p);
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) return sessionOr404(m[1]!);
    if (method === 'POST' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) return expireSession(m[1]!);
    if (method === 'POST' && path === '/v1/refunds') return refund(p);
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function signedHeader(payload: string, timestamp = now(), secret = webhookSecret): string {
    const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  function eventFor(type: string, session: Session, eventId = id('evt')) {
    return {
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone({ ...session, line_items_sent: undefined }) },
    };
  }

  async function send(event: object, header?: string): Promise<number> {
    if (!deliver) throw new Error('stand-in: no webhook to deliver to');
    const payload = JSON.stringify(event, null, 2);
    events.push({ id: (event as { id: string }).id, type: (event as { type: string }).type });
    return deliver(payload, header ?? signedHeader(payload));
  }

  /** The shopper pays on the hosted page: the session completes, and checkout.session.completed is sent. */
  function markPaid(sessionId: string): Session {
    const session = sessionOr404(sessionId);
    if (session.status !== 'open') throw invalid('This Checkout Session is no longer open.');
    const intentId = id('pi');
    intents.set(intentId, { amount: session.amount_total, refunded: 0 });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intentId, url: null });
    return session;
  }

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
    res.end(JSON.stringify(body));
  }

  async function hostedPage(req: IncomingMessage, res: ServerResponse, path: string) {
    const m = path.match(/^\/pay\/([^/]+)(?:\/(pay|cancel))?$/);
    const session = m ? sessions.get(m[1]!) : undefined;
    if (!m || !session) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No such session');
      return;
    }
    if (req.method === 'GET' && !m[2]) {
      const amount = (session.amount_total / 100).toFixed(2);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Stand-in Checkout</title>
<main><h1>Pay ${session.currency.toUpperCase()} ${amount}</h1><p>${session.status}</p>
<form method="post" action="/pay/${session.id}/pay"><button>Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button>Cancel</button></form></main></html>`);
      return;
    }
    if (req.method === 'POST' && m[2] === 'pay') {
      markPaid(session.id);
      await send(eventFor('checkout.session.completed', session));
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      return;
    }
    // Cancel returns to the shop; like Stripe, the session itself stays open until it expires.
    res.writeHead(303, { location: session.cancel_url }).end();
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    try {
      if (url.pathname.startsWith('/pay/')) return await hostedPage(req, res, url.pathname);
      const raw = await readBody(req);
      const params = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
      const record: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        contentType: req.headers['content-type'],
        params,
      };
      requests.push(record);
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      if (req.method === 'POST' && raw && !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return json(res, 400, { error: { type: 'invalid_request_error', message: 'Requests must be form-encoded.' } });
      }
      const key = record.idempotencyKey;
      if (req.method === 'POST' && key) {
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.params !== raw) {
            return json(res, 400, { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with.` } });
          }
          return json(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
        }
      }
      let status = 200;
      let body: unknown;
      try {
        body = route(req.method ?? '', url.pathname, params);
        if (body && (body as Session).object === 'checkout.session') body = { ...(body as Session), line_items_sent: undefined };
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        status = error.status;
        body = { error: { type: error.type, message: error.message, ...(error.param ? { param: error.param } : {}), ...(error.code ? { code: error.code } : {}) } };
      }
      if (req.method === 'POST' && key) idempotent.set(key, { params: raw, status, body });
      // Stripe sends an expired session's event on its own schedule, which can be before the
      // caller has read this answer: `eventsAtOnce` delivers it first.
      if (eventsAtOnce && status === 200 && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(url.pathname)) {
        await send(eventFor('checkout.session.expired', sessions.get((body as Session).id)!));
      }
      json(res, status, body);
    } catch (error) {
      json(res, 500, { error: { type: 'api_error', message: (error as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    secretKey,
    webhookSecret,
    requests,
    sessions,
    refunds,
    events,
    setDeliver(next: Deliver) {
      deliver = next;
    },
    /** When on, a session expired through the API has its event delivered before the API answers. */
    setEventsAtOnce(on: boolean) {
      eventsAtOnce = on;
    },
    signedHeader,
    eventFor,
    /** Sends an event, signed unless a header is given. */
    send,
    /** The shopper pays: the session completes; the completed event is sent unless `silent`. */
    async pay(sessionId: string, { silent = false } = {}) {
      const session = markPaid(sessionId);
      if (!silent) return send(eventFor('checkout.session.completed', session));
      return 200;
    },
    /** The session reaches its expiry: expired, and checkout.session.expired is sent unless `silent`. */
    async expire(sessionId: string, { silent = false } = {}) {
      const session = expireSession(sessionId);
      if (!silent) return send(eventFor('checkout.session.expired', session));
      return 200;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
