// After Add to cart: what was added and where the cart stands (the line, the cart's subtotal, how
// far it is from free delivery), with the ways on (View cart, Checkout, keep shopping). A modal
// <dialog>: a drawer at the inline end on a wide screen, a sheet from the bottom on a phone
// (mini-cart.css). showModal() moves focus into it and keeps it there, Escape closes it, and closing
// gives focus back to the Add to cart button. Its figures come from the same rules as the cart page
// and checkout (priceCart, deliveryOutlook, the live settings); a line this browser holds without its
// copy (added on another device) is fetched first, and the subtotal waits for it rather than
// showing a sum that leaves it out.
import { useEffect, useRef } from 'react';
import { deliveryOutlook } from '../../lib/orders/amounts.ts';
import { localized } from '../../lib/catalogue/product-display.ts';
import type { Locale } from '../../lib/locale.ts';
import { toMajor } from '../../lib/money.ts';
import { priceCart, pricingRulesFrom } from '../../lib/pricing.ts';
import { fill } from '../../lib/text.ts';
import { $cart } from '../../stores/cart.ts';
import { copyCartLine } from '../../stores/line-copies.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { useLiveSettings } from '../use-live-settings.ts';
import { useMoney } from '../use-money.ts';
import type { MiniCartStrings } from './mini-cart-strings.ts';
import './mini-cart.css';

export interface MiniCartProps {
  locale: Locale;
  /** The line just added. */
  variantId: number;
  /** Its colour and size in words ("Black, M"), as the product page shows them. */
  variantText: string;
  cartHref: string;
  checkoutHref: string;
  strings: MiniCartStrings;
  /** Each opening has a new one, so the same line added again opens the dialog again. */
  opening: number;
}

export default function MiniCart({ locale, variantId, variantText, cartHref, checkoutHref, strings, opening }: MiniCartProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const lines = useHydratedStore($cart, []);
  const settings = useLiveSettings();
  const money = useMoney(locale);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, [opening]);

  // Lines without a copy are fetched (once each), so the subtotal can count them.
  const missing = lines.filter((line) => !line.shown).map((line) => line.variant_id);
  useEffect(() => {
    for (const id of missing) void copyCartLine(id);
  }, [missing.join(',')]);

  const line = lines.find((candidate) => candidate.variant_id === variantId);
  const ready = missing.length === 0;
  const priced = ready ? priceCart(lines.map((l) => ({ product: l.shown!, quantity: l.quantity })), settings) : undefined;
  const outlook = priced ? deliveryOutlook(priced.subtotal - priced.offerAmount, pricingRulesFrom(settings)) : undefined;

  return (
    <dialog ref={dialog} className="mini-cart" aria-labelledby="mini-cart-heading">
      <div className="mini-cart__head">
        <h2 id="mini-cart-heading" className="mini-cart__title">
          {strings.heading}
        </h2>
        <form method="dialog">
          <button type="submit" className="mini-cart__close" aria-label={strings.close}>
            ×
          </button>
        </form>
      </div>
      {line?.shown ? (
        <div className="mini-cart__line">
          <img src={line.shown.thumb} alt="" width="72" height="72" />
          <div>
            <p className="mini-cart__name">{localized(line.shown.name, locale)}</p>
            {variantText && <p className="mini-cart__variant">{variantText}</p>}
            <p className="mini-cart__variant">{fill(strings.quantity, { quantity: line.quantity })}</p>
            <p className="mini-cart__price">{money(line.shown.salePrice * line.quantity)}</p>
          </div>
        </div>
      ) : (
        <p role="status">{strings.loading}</p>
      )}
      {priced && outlook ? (
        <div className="mini-cart__totals">
          <p className="mini-cart__subtotal">
            <span>{strings.subtotal}</span>
            <span>{money(toMajor(priced.subtotal - priced.offerAmount))}</span>
          </p>
          <p className="mini-cart__delivery">
            {outlook.kind === 'free' ? strings.free : fill(strings.away, { missing: money(toMajor(outlook.missing)) })}
          </p>
          {outlook.kind === 'charged' && (
            <progress className="mini-cart__progress" max={100} value={Math.round(outlook.progress * 100)} aria-hidden="true" />
          )}
        </div>
      ) : (
        line?.shown && <p role="status">{strings.loading}</p>
      )}
      <p className="mini-cart__actions">
        <a className="button button--outline" href={cartHref}>
          {strings.viewCart}
        </a>
        <a className="button" href={checkoutHref}>
          {strings.checkout}
        </a>
      </p>
      <form method="dialog" className="mini-cart__continue">
        <button type="submit" className="link-button">
          {strings.continueShopping}
        </button>
      </form>
    </dialog>
  );
}
