// A listing card's buttons: Add to cart (or Select Options, to the product page, when the card
// cannot tell which colour and size the shopper wants), Add to Wishlist and Add to Compare, as the
// product page has them. Cart and wishlist need sign-in (spec section 6): a guest signs in first,
// then the press completes; an add opens the mini-cart. The API client and the mini-cart load with
// the first press, not with the listing.
import type { ReactNode } from 'react';
import type { Locale } from '../../lib/locale.ts';
import { cardPurchase, type CardPurchase, type CardVariant, type ShopCard } from '../../lib/shop/card.ts';
import type { ShopQuery } from '../../lib/shop/query.ts';
import * as icons from '../../lib/icons.ts';
import { computed } from 'nanostores';
import { $compare, addToCompare, removeFromCompare } from '../../stores/compare.ts';
import { whenSignedIn } from '../../stores/session.ts';
import { refusalReason } from '../cart/refusal.ts';
import { Icon } from '../Icon.tsx';
import type { MiniCartStrings } from '../mini-cart/mini-cart-strings.ts';
import { showToast } from '../toast.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import type { CardActionStrings } from './card-action-strings.ts';
import type { FacetOptions } from './ShopFilters.tsx';

export interface CardActionsProps {
  productId: string;
  /** The id of the card's name, which describes each button ("Add To Cart" of which product). */
  nameId: string;
  purchase: CardPurchase;
  /** The product page, with the colour and size the listing is filtered by. */
  optionsHref: string;
  /** The added variant's colour and size in words ("Black, M"), for the mini-cart. */
  variantText: string;
  locale: Locale;
  strings: CardActionStrings;
  miniCart: { strings: MiniCartStrings; cartHref: string; checkoutHref: string };
}

/**
 * The compared products' ids as one string: while it is the build's (none), hydrating a listing
 * renders nothing again, which would set its controlled sort back before a choice made meanwhile
 * is replayed (src/build/interaction-directive.client.ts).
 */
const $comparedIds = computed($compare, (entries) => entries.map((entry) => entry.id).join(' '));

export default function CardActions({ productId, nameId, purchase, optionsHref, variantText, locale, strings, miniCart }: CardActionsProps) {
  const inCompare = useHydratedStore($comparedIds, '').split(' ').includes(productId);

  function addToCart(variantId: number) {
    whenSignedIn(async () => {
      const { addToCart: add } = await import('../../stores/cart-actions.ts');
      const result = await add(variantId, 1);
      if (!result.ok) return showToast(strings.addToCartFailed, 'error', refusalReason(result.error, strings));
      const { openMiniCart } = await import('../mini-cart/open-mini-cart.ts');
      await openMiniCart({ locale, variantId, variantText, ...miniCart });
    });
  }

  function wish(variantId: number) {
    whenSignedIn(async () => {
      const { addToWishlist } = await import('../../stores/wishlist-actions.ts');
      const result = await addToWishlist(variantId);
      if (!result.ok) showToast(strings.addToWishlistFailed, 'error');
      else if (result.data.already) showToast(strings.alreadyInWishlist, 'info');
      else showToast(strings.addedToWishlist);
    });
  }

  function toggleCompare() {
    if (inCompare) {
      removeFromCompare(productId);
      showToast(strings.removedFromCompare, 'info');
    } else {
      addToCompare(productId);
      showToast(strings.addedToCompare);
    }
  }

  const { add, wish: wished } = purchase;
  return (
    <div className="card-actions">
      {add !== null ? (
        <button type="button" className="button button--accent card-actions__buy" aria-describedby={nameId} onClick={() => addToCart(add)}>
          {strings.addToCart}
        </button>
      ) : (
        wished !== null && (
          <a className="button button--outline card-actions__buy" href={optionsHref} aria-describedby={nameId}>
            {strings.selectOptions}
          </a>
        )
      )}
      {wished !== null && (
        <button type="button" className="icon-button card-actions__icon" aria-label={strings.addToWishlist} aria-describedby={nameId} onClick={() => wish(wished)}>
          <Icon drawing={icons.heart} size={20} />
        </button>
      )}
      <button
        type="button"
        className="icon-button card-actions__icon"
        aria-label={inCompare ? strings.removeFromCompare : strings.addToCompare}
        aria-describedby={nameId}
        onClick={toggleCompare}
      >
        <Icon drawing={icons.compare} size={20} />
      </button>
    </div>
  );
}

export interface ListingActions {
  locale: Locale;
  /** Localized prefix of product links, e.g. '/fr/product/'. */
  productPath: string;
  facets: FacetOptions;
  /** Each product's variants (the catalogue index's, or the build's for its first page). */
  variants: ReadonlyMap<string, readonly CardVariant[]>;
  strings: CardActionStrings;
  /** Between a colour and a size: "Black, M". */
  listComma: string;
  miniCart: CardActionsProps['miniCart'];
}

/** A listing's cards' buttons under its query: what Add to cart adds follows the colour and size filtered by. */
export function listingActions(listing: ListingActions, query: ShopQuery): (product: ShopCard, nameId: string) => ReactNode {
  const { locale, productPath, facets, variants, strings, listComma, miniCart } = listing;
  const label = (key: 'color' | 'size', value: string | null | undefined) => (value ? (facets[key].find((option) => option.value === value)?.label ?? value) : undefined);
  const chosen = new URLSearchParams();
  if (query.color) chosen.set('color', query.color);
  if (query.size) chosen.set('size', query.size);
  const options = chosen.toString();
  return (product, nameId) => {
    const list = variants.get(product.id) ?? [];
    const purchase = cardPurchase(list, query.color, query.size);
    const added = list.find((variant) => variant.id === purchase.add);
    return (
      <CardActions
        productId={product.id}
        nameId={nameId}
        purchase={purchase}
        optionsHref={`${productPath}${product.id}${options ? `?${options}` : ''}`}
        variantText={[label('color', added?.color), label('size', added?.size)].filter(Boolean).join(`${listComma} `)}
        locale={locale}
        strings={strings}
        miniCart={miniCart}
      />
    );
  };
}
