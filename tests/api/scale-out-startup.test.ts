// Replicas starting together on one PostgreSQL (issue 9): three real server processes started in the
// same instant on an empty database all come up and serve, the migrations applied once; a fourth on
// the migrated database serves too; seeds running at once leave the stock that orders changed.
// Needs TEST_DATABASE_URL (the settings they start with are checked on PGlite too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type OpenedDatabase } from '../../src/server/db/client.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';
import { ADDRESS } from './fixtures/address.ts';
import { clusterEnv, cleanUp, codeFromOutbox, createDatabase, request, spawnServer, type ServerProcess, type TestDatabase } from './processes.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe('the pool size and the drain time of a process', () => {
  const url = { DATABASE_URL: 'postgres://db.example/shop' };

  it('takes DATABASE_POOL_SIZE from 1 to 1000, 10 when unset', () => {
    expect(loadConfig(url).databasePoolSize).toBe(10);
    expect(loadConfig({ ...url, DATABASE_POOL_SIZE: '1' }).databasePoolSize).toBe(1);
    expect(loadConfig({ ...url, DATABASE_POOL_SIZE: '1000' }).databasePoolSize).toBe(1000);
    for (const bad of ['0', '1001', '2.5', 'ten']) {
      expect(() => loadConfig({ ...url, DATABASE_POOL_SIZE: bad })).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${bad}".`);
    }
  });

  it('drains 5 seconds behind a balancer (PostgreSQL), none on PGlite, DRAIN_SECONDS from 0 to 600', () => {
    expect(loadConfig(url).drainMs).toBe(5_000);
    expect(loadConfig({}).drainMs).toBe(0);
    expect(loadConfig({ ...url, DRAIN_SECONDS: '0' }).drainMs).toBe(0);
    expect(loadConfig({ ...url, DRAIN_SECONDS: '0.5' }).drainMs).toBe(500);
    expect(loadConfig({ DRAIN_SECONDS: '600' }).drainMs).toBe(600_000);
    for (const bad of ['-1', '601', 'soon']) {
      expect(() => loadConfig({ ...url, DRAIN_SECONDS: bad })).toThrow(`DRAIN_SECONDS must be a number from 0 to 600, not "${bad}".`);
    }
  });
});

describe.skipIf(!postgres)('replicas starting together on PostgreSQL', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createDatabase();
    env = clusterEnv(database.url);
  });
  afterAll(async () => {
    await cleanUp(servers);
    await database?.drop();
  });

  async function stockByVariant(): Promise<Map<number, number>> {
    const client = await database.client();
    try {
      const { rows } = await client.query<{ id: number; stock: number }>('SELECT id, stock FROM variants ORDER BY id');
      return new Map(rows.map((row) => [row.id, row.stock]));
    } finally {
      await client.end();
    }
  }

  it('brings up three processes started in the same instant on an empty database, migrating once', async () => {
    // Processes spawned together still reach the database milliseconds apart, and a migration takes
    // milliseconds. To line them up, the test holds an uncommitted CREATE SCHEMA of the migrator's
    // own schema until all three wait on it (or on the lock in front of it), then rolls it back.
    const gate = await database.client();
    // Asked from outside the gate's transaction, which would see one snapshot of pg_stat_activity.
    const watcher = await database.client();
    let started: ServerProcess[];
    try {
      await gate.query('BEGIN');
      await gate.query('CREATE SCHEMA drizzle');
      started = [spawnServer(env), spawnServer(env), spawnServer(env)];
      servers.push(...started);
      for (;;) {
        const { rows } = await watcher.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if (Number(rows[0]!.n) >= 3) break;
        const early = started.find((server) => server.proc.exitCode !== null);
        if (early) throw new Error(`a process exited before migrating: ${early.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await gate.query('ROLLBACK');
    } finally {
      await gate.end();
      await watcher.end();
    }
    const urls = await Promise.all(started.map((server) => server.url));
    for (const url of urls) {
      expect((await request(url, 'GET', '/health/ready')).status).toBe(200);
      const stock = await request(url, 'GET', '/stock?product_id=103');
      expect(stock.status).toBe(200);
      expect(stock.body.data[0].stock).toBe(120);
    }
    for (const server of started) expect(server.output()).not.toMatch(/failed to start|error/i);

    const client = await database.client();
    try {
      const { rows } = await client.query<{ hash: string; n: string }>('SELECT hash, count(*) AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(Number(row.n), row.hash).toBe(1);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('keeps the stock orders changed while a fourth process and three more seeds run at once', async () => {
    const [first, second] = await Promise.all([servers[0]!.url, servers[1]!.url]);
    // A shopper signs up through one process and orders through the other.
    const email = 'startup-shopper@example.com';
    const sent = await request(first, 'POST', '/signup/otp', { body: { type: 'email', email }, ip: '203.0.113.10' });
    expect(sent.status).toBe(200);
    const verified = await request(second, 'POST', '/signup/otp/verify', {
      body: { signup_id: String(sent.body.signup_id), otp_code: codeFromOutbox(servers[0]!.dataDir, email), platform: 'web' },
      ip: '203.0.113.10',
    });
    expect(verified.status).toBe(200);
    const token = verified.body.token as string;
    // Product 103 has one variant (10300) with 120 in stock; product 101 has several with a few each.
    const other = ((await request(first, 'GET', '/stock?product_id=101')).body.data as { variant_id: number; stock: number }[]).find((v) => v.stock > 0)!;
    expect((await request(second, 'POST', '/cart', { token, body: { variant_id: 10300, quantity: 3 } })).status).toBe(200);
    expect((await request(second, 'POST', '/cart', { token, body: { variant_id: other.variant_id, quantity: 1 } })).status).toBe(200);
    const placed = await request(first, 'POST', '/checkout', { token, body: { address: ADDRESS, payment_method: 'cod' }, headers: { 'Idempotency-Key': 'startup-order-1' } });
    expect(placed.status).toBe(201);

    const before = await stockByVariant();
    expect(before.get(10300)).toBe(120 - 3);
    expect(before.get(other.variant_id)).toBe(other.stock - 1);

    const fourth = spawnServer(env);
    servers.push(fourth);
    const seeders: OpenedDatabase[] = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: database.url, dataDir: '', maxConnections: 1 })));
    try {
      const summaries = await Promise.all(seeders.map((opened) => seedCatalogue(opened.db)));
      for (const summary of summaries) expect(summary.variants).toBe(before.size);
      const url = await fourth.url;
      expect((await request(url, 'GET', '/health/ready')).status).toBe(200);
      expect((await request(url, 'GET', '/me', { token })).status).toBe(200);
    } finally {
      await Promise.all(seeders.map((opened) => opened.close()));
    }
    expect(await stockByVariant()).toEqual(before);
  }, 120_000);
});
