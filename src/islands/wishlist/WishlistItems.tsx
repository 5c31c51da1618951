// The wishlist page: one card per saved variant (image, name, colour and size, sale price, stock),
// each movable to the cart or removable; the whole list can be cleared. Product data comes from
// the build's catalogue index; prices follow the chosen currency.
import { useEffect, useState } from 'react';
import { $wishlist, clearWishlist, removeFromWishlist, type WishlistEntry } from '../../stores/wishlist.ts';
import { addLine } from '../../stores/cart.ts';
import { $currency } from '../../stores/currency.ts';
import { currencyFor, formatPrice } from '../../lib/currency.ts';
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';
import { fill } from '../../lib/shop/card.ts';
import { showToast } from '../toast.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { setShellStateHidden } from '../cart/shell-state.ts';
import { itemLabel, resolveVariant, useCatalogueIndex, variantHref, type VariantItem } from '../cart/catalogue-lines.ts';

export type WishlistStrings = Record<
  | 'listLabel'
  | 'color'
  | 'size'
  | 'price'
  | 'oldPrice'
  | 'inStock'
  | 'outOfStock'
  | 'addToCart'
  | 'remove'
  | 'clear'
  | 'continueShopping'
  | 'addedToCart'
  | 'removed'
  | 'removedAll'
  | 'loading'
  | 'loadError',
  string
>;

interface Props {
  locale: Locale;
  strings: WishlistStrings;
  /** Colour code → its name in this locale. */
  colorNames: Record<string, string>;
  /** Localized paths; productHref holds `{id}`. */
  productHref: string;
  shopHref: string;
}

// Stable server snapshots: the build renders the page before any shopper's list exists.
const NO_ENTRIES: WishlistEntry[] = [];
const BASE_CURRENCY = currencyFor('AED');

export default function WishlistItems({ locale, strings, colorNames, productHref, shopHref }: Props) {
  const entries = useHydratedStore($wishlist, NO_ENTRIES);
  const currency = useHydratedStore($currency, BASE_CURRENCY);
  const index = useCatalogueIndex(locale, entries.length > 0);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const items: VariantItem[] =
    index.status === 'ready' ? entries.flatMap((entry) => resolveVariant(index.lookup, entry.id) ?? []) : [];
  // The static empty state stays only when nothing is (or can be) shown in its place.
  const empty = entries.length === 0 || (index.status === 'ready' && items.length === 0);
  // Not while hydrating: the build's empty snapshot would briefly bring the empty state back.
  useEffect(() => {
    if (mounted) setShellStateHidden(!empty);
  }, [mounted, empty]);

  if (!mounted || empty) return null;
  if (index.status === 'loading') return <p className="wishlist-items__status" aria-busy="true">{strings.loading}</p>;
  if (index.status === 'error') return <p className="wishlist-items__status wishlist-items__status--error" role="alert">{strings.loadError}</p>;

  const money = (amount: number) => formatPrice(amount, currency, LOCALE_TAGS[locale]);

  function addToCart(item: VariantItem) {
    addLine(item.variantId, 1, item.stock);
    showToast(strings.addedToCart);
  }

  function remove(item: VariantItem) {
    removeFromWishlist(item.variantId);
    showToast(strings.removed, 'info');
  }

  function clear() {
    clearWishlist();
    showToast(strings.removedAll, 'info');
  }

  return (
    <div className="wishlist-items">
      <ul className="wishlist-items__list" aria-label={strings.listLabel}>
        {items.map((item) => {
          const label = itemLabel(item, colorNames);
          const inStock = item.stock > 0;
          return (
            <li key={item.variantId} className="wishlist-item">
              <img src={item.thumb} alt="" width={400} height={400} loading="lazy" decoding="async" />
              <div className="wishlist-item__body">
                <h2 className="wishlist-item__name">
                  <a href={variantHref(productHref, item)}>{item.product.name}</a>
                </h2>
                {(item.color || item.size) && (
                  <dl className="wishlist-item__variant">
                    {item.color && (
                      <div>
                        <dt>{strings.color}</dt>
                        <dd>{colorNames[item.color] ?? item.color}</dd>
                      </div>
                    )}
                    {item.size && (
                      <div>
                        <dt>{strings.size}</dt>
                        <dd>{item.size.toUpperCase()}</dd>
                      </div>
                    )}
                  </dl>
                )}
                <p className="wishlist-item__price">
                  <span className="visually-hidden">{strings.price}: </span>
                  <span className="price">{money(item.product.salePrice)}</span>
                  {item.product.discount > 0 && (
                    <>
                      <span className="visually-hidden"> {strings.oldPrice}: </span>
                      <del className="price price--old">{money(item.product.price)}</del>
                    </>
                  )}
                </p>
                <p>
                  <span className={inStock ? 'badge badge--ok' : 'badge badge--warn'}>{inStock ? strings.inStock : strings.outOfStock}</span>
                </p>
              </div>
              <div className="wishlist-item__actions">
                <button type="button" className="button button--accent" disabled={!inStock} onClick={() => addToCart(item)}>
                  {strings.addToCart}
                  <span className="visually-hidden">: {label}</span>
                </button>
                <button type="button" className="icon-button wishlist-item__remove" aria-label={fill(strings.remove, { name: label })} onClick={() => remove(item)}>
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
                    <path d="M6 6l12 12M18 6 6 18" />
                  </svg>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="wishlist-items__actions">
        <a className="button button--outline" href={shopHref}>
          {strings.continueShopping}
        </a>
        <button type="button" className="button button--outline" onClick={clear}>
          {strings.clear}
        </button>
      </p>
    </div>
  );
}
