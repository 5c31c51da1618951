// The order a search lists its matches in by default, best first. Pagefind says which products match
// (src/lib/search/pagefind.ts); this orders them from the catalogue index's own words: a product
// named by the searched words before one that only carries them as a category or tag (by its name
// in the page's language: "Mariage" is the tag wedding), and that one before one whose description
// alone has them; ties keep the catalogue's order. Pure, so the unit tests read it as the page does.
import type { IndexedProduct } from '../catalogue/catalogue-index.ts';
import { fold, wordsOf } from './fuzzy.ts';

/** Points for a searched word found in each part of a product (a word it begins counts). */
const WEIGHTS = { name: 4, category: 2, description: 1 } as const;

const has = (words: readonly string[], searched: string) => words.some((word) => word.startsWith(searched));

/** A category's or tag's name in the page's language, by its value ('wedding' → 'Mariage'). */
export type LabelOf = (value: string) => string | undefined;

function relevance(product: IndexedProduct, searched: readonly string[], labelOf: LabelOf): number {
  const name = wordsOf(product.name).map(fold);
  const labels = [...product.category, ...product.tag].flatMap((value) => wordsOf(`${value} ${labelOf(value) ?? ''}`)).map(fold);
  const description = wordsOf(product.shortDescription).map(fold);
  let score = 0;
  for (const word of searched) {
    if (has(name, word)) score += WEIGHTS.name;
    if (has(labels, word)) score += WEIGHTS.category;
    if (has(description, word)) score += WEIGHTS.description;
  }
  return score;
}

/** The catalogue's products with these ids, best matches of the searched words first. */
export function rankMatches<T extends IndexedProduct>(products: readonly T[], ids: readonly string[], words: string, labelOf: LabelOf = () => undefined): T[] {
  const matched = new Set(ids);
  const searched = wordsOf(words).map(fold);
  return products
    .filter((product) => matched.has(product.id))
    .map((product) => ({ product, score: relevance(product, searched, labelOf) }))
    .sort((a, b) => b.score - a.score || a.product.order - b.product.order)
    .map(({ product }) => product);
}
