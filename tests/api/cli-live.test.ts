// The operator command while `npm start` holds the PGlite folder: it runs inside the server through
// the folder's owner-only socket, and what it does is what the shop then serves.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { addToCart } from '../../src/server/shop/cart.ts';
import { placeOrder } from '../../src/server/shop/checkout.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';
import { sql } from 'drizzle-orm';
import { ADDRESS } from './fixtures/address.ts';
import { runCli } from './fixtures/cli.ts';
import { FIXTURE_PRODUCTS, V } from './fixtures/products.ts';

let dataDir: string;
let server: ChildProcess;
let baseUrl: string;

const cli = (...args: string[]) => runCli(dataDir, ...args);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'orders-live-'));
  const opened = await openDatabase({ dataDir });
  try {
    await seedCatalogue(opened.db, FIXTURE_PRODUCTS);
    const { rows } = (await opened.db.execute(sql`
      INSERT INTO users (email, name, created_at, updated_at) VALUES ('live.cli@example.com', 'Noura', now(), now()) RETURNING id`)) as unknown as { rows: { id: number }[] };
    await addToCart(opened.db, rows[0]!.id, V.whiteM, 1);
    const rules = { deliveryCharge: 0, freeDelivery: false, freeDeliveryThreshold: 20000, vatRate: 5 };
    await placeOrder(opened.db, { userId: rows[0]!.id, address: ADDRESS, paymentMethod: 'cod', rules, orderPrefix: 'ORD' });
  } finally {
    await opened.close();
  }
  server = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', EXCHANGE_RATES_URL: 'http://127.0.0.1:9/' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      const running = /running at (http:\/\/\S+)/.exec(output);
      if (running) {
        baseUrl = running[1]!;
        resolve();
      }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', () => reject(new Error(`server exited: ${output}`)));
  });
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run orders while the server runs on PGlite', () => {
  it('answers through an owner-only socket in the data folder', async () => {
    expect(statSync(join(dataDir, 'operator.sock')).mode & 0o777).toBe(0o600);
    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/ORD-000001-1\s+PLACED/);
  });

  it('moves an item forward inside the server, and refuses bad moves with the same exit codes', async () => {
    const moved = await cli('status', 'ORD-000001-1', 'CONFIRMED', 'Confirmed by phone');
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain('PLACED → CONFIRMED');
    const shown = await cli('show', 'ORD-000001');
    expect(shown.stdout).toContain('CONFIRMED');
    const back = await cli('status', 'ORD-000001-1', 'PLACED', 'Back');
    expect(back.code).not.toBe(0);
    const missing = await cli('show', 'ORD-999999');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No order has the number ORD-999999');
  });
});

describe('npm run admin -- settings while the server runs on PGlite', () => {
  const served = async () => {
    const reply = (await (await fetch(`${baseUrl}/api/settings`)).json()) as { data: { key: string; value: unknown }[] };
    return Object.fromEntries(reply.data.map((entry) => [entry.key, entry.value]));
  };

  it('applies a setting at once: the very next GET /api/settings serves it', async () => {
    expect((await served()).company_phone_number).toBe('+971 4 000 0000'); // now in the server's cache
    const set = await cli('settings', 'set', 'company_phone_number', '+971 4 555 0102');
    expect(set.code).toBe(0);
    expect((await served()).company_phone_number).toBe('+971 4 555 0102');
    expect((await cli('settings', 'unset', 'company_phone_number')).code).toBe(0);
    expect((await served()).company_phone_number).toBe('+971 4 000 0000');
    const refused = await cli('settings', 'set', 'is_free_delivery', 'maybe');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Invalid value for is_free_delivery');
  });
});
