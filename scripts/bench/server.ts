// `npm start`'s server (node src/server/main.ts) for the bench: a fresh PGlite folder, or a fresh
// database on the BENCH_DATABASE_URL server, prepared before the start with ample stock for the
// variants the load buys, so no checkout ever runs out and "0 oversold" is a real check.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createScratchDatabase } from '../lib/postgres.ts';
import { loadCatalogue } from '../../src/lib/catalogue/load.ts';
import { variantsOf } from '../../src/lib/catalogue/variants.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedCatalogue } from '../../src/server/shop/seed.ts';

export const AMPLE_STOCK = 1_000_000;

/** One variant per connection, each in stock, so no two connections fight over one cart line. */
export function benchVariants(count: number): number[] {
  return loadCatalogue('content/products', { checkImages: false })
    .flatMap((product) => variantsOf(product))
    .filter((variant) => variant.stock > 0)
    .slice(0, count)
    .map((variant) => variant.id);
}

export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  dataDir: string;
  databaseUrl?: string;
  /** Stock and ordered quantities of the bench's variants, read with the server stopped. */
  audit(variantIds: number[]): Promise<{ negative: number; mismatched: number; decrease: number; ordered: number; orders: number }>;
  remove(): Promise<void>;
}

/** A fresh PGlite folder, or a fresh database beside BENCH_DATABASE_URL's, migrated and seeded. */
export async function createDatabase(adminUrl: string | undefined, variantIds: number[]): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'bench') : undefined;
  const databaseUrl = scratch?.url;
  const open = () => openDatabase({ databaseUrl, dataDir });
  const database = await open();
  try {
    await seedCatalogue(database.db);
    await database.db.execute(sql`UPDATE variants SET stock = ${AMPLE_STOCK} WHERE id IN ${variantIds}`);
  } finally {
    await database.close();
  }
  return {
    label: adminUrl ? 'PostgreSQL' : 'PGlite',
    dataDir,
    databaseUrl,
    async audit(ids) {
      const opened = await open();
      try {
        const result = (await opened.db.execute(sql`
          SELECT
            (SELECT count(*) FROM variants WHERE stock < 0)::int AS negative,
            (SELECT count(*) FROM orders)::int AS orders,
            (SELECT coalesce(sum(${AMPLE_STOCK} - stock), 0) FROM variants WHERE id IN ${ids})::int AS decrease,
            (SELECT coalesce(sum(quantity), 0) FROM order_items WHERE variant_id IN ${ids})::int AS ordered,
            (SELECT count(*) FROM variants v WHERE v.id IN ${ids} AND ${AMPLE_STOCK} - v.stock <>
              (SELECT coalesce(sum(quantity), 0) FROM order_items i WHERE i.variant_id = v.id))::int AS mismatched`)) as unknown as {
          rows: { negative: number; orders: number; decrease: number; ordered: number; mismatched: number }[];
        };
        return result.rows[0]!;
      } finally {
        await opened.close();
      }
    },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}

export interface BenchServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * `npm start`'s server on this port, trusting X-Forwarded-For so each shopper is a client of its own;
 * `cwd` is the site it serves (its dist/ and content/), this one unless told.
 */
export async function startServer(database: Pick<BenchDatabase, 'dataDir' | 'databaseUrl'>, port: number, extraEnv: Record<string, string> = {}, cwd = '.'): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      CORS_ORIGINS: base,
      TRUST_PROXY: '1',
      DRAIN_SECONDS: '0',
      // A closed port: the API uses its built-in exchange rates at once, nothing leaves the machine.
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/v6/latest/USD',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited at start (${child.exitCode}):\n${errors}`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 60 s:\n${errors}`);
}
