// The lines being ordered: picture, name, colour and size, quantity and line total, and, for a line
// the stock no longer covers, the reason beside it with the way to the cart.
import type { Locale } from '../../lib/locale.ts';
import type { PricedLine } from '../../lib/pricing.ts';
import { fill } from '../../lib/text.ts';
import { VariantDetails } from '../cart/VariantDetails.tsx';
import { Amount } from './OrderSummary.tsx';
import type { CheckoutStrings } from './checkout-strings.ts';
import type { CheckoutLine } from './use-server-cart.ts';

interface Props {
  lines: CheckoutLine[];
  priced: PricedLine[];
  /** Variant id → stock left, for lines the stock no longer covers. */
  shortages: ReadonlyMap<number, number>;
  colorNames: Record<string, string>;
  productHref: string;
  cartHref: string;
  locale: Locale;
  strings: CheckoutStrings;
}

export const shortageId = (variantId: number) => `checkout-shortage-${variantId}`;

export function CheckoutLines({ lines, priced, shortages, colorNames, productHref, cartHref, locale, strings }: Props) {
  return (
    <ul className="checkout-lines" role="list">
      {lines.map((line, i) => {
        const left = shortages.get(line.variantId);
        return (
          <li key={line.variantId} className="checkout-line">
            <img src={line.thumb} alt="" width={400} height={400} loading="lazy" decoding="async" />
            <div className="checkout-line__text">
              <a className="checkout-line__name" href={productHref.replace('{id}', line.productId)}>
                {line.name}
              </a>
              <VariantDetails item={line} colorNames={colorNames} labels={strings} />
              <span className="checkout-line__quantity">{fill(strings.lineQuantity, { quantity: line.quantity })}</span>
            </div>
            <span className="checkout-line__total">
              <Amount locale={locale} fils={priced[i]!.totalPrice} strings={strings} />
            </span>
            {left !== undefined && (
              <p className="checkout-line__problem" id={shortageId(line.variantId)}>
                {left > 0 ? fill(strings.onlyLeft, { count: left }) : strings.outOfStock} <a href={cartHref}>{strings.editCart}</a>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
