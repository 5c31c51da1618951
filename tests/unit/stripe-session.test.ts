// The Checkout Session an order asks Stripe for, and STRIPE_API_BASE read into the SDK's host,
// port and protocol.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { stripeApi } from '../../src/server/payments/methods/card/config.ts';
import { sessionParams } from '../../src/server/payments/methods/card/stripe.ts';
import type { PaymentOrder } from '../../src/server/payments/provider.ts';

const order: PaymentOrder = {
  id: 7,
  orderNumber: 'ORD-000007',
  attempt: 1,
  lines: [
    { name: 'Shayla (White, M)', unitAmount: 10800, quantity: 2 },
    { name: 'Pins', unitAmount: 4550, quantity: 1 },
  ],
  deliveryCharge: 1500,
  totalAmount: 27650,
  email: null,
  buyer: null,
  taxAmount: 0,
  locale: 'en',
  successUrl: 'https://shop.example/payment-success?order=ORD-000007',
  cancelUrl: 'https://shop.example/payment-failed?order=ORD-000007',
  notifyUrl: 'https://shop.example/api/payments/stripe/webhook',
  expiresAt: new Date('2026-11-25T12:30:00Z'),
};

describe('sessionParams', () => {
  it('charges the items and the delivery in fils, adding up to the total', () => {
    const p = sessionParams(order);
    expect(p.line_items!.map((l) => [l.price_data!.unit_amount, l.quantity])).toEqual([[10800, 2], [4550, 1], [1500, 1]]);
    expect(p).toMatchObject({ mode: 'payment', currency: 'aed', client_reference_id: 'ORD-000007', expires_at: 1795609800 });
    expect(p.customer_email).toBeUndefined();
  });

  it('has no delivery line when delivery is free, and refuses lines that miss the total by a fil', () => {
    expect(sessionParams({ ...order, deliveryCharge: 0, totalAmount: 26150 }).line_items).toHaveLength(2);
    expect(() => sessionParams({ ...order, totalAmount: 27651 })).toThrow(/add up to 27650/);
    expect(() => sessionParams({ ...order, totalAmount: 27649 })).toThrow(/add up to 27650/);
  });

  it("uses Stripe's locale for en, fr and de, and auto for Arabic, which Checkout does not have", () => {
    expect(['en', 'fr', 'de', 'ar'].map((locale) => sessionParams({ ...order, locale: locale as PaymentOrder['locale'] }).locale)).toEqual(['en', 'fr', 'de', 'auto']);
  });
});

describe('STRIPE_API_BASE', () => {
  it('gives the SDK host, port and protocol', () => {
    expect(stripeApi('https://api.stripe.com')).toEqual({ host: 'api.stripe.com', port: 443, protocol: 'https' });
    expect(stripeApi('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeApi('http://localhost/')).toEqual({ host: 'localhost', port: 80, protocol: 'http' });
  });

  it('refuses what is not an origin', () => {
    for (const bad of ['api.stripe.com', 'ftp://x.example', 'https://x.example/v1', 'https://x.example?a=1']) expect(() => stripeApi(bad), bad).toThrow(/STRIPE_API_BASE/);
  });

  it('configures Stripe only with a secret key', () => {
    expect(loadConfig({}).payments.card).toBeUndefined();
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments.card).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_BASE: 'http://127.0.0.1:9' }).payments.card).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: undefined,
      api: { host: '127.0.0.1', port: 9, protocol: 'http' },
    });
  });
});
