// kill -9 of the real server (`src/server/main.ts` on PGlite) under checkout load: every order
// acknowledged with 2xx survives the restart, and stock plus ordered quantities equals the initial stock.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { ADDRESS } from './fixtures/address.ts';

const SHOPPERS = 20;
// A product sold without variation and with plenty of stock in the real catalogue (variant id = id × 100).
const PRODUCT_ID = 103;
const VARIANT_ID = PRODUCT_ID * 100;
const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
let child: ChildProcess | undefined;
const tokens: string[] = [];

beforeAll(async () => {
  const { db, close } = await openDatabase({ dataDir });
  try {
    for (let i = 0; i < SHOPPERS; i++) {
      const { rows } = (await db.execute(sql`
        INSERT INTO users (email, created_at, updated_at) VALUES (${`crash${i}@example.com`}, now(), now()) RETURNING id`)) as unknown as { rows: { id: number }[] };
      tokens.push(await createSession(db, rows[0]!.id));
    }
  } finally {
    await close();
  }
});

function start(): Promise<{ proc: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['src/server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', SMS_WEBHOOK_URL: '', EXCHANGE_RATES_URL: 'http://127.0.0.1:9/' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) resolve({ proc, base: `http://127.0.0.1:${m[1]}/api` });
    });
    proc.on('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(base: string, token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('crash', () => {
  it('keeps every acknowledged order and the stock adds up after SIGKILL', async () => {
    let server = await start();
    child = server.proc;
    const initial = (await call(server.base, tokens[0]!, 'GET', `/stock?product_id=${PRODUCT_ID}`)).body.data[0].stock as number;

    const acknowledged = new Map<string, string>(); // order number → token
    let killed = false;
    const shopper = async (token: string, n: number) => {
      for (let round = 0; !killed; round++) {
        try {
          await call(server.base, token, 'POST', '/cart', { variant_id: VARIANT_ID, quantity: 1 + ((n + round) % 3) });
          const res = await call(server.base, token, 'POST', '/checkout', { address: ADDRESS, payment_method: 'cod' }, { 'Idempotency-Key': `crash-${n}-${round}` });
          if (res.status >= 200 && res.status < 300) acknowledged.set(res.body.data.order_number, token);
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = tokens.map((t, n) => shopper(t, n));
    while (acknowledged.size < 15) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    server.proc.kill('SIGKILL');
    await Promise.all(load);
    await new Promise((r) => server.proc.exitCode !== null || server.proc.signalCode !== null ? r(null) : server.proc.once('exit', r));

    server = await start();
    child = server.proc;
    const found = new Set<string>();
    let ordered = 0;
    for (const token of tokens) {
      const list = await call(server.base, token, 'GET', '/order-items?per_page=100');
      expect(list.status).toBe(200);
      for (const item of list.body.data) {
        found.add(item.order.order_number);
        if (item.item.variant_id === VARIANT_ID) ordered += item.quantity;
      }
    }
    for (const number of acknowledged.keys()) expect(found.has(number), number).toBe(true);
    const stock = (await call(server.base, tokens[0]!, 'GET', `/stock?product_id=${PRODUCT_ID}`)).body.data[0].stock as number;
    expect(stock + ordered).toBe(initial);
  });
});
