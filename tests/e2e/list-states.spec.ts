import { expect, test, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { productName } from './fixtures/catalogue.ts';

// The states every list page shares (cart, wishlist, compare: one hook, one status component):
// for a list kept without copies of its lines (an older release's), loading while the product files
// are on their way, the page's own error when they cannot come, and the empty state when the stored
// list names only what the catalogue no longer has.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const en = JSON.parse(read('content/i18n/en.json')) as Record<string, string>;
const name = productName('1');
const line = variantIdOf('1', 'brown', 'xxl');
const LISTS = [
  { path: '/cart', key: 'cart', value: [{ variant_id: line, quantity: 1 }], error: 'cart.loadError', empty: 'shell.cartEmpty', unknown: [{ variant_id: 99999900, quantity: 1 }] },
  { path: '/wishlist', key: 'wishlist', value: [{ id: line }], error: 'wishlist.loadError', empty: 'shell.wishlistEmpty', unknown: [{ id: 99999900 }] },
  { path: '/compare', key: 'compare', value: [{ id: '1' }], error: 'compare.loadError', empty: 'compare.empty', unknown: [{ id: '999999' }] },
];

async function store(page: Page, key: string, value: unknown): Promise<void> {
  await page.addInitScript(([k, v]) => localStorage.setItem(k as string, JSON.stringify(v)), [key, value]);
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

for (const list of LISTS) {
  test(`${list.path}: loading, then the lines; a catalogue that cannot load says so`, async ({ page }) => {
    await store(page, list.key, list.value);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/catalogue/p/*.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(list.path);
    const loading = page.getByText(en['common.loading']!, { exact: true });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(en[list.empty]!)).toBeHidden();
    release();
    await expect(loading).toBeHidden();
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();

    await page.unroute('**/catalogue/p/*.json');
    await page.route('**/catalogue/p/*.json', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: en[list.error]! })).toBeVisible();
    await expect(page.getByText(en[list.empty]!)).toBeHidden();
  });

  test(`${list.path}: a list of only products the catalogue no longer has is empty`, async ({ page }) => {
    await store(page, list.key, list.unknown);
    await page.goto(list.path);
    await expect(page.getByText(en[list.empty]!)).toBeVisible();
    await expect(page.getByText(en['common.loading']!, { exact: true })).toBeHidden();
  });
}
