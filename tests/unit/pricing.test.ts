// The order arithmetic on its own: worked examples and invariants over random carts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { includedVat, priceOrder, pricingRulesFrom } from '../../src/lib/pricing.ts';
import { parseSettings } from '../../src/lib/settings.ts';

const rules = { deliveryCharge: 1500, freeDelivery: false, freeDeliveryThreshold: 20000, vatRate: 5 };

describe('priceOrder', () => {
  it('puts the discount into the offer amount and the included VAT into tax', () => {
    const order = priceOrder([{ price: 12000, discount: 10, quantity: 1 }, { price: 4550, discount: 0, quantity: 1 }], rules);
    expect(order.subtotal).toBe(16550);
    expect(order.offerAmount).toBe(1200);
    expect(order.deliveryCharge).toBe(1500); // 153.50 AED after discount is under 200
    expect(order.totalAmount).toBe(16550 - 1200 + 1500);
    // Each line's VAT (5.14 and 2.17), and delivery's (0.71).
    expect(order.tax).toBe(514 + 217 + 71);
    expect(order.lines[0]).toEqual({ unitPrice: 10800, totalPrice: 10800, unitTax: 514, listTotal: 12000, offer: 1200 });
  });

  it('ships free from the threshold on the discounted subtotal, not the list one', () => {
    expect(priceOrder([{ price: 20000, discount: 0, quantity: 1 }], rules).deliveryCharge).toBe(0);
    expect(priceOrder([{ price: 20000, discount: 10, quantity: 1 }], rules).deliveryCharge).toBe(1500);
    expect(priceOrder([{ price: 100, discount: 0, quantity: 1 }], { ...rules, freeDelivery: true }).deliveryCharge).toBe(0);
  });

  it('holds its invariants for any cart', () => {
    const line = fc.record({ price: fc.integer({ min: 100, max: 10_000_000 }), discount: fc.integer({ min: 0, max: 50 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 30 }), (lines, vat) => {
        const o = priceOrder(lines, { ...rules, vatRate: vat });
        const net = o.subtotal - o.offerAmount;
        expect(o.totalAmount).toBe(net + o.deliveryCharge);
        expect(o.lines.reduce((s, l) => s + l.totalPrice, 0)).toBe(net);
        expect(o.tax).toBeGreaterThanOrEqual(0);
        expect(o.tax).toBeLessThanOrEqual(o.totalAmount);
        expect(o.tax).toBe(o.lines.reduce((s, l) => s + includedVat(l.totalPrice, vat), 0) + includedVat(o.deliveryCharge, vat));
        expect(o.deliveryCharge).toBe(net >= rules.freeDeliveryThreshold ? 0 : rules.deliveryCharge);
        for (const l of o.lines) expect(Number.isInteger(l.unitPrice) && l.unitPrice <= l.listTotal).toBe(true);
      }),
    );
  });

  it('ships free from exactly the threshold: carts a few fils either side of it, and on it', () => {
    // Random discounted lines, then one undiscounted line that brings the cart to threshold + offset.
    const line = fc.record({ price: fc.integer({ min: 100, max: 5_000 }), discount: fc.integer({ min: 0, max: 50 }), quantity: fc.integer({ min: 1, max: 3 }) });
    const offset = fc.oneof(fc.constant(0), fc.constantFrom(-1, 1), fc.integer({ min: -300, max: 300 }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 4 }), fc.integer({ min: 20_000, max: 1_000_000 }), offset, (lines, threshold, delta) => {
        const settings = { ...rules, freeDeliveryThreshold: threshold };
        const partial = priceOrder(lines, settings);
        const filler = { price: threshold + delta - (partial.subtotal - partial.offerAmount), discount: 0, quantity: 1 };
        const o = priceOrder([...lines, filler], settings);
        expect(o.subtotal - o.offerAmount).toBe(threshold + delta);
        expect(o.deliveryCharge).toBe(delta >= 0 ? 0 : rules.deliveryCharge);
      }),
      { numRuns: 300 },
    );
  });
});

describe('includedVat and pricingRulesFrom', () => {
  it('takes the VAT out of a VAT-inclusive amount', () => {
    expect(includedVat(10500, 5)).toBe(500);
    expect(includedVat(10500, 0)).toBe(0);
  });

  it('turns the parsed settings into rules in fils', () => {
    expect(pricingRulesFrom(parseSettings({ fixed_delivery_charge: 15, is_free_delivery: '0', free_delivery_threshold: 200, vat_rate: 5 }).values)).toEqual(rules);
    expect(pricingRulesFrom(parseSettings({ fixed_delivery_charge: '15.5', is_free_delivery: 1 }).values)).toMatchObject({ deliveryCharge: 1550, freeDelivery: true, freeDeliveryThreshold: 20000 });
    // A wrong value takes its key's default (no charge, VAT 5 %), never the checkout down.
    expect(pricingRulesFrom(parseSettings({ fixed_delivery_charge: 'abc', is_free_delivery: '1', vat_rate: 101 }).values)).toMatchObject({ deliveryCharge: 0, freeDelivery: true, vatRate: 5 });
  });
});
