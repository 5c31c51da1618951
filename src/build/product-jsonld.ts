// schema.org Product data for a product page. Pure (no Astro, no fs) so it is unit-tested:
// crawlers read the name, the sale price in AED, the availability and absolute image URLs here.
import type { Locale } from '../lib/locale.ts';
import type { Product } from '../lib/catalogue/schema.ts';
import { isOfferActive, salePrice, skuOf, totalStock } from '../lib/catalogue/variants.ts';

export interface ProductJsonLdInput {
  product: Product;
  /** Absolute canonical URL of the product (its /product/{id} page in this locale). */
  url: string;
  /** The site's origin, to make image paths absolute. */
  site: URL | string;
  locale: Locale;
  brand: string;
  now?: Date;
}

export function productJsonLd({ product, url, site, locale, brand, now = new Date() }: ProductJsonLdInput): Record<string, unknown> {
  const inStock = totalStock(product) > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    sku: skuOf(product.id),
    productID: product.id,
    image: product.image.map((path) => new URL(path, site).href),
    description: product.shortDescription[locale],
    brand: { '@type': 'Brand', name: brand },
    category: product.category.join(', '),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      bestRating: 5,
      worstRating: 1,
      // A rating needs a positive count; the sample's sale count stands in for reviews.
      reviewCount: Math.max(1, product.saleCount),
    },
    offers: {
      '@type': 'Offer',
      url,
      price: salePrice(product).toFixed(2),
      priceCurrency: 'AED',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      // Only a running offer bounds the price's validity; expired 2020 offers say nothing.
      ...(product.offerEnd && isOfferActive(product, now) ? { priceValidUntil: product.offerEnd.slice(0, 10) } : {}),
    },
  };
}
