// getStaticPaths of every product-detail route: each product in each locale.
import type { GetStaticPaths } from 'astro';
import { catalogue } from '../../build/catalogue.ts';
import { localeParams } from '../../build/i18n.ts';

export const productPaths = (() =>
  localeParams().flatMap(({ params }) =>
    catalogue().map((product) => ({ params: { ...params, id: product.id }, props: { product } })),
  )) satisfies GetStaticPaths;
