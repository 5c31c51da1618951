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

const BUDGETS = {
  PGlite: { rps: 500, p99: 200 },
  PostgreSQL: { rps: 1500, p99: 100 },
} as const;

const json = { 'Content-Type': 'application/json' };
const errorsOf = (result: autocannon.Result) => result.errors + result.timeouts + (result.non2xx ?? 0);

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, ...options });
}

/** Requests a second of a bare Hono route in a process of its own, on the same machine. */
export async function bareHonoReference(port: number, duration: number): Promise<number> {
  progress('API: bare Hono route (reference)');
  const bare = spawn(process.execPath, ['scripts/bench/bare-hono.ts'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise((resolve) => bare.stdout!.once('data', resolve));
    const result = await load({ url: `http://127.0.0.1:${port}/`, duration });
    return result.requests.average;
  } finally {
    bare.kill();
  }
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
    value: `${whole(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`,
    budget: `0 errors, ≥ ${whole(budget.rps)} req/s, p99 ≤ ${budget.p99} ms`,
    ok: errors === 0 && result.requests.average >= budget.rps && result.latency.p99 <= budget.p99,
  });
}

export async function benchApi(options: {
  base: string;
  database: BenchDatabase;
  variants: number[];
  duration: number;
  reference: number;
  /** The server takes cards (through the Stripe stand-in): checkout by card is measured too. */
  card: boolean;
}): Promise<{ acknowledged: number }> {
  const { base, database, variants, duration, reference, card } = options;
  const on = database.label;
  const budget = BUDGETS[on];

  progress(`API on ${on}: GET /api/settings`);
  const settings = await load({ url: `${base}/api/settings`, duration });
  const share = settings.requests.average / reference;
  const settingsErrors = errorsOf(settings);
  record({
    figure: `API on ${on}, ${CONNECTIONS} connections, ${duration} s`,
    scope: 'GET /api/settings',
    value: `${whole(settings.requests.average)} req/s (${Math.round(share * 100)} % of a bare Hono route's ${whole(reference)}), p99 ${settings.latency.p99} ms, ${settingsErrors} errors`,
    budget: '0 errors, ≥ 80 % of the bare route, p99 ≤ 20 ms',
    ok: settingsErrors === 0 && share >= 0.8 && settings.latency.p99 <= 20,
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
    progress(`API on ${on}: POST /api/checkout (${method})`);
    const run = await timedCheckouts(base, duration, shoppers, variants, method);
    acknowledged += run.latencies.length;
    record({
      figure,
      scope: method === 'cod'
        ? 'POST /api/checkout (each connection its own shopper, cart refilled before each)'
        : 'POST /api/checkout by card: order written, Checkout Session created at the Stripe stand-in (same load)',
      value: `${whole(run.latencies.length / duration)} checkouts/s, p99 ${Math.round(run.p99)} ms, ${run.errors} errors (${run.latencies.length} orders acknowledged)`,
      budget: '0 errors, p99 ≤ 250 ms; req/s printed',
      ok: run.errors === 0 && run.p99 <= 250,
    });
  }
  return { acknowledged };
}

async function timedCheckouts(base: string, duration: number, shoppers: Shopper[], variants: number[], method: 'cod' | 'card') {
  const latencies: number[] = [];
  let serial = 0;
  let unopened = 0;
  const result = await perShopper(base, duration, shoppers, (shopper, index) => [
    { method: 'POST', path: '/api/cart', headers: { ...authHeaders(shopper), ...json }, body: JSON.stringify({ variant_id: variants[index], quantity: 1 }) },
    {
      method: 'POST',
      path: '/api/checkout',
      body: JSON.stringify({ address: ADDRESS, payment_method: method }),
      setupRequest(request, context) {
        (context as { started?: number }).started = performance.now();
        serial += 1;
        return { ...request, headers: { ...authHeaders(shopper), ...json, 'Idempotency-Key': `bench-${process.pid}-${method}-${index}-${serial}` } };
      },
      onResponse(status, body, context) {
        if (status !== 201) return;
        latencies.push(performance.now() - (context as { started: number }).started);
        if (method === 'card' && !body.includes('"payment_url"')) unopened += 1;
      },
    },
  ]);
  const sorted = latencies.sort((a, b) => a - b);
  const p99 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! : Number.NaN;
  return { latencies, p99, errors: errorsOf(result) + unopened };
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
