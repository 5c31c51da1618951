// The pages the bench loads (docs/QUALITY.md "Budgets"): one of every type in English, every shop
// layout of the layout table, then home, a product and checkout in each other locale of the
// locale table. `kind` picks the JavaScript budget: content pages or per-shopper pages.
import { readdirSync } from 'node:fs';
import { DEFAULT_LOCALE, PREFIXED_LOCALES, localizePath } from '../../src/lib/locale.ts';
import { SHOP_CATEGORIES, categoryPath } from '../../src/lib/shop/categories.ts';
import { SHOP_LAYOUTS } from '../../src/lib/shop/layouts.ts';

export interface BenchPage {
  path: string;
  /** What the page is, for the table's scope column. */
  type: string;
  /** content: ≤ 20 KB of JavaScript before interaction; shopper: ≤ 90 KB; other: no JavaScript budget. */
  kind: 'content' | 'shopper' | 'other';
  /**
   * Measured as a first visit on the device (an order link from an SMS or e-mail): signed in, but
   * with nothing this browser drew before (no drawn copy, lib/drawn-copies.ts), before every run.
   */
  firstVisit?: boolean;
}

/**
 * Largest Contentful Paint budget in ms: pages React draws for the shopper, and search's results,
 * wait on React and one request (about 1.25 s under Lighthouse's mobile simulation), so 1.5 s;
 * every other page 1.0 s.
 */
export function lcpBudgetMs(page: BenchPage): number {
  return page.kind === 'shopper' || page.type.startsWith('search') ? 1500 : 1000;
}

const page = (path: string, type: string, kind: BenchPage['kind']): BenchPage => ({ path, type, kind });

/** `orderId`: an order of the signed-in shopper, for the order-detail page. */
export function benchPages(orderId: number): BenchPage[] {
  const article = readdirSync(`content/blog/${DEFAULT_LOCALE}`).filter((name) => name.endsWith('.md')).sort()[0]!.replace(/\.md$/, '');
  const english = [
    page('/', 'home', 'content'),
    ...Object.entries(SHOP_LAYOUTS).map(([name, layout]) => page(layout.path, `shop ${name}`, 'content')),
    page(categoryPath(SHOP_CATEGORIES[0]!), 'category', 'content'),
    page('/product/1', 'product', 'content'),
    page('/blog-standard', 'blog list', 'content'),
    page(`/blog-details-standard/${article}`, 'blog article', 'content'),
    page('/shipping-policy', 'policy', 'content'),
    page('/about', 'about', 'content'),
    page('/contact', 'contact', 'other'),
    page('/search?q=shayla', 'search', 'other'),
    page('/cart', 'cart', 'shopper'),
    page('/wishlist', 'wishlist', 'shopper'),
    page('/compare', 'compare', 'shopper'),
    page('/checkout', 'checkout', 'shopper'),
    page('/my-account', 'my account', 'shopper'),
    page('/my-orders', 'my orders', 'shopper'),
    page(`/order-detail/${orderId}`, 'order detail', 'shopper'),
    { ...page('/my-orders', 'my orders, first visit', 'shopper'), firstVisit: true },
    { ...page(`/order-detail/${orderId}`, 'order detail, first visit', 'shopper'), firstVisit: true },
    page('/not-found', '404', 'other'),
  ];
  const others = PREFIXED_LOCALES.flatMap((locale) =>
    [page('/', 'home', 'content'), page('/product/1', 'product', 'content'), page('/checkout', 'checkout', 'shopper')].map((p) => ({
      ...p,
      path: localizePath(locale, p.path),
      type: `${p.type} (${locale})`,
    })),
  );
  return [...english, ...others];
}
