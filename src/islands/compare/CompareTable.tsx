// The compare page: the products in $compare side by side (image, name, price in the chosen
// currency, rating, stock, colours, sizes, short description), each removable. Product data comes
// from the build's catalogue index, so no API call is needed.
import { useEffect, useState, type ReactNode } from 'react';
import { $compare, removeFromCompare, type CompareEntry } from '../../stores/compare.ts';
import { fill, stars } from '../../lib/text.ts';
import type { IndexedProduct } from '../../lib/catalogue/catalogue-index.ts';
import type { Locale } from '../../lib/locale.ts';
import { showToast } from '../toast.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { useCatalogueIndex } from '../use-catalogue-index.ts';
import { useMoney } from '../use-money.ts';

export type CompareStrings = Record<
  | 'caption'
  | 'empty'
  | 'continueShopping'
  | 'product'
  | 'price'
  | 'rating'
  | 'ratingValue'
  | 'stock'
  | 'inStock'
  | 'outOfStock'
  | 'colors'
  | 'sizes'
  | 'description'
  | 'oneSize'
  | 'oneColor'
  | 'remove'
  | 'removed'
  | 'loading'
  | 'loadError',
  string
>;

interface Props {
  locale: Locale;
  strings: CompareStrings;
  /** Colour code → its name in this locale. */
  colorNames: Record<string, string>;
  /** Localized paths the island links to. */
  shopHref: string;
  productHref: string;
}

// Stable server snapshots: the build renders the page before any shopper's list exists.
const NO_ENTRIES: CompareEntry[] = [];

export default function CompareTable({ locale, strings, colorNames, shopHref, productHref }: Props) {
  const entries = useHydratedStore($compare, NO_ENTRIES);
  const money = useMoney(locale);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const index = useCatalogueIndex(locale, mounted && entries.length > 0);

  if (!mounted) return <p className="compare__status">{strings.loading}</p>;

  const empty = (
    <div className="compare__empty">
      <p>{strings.empty}</p>
      <a className="button" href={shopHref}>
        {strings.continueShopping}
      </a>
    </div>
  );
  if (entries.length === 0) return empty;

  if (index.status === 'loading') return <p className="compare__status" aria-busy="true">{strings.loading}</p>;
  if (index.status === 'error') return <p className="compare__status compare__status--error" role="alert">{strings.loadError}</p>;

  // Ids that are no longer in the catalogue are skipped rather than shown as blank columns.
  const products = entries.map((entry) => index.lookup.products.get(entry.id)).filter((p): p is IndexedProduct => p !== undefined);
  if (products.length === 0) return empty;
  const link = (id: string) => productHref.replace('{id}', id);

  function remove(product: IndexedProduct) {
    removeFromCompare(product.id);
    showToast(strings.removed);
  }

  const rows: { label: string; cell: (p: IndexedProduct) => ReactNode }[] = [
    {
      label: strings.price,
      cell: (p) => (
        <>
          <span className="price">{money(p.salePrice)}</span>
          {p.discount > 0 && <del className="price price--old">{money(p.price)}</del>}
        </>
      ),
    },
    {
      label: strings.rating,
      cell: (p) => (
        <span className="stars" role="img" aria-label={fill(strings.ratingValue, { rating: p.rating })}>
          {stars(p.rating)}
        </span>
      ),
    },
    {
      label: strings.stock,
      cell: (p) =>
        p.stock > 0 ? <span className="badge badge--ok">{strings.inStock}</span> : <span className="badge badge--warn">{strings.outOfStock}</span>,
    },
    { label: strings.colors, cell: (p) => (p.colors.length ? p.colors.map((c) => colorNames[c] ?? c).join(', ') : strings.oneColor) },
    { label: strings.sizes, cell: (p) => (p.sizes.length ? p.sizes.map((s) => s.toUpperCase()).join(', ') : strings.oneSize) },
    { label: strings.description, cell: (p) => <span className="compare__description">{p.shortDescription}</span> },
  ];

  return (
    <div className="compare__scroller" role="region" aria-label={strings.caption} tabIndex={0}>
      <table className="compare__table">
        <caption className="visually-hidden">{strings.caption}</caption>
        <thead>
          <tr>
            <td />
            {products.map((p) => (
              <th key={p.id} scope="col">
                <div className="compare__product">
                  <button type="button" className="icon-button compare__remove" onClick={() => remove(p)} aria-label={fill(strings.remove, { name: p.name })}>
                    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
                      <path d="M6 6l12 12M18 6 6 18" />
                    </svg>
                  </button>
                  <a href={link(p.id)} className="compare__link">
                    <img src={p.thumb} alt="" width={400} height={400} loading="lazy" decoding="async" />
                    <span>{p.name}</span>
                  </a>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {products.map((p) => (
                <td key={p.id}>{row.cell(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
