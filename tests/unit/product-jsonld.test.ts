import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../src/build/product-jsonld.ts';
import { productSchema, type Product } from '../../src/lib/catalogue/schema.ts';
import { LOCALES, type Locale } from '../../src/lib/locale.ts';

const text = (s: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${s} (${locale})`])) as Record<Locale, string>;

function product(fields: Partial<Product> = {}): Product {
  return productSchema.parse({
    id: '7',
    sku: 'SHA-07',
    name: { en: 'Lisbon Chiffon Shayla', fr: 'Shayla Lisbonne en mousseline' },
    price: 120,
    discount: 15,
    new: false,
    rating: 4,
    saleCount: 31,
    category: ['fashion', 'women'],
    tag: ['chiffon'],
    stock: 0,
    image: [1, 2, 3, 4, 5].map((n) => `/images/products/7/${n}.webp`),
    shortDescription: text('Short'),
    fullDescription: text('Full'),
    variation: [{ color: 'white', image: '/images/products/7/1.webp', size: [{ name: 'm', stock: 2 }] }],
    ...fields,
  });
}

const settings = { fixed_delivery_charge: 15, is_free_delivery: '0' as const, free_delivery_threshold: 200, return_window_days: 14 };
const base = {
  url: 'https://shop.example/fr/product/7',
  site: 'https://shop.example',
  locale: 'fr' as const,
  brand: 'Veils',
  returnPolicyUrl: 'https://shop.example/fr/return-policy',
  settings,
};
const simple = (fields: Partial<Product> = {}) => product({ variation: undefined, stock: 4, ...fields });
type Json = Record<string, unknown>;
const variants = (data: Json) => data.hasVariant as Json[];

describe('productJsonLd', () => {
  it('describes the product with absolute images, the locale name and description and a unique sku', () => {
    const data = productJsonLd({ product: simple(), ...base });
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Shayla Lisbonne en mousseline');
    expect(productJsonLd({ product: simple(), ...base, locale: 'de' }).name).toBe('Lisbon Chiffon Shayla');
    expect(data.sku).toBe('PROD-0007');
    expect(data.description).toBe('Short (fr)');
    expect(data.image).toEqual([1, 2, 3, 4, 5].map((n) => `https://shop.example/images/products/7/${n}.webp`));
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Veils' });
  });

  it('offers the sale price in AED with two decimals, at the canonical URL', () => {
    const offers = productJsonLd({ product: simple(), ...base }).offers as Record<string, unknown>;
    expect(offers).toMatchObject({
      '@type': 'Offer',
      price: '102.00',
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/fr/product/7',
    });
    const odd = productJsonLd({ product: simple({ price: 45.5, discount: 10 }), ...base }).offers as Record<string, unknown>;
    expect(odd.price).toBe('40.95');
  });

  it('says out of stock per variant, and for a simple product with no stock', () => {
    const mixed = product({
      variation: [{ color: 'black', image: '/images/products/7/2.webp', size: [{ name: 'xl', stock: 0 }, { name: 'm', stock: 1 }] }],
    });
    const offers = variants(productJsonLd({ product: mixed, ...base })).map((v) => [v.size, (v.offers as Json).availability]);
    expect(offers).toEqual([
      ['M', 'https://schema.org/InStock'],
      ['XL', 'https://schema.org/OutOfStock'],
    ]);
    expect((productJsonLd({ product: simple({ stock: 0 }), ...base }).offers as Json).availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives no rating: the shop has no reviews, and the sale count is not one', () => {
    expect(productJsonLd({ product: simple(), ...base })).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ product: product(), ...base })).not.toHaveProperty('aggregateRating');
    expect(JSON.stringify(productJsonLd({ product: product(), ...base }))).not.toMatch(/review/i);
  });

  it('groups a product sold in colours and sizes: one ProductGroup, a Product per variant with its own SKU and URL', () => {
    const two = product({
      variation: [
        { color: 'white', image: '/images/products/7/1.webp', size: [{ name: 'm', stock: 2 }] },
        { color: 'black', image: '/images/products/7/3.webp', size: [{ name: 'xl', stock: 0 }] },
      ],
    });
    const data = productJsonLd({ product: two, ...base, colorName: (c) => `${c}-fr` });
    expect(data).toMatchObject({ '@type': 'ProductGroup', productGroupID: 'PROD-0007', variesBy: ['https://schema.org/color', 'https://schema.org/size'] });
    expect(data).not.toHaveProperty('offers');
    expect(variants(data)).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Shayla Lisbonne en mousseline (white-fr, M)',
        sku: 'PROD-0007-WHITE-M',
        color: 'white-fr',
        size: 'M',
        image: 'https://shop.example/images/products/7/1.webp',
        inProductGroupWithID: 'PROD-0007',
        offers: expect.objectContaining({ url: 'https://shop.example/fr/product/7?color=white&size=m', price: '102.00' }),
      }),
      expect.objectContaining({ sku: 'PROD-0007-BLACK-XL', image: 'https://shop.example/images/products/7/3.webp' }),
    ]);
  });

  it('states delivery: free from the threshold, else the fixed charge, to the seven countries in 0-1 + 2-8 days', () => {
    const cheap = productJsonLd({ product: simple({ price: 120, discount: 0 }), ...base }).offers as Json;
    const shipping = cheap.shippingDetails as Json;
    expect(shipping.shippingRate).toEqual({ '@type': 'MonetaryAmount', value: 15, currency: 'AED' });
    expect((shipping.shippingDestination as Json[]).map((d) => d.addressCountry)).toEqual(['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'IN']);
    expect(shipping.deliveryTime).toMatchObject({
      handlingTime: { minValue: 0, maxValue: 1, unitCode: 'DAY' },
      transitTime: { minValue: 2, maxValue: 8, unitCode: 'DAY' },
    });
    const atThreshold = productJsonLd({ product: simple({ price: 200, discount: 0 }), ...base }).offers as Json;
    expect((atThreshold.shippingDetails as Json).shippingRate).toMatchObject({ value: 0 });
    const freeForAll = productJsonLd({ product: simple({ price: 120, discount: 0 }), ...base, settings: { ...settings, is_free_delivery: '1' as const } }).offers as Json;
    expect((freeForAll.shippingDetails as Json).shippingRate).toMatchObject({ value: 0 });
  });

  it('states the returns policy: 14 days, by mail, the shopper paying return postage, linked', () => {
    const policy = (productJsonLd({ product: simple(), ...base }).offers as Json).hasMerchantReturnPolicy;
    expect(policy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
      merchantReturnLink: 'https://shop.example/fr/return-policy',
    });
  });

  it('states the window the settings give, and no returns for a hygiene item', () => {
    const policy = (input: Parameters<typeof productJsonLd>[0]) => (productJsonLd(input).offers as Json).hasMerchantReturnPolicy as Json;
    expect(policy({ product: simple(), ...base, settings: { ...settings, return_window_days: 30 } })).toMatchObject({ merchantReturnDays: 30 });
    expect(policy({ product: simple({ returnable: false }), ...base })).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: expect.any(Array),
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: 'https://shop.example/fr/return-policy',
    });
  });

  it('bounds the price only while an offer runs', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const running = simple({ offerEnd: '2030-02-01T00:00:00Z' });
    const expired = simple({ offerEnd: '2020-10-15T00:00:00Z' });
    expect((productJsonLd({ product: running, ...base, now }).offers as Record<string, unknown>).priceValidUntil).toBe('2030-02-01');
    expect(productJsonLd({ product: expired, ...base, now }).offers).not.toHaveProperty('priceValidUntil');
  });

  it('survives JSON round trips (what the page embeds)', () => {
    const data = productJsonLd({ product: product(), ...base });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
