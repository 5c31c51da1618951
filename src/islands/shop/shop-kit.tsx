// What the island's parts share: the build's translated strings, and links that stay real links
// (they work before hydration, in a new tab and for crawlers) which the island follows itself.
import type { MouseEvent, ReactNode } from 'react';
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';
import { type ShopCard } from '../../lib/shop/card.ts';
import { fill, plural } from '../../lib/text.ts';
import type { FacetCounts, ShopPage } from '../../lib/shop/filter.ts';
import { clearFilters, shopQueryString, type ShopQuery, type View } from '../../lib/shop/query.ts';
import type { ShopPlurals, ShopStrings } from './shop-strings.ts';

export type Translate = (name: keyof ShopStrings, values?: Record<string, string | number>) => string;

/** A message with a count, in the form the locale's plural rules pick. */
export type TranslateCount = (name: keyof ShopPlurals, count: number, values?: Record<string, string | number>) => string;

export type ShopLink = (to: ShopQuery, children: ReactNode, options?: { current?: 'page' | 'true'; label?: string; className?: string }) => ReactNode;

/** Passed whole to each part, so the composition does not re-list what every part needs. */
export interface ShopKit {
  query: ShopQuery;
  go: (next: ShopQuery) => void;
  page: ShopPage<ShopCard>;
  /** Each option's count: the results the shopper would get by choosing it. */
  counts: FacetCounts;
  /** How many filters the shopper chose (a category page's own filter aside). */
  chosen: number;
  loading: boolean;
  locale: Locale;
  /** The view shown: the URL's, else the layout's own. */
  view: View;
  t: Translate;
  tc: TranslateCount;
  link: ShopLink;
  /**
   * The words are the listing's subject (the search page): the filters offer no search box of
   * their own, and neither a chip nor Clear takes the words away.
   */
  searchWords?: boolean;
}

/** The query without the shopper's filters: the search page keeps its words. */
export function clearedQuery({ query, searchWords }: Pick<ShopKit, 'query' | 'searchWords'>): ShopQuery {
  const cleared = clearFilters(query);
  return searchWords ? { ...cleared, q: query.q } : cleared;
}

export const translator =
  (strings: ShopStrings): Translate =>
  (name, values) =>
    values ? fill(strings[name], values) : strings[name];

export const countTranslator =
  (plurals: ShopPlurals, locale: Locale): TranslateCount =>
  (name, count, values) =>
    plural(plurals[name], LOCALE_TAGS[locale], count, values);

/** A plain left click, which the island handles itself; any other click keeps the browser's behaviour. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** basePath stands in for the unfiltered first page, whose query string is empty. */
export function shopLink(basePath: string, go: (next: ShopQuery) => void): ShopLink {
  const follow = (next: ShopQuery) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(next);
  };
  return (to, children, options = {}) => (
    <a href={shopQueryString(to) || basePath} onClick={follow(to)} aria-current={options.current} aria-label={options.label} className={options.className}>
      {children}
    </a>
  );
}
