// What a load balancer asks: GET /api/health (liveness: no database work, nothing secret) and
// GET /api/health/ready (200 only while the database answers and is migrated; 503 otherwise and
// from the shutdown signal on, while a request in flight still completes).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../stripe-stand-in/stand-in.ts';
import { ADDRESS } from './fixtures/address.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { call } from './helpers.ts';
import { cleanUp, clusterEnv, codeFromOutbox, createDatabase, request, spawnServer, type ServerProcess, type TestDatabase } from './processes.ts';

describe('health and readiness in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers liveness with a bare JSON reply that no cache keeps', async () => {
    const live = await call(t, 'GET', '/health');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ success: true, data: { status: 'live' } });
    expect(live.headers.get('content-type')).toMatch(/^application\/json/);
    expect(live.headers.get('cache-control')).toBe('no-store');
  });

  it('answers ready once the database is migrated, and 503 when it is not', async () => {
    const ready = await call(t, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, data: { status: 'ready' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');

    // The database as an older build left it: the newest migration not recorded.
    const removed = await t.db.execute(sql`
      DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)
      RETURNING hash, created_at`);
    const row = (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows[0]!;
    try {
      const behind = await call(t, 'GET', '/health/ready');
      expect(behind.status).toBe(503);
      expect(behind.body).toEqual({ success: false, message: 'The database is unreachable or not migrated yet.', code: 'database_unavailable', data: { status: 'unavailable' } });
      expect(behind.headers.get('cache-control')).toBe('no-store');
      expect((await call(t, 'GET', '/health')).status).toBe(200);
    } finally {
      await t.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${row.hash}, ${row.created_at})`);
    }
    expect((await call(t, 'GET', '/health/ready')).status).toBe(200);
  });

  it('keeps answering liveness without the database, while readiness says 503', async () => {
    const gone = await startTestApp();
    await gone.close();
    expect((await call(gone, 'GET', '/health')).status).toBe(200);
    const ready = await call(gone, 'GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toEqual({ status: 'unavailable' });
  });
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** A shopper signed up on `server` with `quantity` of variant 10300 in the cart; answers the token. */
async function shopperHolding(server: ServerProcess, base: string, email: string, ip: string, quantity: number): Promise<string> {
  const sent = await request(base, 'POST', '/signup/otp', { body: { type: 'email', email }, ip });
  const verified = await request(base, 'POST', '/signup/otp/verify', {
    body: { signup_id: String(sent.body.signup_id), otp_code: codeFromOutbox(server.dataDir, email), platform: 'web' },
    ip,
  });
  const token = verified.body.token as string;
  expect((await request(base, 'POST', '/cart', { token, body: { variant_id: 10300, quantity } })).status).toBe(200);
  return token;
}

/**
 * Stripe's API as the stand-in answers it, behind a gate that holds every new Checkout Session
 * until released: `held` settles once one is waiting.
 */
async function gatedStripe(target: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  const forwarded = (headers: IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => name === 'authorization' || name === 'content-type' || name.startsWith('stripe-') || name === 'idempotency-key')) as Record<string, string>;
  const gate = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'POST' && req.url?.startsWith('/v1/checkout/sessions')) {
      arrive();
      await released;
    }
    const reply = await fetch(`${target}${req.url}`, { method: req.method, headers: forwarded(req.headers), body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
    res.writeHead(reply.status, { 'content-type': reply.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await reply.arrayBuffer()));
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(gate.address() as AddressInfo).port}`, held, release, close: () => new Promise((resolve) => gate.close(resolve)) };
}

/** The fetch failed because nothing listens on the port any more. */
function refused(error: unknown): boolean {
  return (error as { cause?: { code?: string } })?.cause?.code === 'ECONNREFUSED';
}

describe.skipIf(!postgres)('readiness during a shutdown (real process on PostgreSQL)', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(async () => {
    await cleanUp(servers);
    await database?.drop();
  });

  it('says 503 from SIGTERM on, closes the port after the drain, and still completes a slow request in flight', async () => {
    const server = spawnServer(clusterEnv(database.url, { DRAIN_SECONDS: '2' }));
    servers.push(server);
    const base = await server.url;
    expect((await request(base, 'GET', '/health/ready')).status).toBe(200);

    const token = await shopperHolding(server, base, 'slow-checkout@example.com', '203.0.113.20', 2);

    // The test holds the variant's row, so the checkout waits inside the server for as long as we like.
    const holder = await database.client();
    const watcher = await database.client();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT stock FROM variants WHERE id = 10300 FOR UPDATE');
      let settled = false;
      const checkout = request(base, 'POST', '/checkout', { token, body: { address: ADDRESS, payment_method: 'cod' }, headers: { 'Idempotency-Key': 'slow-checkout-1' } });
      checkout.finally(() => (settled = true)).catch(() => {});
      for (;;) {
        const { rows } = await watcher.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if (Number(rows[0]!.n) >= 1) break;
        if (settled) throw new Error(`the checkout did not wait: ${JSON.stringify((await checkout).body)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      server.proc.kill('SIGTERM');
      let ready = await request(base, 'GET', '/health/ready');
      while (ready.status === 200) ready = await request(base, 'GET', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ success: false, message: 'This process is shutting down.', code: 'shutting_down', data: { status: 'stopping' } });
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect((await request(base, 'GET', '/health')).status).toBe(200);

      // After the drain the port closes; the checkout is still waiting on our lock.
      for (;;) {
        try {
          await request(base, 'GET', '/health');
        } catch (error) {
          if (refused(error)) break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(settled).toBe(false);

      await holder.query('COMMIT');
      const placed = await checkout;
      expect(placed.status).toBe(201);
      expect(await server.exited).toBe(0);
      const { rows } = await watcher.query<{ order_number: string }>('SELECT order_number FROM orders');
      expect(rows.map((row) => row.order_number)).toEqual([placed.body.data.order_number]);
      expect(server.output()).toMatch(/SIGTERM: stopping/);
    } finally {
      await holder.end();
      await watcher.end();
    }
  }, 120_000);

  it("finishes a card checkout whose shopper has gone before closing the database, so its payment session is recorded", async () => {
    const stand = await startStripeStandIn();
    const gate = await gatedStripe(stand.url);
    const server = spawnServer(
      clusterEnv(database.url, { STRIPE_SECRET_KEY: stand.secretKey, STRIPE_WEBHOOK_SECRET: stand.webhookSecret, STRIPE_API_BASE: gate.url }),
    );
    servers.push(server);
    const watcher = await database.client();
    try {
      const base = await server.url;
      const token = await shopperHolding(server, base, 'gone-card@example.com', '203.0.113.21', 1);

      // The order is written and Stripe asked; the shopper closes the page before the answer.
      const gone = new AbortController();
      const checkout = request(base, 'POST', '/checkout', {
        token,
        body: { address: ADDRESS, payment_method: 'card' },
        headers: { 'Idempotency-Key': 'gone-card-1' },
        signal: gone.signal,
      }).catch(() => undefined);
      await gate.held;
      gone.abort();
      await checkout;

      // SIGTERM: the port closes at once (no connection is left), while the handler still waits on Stripe.
      server.proc.kill('SIGTERM');
      for (;;) {
        try {
          await request(base, 'GET', '/health');
        } catch (error) {
          if (refused(error)) break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      gate.release();

      expect(await server.exited).toBe(0);
      expect(server.output()).not.toMatch(/Cannot use a pool|opening the card payment .* failed/);
      const { rows } = await watcher.query<{ order_number: string; sessions: string }>(
        "SELECT o.order_number, (SELECT count(*) FROM payment_sessions s WHERE s.order_id = o.id) AS sessions FROM orders o WHERE o.payment_method = 'card'",
      );
      expect(rows).toEqual([expect.objectContaining({ sessions: '1' })]);
      expect(stand.sessions.size).toBe(1);
    } finally {
      gate.release();
      await gate.close();
      await stand.close();
      await watcher.end();
    }
  }, 120_000);
});
