// Seeds the catalogue into the database on start from content/products (docs/DESIGN.md, "The
// catalogue at 10,000 products"): the database is the catalogue's truth, so a product edited or
// deleted in the office (source 'office' or 'deleted') is never touched again; the others follow the
// files (upserted). Stock is live data owned by the database, so it is written for new variants only. Each table takes one
// statement whatever the catalogue's size (rows travel as one JSON parameter), so a 1,440-product
// catalogue seeds as fast as a 144-product one and never meets the 65,535 parameter limit.
//
// Every process of a scaled-out API seeds as it starts, while the others take orders: seeds run one
// at a time (a transaction advisory lock), and rows already as the catalogue says are left out of
// the upsert, so a restart with an unchanged catalogue writes and locks no row that a checkout needs.
import { sql } from 'drizzle-orm';
import { products, variants } from '../db/schema/index.ts';
import { loadCatalogue } from '../../lib/catalogue/load.ts';
import type { Product } from '../../lib/catalogue/schema.ts';
import type { LocalizedName } from '../../lib/catalogue/product-name.ts';
import { DEFAULT_SKU_PREFIX, variantsOf } from '../../lib/catalogue/variants.ts';
import { toMinor } from '../../lib/money.ts';
import type { Db } from '../db/client.ts';

/** The advisory lock key seeds run under (PostgreSQL scopes it to one database). */
const SEED_LOCK = 7_202_611_231;

export type SeedSummary = { products: number; variants: number };

type ProductRow = { id: number; document: Product; name: string; names: LocalizedName; sku: string; price: number; discount: number; cover: string; images: string[]; returnable: boolean };
type VariantRow = { id: number; product_id: number; color: string | null; size: string | null; sku: string; image: string; stock: number };

function catalogueRows(products: Product[], skuPrefix = DEFAULT_SKU_PREFIX): { products: ProductRow[]; variants: VariantRow[] } {
  const productRows: ProductRow[] = [];
  const variantRows: VariantRow[] = [];
  for (const p of products) {
    const cover = p.image[0] ?? '';
    productRows.push({ id: Number(p.id), document: p, name: p.name.en, names: p.name, sku: p.sku, price: toMinor(p.price), discount: p.discount, cover, images: p.image, returnable: p.returnable ?? true });
    const imageOf = new Map((p.variation ?? []).map((v) => [v.color as string, v.image]));
    for (const v of variantsOf(p, skuPrefix)) {
      variantRows.push({
        id: v.id,
        product_id: v.productId,
        color: v.color,
        size: v.size,
        sku: v.sku,
        image: (v.color && imageOf.get(v.color)) || cover,
        stock: v.stock,
      });
    }
  }
  return { products: productRows, variants: variantRows };
}

export async function seedCatalogue(db: Db, catalogue?: Product[], skuPrefix = DEFAULT_SKU_PREFIX): Promise<SeedSummary> {
  const list = catalogue ?? loadCatalogue('content/products', { checkImages: false });
  const rows = catalogueRows(list, skuPrefix);
  if (rows.products.length === 0) return { products: 0, variants: 0 };
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    await tx.execute(sql`
      INSERT INTO ${products} (id, document, name, names, sku, price, discount, cover, images, returnable, updated_at)
      SELECT id, document, name, names, sku, price, discount, cover, images, returnable, now()
      FROM jsonb_to_recordset(${JSON.stringify(rows.products)}::jsonb)
        AS x(id integer, document jsonb, name text, names jsonb, sku text, price integer, discount integer, cover text, images jsonb, returnable boolean)
      WHERE NOT EXISTS (
        SELECT 1 FROM ${products} p WHERE p.id = x.id
          AND (p.source <> 'files'
               OR (p.document, p.name, p.names, p.sku, p.price, p.discount, p.cover, p.images, p.returnable)
                  IS NOT DISTINCT FROM (x.document, x.name, x.names, x.sku, x.price, x.discount, x.cover, x.images, x.returnable)))
      ON CONFLICT (id) DO UPDATE SET
        document = excluded.document, name = excluded.name, names = excluded.names, sku = excluded.sku, price = excluded.price,
        discount = excluded.discount, cover = excluded.cover, images = excluded.images, returnable = excluded.returnable,
        updated_at = excluded.updated_at
      WHERE ${products}.source = 'files'`);
    await tx.execute(sql`
      INSERT INTO ${variants} (id, product_id, color, size, sku, image, stock)
      SELECT id, product_id, color, size, sku, image, stock
      FROM jsonb_to_recordset(${JSON.stringify(rows.variants)}::jsonb)
        AS x(id integer, product_id integer, color text, size text, sku text, image text, stock integer)
      WHERE NOT EXISTS (SELECT 1 FROM ${products} p WHERE p.id = x.product_id AND p.source <> 'files')
        AND NOT EXISTS (
        SELECT 1 FROM ${variants} v WHERE v.id = x.id
          AND (v.product_id, v.color, v.size, v.sku, v.image) IS NOT DISTINCT FROM (x.product_id, x.color, x.size, x.sku, x.image))
      ON CONFLICT (id) DO UPDATE SET
        product_id = excluded.product_id, color = excluded.color, size = excluded.size,
        sku = excluded.sku, image = excluded.image
      WHERE (${variants}.product_id, ${variants}.color, ${variants}.size, ${variants}.sku, ${variants}.image)
        IS DISTINCT FROM (excluded.product_id, excluded.color, excluded.size, excluded.sku, excluded.image)`);
  });
  return { products: rows.products.length, variants: rows.variants.length };
}
