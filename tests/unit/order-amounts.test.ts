// The one way an order's amounts are listed (src/lib/orders/amounts.ts): the lines reconcile
// (total = subtotal − discount + delivery), the VAT is what the total includes, and the cart's
// delivery word matches what checkout charges, on both sides of the free-delivery threshold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountLines, amountsOfOrder, amountsOfPriced, deliveryOutlook } from '../../src/lib/orders/amounts.ts';
import { priceCart, priceOrder } from '../../src/lib/pricing.ts';

const rules = { deliveryCharge: 1500, freeDelivery: false, freeDeliveryThreshold: 20000, vatRate: 5 };
const settings = { fixed_delivery_charge: 15, is_free_delivery: '0' as const, free_delivery_threshold: 200, vat_rate: 5 };

describe('amountLines', () => {
  it('lists subtotal, discount, delivery, total, then the VAT the total includes', () => {
    const amounts = amountsOfPriced(priceOrder([{ price: 12000, discount: 10, quantity: 1 }, { price: 4550, discount: 0, quantity: 1 }], rules));
    expect(amountLines(amounts, 5)).toEqual([
      { kind: 'subtotal', fils: 16550 },
      { kind: 'discount', fils: 1200 },
      { kind: 'delivery', fils: 1500 },
      { kind: 'total', fils: 16850 },
      // 5.14 and 2.17 of the goods, 0.71 of delivery.
      { kind: 'vat', fils: 802, rate: 5 },
    ]);
  });

  it('shows no discount line without a discount, and no VAT line at a rate of 0', () => {
    const amounts = amountsOfPriced(priceOrder([{ price: 14700, discount: 0, quantity: 1 }], rules));
    expect(amountLines(amounts, 5).map((line) => line.kind)).toEqual(['subtotal', 'delivery', 'total', 'vat']);
    expect(amountLines(amounts, 0).map((line) => line.kind)).toEqual(['subtotal', 'delivery', 'total']);
  });

  it('never adds the VAT: 147 with 7 of VAT included is a total of 147', () => {
    const amounts = amountsOfPriced(priceOrder([{ price: 14700, discount: 0, quantity: 1 }], { ...rules, freeDelivery: true }));
    expect(amounts).toEqual({ subtotal: 14700, discount: 0, delivery: 0, codFee: 0, total: 14700, vat: 700 });
  });

  it('reconciles for any cart: total = subtotal − discount + delivery, VAT within the total', () => {
    const line = fc.record({ price: fc.integer({ min: 1, max: 10_000_000 }), discount: fc.integer({ min: 0, max: 50 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 30 }), (lines, vat) => {
        const a = amountsOfPriced(priceOrder(lines, { ...rules, vatRate: vat }));
        expect(a.total).toBe(a.subtotal - a.discount + a.delivery);
        expect(a.vat).toBeLessThanOrEqual(a.total);
      }),
    );
  });
});

describe('amountsOfOrder', () => {
  it('reads the API reply (AED, 2 decimals) back into whole fils without float drift', () => {
    expect(amountsOfOrder({ sub_total_amount: 261.5, offer_amount: 24, delivery_charge: 15, total_amount: 252.5, tax_amount: 12.02 })).toEqual({
      subtotal: 26150,
      discount: 2400,
      delivery: 1500,
      codFee: 0,
      total: 25250,
      vat: 1202,
    });
    expect(amountsOfOrder({ sub_total_amount: 0.1 + 0.2, offer_amount: 0, delivery_charge: 0, total_amount: 1.005, tax_amount: 0 }).subtotal).toBe(30);
  });
});

describe('cash on delivery\'s fee', () => {
  it('is a line of its own after delivery, in the total, its VAT in the tax, and no line when there is none', () => {
    const priced = priceOrder([{ price: 4550, discount: 0, quantity: 2 }], rules, 1500);
    expect(priced).toMatchObject({ subtotal: 9100, deliveryCharge: 1500, codFee: 1500, totalAmount: 12100, tax: 433 + 71 + 71 });
    const a = amountsOfPriced(priced);
    expect(amountLines(a, 5).map((l) => l.kind)).toEqual(['subtotal', 'delivery', 'codFee', 'total', 'vat']);
    expect(a.total).toBe(a.subtotal - a.discount + a.delivery + a.codFee);
    expect(amountLines(amountsOfPriced(priceOrder([{ price: 4550, discount: 0, quantity: 2 }], rules)), 5).map((l) => l.kind)).not.toContain('codFee');
    expect(amountsOfOrder({ sub_total_amount: 91, offer_amount: 0, delivery_charge: 15, cod_fee: 15, total_amount: 121, tax_amount: 5.04 }).codFee).toBe(1500);
  });
});

describe('priceCart', () => {
  it('prices catalogue lines (AED) as the server prices the same lines (fils), rounding each unit to the fils', () => {
    const priced = priceCart([{ product: { price: 33.33, discount: 15 }, quantity: 3 }], settings);
    expect(priced.lines[0]!.unitPrice).toBe(2833); // 28.3305 rounds to 28.33
    expect(priced).toEqual(priceOrder([{ price: 3333, discount: 15, quantity: 3 }], rules));
  });
});

describe('deliveryOutlook', () => {
  it('one fils under the threshold is charged, with that fils missing; at the threshold it is free', () => {
    expect(deliveryOutlook(19999, rules)).toEqual({ kind: 'charged', charge: 1500, missing: 1, progress: 19999 / 20000 });
    expect(deliveryOutlook(20000, rules)).toEqual({ kind: 'free' });
    expect(deliveryOutlook(20001, rules)).toEqual({ kind: 'free' });
  });

  it('is free when every order travels free or there is no charge', () => {
    expect(deliveryOutlook(100, { ...rules, freeDelivery: true })).toEqual({ kind: 'free' });
    expect(deliveryOutlook(100, { ...rules, deliveryCharge: 0 })).toEqual({ kind: 'free' });
  });

  it('agrees with what priceOrder charges, for any cart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 50_000 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 5 }), (price, discount, quantity) => {
        const priced = priceOrder([{ price, discount, quantity }], rules);
        const outlook = deliveryOutlook(priced.subtotal - priced.offerAmount, rules);
        expect(outlook.kind === 'free' ? 0 : outlook.charge).toBe(priced.deliveryCharge);
      }),
    );
  });
});
