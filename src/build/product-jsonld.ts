// schema.org data for a product page. Pure (no Astro, no fs) so it is unit-tested: crawlers read
// the name, the sale price in AED, the availability, absolute image URLs, the delivery and returns
// terms, and, for a product sold in colours and sizes, one ProductGroup with a Product per variant.
// No rating: the shop has no reviews, and a rating must rest on real ones shown on the page.
import type { Locale } from '../lib/locale.ts';
import type { Product } from '../lib/catalogue/schema.ts';
import { productName, textIn } from '../lib/catalogue/product-name.ts';
import type { SiteSettings } from '../lib/settings.ts';
import { isOfferActive, salePrice, skuOf, totalStock, variantsOf, type Variant } from '../lib/catalogue/variants.ts';
import { merchantReturnPolicy, shippingDetails } from './merchant-policies.ts';

export interface ProductJsonLdInput {
  product: Product;
  /** Absolute canonical URL of the product (its /product/{id} page in this locale). */
  url: string;
  /** The site's origin, to make image paths absolute. */
  site: URL | string;
  locale: Locale;
  brand: string;
  /** Absolute URL of the returns policy in this locale. */
  returnPolicyUrl: string;
  settings: Pick<SiteSettings, 'fixed_delivery_charge' | 'is_free_delivery' | 'free_delivery_threshold' | 'return_window_days'>;
  /** Colour names in this locale, as the page shows them. */
  colorName?: (color: string) => string;
  now?: Date;
}

const availability = (stock: number) => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

function offer(input: ProductJsonLdInput, url: string, stock: number): Record<string, unknown> {
  const { product, now = new Date() } = input;
  const price = salePrice(product);
  return {
    '@type': 'Offer',
    url,
    price: price.toFixed(2),
    priceCurrency: 'AED',
    availability: availability(stock),
    itemCondition: 'https://schema.org/NewCondition',
    // Only a running offer bounds the price's validity; expired 2020 offers say nothing.
    ...(product.offerEnd && isOfferActive(product, now) ? { priceValidUntil: product.offerEnd.slice(0, 10) } : {}),
    shippingDetails: shippingDetails(price, input.settings),
    hasMerchantReturnPolicy: merchantReturnPolicy(input.returnPolicyUrl, input.settings.return_window_days, product.returnable !== false),
  };
}

/** The page with this colour and size chosen: the options island reads them from the query. */
const variantUrl = (url: string, variant: Variant) => `${url}?color=${variant.color}&size=${variant.size}`;

function variantProduct(input: ProductJsonLdInput, variant: Variant, groupId: string): Record<string, unknown> {
  const { product, site, locale, colorName = (c: string) => c } = input;
  const color = colorName(variant.color!);
  const size = variant.size!.toUpperCase();
  const image = product.variation?.find((v) => v.color === variant.color)?.image ?? product.image[0]!;
  return {
    '@type': 'Product',
    name: `${productName(product, locale)} (${color}, ${size})`,
    sku: variant.sku,
    color,
    size,
    image: new URL(image, site).href,
    inProductGroupWithID: groupId,
    offers: offer(input, variantUrl(input.url, variant), variant.stock),
  };
}

export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const { product, url, site, locale, brand } = input;
  const common = {
    '@context': 'https://schema.org',
    '@id': `${url}#product`,
    name: productName(product, locale),
    image: product.image.map((path) => new URL(path, site).href),
    description: textIn(product.shortDescription, locale).text,
    brand: { '@type': 'Brand', name: brand },
    category: product.category.join(', '),
  };
  if (!product.variation) {
    return { ...common, '@type': 'Product', sku: skuOf(product.id), productID: product.id, offers: offer(input, url, totalStock(product)) };
  }
  const groupId = skuOf(product.id);
  return {
    ...common,
    '@type': 'ProductGroup',
    url,
    productGroupID: groupId,
    // Every colour of the catalogue comes in at least one size (the schema says so).
    variesBy: ['https://schema.org/color', 'https://schema.org/size'],
    hasVariant: variantsOf(product).map((variant) => variantProduct(input, variant, groupId)),
  };
}
