// The product of a layout rendered on request (src/pages/[...lang]/product-*/[id].astro): the
// route's locale must be one the site has, and the product one of the published catalogue's.
import { productById } from '../../build/catalogue.ts';
import { isRouteLocale } from '../../lib/locale.ts';
import type { Product } from '../../lib/catalogue/schema.ts';

export function productOnRequest(params: { lang?: string; id?: string }): Product | undefined {
  if (!isRouteLocale(params.lang)) return undefined;
  return params.id === undefined ? undefined : productById(params.id);
}
