// The search page (/search?q=…) as a listing to shop from: the search box, what was found (typos
// corrected, and said so), then the shop's own filters with counts within the results, sort, view,
// pagination and cards with Add to cart, wishlist and compare. A query that matches nothing offers
// the names genuinely near it ("Did you mean"), the shop's categories and its popular products.
// The server answers the matches, their order, the filters' counts and the cards of the page shown:
// the address's query in the page it renders (`initial`), every later one through the API
// (src/lib/search/answer.ts).
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';
import { corrected } from '../../lib/search/answer.ts';
import type { SearchReply } from '../../lib/search/engine.ts';
import { cardLoading, type CardStrings } from '../../lib/shop/card.ts';
import type { ShopLayout } from '../../lib/shop/layouts.ts';
import { EMPTY_QUERY, hasFilters, type ShopQuery } from '../../lib/shop/query.ts';
import { fill, plural, splitAt } from '../../lib/text.ts';
import type { MiniCartStrings } from '../mini-cart/mini-cart-strings.ts';
import { listingActions } from './CardActions.tsx';
import type { CardActionStrings } from './card-action-strings.ts';
import ProductCard from './ProductCard.tsx';
import ShopFilters, { type FacetOptions } from './ShopFilters.tsx';
import ShopResults from './ShopResults.tsx';
import { clearedQuery, countTranslator, shopLink, translator, type ShopKit } from './shop-kit.tsx';
import type { SearchPlurals, SearchStrings } from './search-strings.ts';
import type { ShopPlurals, ShopStrings } from './shop-strings.ts';
import { useSearchState } from './use-search-state.ts';
import './shop-browser.css';
import './search-browser.css';

export interface SearchBrowserProps {
  locale: Locale;
  /** The address's query and the server's answer to it (none without words), drawn with the page. */
  initial: { query: ShopQuery; reply: SearchReply | null };
  /** The shop's standard layout: the sidebar, the grid's columns. */
  layout: ShopLayout;
  /** This page's localized path, e.g. '/fr/search'. */
  searchPath: string;
  /** Localized prefix of product links, e.g. '/fr/product/'. */
  productPath: string;
  shopHref: string;
  categories: { name: string; href: string }[];
  facets: FacetOptions;
  strings: SearchStrings;
  plurals: SearchPlurals;
  shopStrings: ShopStrings;
  shopPlurals: ShopPlurals;
  cardStrings: CardStrings;
  actionStrings: CardActionStrings;
  miniCart: { strings: MiniCartStrings; cartHref: string; checkoutHref: string };
}

/** A sentence with the shopper's words as an isolated run, so Latin words read right in Arabic. */
function withWords(template: string, words: string, values: Record<string, string | number> = {}): ReactNode {
  const [before, after] = splitAt(template, 'query');
  return (
    <>
      {fill(before, values)}
      <bdi>{words}</bdi>
      {fill(after, values)}
    </>
  );
}

export default function SearchBrowser(props: SearchBrowserProps) {
  const { locale, initial, layout, searchPath, productPath, shopHref, categories, facets, strings, plurals, shopStrings, shopPlurals, cardStrings, actionStrings, miniCart } = props;
  const { resultsRef, failed, read, answer, inResults, ...state } = useSearchState(initial);
  const { query, go } = state;
  const [typed, setTyped] = useState(query.q);
  const view = query.view ?? layout.view;
  const columns = view === 'list' ? layout.listColumns : layout.gridColumns;
  const t = translator(shopStrings);
  const link = shopLink(searchPath, go);
  const kit: ShopKit = { ...state, locale, view, t, tc: countTranslator(shopPlurals, locale), link, searchWords: true };

  useEffect(() => setTyped(query.q), [query.q]);

  // The header's settings refresh waits for the results (src/scripts/settings.ts): told once they
  // are drawn, or that there is nothing to draw.
  const settled = read && (!query.q || failed || answer !== null);
  useEffect(() => {
    const root = document.querySelector<HTMLElement>('[data-drawn-later]');
    if (!settled || !root) return;
    delete root.dataset.drawnLater;
    document.dispatchEvent(new Event('content:drawn'));
  }, [settled]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = typed.trim().slice(0, 100);
    if (q !== query.q) go({ ...EMPTY_QUERY, q, view: query.view });
  };

  const shownFacets: FacetOptions = {
    category: facets.category.filter((option) => inResults.category.has(option.value)),
    color: facets.color.filter((option) => inResults.color.has(option.value)),
    size: facets.size.filter((option) => inResults.size.has(option.value)),
    tag: facets.tag.filter((option) => inResults.tag.has(option.value)),
  };
  const actions = listingActions(
    { locale, productPath, facets, variants: answer?.variants ?? new Map(), strings: actionStrings, listComma: shopStrings.listComma, miniCart },
    query,
  );

  const status = failed
    ? strings.unavailable
    : !query.q
      ? strings.prompt
      : !answer
        ? strings.searching
        : answer.matched === 0
          ? withWords(strings.noResults, query.q)
          : withWords(plural(plurals.resultCount, LOCALE_TAGS[locale], answer.matched), corrected(answer) ? answer.searched : query.q, { count: answer.matched });

  const nothing = Boolean(query.q) && !failed && answer?.matched === 0;
  const popular = nothing && answer ? answer.popular : [];

  return (
    <>
      <h1 className="shop__heading">{strings.heading}</h1>
      <form className="search-page__form" role="search" method="get" action={searchPath} onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="search-q">
          {strings.label}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          placeholder={strings.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          data-search-input
        />
        <button type="submit" className="button">
          {strings.submit}
        </button>
      </form>
      <p className="search-page__status" aria-live="polite" data-search-status>
        {status}
      </p>
      <div className="search-page__note" data-search-note>
        {answer && answer.matched > 0 && corrected(answer) && withWords(strings.correctedTo, answer.searched)}
        {answer && nothing && answer.nearest.length > 0 && (
          <>
            {strings.didYouMean}{' '}
            <ul className="search-page__suggestions">
              {answer.nearest.map((entry) => (
                <li key={entry.href}>
                  <a href={entry.href}>{entry.label}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {nothing || !query.q ? (
        <div className="search-page__elsewhere">
          <p>
            <a href={shopHref}>{strings.browseShop}</a>
          </p>
          {nothing && (
            <nav className="search-page__categories" aria-labelledby="search-categories" data-search-categories>
              <p id="search-categories">{strings.browseCategories}</p>
              <ul>
                {categories.map((category) => (
                  <li key={category.href}>
                    <a href={category.href}>{category.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {popular.length > 0 && (
            <section aria-labelledby="search-popular">
              <h2 id="search-popular" className="search-page__popular">
                {strings.popular}
              </h2>
              <ul className="shop-grid shop-grid--grid shop-grid--cols-4" role="list">
                {popular.map((product, i) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      locale={locale}
                      href={`${productPath}${product.id}`}
                      strings={cardStrings}
                      loading={cardLoading('grid', i)}
                      columns={4}
                      nameId={`card-name-${product.id}`}
                      actions={actions(product, `card-name-${product.id}`)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      ) : (
        <div className={`shop shop--sidebar-${layout.sidebar}`}>
          <ShopFilters {...kit} placement={layout.sidebar} facets={shownFacets} />
          <ShopResults
            {...kit}
            pictureColor={answer?.color ?? null}
            resultsRef={resultsRef}
            facets={facets}
            layoutView={layout.view}
            columns={columns}
            productPath={productPath}
            cardStrings={cardStrings}
            failed={failed}
            actions={actions}
            empty={
              <div className="shop-empty">
                <h3>{t('noResultsTitle')}</h3>
                <p>{t('noResultsText')}</p>
                {hasFilters({ ...query, q: '' }) && link(clearedQuery(kit), t('clearFilters'), { className: 'button' })}
              </div>
            }
          />
        </div>
      )}
    </>
  );
}
