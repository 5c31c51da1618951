// The sitemap (@astrojs/sitemap) lists the pages Astro's build wrote. The canonical product pages
// are drawn after it (scripts/draw-products.ts), so they are given to it as Astro would have given
// them: it lists them, sorted among the other pages and with their alternates, as when Astro
// prerendered them.
import type { AstroIntegration } from 'astro';
import { PRODUCT_ROUTE, productPaths } from '../components/product/paths.ts';
import { builtPath } from './as-built/pages.ts';

export function withProductPages(sitemap: AstroIntegration): AstroIntegration {
  const done = sitemap.hooks['astro:build:done'];
  if (!done) throw new Error(`${sitemap.name} has no astro:build:done hook to give the product pages to`);
  return {
    ...sitemap,
    hooks: {
      ...sitemap.hooks,
      // Astro names a page by its path without the first '/': 'ar/product/5/'.
      'astro:build:done': (options) => done({ ...options, pages: [...options.pages, ...productPaths().map(({ params }) => ({ pathname: builtPath(PRODUCT_ROUTE, params).slice(1) }))] }),
    },
  };
}
