// The confirmation of a placed order, from the order as the API answers it (checkout's reply, or
// GET /orders/{order_number} on a reload): its number, the items with their pictures, the amounts
// every order page lists, the delivery address with when it arrives, and the payment method.
// Only props: a page that confirms a payment first (card orders) shows it once the order is read.
import type { PlacedOrder } from '../../lib/api/types.ts';
import { smallImagePath } from '../../lib/catalogue/images.ts';
import { countryName, isCountryCode } from '../../lib/countries.ts';
import type { ArrivalCalendar } from '../../lib/delivery/estimate.ts';
import type { Locale } from '../../lib/locale.ts';
import { readAddress } from '../../lib/orders/address.ts';
import { amountsOfOrder } from '../../lib/orders/amounts.ts';
import { formatPhone } from '../../lib/phone-format.ts';
import { splitAt, fill } from '../../lib/text.ts';
import { useLiveSettings } from '../use-live-settings.ts';
import { ArrivalEstimate } from './ArrivalEstimate.tsx';
import type { ConfirmationStrings } from './confirmation-strings.ts';
import { Money } from './Money.tsx';
import { OrderAmounts } from './OrderAmounts.tsx';
import { imageOf, nameOf } from './order-parts.tsx';
import { variantWords, type Words } from './words.ts';
import './orders.css';

export interface ConfirmationLinks {
  /** Holds `{id}`. */
  productHref: string;
  /** Holds `{id}`: an order item's detail page. */
  detailHref: string;
  ordersHref: string;
  shopHref: string;
}

interface Props extends ConfirmationLinks {
  locale: Locale;
  order: PlacedOrder;
  strings: ConfirmationStrings;
  words: Words;
  calendar: ArrivalCalendar;
}

export function OrderConfirmation({ locale, order, strings, words, calendar, ...links }: Props) {
  const { vat_rate } = useLiveSettings();
  const first = order.items[0];
  const address = readAddress(first?.order.address);
  const [before, after] = splitAt(strings.orderNumber, 'number');
  return (
    <article className="confirmation" aria-labelledby="confirmation-number">
      <p id="confirmation-number" className="confirmation__number">
        {before}
        <strong dir="ltr">{order.order_number}</strong>
        {after}
      </p>
      <div className="order-detail__grid">
        <section className="order-box" aria-labelledby="confirmation-items">
          <h2 id="confirmation-items" className="order-box__title">
            {strings.items}
          </h2>
          <ul className="confirmation__items" role="list">
            {order.items.map((line) => (
              <li key={line.id} className="confirmation__item">
                <img src={smallImagePath(imageOf(line))} alt="" width={400} height={400} />
                <div>
                  <a href={links.productHref.replace('{id}', String(line.item.product.id))}>{nameOf(line, locale)}</a>
                  <p className="confirmation__variant">{variantWords(line.item, words)}</p>
                  <p className="confirmation__variant">{fill(strings.quantity, { quantity: line.quantity })}</p>
                </div>
                <Money locale={locale} amount={line.total_price} charged={strings.charged} />
              </li>
            ))}
          </ul>
        </section>
        <div className="order-detail__side">
          <section className="order-box" aria-labelledby="confirmation-summary">
            <h2 id="confirmation-summary" className="order-box__title">
              {strings.summary}
            </h2>
            <OrderAmounts locale={locale} amounts={amountsOfOrder(order)} vatRate={vat_rate} strings={strings} />
          </section>
          <section className="order-box" aria-labelledby="confirmation-address">
            <h2 id="confirmation-address" className="order-box__title">
              {strings.address}
            </h2>
            {address ? (
              <>
                <address className="confirmation__address">
                  {address.name}
                  <br />
                  {address.street_address}
                  <br />
                  {[address.city, address.state, address.postal_code].filter(Boolean).join(', ')}
                  <br />
                  {isCountryCode(address.country) ? countryName(address.country, locale) : address.country}
                  <br />
                  <span dir="ltr">{formatPhone(address.phone_number)}</span>
                </address>
                <ArrivalEstimate
                  locale={locale}
                  from={new Date(first!.order.created_at)}
                  country={address.country}
                  city={address.city}
                  calendar={calendar}
                  strings={strings}
                />
              </>
            ) : (
              <p className="order-box__note">{strings.addressUnavailable}</p>
            )}
            <h2 className="order-box__title confirmation__payment">{strings.payment}</h2>
            <p>{words[`method.${order.payment_method}`] ?? order.payment_method}</p>
          </section>
        </div>
      </div>
      <p className="confirmation__actions">
        {first && (
          <a className="button button--accent" href={links.detailHref.replace('{id}', String(first.id))}>
            {strings.viewOrder}
          </a>
        )}
        <a className="button button--outline" href={links.ordersHref}>
          {strings.myOrders}
        </a>
        <a className="button button--outline" href={links.shopHref}>
          {strings.continueShopping}
        </a>
      </p>
    </article>
  );
}
