// Order arithmetic in integer fils, one module for the server (which charges it) and checkout (which
// shows it before the order is placed), so both reach the same numbers. Prices include VAT: the tax
// shown is the part of what is charged that is VAT, not something added on top. Delivery and cash on
// delivery's fee are taxable supplies like the goods, so their VAT is in the tax too; each part's
// VAT is rounded on its own, as the tax invoice lists it (one line per item, delivery, the fee), so
// the order's tax is the invoice's VAT total.
import { discountedMinor, toMinor } from './money.ts';
import type { SiteSettings } from './settings.ts';

export type PricedInput = { price: number; discount: number; quantity: number };

export type PricingRules = {
  /** Fixed delivery charge in fils. */
  deliveryCharge: number;
  /** Delivery is free for every order (setting is_free_delivery = '1'). */
  freeDelivery: boolean;
  /** Orders whose discounted subtotal reaches this many fils ship free. */
  freeDeliveryThreshold: number;
  /** VAT rate in percent, included in prices. */
  vatRate: number;
};

export type PricedLine = {
  /** Price per unit after the product discount (what the shopper pays per unit). */
  unitPrice: number;
  /** unitPrice × quantity. */
  totalPrice: number;
  /** VAT included in unitPrice. */
  unitTax: number;
  /** List price × quantity. */
  listTotal: number;
  /** listTotal − totalPrice. */
  offer: number;
};

export type PricedOrder = {
  lines: PricedLine[];
  subtotal: number;
  offerAmount: number;
  deliveryCharge: number;
  /** Cash on delivery's fee, in fils (0 for any other way to pay); VAT included, like every price. */
  codFee: number;
  tax: number;
  totalAmount: number;
};

/** The VAT contained in a VAT-inclusive amount of fils. */
export function includedVat(amount: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return Math.round((amount * ratePercent) / (100 + ratePercent));
}

/**
 * The order's amounts. `codFee` (fils) is cash on delivery's fee when the order is paid that way: a
 * line of its own, in the total, its VAT in the tax (fees include VAT like prices). The tax is each
 * line's VAT, delivery's and the fee's.
 */
export function priceOrder(inputs: PricedInput[], rules: PricingRules, codFee = 0): PricedOrder {
  const lines = inputs.map(({ price, discount, quantity }): PricedLine => {
    const unitPrice = discountedMinor(price, discount);
    const listTotal = price * quantity;
    const totalPrice = unitPrice * quantity;
    return { unitPrice, totalPrice, unitTax: includedVat(unitPrice, rules.vatRate), listTotal, offer: listTotal - totalPrice };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.listTotal, 0);
  const offerAmount = lines.reduce((sum, l) => sum + l.offer, 0);
  const net = subtotal - offerAmount;
  const free = rules.freeDelivery || net >= rules.freeDeliveryThreshold;
  const deliveryCharge = free ? 0 : rules.deliveryCharge;
  return {
    lines,
    subtotal,
    offerAmount,
    deliveryCharge,
    codFee,
    // The fee's VAT apart, as switching an unpaid order to cash adds it (order-payments.ts).
    tax: lines.reduce((sum, l) => sum + includedVat(l.totalPrice, rules.vatRate), 0) + includedVat(deliveryCharge, rules.vatRate) + includedVat(codFee, rules.vatRate),
    totalAmount: net + deliveryCharge + codFee,
  };
}

/** The settings an order's price depends on (AED, percent), as pages are built with them. */
export type PricingSettings = Pick<SiteSettings, 'fixed_delivery_charge' | 'is_free_delivery' | 'free_delivery_threshold' | 'vat_rate'>;

/** Only the pricing settings, for a page to hand its island (not the whole settings). */
export function pricingSettings({ fixed_delivery_charge, is_free_delivery, free_delivery_threshold, vat_rate }: PricingSettings): PricingSettings {
  return { fixed_delivery_charge, is_free_delivery, free_delivery_threshold, vat_rate };
}

/** The parsed settings' delivery and VAT rules, in fils. */
export function pricingRulesFrom(settings: PricingSettings): PricingRules {
  return {
    deliveryCharge: toMinor(settings.fixed_delivery_charge),
    freeDelivery: settings.is_free_delivery === '1',
    freeDeliveryThreshold: toMinor(settings.free_delivery_threshold),
    vatRate: settings.vat_rate,
  };
}

/**
 * A cart priced in the browser, from the catalogue's AED prices and the live settings: the cart
 * page and checkout both call this, so they show the same figures, and the server's priceOrder
 * on the same lines charges them.
 */
export function priceCart(lines: readonly { product: { price: number; discount: number }; quantity: number }[], settings: PricingSettings, codFee = 0): PricedOrder {
  return priceOrder(
    lines.map((line) => ({ price: toMinor(line.product.price), discount: line.product.discount, quantity: line.quantity })),
    pricingRulesFrom(settings),
    codFee,
  );
}
