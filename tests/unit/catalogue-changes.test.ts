// Which product pages a publish draws again (src/server/catalogue/catalogue-changes.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueChanges, readCatalogueFiles } from '../../src/server/catalogue/catalogue-changes.ts';
import { relatedProducts } from '../../src/lib/catalogue/related.ts';

const root = mkdtempSync(join(tmpdir(), 'catalogue-changes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A sample product of content/products, as a model for the fixtures' products. */
const { variation: _variation, ...model } = JSON.parse(readFileSync(join('content', 'products', '3.json'), 'utf8')) as Record<string, unknown>;

let folders = 0;
function folder(products: { id: string; category: string[]; price: number }[], space = 0) {
  const dir = join(root, String(folders++));
  mkdirSync(dir);
  for (const { id, category, price } of products) {
    const product = { ...model, id, sku: `SKU-${id}`, category, price, image: [`/images/products/${id}/1.webp`] };
    writeFileSync(join(dir, `${id}.json`), JSON.stringify(product, null, space));
  }
  return readCatalogueFiles(dir);
}

const shop = Array.from({ length: 40 }, (_, i) => ({ id: String(i + 1), category: [i < 30 ? 'fashion' : 'kids'], price: 10 + i }));
const shows = (list: typeof shop, id: string) => list.filter((p) => relatedProducts(p, list).some((r) => r.id === id)).map((p) => p.id);

describe('catalogueChanges', () => {
  it('finds nothing to draw when nothing changed, however the files are written', () => {
    expect(catalogueChanges(folder(shop), folder(shop, 2))).toEqual({ changed: [], added: [], removed: [], pagesToDraw: [] });
  });

  it('draws a changed product and exactly the pages that show it among their related products', () => {
    const after = shop.map((p) => (p.id === '7' ? { ...p, price: 99 } : p));
    const changes = catalogueChanges(folder(shop), folder(after));
    expect(changes.changed).toEqual(['7']);
    expect(changes.pagesToDraw).toEqual(['7', ...shows(shop, '7')].sort((a, b) => Number(a) - Number(b)));
    // Products of another category never show it.
    expect(changes.pagesToDraw.some((id) => Number(id) > 30)).toBe(false);
  });

  it('draws an added product, and the pages whose related products it now is among; drops a removed one and redraws those that showed it', () => {
    const added = { id: '41', category: ['kids'], price: 5 };
    const after = [...shop.filter((p) => p.id !== '33'), added];
    const changes = catalogueChanges(folder(shop), folder(after));
    expect(changes.added).toEqual(['41']);
    expect(changes.removed).toEqual(['33']);
    const expected = new Set(['41', ...shows(after, '41'), ...shows(shop, '33').filter((id) => id !== '33')]);
    for (const id of expected) expect(changes.pagesToDraw).toContain(id);
    expect(changes.pagesToDraw).not.toContain('33');
  });
});
