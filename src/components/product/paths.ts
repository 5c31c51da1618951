// getStaticPaths of every product-detail route: each product in each locale.
import type { GetStaticPaths } from 'astro';
import { catalogue } from '../../build/catalogue.ts';
import { localeParams } from '../../build/i18n.ts';

/** The canonical product page's route, as its file names it (src/pages/[...lang]/product/[id].astro). */
export const PRODUCT_ROUTE = '/[...lang]/product/[id]';

export const productPaths = (() =>
  localeParams().flatMap(({ params }) =>
    catalogue().map((product) => ({ params: { ...params, id: product.id }, props: { product } })),
  )) satisfies GetStaticPaths;
