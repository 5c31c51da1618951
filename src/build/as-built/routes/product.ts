// The canonical product page, in every locale: drawn by the build's draw step (scripts/draw-products.ts)
// and, by a publish, again for a product that changed and for the products whose related products it
// is among. Its paths are the catalogue's, not the page's own getStaticPaths: Astro's build prerenders
// none of these pages.
import type { BuiltRoute } from '../pages.ts';
import * as product from '../../../pages/[...lang]/product/[id].astro';
import { PRODUCT_ROUTE, productPaths } from '../../../components/product/paths.ts';

export const PRODUCT_ROUTES: readonly BuiltRoute[] = [{ template: PRODUCT_ROUTE, module: { default: product.default, getStaticPaths: productPaths } }];
