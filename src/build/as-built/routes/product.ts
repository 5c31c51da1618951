// The canonical product page, in every locale: drawn again for a product that changed and for the
// products whose related products it is among.
import type { BuiltRoute, PageModule } from '../pages.ts';
import * as product from '../../../pages/[...lang]/product/[id].astro';

export const PRODUCT_ROUTES: readonly BuiltRoute[] = [{ template: '/[...lang]/product/[id]', module: product as unknown as PageModule }];
