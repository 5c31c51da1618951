// The API under autocannon's load (50 connections) against `npm start`'s server: settings beside a
// bare Hono route measured in the same run, then cart, wishlist, order items and checkout, signed
// in, each connection its own shopper.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { progress, record, whole } from './report.ts';
import { ADDRESS, addToCart, authHeaders, checkOut, clearCart, signUp, type Shopper } from './shoppers.ts';
import type { BenchDatabase } from './server.ts';

export const CONNECTIONS = 50;
const ORDERS_PER_SHOPPER = 3;
/** Time for requests a load run left under way to finish (their p99 is under 300 ms). */
const SETTLE_MS = 1000;

const BUDGETS = {
  PGlite: { rps: 500, p99: 200 },
  PostgreSQL: { rps: 1500, p99: 100 },
} as const;

const json = { 'Content-Type': 'application/json' };
/** Connection errors (autocannon counts timeouts among them) and answers other than 2xx. */
const errorsOf = (result: autocannon.Result) => result.errors + (result.non2xx ?? 0);

/** What the errors were, to see a failed row's cause in the table: ' (1 timed out, 2 × 409)'; '' for none. */
function errorKinds(result: autocannon.Result, more: string[] = []): string {
  const kinds = [
    ...(result.timeouts ? [`${result.timeouts} timed out`] : []),
    ...(result.errors > result.timeouts ? [`${result.errors - result.timeouts} connection errors`] : []),
    ...Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count} × ${code}`),
    ...more,
  ];
  return kinds.length ? ` (${kinds.join(', ')})` : '';
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, ...options });
}

export interface BareHono {
  url: string;
  stop(): Promise<void>;
}

/**
 * A bare Hono route in a process of its own, on the same machine, answering `reply` (GET
 * /api/settings's body): the settings route's reference.
 */
export async function startBareHono(port: number, reply: string): Promise<BareHono> {
  const env = { ...process.env, PORT: String(port), BARE_REPLY: reply };
  const bare = spawn(process.execPath, ['scripts/bench/bare-hono.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => bare.stdout!.once('data', resolve));
  const exited = new Promise<void>((resolve) => bare.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      bare.kill();
      await exited;
    },
  };
}

/**
 * Turns of the bare route then the settings route; the figure is the middle turn's share. With
 * three, one run's turns gave 75, 88 and 73 % and the next run's 86, 90 and 89 % on the same
 * server code: five make the middle one less a matter of which turn the machine stalled in.
 */
const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * GET /api/settings against the bare route, in turns of half the load's duration each, after a
 * warm-up of both (a process's first seconds run code not yet optimised). Load on two shared
 * cores moves from one run to the next (the bare route alone gave 15,000 to 62,000 req/s in past
 * runs), so one run of each, minutes apart, compared the machine's moods more than the routes:
 * each turn compares two runs seconds apart, and the spread of the turns is printed.
 */
async function settingsAgainstBare(settingsUrl: string, bare: BareHono, duration: number) {
  const turn = Math.max(1, Math.round(duration / 2));
  await load({ url: bare.url, duration: 2 });
  await load({ url: settingsUrl, duration: 2 });
  const rounds: Array<{ bare: autocannon.Result; settings: autocannon.Result }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bareRun = await load({ url: bare.url, duration: turn });
    rounds.push({ bare: bareRun, settings: await load({ url: settingsUrl, duration: turn }) });
  }
  const shares = rounds.map((round) => round.settings.requests.average / round.bare.requests.average);
  return {
    share: median(shares),
    shares,
    rps: median(rounds.map((round) => round.settings.requests.average)),
    bareRps: median(rounds.map((round) => round.bare.requests.average)),
    p99: Math.max(...rounds.map((round) => round.settings.latency.p99)),
    errors: rounds.reduce((sum, round) => sum + errorsOf(round.settings), 0),
  };
}

/** One autocannon run where every connection is one shopper with requests of its own. */
function perShopper(base: string, duration: number, shoppers: Shopper[], requests: (shopper: Shopper, index: number) => autocannon.Request[]) {
  let next = 0;
  return load({
    url: base,
    duration,
    setupClient(client) {
      const index = next++ % shoppers.length;
      client.setRequests(requests(shoppers[index]!, index));
    },
  });
}

function recordLoad(figure: string, scope: string, result: autocannon.Result, budget: { rps: number; p99: number }): void {
  const errors = errorsOf(result);
  record({
    figure,
    scope,
    value: `${whole(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors${errorKinds(result)}`,
    budget: `0 errors, ≥ ${whole(budget.rps)} req/s, p99 ≤ ${budget.p99} ms`,
    ok: errors === 0 && result.requests.average >= budget.rps && result.latency.p99 <= budget.p99,
  });
}

export async function benchApi(options: {
  base: string;
  database: BenchDatabase;
  variants: number[];
  duration: number;
  /** The bare Hono route that GET /api/settings is compared with. */
  bare: BareHono;
  /** The server takes cards (through the Stripe stand-in): checkout by card is measured too. */
  card: boolean;
}): Promise<{ acknowledged: number }> {
  const { base, database, variants, duration, bare, card } = options;
  const on = database.label;
  const budget = BUDGETS[on];

  progress(`API on ${on}: GET /api/settings against a bare Hono route, ${ROUNDS} turns`);
  const settings = await settingsAgainstBare(`${base}/api/settings`, bare, duration);
  const percent = (share: number) => Math.round(share * 100);
  record({
    figure: `API on ${on}, ${CONNECTIONS} connections, ${ROUNDS} turns of ${Math.max(1, Math.round(duration / 2))} s`,
    scope: 'GET /api/settings',
    value:
      `${whole(settings.rps)} req/s (${(settings.share * 100).toFixed(1)} % of a bare Hono route's ${whole(settings.bareRps)}; ` +
      `turns ${settings.shares.map(percent).join(', ')} %), p99 ${settings.p99} ms, ${settings.errors} errors`,
    budget: '0 errors, ≥ 80 % of the bare route (median turn), p99 ≤ 20 ms',
    ok: settings.errors === 0 && settings.share >= 0.8 && settings.p99 <= 20,
  });

  progress(`API on ${on}: signing up ${CONNECTIONS} shoppers`);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) shoppers.push(await signUp(base, database.dataDir));

  progress(`API on ${on}: POST/DELETE /api/cart`);
  const cart = await perShopper(base, duration, shoppers, (shopper, index) => [
    { method: 'POST', path: '/api/cart', headers: { ...authHeaders(shopper), ...json }, body: JSON.stringify({ variant_id: variants[index], quantity: 1 }) },
    { method: 'DELETE', path: `/api/cart?variant_id=${variants[index]}&quantity=1`, headers: authHeaders(shopper) },
  ]);
  recordLoad(`API on ${on}, ${CONNECTIONS} connections, ${duration} s`, 'POST/DELETE /api/cart (each connection its own shopper)', cart, budget);

  progress(`API on ${on}: POST/DELETE /api/wishlist`);
  const wishlist = await perShopper(base, duration, shoppers, (shopper, index) => [
    { method: 'POST', path: '/api/wishlist', headers: { ...authHeaders(shopper), ...json }, body: JSON.stringify({ variant_id: variants[index] }) },
    { method: 'DELETE', path: `/api/wishlist?variant_id=${variants[index]}`, headers: authHeaders(shopper) },
  ]);
  recordLoad(`API on ${on}, ${CONNECTIONS} connections, ${duration} s`, 'POST/DELETE /api/wishlist (each connection its own shopper)', wishlist, budget);

  // The same few orders for every shopper on either database, so the order list reads real rows
  // and both databases read as many.
  progress(`API on ${on}: ${ORDERS_PER_SHOPPER} orders for each shopper`);
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      await clearCart(base, shopper);
      for (let n = 0; n < ORDERS_PER_SHOPPER; n += 1) {
        await addToCart(base, shopper, variants[index]!);
        await checkOut(base, shopper);
      }
    }),
  );
  progress(`API on ${on}: GET /api/order-items`);
  const orders = await perShopper(base, duration, shoppers, (shopper) => [{ method: 'GET', path: '/api/order-items?page=1&per_page=25', headers: authHeaders(shopper) }]);
  recordLoad(`API on ${on}, ${CONNECTIONS} connections, ${duration} s`, `GET /api/order-items (${ORDERS_PER_SHOPPER} orders each)`, orders, budget);

  // Checkout: the cart refilled before each checkout (a request of its own, not timed below), each
  // checkout a fresh Idempotency-Key; latency and rate are the checkouts' alone. Then the same by
  // card when the server takes cards: each order written and its Checkout Session created at the
  // Stripe stand-in (an answer without the session's url counts as an error).
  const figure = `API on ${on}, ${CONNECTIONS} connections, ${duration} s`;
  let acknowledged = shoppers.length * ORDERS_PER_SHOPPER;
  for (const method of card ? (['cod', 'card'] as const) : (['cod'] as const)) {
    // autocannon stops with requests under way: a checkout sent as the last run stopped could empty
    // a cart this run has just refilled (a 422 cart_empty here), and a refill not followed by its
    // checkout would add its line to this run's first order. They finish first; then every cart is emptied.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await Promise.all(shoppers.map((shopper) => clearCart(base, shopper)));
    let pools: Shopper[][] | undefined;
    if (method === 'card') {
      progress(`API on ${on}: signing up ${CONNECTIONS * CARD_SHOPPERS_PER_CONNECTION} shoppers who pay by card`);
      pools = [];
      for (let i = 0; i < CONNECTIONS; i += 1) {
        const pool: Shopper[] = [];
        for (let n = 0; n < CARD_SHOPPERS_PER_CONNECTION; n += 1) pool.push(await signUp(base, database.dataDir));
        pools.push(pool);
      }
    }
    progress(`API on ${on}: POST /api/checkout (${method})`);
    const run = await timedCheckouts(base, duration, shoppers, variants, method, pools);
    acknowledged += run.latencies.length;
    record({
      figure,
      scope: method === 'cod'
        ? 'POST /api/checkout (each connection its own shopper, cart refilled before each)'
        : `POST /api/checkout by card: order written, Checkout Session created at the Stripe stand-in (same load; each connection in turn as ${CARD_SHOPPERS_PER_CONNECTION} shoppers, none paying, each at most 3 orders waiting for payment)`,
      value: `${whole(run.latencies.length / duration)} checkouts/s, p99 ${Math.round(run.p99)} ms, ${run.errors} errors${run.kinds} (${run.latencies.length} orders acknowledged)`,
      budget: '0 errors, p99 ≤ 250 ms; req/s printed',
      ok: run.errors === 0 && run.p99 <= 250,
    });
  }
  return { acknowledged };
}

/**
 * A shopper may have MAX_OPEN_PAYMENTS card orders waiting for their payment (src/server/payments/
 * service.ts), and the bench pays none: each connection checks out by card in turn as the
 * shoppers of a pool of its own, as many as it can place orders in a run.
 */
const CARD_SHOPPERS_PER_CONNECTION = 10;

async function timedCheckouts(base: string, duration: number, shoppers: Shopper[], variants: number[], method: 'cod' | 'card', pools?: Shopper[][]) {
  const latencies: number[] = [];
  let serial = 0;
  let unopened = 0;
  const result = await perShopper(base, duration, shoppers, (own, index) => {
    // This connection's turns (autocannon's context starts anew with each pass over the requests).
    const pool = pools?.[index] ?? [own];
    let turns = 0;
    let shopper = own;
    let started = 0;
    return [
      {
        method: 'POST',
        path: '/api/cart',
        body: JSON.stringify({ variant_id: variants[index], quantity: 1 }),
        setupRequest(request) {
          shopper = pool[turns++ % pool.length]!;
          return { ...request, headers: { ...authHeaders(shopper), ...json } };
        },
      },
      {
        method: 'POST',
        path: '/api/checkout',
        body: JSON.stringify({ address: ADDRESS, payment_method: method }),
        setupRequest(request) {
          started = performance.now();
          serial += 1;
          return { ...request, headers: { ...authHeaders(shopper), ...json, 'Idempotency-Key': `bench-${process.pid}-${method}-${index}-${serial}` } };
        },
        onResponse(status, body) {
          if (status !== 201) return;
          latencies.push(performance.now() - started);
          if (method === 'card' && !body.includes('"payment_url"')) unopened += 1;
        },
      },
    ];
  });
  const sorted = latencies.sort((a, b) => a - b);
  const p99 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! : Number.NaN;
  return { latencies, p99, errors: errorsOf(result) + unopened, kinds: errorKinds(result, unopened ? [`${unopened} without a payment_url`] : []) };
}

/** After the server stopped: nothing below zero, and every variant's stock fell by what was ordered. */
export async function checkoutAudit(database: BenchDatabase, variants: number[], acknowledged: number): Promise<void> {
  const audit = await database.audit(variants);
  const oversold = audit.negative + audit.mismatched;
  record({
    figure: `Checkout on ${database.label}: oversold`,
    scope: `${variants.length} variants of ample stock`,
    value: `${oversold} oversold (stock fell by ${whole(audit.decrease)}, ${whole(audit.ordered)} ordered in ${whole(audit.orders)} orders, ${whole(acknowledged)} acknowledged)`,
    budget: '0 oversold',
    ok: oversold === 0 && audit.decrease === audit.ordered,
  });
}
