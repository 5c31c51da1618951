// PostgreSQL restarting under load (issue 29): two API processes on one database take cart adds and
// checkouts while the database restarts ten times (`pg_ctl restart`, alternately `fast`, which ends
// every session with 57P01, and `immediate`, a crash). No process may exit, a failed request must be
// a quick 503 with Retry-After inside a restart's window, never a hang or another status, every
// acknowledged order must be there exactly once, and the stock must add up. The database is a
// private server of the test's own (private-postgres.ts): the shared one on 5432 serves other tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { cleanUp, clusterEnv, request, spawnServer, type ServerProcess } from './processes.ts';
import { LOAD_VARIANTS, ShopLoad, ledger, longestFailureWindow } from './shop-load.ts';

const RESTARTS = 10;
const SHOPPERS = 4;
/** After `pg_ctl` says the server accepts connections again, failures may trail for this long. */
const GRACE_MS = 2_000;
/** Readiness must answer 200 again within this long of the database's return. */
const READY_WITHIN_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The API suite runs on PGlite, then again with TEST_DATABASE_URL on PostgreSQL: this test belongs
// to the PostgreSQL run, as PGlite lives inside the process and has no server to restart.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL restarts under load (PostgreSQL run only: PGlite has no server to restart)', () => {
  let database: PrivatePostgres;
  const servers: ServerProcess[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    database = await startPrivatePostgres();
    const env = clusterEnv(database.url);
    for (let i = 0; i < 2; i++) servers.push(spawnServer(env));
    bases.push(...(await Promise.all(servers.map((server) => server.url))));
  }, 120_000);

  afterAll(async () => {
    await cleanUp(servers);
    await database?.stop();
  });

  async function readyWithin(ms: number): Promise<number> {
    const from = Date.now();
    while (Date.now() - from < ms) {
      const replies = await Promise.all(bases.map((base) => request(base, 'GET', '/health/ready', { signal: AbortSignal.timeout(3_000) }).catch(() => undefined)));
      if (replies.every((reply) => reply?.status === 200)) return Date.now() - from;
      await sleep(50);
    }
    const states = servers.map((server) => `exit ${server.proc.exitCode ?? server.proc.signalCode ?? 'none'}: …${server.output().slice(-600)}`);
    throw new Error(`readiness not back within ${ms} ms\n${states.join('\n')}`);
  }

  it('survives ten restarts: no exit, quick 503s only while it restarts, every order once, stock consistent', async () => {
    let turn = 0;
    const load = new ShopLoad(() => bases[turn++ % bases.length]!);
    const before = await ledger(database.url);
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => load.signUp(`restart${n}@example.com`, `198.18.2.${n + 1}`, servers.map((s) => s.dataDir))));
    load.start(shoppers);

    const windows: { from: number; to: number }[] = [];
    const readyAfter: number[] = [];
    let notReadyWhileAway = 0;
    try {
      for (let i = 0; i < RESTARTS; i++) {
        await sleep(1_500);
        const from = Date.now();
        const restarted = database.restart(i % 2 === 0 ? 'fast' : 'immediate');
        // While the database is away, readiness says so (503), quickly.
        await sleep(20);
        const ready = await request(bases[i % 2]!, 'GET', '/health/ready', { signal: AbortSignal.timeout(3_000) }).catch(() => undefined);
        if (ready?.status === 503) notReadyWhileAway++;
        await restarted;
        windows.push({ from, to: Date.now() + GRACE_MS });
        readyAfter.push(await readyWithin(READY_WITHIN_MS));
      }
      await sleep(1_000);
    } finally {
      await load.stop();
    }

    const failures = load.failures();
    const longest = longestFailureWindow(failures);
    console.log(
      `[database-restart] ${RESTARTS} restarts, ${load.outcomes.length} requests, ${failures.length} failed, longest failure window ${longest} ms, ` +
        `${load.acknowledged.size} orders, readiness back within ${Math.max(...readyAfter)} ms, readiness 503 while away ${notReadyWhileAway} of ${RESTARTS}`,
    );

    // No process exited, both still serve.
    for (const server of servers) expect({ code: server.proc.exitCode, signal: server.proc.signalCode }, server.output()).toEqual({ code: null, signal: null });
    const byStatus = Object.groupBy(failures, (failure) => `${failure.status} ${failure.method} ${failure.path}`);
    console.log(`[database-restart] failures: ${JSON.stringify(Object.fromEntries(Object.entries(byStatus).map(([kind, list]) => [kind, list!.length])))}`);
    expect(failures.length).toBeLessThan(load.outcomes.length / 4);
    expect(notReadyWhileAway).toBeGreaterThan(0);
    // Every failure: a 503 with Retry-After and the machine code, inside a restart's window, quick.
    for (const failure of failures) {
      const described = JSON.stringify(failure);
      expect(failure.status, described).toBe(503);
      expect(failure.retryAfter, described).toMatch(/^\d+$/);
      expect(failure.body, described).toMatchObject({ success: false, code: 'database_unavailable' });
      expect(typeof failure.body.message, described).toBe('string');
      expect(failure.ended - failure.started, described).toBeLessThan(6_000);
      expect(windows.some((w) => failure.started <= w.to && failure.ended >= w.from), described).toBe(true);
    }

    // Every acknowledged order is there, once per key, and no order was placed that was not acknowledged.
    const after = await ledger(database.url);
    const placed = after.orders.filter((order) => order.idempotency_key?.startsWith('load-'));
    expect(load.acknowledged.size).toBeGreaterThan(20);
    expect(placed.map((order) => order.order_number).sort()).toEqual([...load.acknowledged.keys()].sort());
    expect(new Set(placed.map((order) => order.idempotency_key)).size).toBe(placed.length);
    for (const variant of LOAD_VARIANTS) {
      expect(after.stock.get(variant)! + after.ordered.get(variant)!, `variant ${variant}`).toBe(before.stock.get(variant)! + before.ordered.get(variant)!);
    }
  }, 180_000);
});
