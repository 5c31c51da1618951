// The product page's buying controls: colour and size (kept in the URL), quantity, Add To Cart or
// the affiliate's Buy Now, wishlist and compare, and the phone's buy bar (price and the same button,
// shown by page-scripts.ts once the main button has scrolled away). Rendered at build with the
// catalogue's stock, so crawlers and the first paint see every option; hydration makes them work
// and refreshes stock.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MAX_LINE_QUANTITY } from '../../stores/cart.ts';
import { whenSignedIn } from '../../stores/session.ts';
import { cartShortage } from '../../lib/api/cart-shortage.ts';
import { refusalReason } from '../cart/refusal.ts';
import { $compare, addToCompare, isInCompare, removeFromCompare, type CompareEntry } from '../../stores/compare.ts';
import { showToast } from '../toast.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { chosenVariant, mergeStock, sizeChoices, stockState, type OptionVariant } from './options.ts';
import { announceChosenImage } from '../../components/product/chosen-image.ts';
import type { OptionStrings } from './option-strings.ts';
import type { MiniCartStrings } from '../mini-cart/mini-cart-strings.ts';
import { pageLocale } from '../../lib/locale.ts';
import './product-options.css';

interface ColorChoice {
  value: string;
  label: string;
  /** The gallery image that shows this colour. */
  image: string;
}

interface SizeChoice {
  value: string;
  /** Short visible text (XL) and the full accessible name (Size XL). */
  code: string;
  label: string;
}

interface Props {
  productId: string;
  baseSku: string;
  variants: OptionVariant[];
  colors: ColorChoice[];
  sizes: SizeChoice[];
  affiliateLink?: string;
  strings: OptionStrings;
  /** "Only N left" for N = 1 … lowStock.length, already pluralised for the locale. */
  lowStock: string[];
  /** The buy bar's price (built markup the page's price script converts). */
  children?: ReactNode;
  /** The size guide disclosure (built markup), shown under the sizes. */
  sizeGuide?: ReactNode;
  /** What the mini-cart says after an add, and where its links lead (this page's language). */
  miniCart: { strings: MiniCartStrings; cartHref: string; checkoutHref: string };
}

const NO_COMPARE: CompareEntry[] = [];

function readQuery(colors: ColorChoice[], sizes: SizeChoice[]): { color: string | null; size: string | null } {
  const params = new URLSearchParams(window.location.search);
  const color = params.get('color');
  const size = params.get('size');
  return {
    color: colors.some((c) => c.value === color) ? color : null,
    size: sizes.some((s) => s.value === size) ? size : null,
  };
}

function writeQuery(color: string | null, size: string | null): void {
  const url = new URL(window.location.href);
  if (color) url.searchParams.set('color', color);
  else url.searchParams.delete('color');
  if (size) url.searchParams.set('size', size);
  else url.searchParams.delete('size');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

export default function ProductOptions({
  productId,
  baseSku,
  variants: builtVariants,
  colors,
  sizes,
  affiliateLink,
  strings,
  lowStock,
  children,
  sizeGuide,
  miniCart,
}: Props) {
  const hasVariation = colors.length > 0;
  // A single colour is no choice: it is taken from the start, on the server too, so the sizes show their stock.
  const [color, setColor] = useState<string | null>(colors.length === 1 ? colors[0]!.value : null);
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [variants, setVariants] = useState(builtVariants);
  const [ready, setReady] = useState(false);
  // How many times the buy bar was pressed before a choice: each press says so again.
  const [asked, setAsked] = useState(0);
  const colorGroup = useRef<HTMLFieldSetElement>(null);
  const sizeGroup = useRef<HTMLDivElement>(null);
  const compare = useHydratedStore($compare, NO_COMPARE);
  const inCompare = isInCompare(compare, productId);

  useEffect(() => {
    const fromUrl = readQuery(colors, sizes);
    if (fromUrl.color) {
      setColor(fromUrl.color);
      showColorImage(fromUrl.color);
    }
    if (fromUrl.size) setSize(fromUrl.size);
    setReady(true);
  }, [colors, sizes]);

  // Live stock is fetched once the island wakes, which is when the shopper reaches for the options
  // (client:interaction), so the API client is not part of the page's first load; until then the
  // built stock shows.
  useEffect(() => {
    let cancelled = false;
    void import('../../lib/api/stock.ts')
      .then(({ fetchStock }) => fetchStock(productId))
      .then((live) => {
        if (live.ok && !cancelled) setVariants((current) => mergeStock(current, live.data));
      });
    return () => {
      cancelled = true;
    };
  }, [productId]);

  // The URL follows the choice once the choice has been read from it.
  useEffect(() => {
    if (ready) writeQuery(color, size);
  }, [ready, color, size]);

  const choices = useMemo(() => sizeChoices(variants, color), [variants, color]);
  const variant = chosenVariant(variants, color, size);
  const stock = variant ? variant.stock : variants.reduce((sum, v) => sum + v.stock, 0);
  const maxQuantity = Math.max(1, Math.min(variant?.stock ?? 1, MAX_LINE_QUANTITY));
  const state = stockState(stock);
  const canBuy = variant !== null && variant.stock > 0;

  useEffect(() => {
    setQuantity((q) => Math.min(Math.max(1, q), maxQuantity));
  }, [maxQuantity]);

  function chooseColor(value: string) {
    setColor(value);
    // A size the new colour does not have, or has sold out, is no longer a valid choice.
    if (size && !sizeChoices(variants, value).some((c) => c.size === size && c.stock > 0)) setSize(null);
    showColorImage(value);
  }

  function showColorImage(value: string) {
    const image = colors.find((c) => c.value === value)?.image;
    if (image) announceChosenImage(image);
  }

  // Cart and wishlist need sign-in (spec section 6): a guest signs in first, then the press
  // completes. The API client loads with the first press, not with the page.
  function addToCart() {
    if (!variant || variant.stock <= 0) return;
    const chosen = variant;
    const wanted = quantity;
    whenSignedIn(async () => {
      const { addToCart: add } = await import('../../stores/cart-actions.ts');
      const result = await add(chosen.id, wanted);
      if (result.ok) {
        // The mini-cart: the line, the cart's subtotal and the way on (its code loads now).
        const { openMiniCart } = await import('../mini-cart/open-mini-cart.ts');
        const words = [colors.find((c) => c.value === chosen.color)?.label, sizes.find((s) => s.value === chosen.size)?.code].filter(Boolean);
        return openMiniCart({ locale: pageLocale(), variantId: chosen.id, variantText: words.join(strings.listComma + ' '), ...miniCart });
      }
      showToast(strings.addToCartFailed, 'error', refusalReason(result.error, strings, wanted));
      // A size that sold out since the page was built shows as sold out from now on.
      const left = cartShortage(result.error)?.stock;
      if (left !== undefined) setVariants((current) => mergeStock(current, new Map([[chosen.id, left]])));
    });
  }

  // The buy bar's press: with the choice made, the main button's action; without it, take the
  // shopper to the first choice still to make and say what is missing, as the main button's hint does.
  function addFromBar() {
    if (variant) return addToCart();
    const group = color === null ? colorGroup.current : sizeGroup.current;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    group?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    group?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')?.focus({ preventScroll: true });
    setAsked((n) => n + 1);
  }

  function wish() {
    const target = variant ?? variants[0];
    if (!target) return;
    whenSignedIn(async () => {
      const { addToWishlist } = await import('../../stores/wishlist-actions.ts');
      const result = await addToWishlist(target.id);
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

  const stockText =
    state.kind === 'out' ? strings.outOfStock : state.kind === 'low' ? (lowStock[state.count - 1] ?? strings.inStock) : strings.inStock;

  return (
    <div className="product-options">
      <p className={`product-options__stock product-options__stock--${state.kind}`} aria-live="polite">
        {stockText}
      </p>

      {hasVariation && (
        <fieldset className="product-options__group" ref={colorGroup}>
          <legend>
            {strings.color}
            {color && <span className="product-options__chosen">: {colors.find((c) => c.value === color)?.label}</span>}
          </legend>
          <div className="swatches">
            {colors.map((c) => (
              <label key={c.value} className={`swatch swatch--${c.value}`} title={c.label}>
                <input
                  type="radio"
                  name={`color-${productId}`}
                  value={c.value}
                  checked={color === c.value}
                  onChange={() => chooseColor(c.value)}
                  aria-label={c.label}
                />
                <span className="swatch__dot" aria-hidden="true" />
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {hasVariation && (
        <div className="product-options__group" role="group" aria-labelledby={`size-label-${productId}`} ref={sizeGroup}>
          <p className="product-options__legend" id={`size-label-${productId}`}>
            {strings.size}
          </p>
          <div className="sizes">
            {choices.map((choice) => {
              const info = sizes.find((s) => s.value === choice.size);
              const soldOut = choice.stock <= 0;
              return (
                <button
                  key={choice.size}
                  type="button"
                  className="size-button"
                  aria-pressed={size === choice.size}
                  aria-label={soldOut ? `${info?.label ?? choice.size}, ${strings.soldOut}` : info?.label}
                  disabled={soldOut}
                  onClick={() => setSize(choice.size)}
                >
                  <span>{info?.code ?? choice.size}</span>
                  {soldOut && <small aria-hidden="true">{strings.soldOut}</small>}
                </button>
              );
            })}
          </div>
          {sizeGuide}
        </div>
      )}

      {hasVariation && !variant && !affiliateLink && (
        // A new node on each press of the buy bar, so screen readers announce the alert again.
        <p
          key={asked}
          className={`product-options__hint${asked > 0 ? ' product-options__hint--asked' : ''}`}
          id={`choose-${productId}`}
          role={asked > 0 ? 'alert' : undefined}
        >
          {strings.chooseOptions}
        </p>
      )}

      <div className="product-options__buy">
        {affiliateLink ? (
          <a className="button button--accent" href={affiliateLink} target="_blank" rel="sponsored noopener">
            {strings.buyNow}
            <span className="visually-hidden"> {strings.opensInNewTab}</span>
          </a>
        ) : (
          <>
            <div className="stepper" role="group" aria-label={strings.quantity}>
              <button
                type="button"
                className="stepper__button"
                aria-label={strings.decrease}
                disabled={!canBuy || quantity <= 1}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              >
                −
              </button>
              <input
                type="number"
                inputMode="numeric"
                className="stepper__input"
                aria-label={strings.quantity}
                min={1}
                max={maxQuantity}
                value={quantity}
                disabled={!canBuy}
                onChange={(event) => {
                  const n = Number.parseInt(event.target.value, 10);
                  if (Number.isFinite(n)) setQuantity(Math.min(Math.max(1, n), maxQuantity));
                }}
              />
              <button
                type="button"
                className="stepper__button"
                aria-label={strings.increase}
                disabled={!canBuy || quantity >= maxQuantity}
                onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}
              >
                +
              </button>
            </div>
            <button
              type="button"
              className="button button--accent product-options__add"
              disabled={!canBuy}
              aria-describedby={hasVariation && !variant ? `choose-${productId}` : undefined}
              onClick={addToCart}
            >
              {strings.addToCart}
            </button>
          </>
        )}
      </div>

      <div className="product-options__secondary">
        <button type="button" className="button button--outline" onClick={wish}>
          {strings.addToWishlist}
        </button>
        <button type="button" className="button button--outline" onClick={toggleCompare}>
          {inCompare ? strings.removeFromCompare : strings.addToCompare}
        </button>
      </div>

      <p className="product-options__sku">
        {strings.sku}: <span dir="ltr">{variant?.sku ?? baseSku}</span>
      </p>

      <div className="buy-bar">
        <div className="buy-bar__price">{children}</div>
        {affiliateLink ? (
          <a className="button button--accent" href={affiliateLink} target="_blank" rel="sponsored noopener">
            {strings.buyNow}
            <span className="visually-hidden"> {strings.opensInNewTab}</span>
          </a>
        ) : (
          <button type="button" className="button button--accent" disabled={variant !== null && !canBuy} onClick={addFromBar}>
            {strings.addToCart}
          </button>
        )}
      </div>
    </div>
  );
}
