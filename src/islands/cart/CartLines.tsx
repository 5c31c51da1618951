// The cart page: one row per $cart line (image, name, colour and size, unit price, quantity
// stepper, line total, remove), then the order's amounts as checkout will show and charge them
// (priceCart, OrderAmounts.tsx), what delivery costs or how much more makes it free, and the way
// to checkout. Lines are drawn from the copy each keeps, then reconciled with their product files
// and the server's stock (use-drawn-list.ts); prices follow the chosen currency.
import { useState } from 'react';
import { $cart, MAX_LINE_QUANTITY, rememberCartCopies, type StoredLine } from '../../stores/cart.ts';
import type { ApiResult } from '../../lib/api/client-core.ts';
import { $cartStock, addToCart, clearAll, decreaseLine, removeLine } from '../../stores/cart-actions.ts';
import type { Locale } from '../../lib/locale.ts';
import { amountsOfPriced } from '../../lib/orders/amounts.ts';
import { priceCart, type PricingSettings } from '../../lib/pricing.ts';
import { fill } from '../../lib/text.ts';
import { toMajor } from '../../lib/money.ts';
import * as icons from '../../lib/icons.ts';
import { Icon } from '../Icon.tsx';
import { LineNotice } from '../list/LineNotice.tsx';
import { ListStatus } from '../list/ListStatus.tsx';
import { showToast } from '../toast.ts';
import { useHydratedStore } from '../use-hydrated-store.ts';
import { useMoney, useThresholdMoney } from '../use-money.ts';
import { useLiveSettings } from '../use-live-settings.ts';
import { OrderAmounts } from '../orders/OrderAmounts.tsx';
import { DeliveryOutlook } from './DeliveryOutlook.tsx';
import { InstalmentLine } from '../payment/InstalmentLine.tsx';
import { refusalReason } from './refusal.ts';
import { VariantDetails } from './VariantDetails.tsx';
import { EAGER_LINES, itemLabel, useStoredVariants, variantHref, type VariantItem } from './variant-lines.ts';
import type { CartStrings } from './cart-strings.ts';
import './cart-lines.css';

interface Props {
  locale: Locale;
  strings: CartStrings;
  /** Colour code → its name in this locale. */
  colorNames: Record<string, string>;
  /** The delivery and VAT settings the page was built with, until the server's arrive. */
  pricing: PricingSettings;
  /** Localized paths; productHref holds `{id}`. */
  productHref: string;
  checkoutHref: string;
  shopHref: string;
}

// Stable server snapshots: the build renders the page before any shopper's cart exists.
const NO_LINES: StoredLine[] = [];
const NO_STOCK: ReadonlyMap<number, number> = new Map();

interface Row extends VariantItem {
  quantity: number;
  /** Highest quantity the stepper allows. */
  max: number;
}

export default function CartLines({ locale, strings, colorNames, pricing, productHref, checkoutHref, shopHref }: Props) {
  const lines = useHydratedStore($cart, NO_LINES);
  const liveStock = useHydratedStore($cartStock, NO_STOCK);
  // One change at a time per line (and none during a clear): a double press is one step.
  const [busy, setBusy] = useState<ReadonlySet<number | 'all'>>(new Set());
  const settings = useLiveSettings(pricing);
  const money = useMoney(locale);
  const thresholdMoney = useThresholdMoney(locale);
  const list = useStoredVariants(
    locale,
    lines.map((line) => ({ variantId: line.variant_id, shown: line.shown })),
    rememberCartCopies,
    liveStock,
  );

  // Empty: the page's static shell says so.
  if (list.status !== 'ready') return <ListStatus state={list} strings={strings} />;

  const rows: Row[] = list.items.map((item) => {
    const quantity = lines.find((line) => line.variant_id === item.variantId)!.quantity;
    const max = Math.max(1, Math.min(item.stock, MAX_LINE_QUANTITY));
    return { ...item, quantity, max };
  });
  // A product the catalogue no longer sells stays in view, marked, until removed; it costs nothing.
  const priced = priceCart(
    rows.map((row) => ({ product: row, quantity: row.notice?.kind === 'gone' ? 0 : row.quantity })),
    settings,
  );

  async function change(key: number | 'all', work: () => Promise<ApiResult<unknown>>, done: string | undefined, failed: string) {
    if (busy.has(key) || busy.has('all')) return;
    setBusy((current) => new Set(current).add(key));
    const result = await work();
    setBusy((current) => {
      const next = new Set(current);
      next.delete(key);
      return next;
    });
    if (!result.ok) showToast(failed, 'error', refusalReason(result.error, strings));
    else if (done) showToast(done, 'error');
  }

  async function increase(row: Row) {
    if (busy.has(row.variantId)) return;
    setBusy((current) => new Set(current).add(row.variantId));
    const result = await addToCart(row.variantId, 1);
    setBusy((current) => {
      const next = new Set(current);
      next.delete(row.variantId);
      return next;
    });
    if (!result.ok) showToast(strings.addFailed, 'error', refusalReason(result.error, strings));
  }

  const remove = (row: Row) => change(row.variantId, () => removeLine(row.variantId), strings.removed, strings.removeFailed);
  // The stepper's minus at 1 takes the line away (and says so), as the spec's "decrease by one" does.
  const decrease = (row: Row) =>
    change(row.variantId, () => decreaseLine(row.variantId), row.quantity <= 1 ? strings.removed : undefined, strings.removeFailed);
  const clear = () => change('all', clearAll, strings.removedAll, strings.removeFailed);

  return (
    <div className="cart-lines">
      <table className="cart-lines__table">
        <caption className="visually-hidden">{strings.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.product}</th>
            <th scope="col">{strings.price}</th>
            <th scope="col">{strings.quantity}</th>
            <th scope="col">{strings.total}</th>
            <th scope="col">
              <span className="visually-hidden">{strings.removeColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const label = itemLabel(row, colorNames);
            return (
              <tr key={row.variantId}>
                <th scope="row" className="cart-lines__item">
                  <div className="cart-lines__product">
                    <img src={row.thumb} alt="" width={400} height={400} loading={i < EAGER_LINES ? 'eager' : 'lazy'} decoding="async" />
                    <div>
                      <a href={variantHref(productHref, row)} className="cart-lines__name">
                        {row.name}
                      </a>
                      <VariantDetails item={row} colorNames={colorNames} labels={strings} />
                      <LineNotice notice={row.notice} strings={strings} money={money} />
                    </div>
                  </div>
                </th>
                <td className="cart-lines__price" data-label={strings.price}>
                  {row.discount > 0 && <del className="cart-lines__list-price">{money(row.price)}</del>}
                  {money(row.salePrice)}
                </td>
                <td data-label={strings.quantity}>
                  <div className="cart-stepper" role="group" aria-label={fill(strings.quantityOf, { name: label })}>
                    <button
                      type="button"
                      className="cart-stepper__button"
                      aria-label={fill(strings.decrease, { name: label })}
                      disabled={busy.has(row.variantId)}
                      onClick={() => decrease(row)}
                    >
                      −
                    </button>
                    <output className="cart-stepper__value">{row.quantity}</output>
                    <button
                      type="button"
                      className="cart-stepper__button"
                      aria-label={fill(strings.increase, { name: label })}
                      disabled={row.quantity >= row.max || row.notice?.kind === 'gone' || busy.has(row.variantId)}
                      onClick={() => increase(row)}
                    >
                      +
                    </button>
                  </div>
                </td>
                <td className="cart-lines__total" data-label={strings.total} aria-live="polite">
                  {money(toMajor(priced.lines[i]!.totalPrice))}
                </td>
                <td className="cart-lines__remove">
                  <button type="button" className="icon-button" aria-label={fill(strings.remove, { name: label })} onClick={() => remove(row)}>
                    <Icon drawing={icons.close} size={20} />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <div className="cart-lines__footer">
        <p className="cart-lines__actions">
          <a className="button button--outline" href={shopHref}>
            {strings.continueShopping}
          </a>
          <button type="button" className="button button--outline" onClick={clear}>
            {strings.clear}
          </button>
        </p>
        <section className="cart-lines__summary" aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">{strings.summary}</h2>
          <div aria-live="polite">
            <OrderAmounts locale={locale} amounts={amountsOfPriced(priced)} vatRate={settings.vat_rate} strings={strings} />
            <DeliveryOutlook priced={priced} settings={settings} money={money} threshold={thresholdMoney} strings={strings} />
          </div>
          <a className="button button--accent cart-lines__checkout" href={checkoutHref} data-prefetch>
            {strings.checkout}
          </a>
          {/* Below the button: arriving after the cart has drawn, it moves nothing the shopper is reading. */}
          <InstalmentLine locale={locale} total={priced.totalAmount} template={strings.instalments} either={strings.instalmentsEither} names={{ tabby: strings.tabby, tamara: strings.tamara }} />
        </section>
      </div>
    </div>
  );
}
