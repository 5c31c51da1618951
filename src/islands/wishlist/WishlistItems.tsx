// The wishlist page: one card per saved variant (image, name, colour and size, sale price, stock),
// each movable to the cart or removable; the whole list can be cleared. Entries are drawn from the
// copy each keeps, then reconciled with their product files; prices follow the chosen currency.
// What it draws is kept for the next visit's first paint (lib/drawn-copies.ts).
import { useState } from 'react';
import { $wishlist, rememberWishlistCopies, type WishlistEntry } from '../../stores/wishlist.ts';
import { addToCart as addLine } from '../../stores/cart-actions.ts';
import { clearAllWishes, removeFromWishlist } from '../../stores/wishlist-actions.ts';
import { refusalReason } from '../cart/refusal.ts';
import type { Locale } from '../../lib/locale.ts';
import { fill } from '../../lib/text.ts';
import * as icons from '../../lib/icons.ts';
import { Icon } from '../Icon.tsx';
import { LineNotice } from '../list/LineNotice.tsx';
import { ListStatus } from '../list/ListStatus.tsx';
import { showToast } from '../toast.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { useMoney } from '../use-money.ts';
import { useDrawnCopy } from '../use-drawn-copy.ts';
import { VariantDetails } from '../cart/VariantDetails.tsx';
import { EAGER_LINES, itemLabel, useStoredVariants, variantHref, type VariantItem } from '../cart/variant-lines.ts';
import type { WishlistStrings } from './wishlist-strings.ts';
import './wishlist-items.css';

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

export default function WishlistItems({ locale, strings, colorNames, productHref, shopHref }: Props) {
  const entries = useHydratedStore($wishlist, NO_ENTRIES);
  const [busy, setBusy] = useState(false);
  const money = useMoney(locale);
  const list = useStoredVariants(
    locale,
    entries.map((entry) => ({ variantId: entry.id, shown: entry.shown })),
    rememberWishlistCopies,
  );
  const drawn = useDrawnCopy<HTMLDivElement>('wishlist', list.status !== 'pending' && list.status !== 'loading');

  // Empty: the page's static shell says so.
  if (list.status !== 'ready') return <ListStatus state={list} strings={strings} />;
  const { items } = list;

  async function addToCart(item: VariantItem) {
    const result = await addLine(item.variantId, 1);
    if (result.ok) showToast(strings.addedToCart);
    else showToast(strings.addToCartFailed, 'error', refusalReason(result.error, strings));
  }

  async function remove(item: VariantItem) {
    if (busy) return;
    setBusy(true);
    const result = await removeFromWishlist(item.variantId);
    setBusy(false);
    if (result.ok) showToast(strings.removed, 'info');
    else showToast(strings.removeFailed, 'error');
  }

  async function clear() {
    if (busy) return;
    setBusy(true);
    const result = await clearAllWishes();
    setBusy(false);
    if (result.ok) showToast(strings.removedAll, 'info');
    else showToast(strings.clearFailed, 'error');
  }

  return (
    <div className="wishlist-items" ref={drawn}>
      <ul className="wishlist-items__list" aria-label={strings.listLabel}>
        {items.map((item, index) => {
          const label = itemLabel(item, colorNames);
          const inStock = item.stock > 0;
          return (
            <li key={item.variantId} className="wishlist-item">
              <img src={item.thumb} alt="" width={400} height={400} loading={index < EAGER_LINES ? 'eager' : 'lazy'} decoding="async" />
              <div className="wishlist-item__body">
                <h2 className="wishlist-item__name">
                  <a href={variantHref(productHref, item)}>{item.name}</a>
                </h2>
                <VariantDetails item={item} colorNames={colorNames} labels={strings} />
                <p className="wishlist-item__price">
                  <span className="visually-hidden">{strings.price}: </span>
                  <span className="price">{money(item.salePrice)}</span>
                  {item.discount > 0 && (
                    <>
                      <span className="visually-hidden"> {strings.oldPrice}: </span>
                      <del className="price price--old">{money(item.price)}</del>
                    </>
                  )}
                </p>
                <p>
                  <span className={inStock ? 'badge badge--ok' : 'badge badge--warn'}>{inStock ? strings.inStock : strings.outOfStock}</span>
                </p>
                <LineNotice notice={item.notice} strings={strings} money={money} />
              </div>
              <div className="wishlist-item__actions">
                <button type="button" className="button button--accent" disabled={!inStock} onClick={() => addToCart(item)}>
                  {strings.addToCart}
                  <span className="visually-hidden">: {label}</span>
                </button>
                <button type="button" className="icon-button wishlist-item__remove" aria-label={fill(strings.remove, { name: label })} onClick={() => remove(item)}>
                  <Icon drawing={icons.close} size={20} />
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
