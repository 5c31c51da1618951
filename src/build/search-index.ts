// The product search's index (Pagefind, one index per language), made from the catalogue rather
// than from the built pages: one small record per product and locale, its words weighted (the name
// above the category and tag names, those above the short description), the shop's filters and
// sort orders with it, so the search page asks Pagefind for the matches' order and counts, and
// each shown result's card comes in its fragment (src/lib/search/result-card.ts; docs/DESIGN.md,
// "At ×70"). `searchRecords` is pure (a publish compares the old catalogue's records with the new
// one's to know whether the index must be built again); `writeSearchIndex` writes them with
// Pagefind's Node API.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { buildCatalogueIndex, type IndexedProduct } from '../lib/catalogue/catalogue-index.ts';
import { catalogueLabels } from '../lib/catalogue/labels.ts';
import type { Product } from '../lib/catalogue/schema.ts';
import { LOCALES, localizePath, type Locale } from '../lib/locale.ts';
import { SEARCH_FILTERS, SEARCH_SORTS, priceValue, variantValue, type SearchSort } from '../lib/search/index-keys.ts';
import { CARD_META, resultCardOf, type ResultCard } from '../lib/search/result-card.ts';
import { variantsByProduct } from '../lib/shop/card.ts';
import { sortProducts } from '../lib/shop/filter.ts';
import { useTranslations } from './i18n.ts';

/** One product in one locale, as the index holds it. */
export interface SearchRecord {
  locale: Locale;
  /** The canonical product page in that locale. */
  url: string;
  id: string;
  /** The result's metadata: its card in that locale, as the search page draws it. */
  card: ResultCard;
  name: string;
  /** The product's categories and tags, named in that locale. */
  labels: string[];
  description: string;
  filters: Record<(typeof SEARCH_FILTERS)[number], string[]>;
  /** Each order's position of the product (0 first), as the shop's own sort puts it. */
  sort: Record<SearchSort, number>;
}

/** Each product's position in each of the search's orders: the shop's comparators, so ties break as the shop's. */
function positions(products: readonly IndexedProduct[]): Map<string, Record<SearchSort, number>> {
  const at = new Map(products.map((product) => [product.id, {} as Record<SearchSort, number>]));
  for (const sort of SEARCH_SORTS) {
    const ordered = sort === 'popular' ? [...products].sort((a, b) => b.saleCount - a.saleCount || a.order - b.order) : sortProducts(products, sort);
    ordered.forEach((product, position) => (at.get(product.id)![sort] = position));
  }
  return at;
}

export function searchRecords(products: Product[]): SearchRecord[] {
  return LOCALES.flatMap((locale) => {
    const label = catalogueLabels(useTranslations(locale), locale);
    const { products: indexed, variants } = buildCatalogueIndex(products, locale);
    const sorted = positions(indexed);
    const variantsOf = variantsByProduct(variants);
    return indexed.map((product): SearchRecord => ({
      locale,
      url: localizePath(locale, `/product/${product.id}`),
      id: product.id,
      card: resultCardOf(product, variantsOf.get(product.id) ?? []),
      name: product.name,
      labels: [...new Set([...product.category.map(label.category), ...product.tag.flatMap((tag) => label.tag(tag) ?? [])])],
      description: product.shortDescription,
      filters: {
        category: product.category,
        tag: product.tag,
        color: [...new Set(product.stocked.map(([color]) => color))],
        size: [...new Set(product.stocked.map(([, size]) => size))],
        variant: product.stocked.map(([color, size]) => variantValue(color, size)),
        price: [priceValue(product.salePrice)],
      },
      sort: sorted.get(product.id)!,
    }));
  });
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Weights of a record's words (Pagefind's 0–10; plain text is 1). */
const WEIGHT = { name: 8, labels: 4 } as const;

/**
 * The small page Pagefind reads for a record: its words with their weights, and, in an ignored
 * element, its metadata, filters and sort keys (Pagefind still reads those there). Positions are
 * written zero-padded, so they sort alike as text and as numbers.
 */
export function searchRecordHtml(record: SearchRecord, width = 6): string {
  const data = (attribute: string, key: string, value: string) => `<data value="${escape(value)}" data-pagefind-${attribute}="${key}[value]"></data>`;
  const hidden = [
    data('meta', CARD_META, JSON.stringify(record.card)),
    ...Object.entries(record.filters).flatMap(([key, values]) => values.map((value) => data('filter', key, value))),
    ...Object.entries(record.sort).map(([key, position]) => data('sort', key, String(position).padStart(width, '0'))),
  ];
  return [
    `<!doctype html><html lang="${record.locale}"><body>`,
    `<h1 data-pagefind-weight="${WEIGHT.name}">${escape(record.name)}</h1>`,
    `<p data-pagefind-weight="${WEIGHT.labels}">${escape(record.labels.join(', '))}</p>`,
    `<p>${escape(record.description)}</p>`,
    `<div data-pagefind-ignore>${hidden.join('')}</div>`,
    '</body></html>',
  ].join('');
}

/** Writes the index of these products into SITE_DIR/pagefind, the folder's old index gone first (replacing nothing else); answers how many records. */
export async function writeSearchIndex(products: Product[], siteDir: string): Promise<number> {
  const records = searchRecords(products);
  const width = String(products.length).length;
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await Promise.all(records.map((record) => index.addHTMLFile({ url: record.url, content: searchRecordHtml(record, width) })));
    const failed = added.flatMap((answer) => answer.errors);
    if (failed.length > 0) throw new Error(`The search index refused a record: ${failed.slice(0, 3).join('; ')}`);
    rmSync(join(siteDir, 'pagefind'), { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: join(siteDir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`The search index could not be written: ${written.errors.join('; ')}`);
    return records.length;
  } finally {
    await pagefind.close();
  }
}

/**
 * What one product gives the index: its records' words, filters and cards, and what the orders
 * read of it (the price after discount is a filter already). Positions follow from these across products.
 */
const searchSource = (product: Product): string => {
  const records = searchRecords([product]).map(({ sort: _positions, ...record }) => record);
  return JSON.stringify([records, product.new, product.rating, product.saleCount]);
};

/**
 * Whether the index differs for the same products before and after a change (each list in the same
 * order): a publish in which no product came or went builds it again only then. A product's own
 * records are made of its own fields, and the positions in the orders of every product change only
 * when one of theirs does, so the changed products alone are compared.
 */
export function searchRecordsDiffer(before: Product[], after: Product[]): boolean {
  return before.length !== after.length || before.some((product, i) => searchSource(product) !== searchSource(after[i]!));
}
