// One search page's answer in the browser: the words read as the catalogue spells them (typos
// corrected, English put into the page's language: ./fuzzy.ts), the index asked for the matches in
// the query's order with its filters and for each facet's counts (./listing.ts), and the cards of
// the page shown only, from their products' display files. A query that matches nothing gets the
// names near its words and the shop's popular products.
import type { Locale } from '../locale.ts';
import { loadProductFiles } from '../product-client.ts';
import { cardOfDisplay, cardVariantsOf, type CardVariant, type ShopCard } from '../shop/card.ts';
import { paginate, type FacetCounts, type FacetKey, type ShopPage } from '../shop/filter.ts';
import { parseShopQuery, shopQueryString, type ShopQuery } from '../shop/query.ts';
import { loadSpeller } from '../../scripts/search-words.ts';
import { fold, type SearchEntry } from './fuzzy.ts';
import { chosenFacets, facetCountsFrom, indexFilters, optionsInResults, sortOption } from './listing.ts';
import { countIndex, indexOptions, resultIds, searchIndex, type FilterCounts, type PagefindResult } from './pagefind.ts';

/** How many popular products a query that matches nothing offers. */
export const POPULAR = 4;

export interface SearchAnswer {
  /** The query it answers (its view aside): `answerKey`. */
  key: string;
  /** The words as the shopper typed them. */
  q: string;
  /** The words searched: typos corrected, in the page's language. */
  searched: string;
  /** How many products the words match, filters aside. */
  matched: number;
  page: ShopPage<ShopCard>;
  counts: FacetCounts;
  /** The options the words' results have at all: the only ones the filters offer. */
  inResults: Record<FacetKey, Set<string>>;
  /** The shown cards' variants, for their buttons. */
  variants: Map<string, CardVariant[]>;
  /** For a query that matches nothing: the names and categories genuinely near its words, and popular products. */
  nearest: SearchEntry[];
  popular: ShopCard[];
}

/** What an answer is for: the query but its view, which changes nothing asked. */
export const answerKey = (query: ShopQuery): string => shopQueryString({ ...query, view: null });

/** Whether the searched words differ from the typed ones (a correction the page says it made). */
export const corrected = (answer: Pick<SearchAnswer, 'q' | 'searched'>): boolean => fold(answer.searched) !== fold(answer.q);

/** The words the index is asked: the typed ones corrected and in the page's words, or as typed without the vocabulary. */
export async function searchedWords(q: string): Promise<string> {
  const words = await loadSpeller().catch(() => null);
  return words ? words.inPageWords(words.correct(q)) : q;
}

/** These results' cards and their variants, in their order (a product gone since the index was built is left out). */
async function cardsOf(results: readonly PagefindResult[], locale: Locale): Promise<{ cards: ShopCard[]; variants: Map<string, CardVariant[]> }> {
  const files = await loadProductFiles(await resultIds(results));
  const displays = [...files.values()].flatMap((file) => (file ? [file] : []));
  return { cards: displays.map((display) => cardOfDisplay(display, locale)), variants: new Map(displays.map((display) => [display.id, cardVariantsOf(display)])) };
}

const NOTHING: FilterCounts = {};

/**
 * Each facet's counts and the options the words' results have, asked of the counting instance
 * beside the results (./pagefind.ts): each chosen facet is counted by a search without its choice.
 */
async function countsOf(query: ShopQuery, searched: string, prices: readonly string[]) {
  const filters = indexFilters(query, prices);
  const [main, ...own] = await Promise.all([
    countIndex(searched, { filters: filters ?? {} }),
    ...chosenFacets(query).map(async (key) => {
      const without = indexFilters(query, prices, key);
      return [key, without ? (await countIndex(searched, { filters: without })).filters : NOTHING] as const;
    }),
  ]);
  return { counts: facetCountsFrom(query, filters ? main.filters : NOTHING, Object.fromEntries(own)), inResults: optionsInResults(main.totalFilters) };
}

export async function answerSearch(query: ShopQuery, locale: Locale): Promise<SearchAnswer> {
  const searched = await searchedWords(query.q);
  // A price range is the index's prices within it, which only every filter's options say.
  const prices = query.min !== null || query.max !== null ? Object.keys((await indexOptions()).price ?? {}) : [];
  const filters = indexFilters(query, prices);
  // The results are asked first: the counts' searches take longer, and the cards' files wait on the results only.
  const ordered = searchIndex(searched, { filters: filters ?? {}, sort: sortOption(query.sort) });
  const counting = countsOf(query, searched, prices);
  const main = await ordered;
  const paged = paginate(filters ? main.results : [], query.page);
  const matched = main.unfilteredResultCount;
  const [shown, { counts, inResults }, popular] = await Promise.all([
    cardsOf(paged.items, locale),
    counting,
    matched === 0 ? searchIndex(null, { sort: { popular: 'asc' } }).then((all) => cardsOf(all.results.slice(0, POPULAR), locale)) : null,
  ]);
  const speller = matched === 0 ? await loadSpeller().catch(() => null) : null;
  return {
    key: answerKey(query),
    q: query.q,
    searched,
    matched,
    page: { ...paged, items: shown.cards },
    counts,
    inResults,
    variants: new Map([...shown.variants, ...(popular?.variants ?? [])]),
    nearest: speller?.suggestions(query.q) ?? [],
    popular: popular?.cards ?? [],
  };
}

let first: { key: string; answer: Promise<SearchAnswer> } | undefined;

/**
 * Asks the address's query at once, as the island's module runs (before React hydrates it), so
 * that the island's first answer waits on the index and the files only.
 */
export function startFirstAnswer(locale: Locale): void {
  const query = parseShopQuery(window.location.search);
  if (!query.q) return;
  const answer = answerSearch(query, locale);
  answer.catch(() => undefined);
  first = { key: answerKey(query), answer };
}

/** The answer the page started for this query, taken once; else undefined. */
export function takeFirstAnswer(query: ShopQuery): Promise<SearchAnswer> | undefined {
  if (first?.key !== answerKey(query)) return undefined;
  const { answer } = first;
  first = undefined;
  return answer;
}
