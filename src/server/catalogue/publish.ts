// Publishing the catalogue (docs/DESIGN.md, "The catalogue at 10,000 products"). A save queues a
// publish in its own transaction; one publish runs at a time (across processes: the claim takes a
// lock and waits for no other running one) and takes every publish queued before it. It writes the
// published snapshot (one file per product, the format of content/products), builds a new release
// of the site from it into a folder of its own, then, in one transaction, makes what checkout reads
// match it, and switches the live release by renaming a symbolic link over the old one: a visitor
// sees the old site or the new one, never half of one. A failed build leaves the live release, the
// prices and the stock as they were, and keeps its reason for the office.
import { chmodSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cataloguePublishes, products, variants } from '../db/schema/index.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';
import { actorName, type Actor } from '../office/audit.ts';
import type { Product } from '../../lib/catalogue/schema.ts';
import { effectiveProduct, nextSaleChange } from '../../lib/catalogue/sale.ts';
import { DEFAULT_SKU_PREFIX, variantsOf } from '../../lib/catalogue/variants.ts';
import { toMinor } from '../../lib/money.ts';

/** Makes the site of a catalogue folder in a new folder, from the live release; answers what it did, or throws with the build's words. */
export interface SiteBuilder {
  build(catalogueDir: string, outDir: string, liveDir: string): Promise<string>;
}

export type PublishStatus = 'queued' | 'running' | 'published' | 'failed';

export interface PublishRow {
  id: number;
  status: PublishStatus;
  reason: string;
  products: number[];
  actor: string;
  queued_at: string;
  started_at: string | null;
  finished_at: string | null;
  seconds: number | null;
  error: string | null;
  release: string | null;
}

/** The advisory lock a claim takes, so two processes never both start a publish. */
const PUBLISH_LOCK = 7_202_611_233;
/** A publish still "running" this long after it started was cut off (its process ended). */
const INTERRUPTED_AFTER_MS = 30 * 60_000;
/** Releases kept besides the live one, for a quick look back. */
const KEEP_RELEASES = 1;

export async function queuePublish(db: Executor, reason: string, productIds: number[], actor: Actor | string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${cataloguePublishes} (status, reason, product_ids, actor)
    VALUES ('queued', ${reason}, ${JSON.stringify(productIds)}::jsonb, ${typeof actor === 'string' ? actor : actorName(actor)})`);
}

/** After a deploy's build (from content/products), the products the office changed go out again. */
export async function queueOfficeEdits(db: Executor): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${cataloguePublishes} (status, reason, product_ids, actor)
    SELECT 'queued', 'deploy', jsonb_agg(id ORDER BY id), 'the shop (a new build)' FROM ${products}
    WHERE source <> 'files' HAVING count(*) > 0`);
}

export async function listPublishes(db: Executor, page: number, perPage: number): Promise<{ rows: PublishRow[]; total: number }> {
  const rows = await rowsOf<Omit<PublishRow, 'products'> & { product_ids: number[] }>(db, sql`
    SELECT id, status, reason, product_ids, actor, queued_at, started_at, finished_at, error, release,
           extract(epoch FROM finished_at - started_at)::float AS seconds
    FROM ${cataloguePublishes} ORDER BY id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`);
  const total = await firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${cataloguePublishes}`);
  const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
  return {
    rows: rows.map(({ product_ids, ...r }) => ({
      ...r,
      products: product_ids,
      queued_at: iso(r.queued_at)!,
      started_at: iso(r.started_at),
      finished_at: iso(r.finished_at),
      seconds: r.seconds === null ? null : Math.round(r.seconds * 10) / 10,
    })),
    total: total?.n ?? 0,
  };
}

type Pending = { id: number; document: Product | null; version: number; hide_requested: boolean; source: string };

export interface PublisherOptions {
  db: Db;
  /** The published snapshot: DATA_DIR/catalogue/published. */
  snapshotDir: string;
  /** Where releases are built; `live` in it is the served site. */
  releasesDir: string;
  builder: SiteBuilder;
  skuPrefix?: string;
  now?: () => Date;
  log?: (line: string) => void;
}

export class Publisher {
  private readonly o: Required<PublisherOptions>;
  private running: Promise<void> | null = null;
  private again = false;
  private saleTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(options: PublisherOptions) {
    this.o = { skuPrefix: DEFAULT_SKU_PREFIX, now: () => new Date(), log: () => {}, ...options };
  }

  /** The served site: a symbolic link renamed over at each publish. */
  get liveDir(): string {
    return join(this.o.releasesDir, 'live');
  }

  /**
   * Makes `live` point at `dist` when there is no release yet, or when `dist` was built after the
   * live release (a deploy); answers whether it did.
   */
  adoptBuild(distDir: string, builtAt: number, releaseBuiltAt: (dir: string) => number | null): boolean {
    mkdirSync(this.o.releasesDir, { recursive: true });
    // nginx's workers serve the releases (docs/HOSTING.md): the folder is theirs to enter, whatever the umask.
    chmodSync(this.o.releasesDir, 0o755);
    let target: string | null = null;
    try {
      target = readlinkSync(this.liveDir);
    } catch {
      target = null;
    }
    const current = target === null ? null : releaseBuiltAt(join(this.o.releasesDir, target));
    if (target !== null && current !== null && current >= builtAt) return false;
    this.point(distDir);
    return true;
  }

  /** Runs what is queued now and again whenever more is queued meanwhile; resolves when idle. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.runOnce();
        } while (this.again && !this.stopped);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Publishes at each sale's start and end; call again after a publish (the times may have changed). */
  async scheduleSales(): Promise<void> {
    if (this.saleTimer) clearTimeout(this.saleTimer);
    this.saleTimer = null;
    if (this.stopped) return;
    const docs = await rowsOf<{ document: Product }>(this.o.db, sql`
      SELECT document FROM ${products} WHERE document IS NOT NULL AND document ? 'offerStart' AND NOT hide_requested`);
    const next = nextSaleChange(docs.map((d) => d.document), this.o.now());
    if (!next) return;
    // Timers hold at most about 24.8 days; a later change is looked at again then.
    const wait = Math.min(next.at.getTime() - this.o.now().getTime(), 2 ** 31 - 1);
    this.saleTimer = setTimeout(() => {
      const starts = docs.some((d) => next.productIds.includes(d.document.id) && Date.parse(d.document.offerStart!) === next.at.getTime());
      void queuePublish(this.o.db, starts ? 'sale_start' : 'sale_end', next.productIds.map(Number), 'the shop (a scheduled sale)')
        .then(() => this.kick())
        .catch((error: unknown) => this.o.log(`[publish] a sale's publish could not be queued: ${(error as Error).message}`));
    }, Math.max(0, wait));
    this.saleTimer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.saleTimer) clearTimeout(this.saleTimer);
  }

  /** Claims every queued publish unless one is running; marks publishes cut off by a crash as failed. */
  private async claim(): Promise<{ ids: number[]; productIds: number[]; reasons: string[] } | null> {
    return this.o.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK})`);
      await tx.execute(sql`
        UPDATE ${cataloguePublishes} SET status = 'failed', finished_at = now(),
          error = 'The publish was cut off (its server stopped); the saves it carried are published by the next one.'
        WHERE status = 'running' AND started_at < now() - make_interval(secs => ${INTERRUPTED_AFTER_MS / 1000})`);
      const busy = await firstRow(tx, sql`SELECT 1 FROM ${cataloguePublishes} WHERE status = 'running' LIMIT 1`);
      if (busy) return null;
      const rows = await rowsOf<{ id: number; product_ids: number[]; reason: string }>(tx, sql`
        UPDATE ${cataloguePublishes} SET status = 'running', started_at = now()
        WHERE status = 'queued' RETURNING id, product_ids, reason`);
      if (rows.length === 0) return null;
      return { ids: rows.map((r) => r.id), productIds: [...new Set(rows.flatMap((r) => r.product_ids))], reasons: rows.map((r) => r.reason) };
    });
  }

  private async runOnce(): Promise<void> {
    const claimed = await this.claim();
    if (!claimed) return;
    const started = Date.now();
    const now = this.o.now();
    try {
      // Everything saved and not yet published goes out, with the products whose sale starts or ends.
      const pending = await rowsOf<Pending>(this.o.db, sql`
        SELECT id, document, version, hide_requested, source FROM ${products}
        WHERE version > published_version OR id IN (SELECT jsonb_array_elements_text(${JSON.stringify(claimed.productIds)}::jsonb)::int)`);
      if (!existsSync(this.o.snapshotDir)) await this.fillSnapshot();
      this.writeSnapshot(pending, now);
      const release = `r${started}-${claimed.ids[0]}`;
      const outDir = join(this.o.releasesDir, release);
      let made: string;
      try {
        made = await this.o.builder.build(this.o.snapshotDir, outDir, this.liveDir);
      } catch (error) {
        rmSync(outDir, { recursive: true, force: true });
        throw error;
      }
      await this.apply(pending, now);
      this.point(release);
      this.prune(release);
      await this.o.db.execute(sql`
        UPDATE ${cataloguePublishes} SET status = 'published', finished_at = now(), release = ${release}
        WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(claimed.ids)}::jsonb)::int)`);
      this.o.log(`[publish] ${pending.length} product(s) published in ${((Date.now() - started) / 1000).toFixed(1)} s (${release}: ${made})`);
    } catch (error) {
      const reason = (error as Error).message.slice(0, 4000);
      await this.o.db.execute(sql`
        UPDATE ${cataloguePublishes} SET status = 'failed', finished_at = now(), error = ${reason}
        WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(claimed.ids)}::jsonb)::int)`);
      this.o.log(`[publish] failed; the live site is unchanged: ${reason}`);
    }
    await this.scheduleSales().catch(() => {});
  }

  /** The snapshot folder: every product on the site as published, effective now (its sale applied or not). */
  private writeSnapshot(pending: Pending[], now: Date): void {
    const dir = this.o.snapshotDir;
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    for (const p of pending) {
      const file = join(dir, `${p.id}.json`);
      if (p.document === null || p.hide_requested || p.source === 'deleted') {
        rmSync(file, { force: true });
        continue;
      }
      const tmp = `${file}.tmp`;
      writeFileSync(tmp, `${JSON.stringify(effectiveProduct(p.document, now), null, 2)}\n`);
      renameSync(tmp, file);
    }
  }

  /** Writes the whole snapshot from the database (the first publish, or a lost folder). */
  async fillSnapshot(): Promise<number> {
    const all = await rowsOf<Pending>(this.o.db, sql`
      SELECT id, document, version, hide_requested, source FROM ${products} WHERE published_version > 0`);
    rmSync(this.o.snapshotDir, { recursive: true, force: true });
    this.writeSnapshot(all, this.o.now());
    return all.length;
  }

  /** What checkout reads becomes what the new release shows, in one transaction. */
  private async apply(pending: Pending[], now: Date): Promise<void> {
    await this.o.db.transaction(async (tx) => {
      for (const p of pending) {
        const gone = p.document === null || p.source === 'deleted';
        if (gone) {
          await tx.execute(sql`UPDATE ${products} SET hidden = true, published_version = ${p.version} WHERE id = ${p.id}`);
          continue;
        }
        const e = effectiveProduct(p.document!, now);
        await tx.execute(sql`
          UPDATE ${products} SET name = ${e.name.en}, names = ${JSON.stringify(e.name)}::jsonb, sku = ${e.sku}, price = ${toMinor(e.price)},
            discount = ${e.discount}, cover = ${e.image[0] ?? ''}, images = ${JSON.stringify(e.image)}::jsonb,
            returnable = ${e.returnable ?? true}, hidden = ${p.hide_requested}, published_version = ${p.version}
          WHERE id = ${p.id}`);
        const imageOf = new Map((e.variation ?? []).map((v) => [v.color as string, v.image]));
        const rows = variantsOf(e, this.o.skuPrefix).map((v) => ({
          id: v.id, product_id: v.productId, color: v.color, size: v.size, sku: v.sku,
          image: (v.color && imageOf.get(v.color)) || e.image[0] || '', stock: v.stock,
        }));
        // New variants start with the document's stock; existing ones keep their live stock.
        await tx.execute(sql`
          INSERT INTO ${variants} (id, product_id, color, size, sku, image, stock, retired)
          SELECT id, product_id, color, size, sku, image, stock, false
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS x(id integer, product_id integer, color text, size text, sku text, image text, stock integer)
          ON CONFLICT (id) DO UPDATE SET sku = excluded.sku, image = excluded.image, retired = false`);
        await tx.execute(sql`
          UPDATE ${variants} SET retired = true
          WHERE product_id = ${p.id} AND NOT retired AND id NOT IN (SELECT (jsonb_array_elements(${JSON.stringify(rows)}::jsonb)->>'id')::int)`);
      }
    });
  }

  /** Points `live` at a folder (a release's name, or an absolute path) by renaming a new link over it. */
  private point(target: string): void {
    const link = this.liveDir;
    const next = `${link}.next-${process.pid}`;
    rmSync(next, { force: true });
    symlinkSync(target, next);
    renameSync(next, link);
  }

  /** Removes releases older than the live one and the one before it. */
  private prune(live: string): void {
    const releases = readdirSync(this.o.releasesDir).filter((name) => /^r\d+-\d+$/.test(name) && name !== live).sort((a, b) => Number(b.slice(1).split('-')[0]) - Number(a.slice(1).split('-')[0]));
    for (const old of releases.slice(KEEP_RELEASES)) rmSync(join(this.o.releasesDir, old), { recursive: true, force: true });
  }
}
