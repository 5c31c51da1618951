// An axe sweep (WCAG 2 A and AA) of every page type in every locale: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test.ts';
import { LOCALES, localizePath } from '../../src/lib/locale.ts';

const PAGE_TYPES = [
  '/',
  '/shop-grid-standard',
  '/shop-grid-filter',
  '/shop-list-standard',
  '/product/1',
  '/product-slider/2',
  '/product-sticky/3',
  '/blog-standard',
  '/blog-details-standard',
  '/about',
  '/contact',
  '/shipping-policy',
  '/return-policy',
  '/cart',
  '/wishlist',
  '/compare',
  '/checkout',
  '/my-account',
  '/login-register',
  '/my-orders',
  '/order-detail/1',
  '/payment-success',
  '/payment-failed',
  '/not-found',
  '/search?q=abaya',
];

for (const locale of LOCALES) {
  for (const path of PAGE_TYPES) {
    const url = localizePath(locale, path);
    test(`axe finds no serious violation on ${url}`, async ({ page }) => {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
      expect(serious).toEqual([]);
    });
  }
}
