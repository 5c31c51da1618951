// The compare page: the products in $compare side by side (image, name, price in the chosen
// currency, rating, stock, colours, sizes, short description), each removable. Each entry is drawn
// from the copy it keeps, then reconciled with its product file, so no API call is needed.
import type { ReactNode } from 'react';
import { $compare, rememberCompareCopies, removeFromCompare, type CompareEntry } from '../../stores/compare.ts';
import { fill, joinList, stars } from '../../lib/text.ts';
import * as icons from '../../lib/icons.ts';
import { localized, noticeOf, shownProductOf, type LineNotice as Notice, type ProductDisplay, type ShownProduct } from '../../lib/catalogue/product-display.ts';
import type { Locale } from '../../lib/locale.ts';
import { showToast } from '../toast.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { useMoney } from '../use-money.ts';
import { useDrawnCopy } from '../use-drawn-copy.ts';
import { Icon } from '../Icon.tsx';
import { LineNotice } from '../list/LineNotice.tsx';
import { ListStatus } from '../list/ListStatus.tsx';
import { useDrawnList } from '../list/use-drawn-list.ts';
import type { CompareStrings } from './compare-strings.ts';
import './compare-table.css';

interface Props {
  locale: Locale;
  strings: CompareStrings;
  /** Colour code → its name in this locale. */
  colorNames: Record<string, string>;
  /** Localized paths the island links to. */
  shopHref: string;
  productHref: string;
}

// The first columns are in view as the table appears (one or two on a phone, four on a desktop):
// their pictures load at once, the rest as the shopper scrolls sideways.
const EAGER_COLUMNS = 4;

// Stable server snapshots: the build renders the page before any shopper's list exists.
const NO_ENTRIES: CompareEntry[] = [];

const SOURCE = {
  keyOf: (entry: CompareEntry) => entry.id,
  productIdOf: (entry: CompareEntry) => entry.id,
  copyOf: (entry: CompareEntry) => entry.shown,
  freshOf: (_entry: CompareEntry, file: ProductDisplay) => shownProductOf(file),
  remember: rememberCompareCopies,
};

/** A product as the table shows it: its words in the page's locale, and what changed since. */
interface Column extends Omit<ShownProduct, 'name' | 'description'> {
  name: string;
  description: string;
  notice: Notice;
}

export default function CompareTable({ locale, strings, colorNames, shopHref, productHref }: Props) {
  const entries = useHydratedStore($compare, NO_ENTRIES);
  const money = useMoney(locale);
  // Ids the catalogue no longer has and this browser kept no copy of are skipped, not shown blank.
  const list = useDrawnList(entries, SOURCE);
  const drawn = useDrawnCopy<HTMLDivElement>('compare', list.status !== 'pending' && list.status !== 'loading');

  if (list.status !== 'ready') {
    const empty = (
      <div className="compare__empty">
        <p>{strings.empty}</p>
        <a className="button" href={shopHref}>
          {strings.continueShopping}
        </a>
      </div>
    );
    // No static shell here: the built page says it is loading until the island knows the list.
    return <ListStatus state={list} strings={strings} empty={empty} prerendered="loading" />;
  }
  const products = list.items.map(({ shown, before, checked, gone }): Column => ({
    ...shown,
    name: localized(shown.name, locale),
    description: localized(shown.description, locale),
    stock: gone ? 0 : shown.stock,
    notice: gone ? { kind: 'gone' } : checked ? noticeOf(before, shown) : null,
  }));
  const link = (id: string) => productHref.replace('{id}', id);

  function remove(product: Column) {
    removeFromCompare(product.id);
    showToast(strings.removed);
  }

  const rows: { label: string; cell: (p: Column) => ReactNode }[] = [
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
    { label: strings.colors, cell: (p) => (p.colors.length ? joinList(p.colors.map((c) => colorNames[c] ?? c), strings.listComma) : strings.oneColor) },
    { label: strings.sizes, cell: (p) => (p.sizes.length ? joinList(p.sizes.map((s) => s.toUpperCase()), strings.listComma) : strings.oneSize) },
    { label: strings.description, cell: (p) => <span className="compare__description">{p.description}</span> },
  ];

  return (
    <div className="compare__scroller" ref={drawn} role="region" aria-label={strings.caption} tabIndex={0}>
      <table className="compare__table">
        <caption className="visually-hidden">{strings.caption}</caption>
        <thead>
          <tr>
            <td />
            {products.map((p, column) => (
              <th key={p.id} scope="col">
                <div className="compare__product">
                  <button type="button" className="icon-button compare__remove" onClick={() => remove(p)} aria-label={fill(strings.remove, { name: p.name })}>
                    <Icon drawing={icons.close} size={20} />
                  </button>
                  <a href={link(p.id)} className="compare__link">
                    <img src={p.thumb} alt="" width={400} height={400} loading={column < EAGER_COLUMNS ? 'eager' : 'lazy'} decoding="async" />
                    <span>{p.name}</span>
                  </a>
                  <LineNotice notice={p.notice} strings={strings} money={money} />
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
