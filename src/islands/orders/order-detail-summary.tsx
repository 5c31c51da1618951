// Order Summary and Shipping Information on the order detail (spec section 2). The amounts are the
// list every order page shows (OrderAmounts.tsx): the spec's 'tax' is the VAT the total includes.
import type { ReactNode } from 'react';
import type { OrderItem } from '../../lib/api/types.ts';
import type { Locale } from '../../lib/locale.ts';
import { readAddress } from '../../lib/orders/address.ts';
import { formatDate, type DatesByStyle } from '../../lib/dates/date-words.ts';
import { formatPhone } from '../../lib/phone-format.ts';
import { amountsOfOrder } from '../../lib/orders/amounts.ts';
import { useLiveSettings } from '../use-live-settings.ts';
import { OrderAmounts } from './OrderAmounts.tsx';
import type { OrderDetailStrings } from './strings.ts';
import { paymentMethodName, type Words } from './words.ts';
import './arrival-estimate.css';

interface Props {
  locale: Locale;
  dates: DatesByStyle;
  item: OrderItem;
  names: Words;
  strings: OrderDetailStrings;
}

/** Spec: payment status green when PAID, otherwise a warning colour. */
const PAID = 'PAID';

export function OrderDetailSummary({ locale, dates, item, names, strings }: Props) {
  const { order } = item;
  const { vat_rate } = useLiveSettings();
  return (
    <section className="order-box" aria-labelledby="order-summary-heading">
      <h3 id="order-summary-heading" className="order-box__title">
        {strings.summary}
      </h3>
      <dl className="order-facts">
        <Fact label={strings.orderNumber}>
          <span dir="ltr">{order.order_number}</span>
        </Fact>
        <Fact label={strings.orderDate}>{formatDate(order.created_at, dates.longWithTime)}</Fact>
        <Fact label={strings.paymentMethod}>{paymentMethodName(order.payment_method, names)}</Fact>
        <Fact label={strings.paymentStatus}>
          <span className={`badge ${order.payment_status === PAID ? 'badge--ok' : 'badge--warn'}`}>{names[order.payment_status] ?? order.payment_status}</span>
        </Fact>
      </dl>
      <OrderAmounts locale={locale} amounts={amountsOfOrder(order)} vatRate={vat_rate} strings={strings} />
    </section>
  );
}

interface ShippingProps {
  item: OrderItem;
  strings: OrderDetailStrings;
  countryNames: Record<string, string>;
}

/** The address the order travels to, and when it arrives there (the API's line, from the order's date). */
export function ShippingInformation({ item, strings, countryNames }: ShippingProps) {
  const address = readAddress(item.order.address);
  const phone = address?.phone_number;
  return (
    <section className="order-box" aria-labelledby="order-shipping-heading">
      <h3 id="order-shipping-heading" className="order-box__title">
        {strings.shippingInformation}
      </h3>
      {address ? (
        <dl className="order-facts">
          <Fact label={strings.name}>{address.name}</Fact>
          <Fact label={strings.street}>{address.street_address}</Fact>
          <Fact label={strings.city}>{address.city}</Fact>
          <Fact label={strings.state}>{address.state}</Fact>
          {/* The UAE and Qatar have no postcodes: no empty row for them. */}
          {address.postal_code && (
            <Fact label={strings.postalCode}>
              <span dir="ltr">{address.postal_code}</span>
            </Fact>
          )}
          <Fact label={strings.country}>{countryNames[address.country] ?? address.country}</Fact>
          <Fact label={strings.phone}>
            <span dir="ltr">{phone && formatPhone(phone)}</span>
          </Fact>
          {item.arrival && (
            <Fact label={strings.arrivalHeading}>
              <p className="arrival-estimate">
                {item.arrival.text}
                {item.arrival.reason && <span className="arrival-estimate__reason"> {item.arrival.reason}</span>}
              </p>
            </Fact>
          )}
        </dl>
      ) : (
        <p className="order-box__note">{strings.addressUnavailable}</p>
      )}
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
