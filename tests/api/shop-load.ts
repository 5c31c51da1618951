// A light load of shoppers adding to their carts and checking out, for the tests that restart
// something underneath it (the database, the API processes): every reply is recorded with when it
// was asked and answered, a checkout that fails is retried with its Idempotency-Key until it is
// placed (so each key is one order, exactly once), and the figures come out at the end.
import pg from 'pg';
import { ADDRESS } from './fixtures/address.ts';
import { newestCodeFromOutboxes, request, type Reply } from './processes.ts';

/** Two products sold without variation, 120 in stock each (variant id = product id × 100). */
export const LOAD_VARIANTS = [10300, 14000];
/** The longest any reply may take: a request that hangs fails the test. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface Outcome {
  method: string;
  path: string;
  /** The HTTP status, or 0 when no reply came (refused, reset, timed out). */
  status: number;
  started: number;
  ended: number;
  body: any;
  retryAfter: string | null;
}

export interface Shopper {
  token: string;
  ip: string;
}

/** Where requests go: a base URL per call (one process, or the balancer in front of several). */
export type Target = () => string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ShopLoad {
  readonly outcomes: Outcome[] = [];
  /** Order number → the Idempotency-Key it was placed with. */
  readonly acknowledged = new Map<string, string>();
  private running = false;
  private shoppers: Promise<void>[] = [];

  private readonly target: Target;
  readonly label: string;
  private readonly maxOrders: number;

  /**
   * `label` starts every Idempotency-Key of this load (a second load on one database must not
   * replay the first one's orders); orders stop at `maxOrders`, so the stock of either variant (120)
   * never runs out: one unit per order, alternately. The carts go on being filled and cleared.
   */
  constructor(target: Target, { label = 'load', maxOrders = 220 }: { label?: string; maxOrders?: number } = {}) {
    this.target = target;
    this.label = label;
    this.maxOrders = maxOrders;
  }

  /** One request, recorded; a reply that is not JSON keeps its text. */
  async send(method: string, path: string, options: Parameters<typeof request>[3] = {}): Promise<Outcome> {
    const started = Date.now();
    let reply: Reply | undefined;
    try {
      reply = await request(this.target(), method, path, { ...options, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch {
      // No reply at all: recorded as status 0.
    }
    const outcome: Outcome = {
      method,
      path: path.split('?')[0]!,
      status: reply?.status ?? 0,
      started,
      ended: Date.now(),
      body: reply?.body,
      retryAfter: reply?.headers.get('retry-after') ?? null,
    };
    this.outcomes.push(outcome);
    return outcome;
  }

  /** Signs a shopper up by e-mail code; `outboxes`: the data folders of the processes that may have sent it. */
  async signUp(email: string, ip: string, outboxes: string[]): Promise<Shopper> {
    const sent = await this.send('POST', '/signup/otp', { body: { type: 'email', email }, ip });
    if (sent.status !== 200) throw new Error(`sign-up of ${email}: ${sent.status} ${JSON.stringify(sent.body)}`);
    const code = newestCodeFromOutboxes(outboxes, email);
    const verified = await this.send('POST', '/signup/otp/verify', { body: { signup_id: String(sent.body.signup_id), otp_code: code, platform: 'web' }, ip });
    if (verified.status !== 200) throw new Error(`sign-up of ${email}: ${verified.status} ${JSON.stringify(verified.body)}`);
    return { token: verified.body.token as string, ip };
  }

  /** Each shopper in a loop: add one unit, check it out (retried until placed), at a shopper's pace. */
  start(shoppers: Shopper[]): void {
    this.running = true;
    this.shoppers = shoppers.map((shopper, n) => this.shop(shopper, n));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.shoppers);
  }

  private async shop({ token, ip }: Shopper, n: number): Promise<void> {
    for (let round = 0; this.running; round++) {
      const added = await this.send('POST', '/cart', { token, ip, body: { variant_id: LOAD_VARIANTS[(round + n) % 2]!, quantity: 1 } });
      if (added.status === 200) {
        if (this.acknowledged.size < this.maxOrders) await this.checkOut(token, ip, `${this.label}-${n}-${round}`);
        else await this.send('DELETE', '/cart/clear', { token, ip });
      }
      await sleep(300); // a shopper's pace: orders keep coming through all the restarts
    }
  }

  /** Retried with the same key after every failure, until placed: the order must exist once. */
  private async checkOut(token: string, ip: string, key: string): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const placed = await this.send('POST', '/checkout', { token, ip, body: { address: ADDRESS, payment_method: 'cod' }, headers: { 'Idempotency-Key': key } });
      if (placed.status === 201) {
        this.acknowledged.set(placed.body.data.order_number as string, key);
        return;
      }
      // A refusal other than a passing failure would repeat forever: it is recorded, the test fails on it.
      if (placed.status !== 0 && placed.status < 500) return;
      await sleep(200);
    }
  }

  failures(): Outcome[] {
    return this.outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 400);
  }
}

/** The longest stretch from a failed request's start to the end of the last failure around it. */
export function longestFailureWindow(failures: Outcome[], gapMs = 1_000): number {
  const sorted = [...failures].sort((a, b) => a.started - b.started);
  let longest = 0;
  let from: number | undefined;
  let to = 0;
  for (const failure of sorted) {
    if (from === undefined || failure.started > to + gapMs) from = failure.started;
    to = Math.max(to, failure.ended);
    longest = Math.max(longest, to - from);
  }
  return longest;
}

/** The database's own account: the orders placed, and each load variant's stock and units ordered. */
export async function ledger(databaseUrl: string): Promise<{ orders: { order_number: string; idempotency_key: string | null }[]; stock: Map<number, number>; ordered: Map<number, number> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = (await client.query('SELECT order_number, idempotency_key FROM orders')).rows;
    const stock = new Map<number, number>();
    const ordered = new Map<number, number>();
    for (const variant of LOAD_VARIANTS) {
      stock.set(variant, (await client.query('SELECT stock FROM variants WHERE id = $1', [variant])).rows[0].stock);
      ordered.set(variant, Number((await client.query('SELECT coalesce(sum(quantity), 0) AS n FROM order_items WHERE variant_id = $1', [variant])).rows[0].n));
    }
    return { orders, stock, ordered };
  } finally {
    await client.end();
  }
}
