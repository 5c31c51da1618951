// The URL is the island's state, so a link, a reload or the back button shows the same products.
// The catalogue index is only fetched once a query asks for more than the build's first page.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogueIndex } from '../../lib/catalogue/catalogue-index.ts';
import { loadCatalogueIndex } from '../../lib/catalogue-client.ts';
import type { Locale } from '../../lib/locale.ts';
import { variantsByProduct, type CardSource, type CardVariant, type ShopCard } from '../../lib/shop/card.ts';
import { applyShopQuery, facetCounts, type FacetCounts, type ShopPage } from '../../lib/shop/filter.ts';
import { EMPTY_QUERY, chosenFilterCount, isStaticView, parseShopQuery, shopQueryString, type ShopQuery } from '../../lib/shop/query.ts';

export interface InitialPage {
  items: CardSource[];
  total: number;
  pageCount: number;
  /** The options' counts for the page's own filter. */
  counts: FacetCounts;
  /** The listed products' variants, for their cards' buttons. */
  variants: Record<string, CardVariant[]>;
}

/**
 * A category page (/category/shaylas) always applies its own filter (`preset`), which its URL does
 * not repeat; a change of that filter leaves for the shop page (`shopPath`) with the whole query.
 */
export function useShopState(locale: Locale, initial: InitialPage, preset: Partial<ShopQuery> = {}, shopPath = '') {
  const base = useMemo<ShopQuery>(() => ({ ...EMPTY_QUERY, ...preset }), [preset]);
  const [query, setQuery] = useState<ShopQuery>(base);
  const [index, setIndex] = useState<CatalogueIndex | null>(null);
  const catalogue = index?.products ?? null;
  const [failed, setFailed] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  // Read once hydrated, and again when the shopper goes back or forward.
  useEffect(() => {
    const read = () => setQuery({ ...parseShopQuery(window.location.search), ...preset });
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [preset]);

  const needsCatalogue = !isStaticView(query, base);
  useEffect(() => {
    if (!needsCatalogue || catalogue) return;
    let cancelled = false;
    setFailed(false);
    loadCatalogueIndex(locale).then(
      (loaded) => !cancelled && setIndex(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [needsCatalogue, catalogue, locale]);

  const counts: FacetCounts = useMemo(
    () => (needsCatalogue && catalogue ? facetCounts(catalogue, query, preset) : initial.counts),
    [needsCatalogue, catalogue, query, initial, preset],
  );

  const page: ShopPage<ShopCard> = useMemo(() => {
    if (needsCatalogue && catalogue) return applyShopQuery(catalogue, query);
    const shown = initial.items.length;
    return { items: initial.items, page: 1, pageCount: initial.pageCount, total: initial.total, from: shown ? 1 : 0, to: shown };
  }, [needsCatalogue, catalogue, query, initial]);

  const variants = useMemo(() => (index ? variantsByProduct(index.variants) : new Map(Object.entries(initial.variants))), [index, initial]);

  // New markup carries AED amounts: let the page's price script convert them to the chosen currency.
  useEffect(() => {
    resultsRef.current?.dispatchEvent(new Event('prices:render', { bubbles: true }));
  }, [page]);

  const go = (next: ShopQuery) => {
    const presetKeys = Object.keys(preset) as (keyof ShopQuery)[];
    if (presetKeys.some((key) => next[key] !== preset[key])) {
      window.location.assign(`${shopPath}${shopQueryString(next)}`);
      return;
    }
    const inUrl = { ...next, ...Object.fromEntries(presetKeys.map((key) => [key, EMPTY_QUERY[key]])) };
    const pageChanged = next.page !== query.page;
    window.history.pushState(null, '', `${window.location.pathname}${shopQueryString(inUrl)}`);
    setQuery(next);
    if (pageChanged) resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return {
    query,
    page,
    counts,
    chosen: chosenFilterCount(query, base),
    failed,
    loading: needsCatalogue && !catalogue && !failed,
    variants,
    resultsRef,
    go,
  };
}
