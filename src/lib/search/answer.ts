// One search page's answer in the browser: the words read as the catalogue spells them (typos
// corrected, English put into the page's language: ./fuzzy.ts), the index asked for the matches in
// the query's order with its filters and for each facet's counts (./listing.ts), and the cards of
// the page shown only, from their products' display files. A query that matches nothing gets the
// names near its words and the shop's popular products.
import type { Locale } from '../locale.ts';
import { loadProductFiles } from '../product-client.ts';
import { cardOfDisplay, cardVariantsOf, type CardVariant, type ShopCard } from '../shop/card.ts';
import { paginate, type FacetCounts, type FacetKey, type ShopPage } from '../shop/filter.ts';
import { shopQueryString, type ShopQuery } from '../shop/query.ts';
import { loadSpeller } from '../../scripts/search-words.ts';
import { fold, type SearchEntry } from './fuzzy.ts';
import { chosenFacets, facetCountsFrom, indexFilters, optionsInResults, sortOption } from './listing.ts';
import { indexOptions, resultIds, searchIndex, type FilterCounts, type PagefindResult } from './pagefind.ts';

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

export async function answerSearch(query: ShopQuery, locale: Locale): Promise<SearchAnswer> {
  const searched = await searchedWords(query.q);
  const prices = Object.keys((await indexOptions()).price ?? {});
  const sort = sortOption(query.sort);
  const filters = indexFilters(query, prices);
  // Each chosen facet is counted by a search without its choice; they run beside the query's own.
  const [main, ...own] = await Promise.all([
    searchIndex(searched, { filters: filters ?? {}, sort }),
    ...chosenFacets(query).map(async (key) => {
      const without = indexFilters(query, prices, key);
      return [key, without ? (await searchIndex(searched, { filters: without })).filters : NOTHING] as const;
    }),
  ]);
  const results = filters ? main.results : [];
  const paged = paginate(results, query.page);
  const shown = await cardsOf(paged.items, locale);
  const matched = main.unfilteredResultCount;
  const speller = matched === 0 ? await loadSpeller().catch(() => null) : null;
  const popular = matched === 0 ? await cardsOf((await searchIndex(null, { sort: { popular: 'asc' } })).results.slice(0, POPULAR), locale) : null;
  return {
    key: answerKey(query),
    q: query.q,
    searched,
    matched,
    page: { ...paged, items: shown.cards },
    counts: facetCountsFrom(query, filters ? main.filters : NOTHING, Object.fromEntries(own)),
    inResults: optionsInResults(main.totalFilters),
    variants: new Map([...shown.variants, ...(popular?.variants ?? [])]),
    nearest: speller?.suggestions(query.q) ?? [],
    popular: popular?.cards ?? [],
  };
}
