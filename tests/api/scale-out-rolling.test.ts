// A rolling restart under load (issue 9): three real server processes on one PostgreSQL take
// sign-ups, cart changes and checkouts while each in turn gets SIGTERM, exits and starts again.
// The test's client plays the load balancer: it sends only to processes whose readiness says 200,
// and retries on another only when a connection is refused, as a balancer would (a request that
// reached a process is never sent twice). No reply may be a 5xx, every acknowledged order must be
// there at the end, the stock must add up, a token issued by one process must work on the others,
// and the per-IP sign-in limit must count across processes. Needs TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS } from './fixtures/address.ts';
import {
  cleanUp,
  clusterEnv,
  codeFromOutbox,
  createDatabase,
  request,
  spawnServer,
  stopServer,
  type Reply,
  type ServerProcess,
  type TestDatabase,
} from './processes.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

const SHOPPERS = 9;
/**
 * Checkouts per shopper while each process restarts (one unit of each variant apiece): 3 × 4 × 9 =
 * 108, so the stock of 120 per variant never runs out.
 */
const CHECKOUTS_PER_RESTART = 4;
// Two products sold without variation, 120 in stock each (variant id = product id × 100).
const VARIANTS = [10300, 14000];
const IP_LIMIT = 30;

interface Slot {
  server: ServerProcess;
  base?: string;
  ready: boolean;
}

function refused(error: unknown): boolean {
  return (error as { cause?: { code?: string } })?.cause?.code === 'ECONNREFUSED';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgres)('rolling restart of three processes under load (PostgreSQL)', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  const slots: Slot[] = [];
  const spawned: ServerProcess[] = [];
  let checking = true;
  let checker: Promise<void> | undefined;

  function start(dataDir?: string): ServerProcess {
    const server = spawnServer(env, dataDir);
    spawned.push(server);
    return server;
  }

  beforeAll(async () => {
    database = await createDatabase();
    env = clusterEnv(database.url, { DRAIN_SECONDS: '2' });
    for (let i = 0; i < 3; i++) slots.push({ server: start(), ready: false });
    await Promise.all(slots.map(async (slot) => (slot.base = await slot.server.url)));
    // The balancer's health checks: readiness of every process, every 100 ms.
    checker = (async () => {
      while (checking) {
        await Promise.all(
          slots.map(async (slot) => {
            if (!slot.base) return;
            try {
              const res = await fetch(`${slot.base}/api/health/ready`, { signal: AbortSignal.timeout(2_000) });
              await res.arrayBuffer();
              slot.ready = res.status === 200;
            } catch {
              slot.ready = false;
            }
          }),
        );
        await sleep(100);
      }
    })();
  }, 120_000);

  afterAll(async () => {
    checking = false;
    await checker;
    await cleanUp(spawned);
    await database?.drop();
  });

  const statuses: number[] = [];
  let turn = 0;

  /** The balancer: the next ready process; another one only when the connection is refused. */
  async function send(method: string, path: string, options: Parameters<typeof request>[3] = {}): Promise<Reply & { slot: number }> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ready = slots.map((slot, i) => (slot.ready && slot.base ? i : -1)).filter((i) => i >= 0);
      if (ready.length === 0) {
        await sleep(50);
        continue;
      }
      const i = ready[turn++ % ready.length]!;
      try {
        const reply = await request(slots[i]!.base!, method, path, options);
        statuses.push(reply.status);
        return { ...reply, slot: i };
      } catch (error) {
        if (!refused(error)) throw error;
        slots[i]!.ready = false;
      }
    }
    throw new Error(`no process took ${method} ${path} within a minute`);
  }

  it('loses no request and no order while each process restarts in turn', async () => {
    const initial = new Map<number, number>();
    for (const variant of VARIANTS) {
      const stock = await send('GET', `/stock?product_id=${variant / 100}`);
      initial.set(variant, stock.body.data[0].stock);
    }

    // Shoppers sign up through one process and verify through whichever the balancer picks.
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, n) => {
        const email = `rolling${n}@example.com`;
        const ip = `198.18.0.${n + 1}`;
        const sent = await send('POST', '/signup/otp', { body: { type: 'email', email }, ip });
        expect(sent.status).toBe(200);
        const code = codeFromOutbox(slots[sent.slot]!.server.dataDir, email);
        const verified = await send('POST', '/signup/otp/verify', { body: { signup_id: String(sent.body.signup_id), otp_code: code, platform: 'web' }, ip });
        expect(verified.status).toBe(200);
        return { token: verified.body.token as string, ip };
      }),
    );

    const acknowledged = new Map<string, number>(); // order number → shopper
    let served = 0;
    let restarted = false;
    /** Which process is restarting: checkouts happen from its SIGTERM on. */
    let restarting = -1;
    const placedWhile = [0, 0, 0];
    const shop = async ({ token, ip }: { token: string; ip: string }, n: number) => {
      const placedDuring = [0, 0, 0];
      for (let round = 0; !restarted; round++) {
        const add = await send('POST', '/cart', { token, ip, body: { variant_id: VARIANTS[round % 2]!, quantity: 1 } });
        expect(add.status).toBe(200);
        const other = await send('POST', '/cart', { token, ip, body: { variant_id: VARIANTS[(round + 1) % 2]!, quantity: 2 } });
        expect(other.status).toBe(200);
        const less = await send('DELETE', `/cart?variant_id=${VARIANTS[(round + 1) % 2]!}&quantity=1`, { token, ip });
        expect(less.status).toBe(200);
        served += 3;
        if (restarting >= 0 && placedDuring[restarting]! < CHECKOUTS_PER_RESTART) {
          const phase = restarting;
          placedDuring[phase]!++;
          const placed = await send('POST', '/checkout', { token, ip, body: { address: ADDRESS, payment_method: 'cod' }, headers: { 'Idempotency-Key': `rolling-${n}-${round}` } });
          expect(placed.status, JSON.stringify(placed.body)).toBe(201);
          acknowledged.set(placed.body.data.order_number, n);
          placedWhile[phase]!++;
          served++;
        } else {
          expect((await send('DELETE', '/cart/clear', { token, ip })).status).toBe(200);
        }
        await sleep(10); // a shopper's pace: keeps the load bounded on a small machine
      }
    };
    // A shopper's failed expectation stops the restarts' waits too, so the test fails at once.
    let failure: unknown;
    const load = shoppers.map((shopper, n) =>
      shop(shopper, n).catch((error: unknown) => {
        failure ??= error;
        throw error;
      }),
    );
    const until = async (done: () => boolean) => {
      while (!done()) {
        if (failure) throw failure;
        await sleep(20);
      }
    };

    // Each process in turn: SIGTERM, wait for it to exit, start it again on its data folder, and
    // wait until the balancer sees it ready before the next one. Requests keep flowing meanwhile.
    const exits: (number | null)[] = [];
    const restarts = (async () => {
      try {
        for (const [i, slot] of slots.entries()) {
          const before = served;
          await until(() => served >= before + 20);
          restarting = i;
          exits.push(await stopServer(slot.server));
          slot.server = start(slot.server.dataDir);
          slot.base = await slot.server.url;
          await until(() => slot.ready);
          // Every shopper's checkouts of this turn are in before the next process goes.
          await until(() => placedWhile[i]! >= SHOPPERS * CHECKOUTS_PER_RESTART);
        }
      } finally {
        restarted = true;
      }
    })();
    await Promise.all([restarts, ...load]);

    expect(exits).toEqual([0, 0, 0]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(acknowledged.size).toBe(3 * CHECKOUTS_PER_RESTART * SHOPPERS);

    // Every acknowledged order is there; a token works on every process.
    const ordered = new Map<number, number>(VARIANTS.map((v) => [v, 0]));
    const found = new Set<string>();
    for (const { token } of shoppers) {
      for (const slot of slots) expect((await request(slot.base!, 'GET', '/me', { token })).status).toBe(200);
      const list = await send('GET', '/order-items?per_page=100', { token });
      expect(list.status).toBe(200);
      for (const item of list.body.data) {
        found.add(item.order.order_number);
        ordered.set(item.item.variant_id, (ordered.get(item.item.variant_id) ?? 0) + item.quantity);
      }
    }
    expect([...found].sort()).toEqual([...acknowledged.keys()].sort());
    for (const variant of VARIANTS) {
      const stock = (await send('GET', `/stock?product_id=${variant / 100}`)).body.data[0].stock as number;
      expect(stock + ordered.get(variant)!, `variant ${variant}`).toBe(initial.get(variant));
    }
  }, 240_000);

  it('counts the per-IP sign-in limit across processes: 30 in all, not 30 each', async () => {
    const ip = '198.18.1.1';
    const bases = slots.map((slot) => slot.base!);
    const replies = await Promise.all(
      Array.from({ length: IP_LIMIT }, (_, i) => request(bases[i % 3]!, 'POST', '/login', { body: { username: `limit${i}@example.com`, type: 'otp' }, ip })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(IP_LIMIT).fill(200));
    for (const base of bases) {
      expect((await request(base, 'POST', '/login', { body: { username: 'one-more@example.com', type: 'otp' }, ip })).status).toBe(429);
    }
    // Another client is not held back by it.
    expect((await request(bases[0]!, 'POST', '/login', { body: { username: 'other-client@example.com', type: 'otp' }, ip: '198.18.1.2' })).status).toBe(200);
  }, 60_000);
});
