// The two home pages, in every locale: their rails show products.
import type { BuiltRoute, PageModule } from '../pages.ts';
import * as home from '../../../pages/[...lang]/index.astro';
import * as homeFashion from '../../../pages/[...lang]/home-fashion.astro';

export const HOME_ROUTES: readonly BuiltRoute[] = [
  { template: '/[...lang]', module: home as unknown as PageModule },
  { template: '/[...lang]/home-fashion', module: homeFashion as unknown as PageModule },
];
