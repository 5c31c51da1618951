// The order notices' texts in each language (src/server/shop/order-notice.ts, order-status.ts):
// English worded as it always was, other languages from the notice.* keys, values that read left
// to right isolated (FSI … PDI) in Arabic only, and values never read as dictionary syntax.
import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../src/lib/api/types.ts';
import { LOCALES, type Locale } from '../../src/lib/locale.ts';
import { orderPlacedNotice } from '../../src/server/shop/order-notice.ts';
import { statusNotice, type StatusChange } from '../../src/server/shop/order-status.ts';

const FSI = '\u2068';
const PDI = '\u2069';
const ISOLATES = /[\u2066-\u2069]/;
const isolated = (value: string) => `${FSI}${value}${PDI}`;
/** Intl keeps the code and the number together with a no-break space; Arabic marks their order. */
const NBSP = '\u00a0';
const RLM = '\u200f';
const LRM = '\u200e';

function item(variantId: number, name: string, variantName: string, quantity: number, total: number): OrderItem {
  return {
    id: variantId,
    code: `ORD-000007-${variantId}`,
    created_at: '2026-11-23T10:00:00.000Z',
    quantity,
    unit_price: total / quantity,
    total_price: total,
    unit_tax: 0,
    statuses: [],
    item: { name, names: null, variant_name: variantName, variant_id: variantId, images: [], attributes: [], product: { id: 1, name, cover: '' } },
    order: {
      order_number: 'ORD-000007',
      payment_method: 'cod',
      payment_status: 'UNPAID',
      delivery_charge: 15,
      cod_fee: 0,
      offer_amount: 24,
      total_amount: 252.5,
      sub_total_amount: 261.5,
      tax_amount: 12.02,
      created_at: '2026-11-23T10:00:00.000Z',
      address: '{}',
    },
  };
}

const ITEMS = [item(112, 'Lisbon Chiffon Shayla', 'White, M', 2, 216), item(200, 'Pearl Hijab Pins', 'Standard', 1, 45.5)];
const VARIANTS = new Map([
  [112, { color: 'white', size: 'm' }],
  [200, { color: null, size: null }],
]);

function change(locale: Locale, overrides: Partial<StatusChange> = {}): StatusChange {
  return {
    code: 'ORD-000007-1',
    orderNumber: 'ORD-000007',
    from: 'PLACED',
    to: 'SHIPPED',
    description: 'Handed to the courier',
    trackingNumber: 'AE123456789',
    carrier: null,
    stockReturned: 0,
    paymentStatus: 'UNPAID',
    shopper: { email: 'noura@example.com', phone: null, name: 'Noura' },
    productName: 'Lisbon Chiffon Shayla',
    variantName: 'White, M',
    variant: { color: 'white', size: 'm' },
    locale,
    ...overrides,
  };
}

describe('order placed notice', () => {
  it('reads in English as it always has', () => {
    expect(orderPlacedNotice('ORD-000007', ITEMS, 'en', VARIANTS, 5)).toEqual({
      subject: 'Your order ORD-000007 has been placed',
      text: [
        'Thank you! Your order ORD-000007 has been placed. You will pay on delivery.',
        '',
        `2 × Lisbon Chiffon Shayla (White, M): AED${NBSP}216.00`,
        `1 × Pearl Hijab Pins (Standard): AED${NBSP}45.50`,
        '',
        `Subtotal: AED${NBSP}261.50`,
        `Discount: -AED${NBSP}24.00`,
        `Delivery: AED${NBSP}15.00`,
        `Total to pay on delivery: AED${NBSP}252.50`,
        `Includes VAT (5%): AED${NBSP}12.02`,
      ].join('\n'),
    });
  });

  it('names colours in the notice language and writes AED amounts as the language does', () => {
    const de = orderPlacedNotice('ORD-000007', ITEMS, 'de', VARIANTS, 5);
    expect(de.subject).toBe('Ihre Bestellung ORD-000007 wurde aufgegeben');
    expect(de.text).toContain(`2 × Lisbon Chiffon Shayla (Weiß, M): 216,00${NBSP}AED`);
    expect(de.text).toContain(`1 × Pearl Hijab Pins (Standardausführung): 45,50${NBSP}AED`);
    expect(de.text).toContain(`Rabatt: -24,00${NBSP}AED`);
    expect(de.text).toContain(`Enthaltene MwSt. (5 %): 12,02${NBSP}AED`);
    const fr = orderPlacedNotice('ORD-000007', ITEMS, 'fr', VARIANTS, 5);
    expect(fr.text).toContain(`2 × Lisbon Chiffon Shayla (Blanc, M) : 216,00${NBSP}AED`);
    expect(fr.text).toContain(`Livraison : 15,00${NBSP}AED`);
  });

  it('lists the amounts as every order page does: the VAT is included in the total, never added', () => {
    const text = orderPlacedNotice('ORD-000007', ITEMS, 'en', VARIANTS, 5).text;
    expect(text.indexOf('Total to pay')).toBeLessThan(text.indexOf('Includes VAT'));
    expect(orderPlacedNotice('ORD-000007', ITEMS, 'en', VARIANTS, 0).text).not.toContain('VAT');
    const noDiscount = ITEMS.map((i) => ({ ...i, order: { ...i.order, offer_amount: 0 } }));
    expect(orderPlacedNotice('ORD-000007', noDiscount, 'en', VARIANTS, 5).text).not.toContain('Discount');
  });

  it('isolates codes, product names and amounts in Arabic, with the Arabic comma between variant words', () => {
    const ar = orderPlacedNotice('ORD-000007', ITEMS, 'ar', VARIANTS, 5);
    expect(ar.subject).toBe(`تم تقديم طلبك رقم ${isolated('ORD-000007')}`);
    expect(ar.text).toContain(`2 × ${isolated('Lisbon Chiffon Shayla')} (أبيض، M): ${isolated(`${RLM}${LRM}216.00${NBSP}AED`)}`);
    expect(ar.text).toContain(`الخصم: ${isolated(`${RLM}${LRM}-24.00${NBSP}AED`)}`);
    expect(ar.text).toContain(`شامل ضريبة القيمة المضافة (5%): ${isolated(`${RLM}${LRM}12.02${NBSP}AED`)}`);
  });

  it('says free delivery in words, and keeps the recorded variant name of a variant no longer sold', () => {
    const free = ITEMS.map((i) => ({ ...i, order: { ...i.order, delivery_charge: 0, cod_fee: 0 } }));
    expect(orderPlacedNotice('ORD-000007', free, 'en', new Map(), 5).text).toContain('Delivery: free');
    const fr = orderPlacedNotice('ORD-000007', free, 'fr', new Map(), 5);
    expect(fr.text).toContain('Livraison : gratuite');
    expect(fr.text).toContain('(White, M)');
  });

  it('uses no isolates outside right-to-left languages', () => {
    for (const locale of LOCALES.filter((l) => l !== 'ar')) {
      const notice = orderPlacedNotice('ORD-000007', ITEMS, locale, VARIANTS, 5);
      expect(notice.subject + notice.text, locale).not.toMatch(ISOLATES);
    }
  });
});

describe('status notice', () => {
  it('names the status in words in English too, never by its code', () => {
    expect(statusNotice(change('en'))).toEqual({
      subject: 'Order ORD-000007: Shipped',
      text: [
        'Hello Noura,',
        '',
        'The status of item ORD-000007-1 (Lisbon Chiffon Shayla, White, M) of your order ORD-000007 is now: Shipped.',
        'Handed to the courier',
        'Tracking number: AE123456789',
      ].join('\n'),
    });
    const cancelled = statusNotice(change('en', { to: 'CANCELLED', trackingNumber: null, stockReturned: 1, shopper: { email: 'x@example.com', phone: null, name: null } }));
    expect(cancelled.text.split('\n')[0]).toBe('Hello,');
    expect(cancelled.text).toContain('You will not be charged for this item.');
  });

  it('names the carrier and, for a known one, links its tracking page', () => {
    const dhl = statusNotice(change('en', { carrier: 'DHL' })).text.split('\n');
    expect(dhl.slice(-3)).toEqual([
      'Carrier: DHL',
      'Tracking number: AE123456789',
      'Follow your parcel: https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=AE123456789',
    ]);
    // A carrier the shop has no tracking page for is named, with no link.
    const local = statusNotice(change('en', { carrier: 'Al Waha Couriers' })).text;
    expect(local).toContain('Carrier: Al Waha Couriers\nTracking number: AE123456789');
    expect(local).not.toContain('http');
    const ar = statusNotice(change('ar', { carrier: 'Aramex' })).text;
    expect(ar).toContain(`شركة الشحن: ${isolated('Aramex')}`);
    expect(ar).toContain(`تتبّع شحنتك: ${isolated('https://www.aramex.com/track/results?ShipmentNumber=AE123456789')}`);
    expect(statusNotice(change('fr', { carrier: 'UPS' })).text).toContain('Transporteur : UPS');
  });

  it("names the status with the dictionary's word in other languages", () => {
    const fr = statusNotice(change('fr'));
    expect(fr.subject).toBe('Commande ORD-000007 : Expédiée');
    expect(fr.text).toContain('Bonjour Noura,');
    expect(fr.text).toContain('(Lisbon Chiffon Shayla, Blanc, M)');
    expect(fr.text).toContain('Numéro de suivi : AE123456789');
    const de = statusNotice(change('de', { to: 'DELIVERED', trackingNumber: null }));
    expect(de.subject).toBe('Bestellung ORD-000007: Zugestellt');
    const ar = statusNotice(change('ar'));
    expect(ar.subject).toBe(`الطلب رقم ${isolated('ORD-000007')}: تم الشحن`);
    expect(ar.text).toContain(`مرحباً ${isolated('Noura')}،`);
    expect(ar.text).toContain(`(${isolated('Lisbon Chiffon Shayla')}، أبيض، M)`);
    expect(ar.text).toContain(`رقم التتبع: ${isolated('AE123456789')}`);
  });

  it('fills values in as text, never as dictionary syntax', () => {
    const tricky = statusNotice(change('de', { shopper: { email: null, phone: '+971501234567', name: '$t(color.white) {{status}}' } }));
    expect(tricky.text.split('\n')[0]).toBe('Hallo $t(color.white) {{status}},');
  });
});
