import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../src/build/product-jsonld.ts';
import { productSchema, type Product } from '../../src/lib/catalogue/schema.ts';
import { LOCALES, type Locale } from '../../src/lib/locale.ts';

const text = (s: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${s} (${locale})`])) as Record<Locale, string>;

function product(fields: Partial<Product> = {}): Product {
  return productSchema.parse({
    id: '7',
    sku: 'SHA-07',
    name: 'Lisbon Chiffon Shayla',
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

const base = { url: 'https://shop.example/fr/product/7', site: 'https://shop.example', locale: 'fr' as const, brand: 'Veils' };

describe('productJsonLd', () => {
  it('describes the product with absolute images, the locale description and a unique sku', () => {
    const data = productJsonLd({ product: product(), ...base });
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Lisbon Chiffon Shayla');
    expect(data.sku).toBe('PROD-0007');
    expect(data.description).toBe('Short (fr)');
    expect(data.image).toEqual([1, 2, 3, 4, 5].map((n) => `https://shop.example/images/products/7/${n}.webp`));
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Veils' });
  });

  it('offers the sale price in AED with two decimals, at the canonical URL', () => {
    const offers = productJsonLd({ product: product(), ...base }).offers as Record<string, unknown>;
    expect(offers).toMatchObject({
      '@type': 'Offer',
      price: '102.00',
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/fr/product/7',
    });
    const odd = productJsonLd({ product: product({ price: 45.5, discount: 10 }), ...base }).offers as Record<string, unknown>;
    expect(odd.price).toBe('40.95');
  });

  it('says out of stock when no variant has stock left', () => {
    const soldOut = product({ variation: [{ color: 'black', image: '/images/products/7/2.webp', size: [{ name: 'xl', stock: 0 }] }] });
    const offers = productJsonLd({ product: soldOut, ...base }).offers as Record<string, unknown>;
    expect(offers.availability).toBe('https://schema.org/OutOfStock');
    const simple = product({ variation: undefined, stock: 0 });
    expect((productJsonLd({ product: simple, ...base }).offers as Record<string, unknown>).availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('rates with the sale count as review count, never below 1', () => {
    expect(productJsonLd({ product: product(), ...base }).aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 31 });
    expect(productJsonLd({ product: product({ saleCount: 0 }), ...base }).aggregateRating).toMatchObject({ reviewCount: 1 });
  });

  it('bounds the price only while an offer runs', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const running = product({ offerEnd: '2030-02-01T00:00:00Z' });
    const expired = product({ offerEnd: '2020-10-15T00:00:00Z' });
    expect((productJsonLd({ product: running, ...base, now }).offers as Record<string, unknown>).priceValidUntil).toBe('2030-02-01');
    expect(productJsonLd({ product: expired, ...base, now }).offers).not.toHaveProperty('priceValidUntil');
  });

  it('survives JSON round trips (what the page embeds)', () => {
    const data = productJsonLd({ product: product(), ...base });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
