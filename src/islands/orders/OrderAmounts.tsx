// An order's amounts as one list, the same on the cart, checkout, the confirmation and order
// detail: subtotal, discount (when there is one), delivery (or Free), total, and the VAT the total
// includes, set apart so nobody adds it again. The lines come from src/lib/orders/amounts.ts.
import { amountLines, type AmountLine, type OrderAmounts as Amounts } from '../../lib/orders/amounts.ts';
import type { Locale } from '../../lib/locale.ts';
import { toMajor } from '../../lib/money.ts';
import { fill } from '../../lib/text.ts';
import type { AmountStrings } from './amount-strings.ts';
import { Money } from './Money.tsx';
import './order-amounts.css';

interface Props {
  locale: Locale;
  amounts: Amounts;
  vatRate: number;
  strings: AmountStrings;
}

function label(line: AmountLine, strings: AmountStrings): string {
  if (line.kind === 'vat') return fill(strings.vatIncluded, { rate: line.rate });
  return strings[line.kind];
}

export function OrderAmounts({ locale, amounts, vatRate, strings }: Props) {
  return (
    <dl className="order-amounts">
      {amountLines(amounts, vatRate).map((line) => (
        <div key={line.kind} className={`order-amounts__row order-amounts__row--${line.kind}`}>
          <dt>{label(line, strings)}</dt>
          <dd>
            {line.kind === 'delivery' && line.fils === 0 ? (
              strings.free
            ) : (
              <Money locale={locale} amount={toMajor(line.fils)} charged={strings.charged} negative={line.kind === 'discount'} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
