// Order Summary and Shipping Information on the order detail (spec section 2).
import type { ReactNode } from 'react';
import type { OrderItem } from '../../lib/api/types.ts';
import { LOCALE_TAGS, type Locale } from '../../lib/locale.ts';
import { readAddress } from '../../lib/orders/address.ts';
import { formatOrderDate } from '../../lib/orders/dates.ts';
import { formatPhone } from '../../lib/phone-format.ts';
import { Money } from './money.tsx';
import type { OrderDetailStrings } from './strings.ts';
import type { Words } from './words.ts';

interface Props {
  locale: Locale;
  item: OrderItem;
  names: Words;
  strings: OrderDetailStrings;
}

/** Spec: payment status green when PAID, otherwise a warning colour. */
const PAID = 'PAID';

export function OrderSummary({ locale, item, names, strings }: Props) {
  const { order } = item;
  const money = (amount: number, sign?: string) => <Money locale={locale} amount={amount} charged={strings.charged} sign={sign} />;
  return (
    <section className="order-box" aria-labelledby="order-summary-heading">
      <h3 id="order-summary-heading" className="order-box__title">
        {strings.summary}
      </h3>
      <dl className="order-facts">
        <Fact label={strings.orderNumber}>
          <span dir="ltr">{order.order_number}</span>
        </Fact>
        <Fact label={strings.orderDate}>{formatOrderDate(order.created_at, LOCALE_TAGS[locale])}</Fact>
        <Fact label={strings.paymentMethod}>{names[`method.${order.payment_method}`] ?? order.payment_method}</Fact>
        <Fact label={strings.paymentStatus}>
          <span className={`badge ${order.payment_status === PAID ? 'badge--ok' : 'badge--warn'}`}>{names[order.payment_status] ?? order.payment_status}</span>
        </Fact>
        <Fact label={strings.subtotal}>{money(order.sub_total_amount)}</Fact>
        <Fact label={strings.tax}>{money(order.tax_amount)}</Fact>
        <Fact label={strings.deliveryCharge}>{money(order.delivery_charge)}</Fact>
        {order.offer_amount > 0 && <Fact label={strings.discount}>{money(order.offer_amount, '−')}</Fact>}
        <Fact label={strings.total} total>
          {money(order.total_amount)}
        </Fact>
      </dl>
    </section>
  );
}

export function ShippingInformation({ item, strings, countryNames }: { item: OrderItem; strings: OrderDetailStrings; countryNames: Record<string, string> }) {
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
          <Fact label={strings.postalCode}>{address.postal_code}</Fact>
          <Fact label={strings.country}>{countryNames[address.country] ?? address.country}</Fact>
          <Fact label={strings.phone}>
            <span dir="ltr">{phone && formatPhone(phone)}</span>
          </Fact>
        </dl>
      ) : (
        <p className="order-box__note">{strings.addressUnavailable}</p>
      )}
    </section>
  );
}

export function Fact({ label, children, total = false }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <div className={total ? 'order-facts__row order-facts__row--total' : 'order-facts__row'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
