import { expect, test } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { productName } from './fixtures/catalogue.ts';

// The compare list: added from a product page, shown on /compare with converted prices, removed there.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const en = JSON.parse(read('content/i18n/en.json')) as Record<string, string>;
const fr = JSON.parse(read('content/i18n/fr.json')) as Record<string, string>;

test.beforeEach(async ({ page }) => {
  // Keep the built-in fallback exchange rates: the test does not depend on a third party.
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('a product added on its page is compared, then removed on /compare', async ({ page }) => {
  const first = productName('1');
  const second = productName('2');

  for (const id of ['1', '2']) {
    await page.goto(`/product/${id}`);
    await page.getByRole('button', { name: en['common.addToCompare'], exact: true }).click();
    // The button's own change, not the toast: the first page's toast may be carried to the second.
    await expect(page.getByRole('button', { name: en['product.removeFromCompare'], exact: true })).toBeVisible();
    await expect(page.getByText(en['toast.addedToCompare']!, { exact: true }).last()).toBeVisible();
  }

  await page.goto('/compare');
  const table = page.getByRole('table', { name: en['compare.caption'] });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: new RegExp(first) })).toBeVisible();
  await expect(table.getByRole('link', { name: first, exact: true })).toHaveAttribute('href', '/product/1');
  await expect(table.getByRole('link', { name: second, exact: true })).toBeVisible();
  for (const row of ['common.price', 'compare.rating', 'compare.stock', 'compare.colors', 'compare.sizes', 'compare.description']) {
    await expect(table.getByRole('rowheader', { name: en[row], exact: true })).toBeVisible();
  }
  const priceRow = table.getByRole('row', { name: new RegExp(`^${en['common.price']}`) });
  await expect(priceRow).toContainText('AED ');

  // Prices follow the chosen currency without a reload.
  await page.locator('select[data-currency-select]').first().selectOption('USD');
  await expect(priceRow).toContainText('$');

  await page.getByRole('button', { name: en['compare.remove']!.replace('{{name}}', first) }).click();
  await expect(page.getByText(en['toast.removedFromCompare']!, { exact: true }).last()).toBeVisible();
  await expect(table.getByRole('link', { name: first, exact: true })).toHaveCount(0);
  await expect(table.getByRole('link', { name: second, exact: true })).toBeVisible();

  await page.getByRole('button', { name: en['compare.remove']!.replace('{{name}}', second) }).click();
  await expect(page.getByText(en['compare.empty']!)).toBeVisible();
  await expect(page.getByRole('link', { name: en['common.continueShopping'], exact: true })).toHaveAttribute('href', '/shop-grid-standard');
});

test('a toast left at once is shown on the next page; one on screen for a second is not shown again', async ({ page }) => {
  const added = page.getByText(en['toast.addedToCompare']!, { exact: true });
  await page.goto('/product/1');
  await page.getByRole('button', { name: en['common.addToCompare'], exact: true }).click();
  await expect(page.getByRole('button', { name: en['product.removeFromCompare'], exact: true })).toBeVisible();
  // Left at once, before the toast could be read (shown or still on its way): the next page shows it.
  await page.goto('/product/2');
  await expect(added).toBeVisible();
  await expect(added).toHaveCount(0);

  await page.goto('/product/3');
  await page.getByRole('button', { name: en['common.addToCompare'], exact: true }).click();
  await expect(added).toBeVisible();
  // Read (a second on screen, still within its three): the next page does not repeat it.
  await page.waitForTimeout(1200);
  await expect(added).toBeVisible();
  await page.goto('/product/4');
  // Long enough for a carried toast to show (the first half's took under 0.5 s); counted once, as
  // a retrying assertion would wait for a carried toast to go.
  await page.waitForTimeout(1500);
  expect(await added.count()).toBe(0);
});

test('an empty compare list says so, in the page language, and downloads no catalogue', async ({ page }) => {
  const catalogue: string[] = [];
  page.on('request', (request) => request.url().includes('/catalogue/') && catalogue.push(request.url()));
  await page.goto('/fr/compare');
  await expect(page.getByRole('heading', { level: 1, name: fr['compare.heading'] })).toBeVisible();
  await expect(page.getByText(fr['compare.empty']!)).toBeVisible();
  await expect(page.getByRole('link', { name: fr['common.continueShopping'], exact: true })).toHaveAttribute('href', '/fr/shop-grid-standard');
  expect(catalogue).toEqual([]);
});

test('a stored list asks for the file of each product it shows, once, and never the whole catalogue', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('compare', JSON.stringify([{ id: '1' }, { id: '2' }])));
  const catalogue: string[] = [];
  page.on('request', (request) => request.url().includes('/catalogue/') && catalogue.push(new URL(request.url()).pathname));
  await page.goto('/de/compare');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.locator('img').first()).toHaveJSProperty('complete', true);
  expect(catalogue.sort()).toEqual(['/catalogue/p/1.json', '/catalogue/p/2.json']);
});

test('the list survives a reload and ignores ids the catalogue no longer has', async ({ page }) => {
  await page.goto('/compare');
  await page.evaluate(() => localStorage.setItem('compare', JSON.stringify([{ id: '3' }, { id: '999999' }])));
  await page.reload();
  const table = page.getByRole('table', { name: en['compare.caption'] });
  await expect(table.getByRole('link', { name: productName('3'), exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(1);
});
