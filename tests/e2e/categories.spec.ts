// A shop's navigation (issue 26): categories with pages of their own, named in heading and title,
// reached from the home page and the main menu; the template's layouts listed in one place.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures/test.ts';
import { brand } from './fixtures/brand.ts';

const tagsOf = (id: string) => (JSON.parse(readFileSync(`content/products/${id}.json`, 'utf8')) as { tag: string[] }).tag;

test("a category page's filters count within the category: no tag counts more than its products, no option listed empty", async ({ page }) => {
  await page.goto('/category/shaylas');
  const filters = page.locator('.shop-filters').first();
  // Every count shown is of shaylas: none above the category's own count, and no option with (0).
  const counts = (await filters.locator('.shop-filter__count').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
  expect(counts.length).toBeGreaterThan(0);
  const shaylas = Math.max(...counts);
  for (const count of counts) expect(count).toBeGreaterThan(0);
  await expect(filters).not.toContainText('(0)');
  // Abaya is a tag of other products only: not offered here.
  await expect(filters.getByRole('link', { name: /^Abaya,/ })).toHaveCount(0);
  // The Shayla tag counts every product of the page's listing (all its pages).
  await expect(filters.getByRole('link', { name: new RegExp(`^Shayla, ${shaylas} results?$`) })).toBeVisible();
});

test('a category reached from the home page has its own URL, heading, title and only its products', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Shaylas & scarves' }).click();
  await expect(page).toHaveURL(/\/category\/shaylas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shaylas');
  await expect(page).toHaveTitle(`${brand()} | Shaylas`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/shaylas$/);
  const links = page.locator('.shop-grid a[href*="/product/"]');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    expect(tagsOf(href.match(/\/product\/(\d+)/)![1]!)).toContain('shayla');
  }
});

test('ar: a category page is named in Arabic', async ({ page }) => {
  await page.goto('/ar/category/abayas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('العباءات');
  await expect(page).toHaveTitle(`${brand('ar')} | العباءات`);
});

test('the shop filtered to a category by its query names it too, and the plain shop says "Shop"', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  await expect(page).toHaveTitle(`${brand()} | Shop`);
  await page.goto('/shop-grid-standard?tag=niqab');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Niqabs');
  await expect(page).toHaveTitle(`${brand()} | Niqabs`);
});

test('narrowing a category page keeps its category; leaving the category goes to the shop', async ({ page }) => {
  await page.goto('/category/abayas?color=black');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abayas');
  const links = page.locator('.shop-grid a[href*="/product/"]');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    expect(tagsOf(href.match(/\/product\/(\d+)/)![1]!)).toContain('abaya');
  }
});

test('the main menu leads to the shop, its categories and the pages a shopper wants', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const [name, href] of [
    ['Shaylas', '/category/shaylas'],
    ['Hijabs', '/category/hijabs'],
    ['Niqabs', '/category/niqabs'],
    ['Abayas', '/category/abayas'],
    ['Blog', '/blog-standard'],
  ]) {
    await expect(menu.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
  }
  await menu.getByRole('link', { name: 'Shop', exact: true }).hover();
  await expect(menu.getByRole('link', { name: 'All products' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Kaftans' })).toHaveAttribute('href', '/category/kaftans');
  await menu.getByRole('link', { name: 'Help', exact: true }).hover();
  for (const name of ['About', 'Contact', 'Shipping Policy', 'Return Policy']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(menu).not.toContainText('Product Details');
  await expect(menu).not.toContainText('404');
});

test('ar: the main menu names the categories in Arabic', async ({ page }) => {
  await page.goto('/ar/');
  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(menu.getByRole('link', { name: 'الشيلات', exact: true }).first()).toHaveAttribute('href', '/ar/category/shaylas');
  await expect(menu.getByRole('link', { name: 'العباءات', exact: true }).first()).toHaveAttribute('href', '/ar/category/abayas');
});

test('the template’s demo layouts stay reachable from the footer’s one link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Layouts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Layouts');
  for (const [name, href] of [
    ['Shop Grid Standard', '/shop-grid-standard'],
    ['Shop List Two Column', '/shop-list-two-column'],
    ['Product Sticky', /^\/product-sticky\/\d+$/],
    ['Home Fashion', '/home-fashion'],
    ['Blog No Sidebar', '/blog-no-sidebar'],
  ] as const) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu lists the categories under Shop', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByText('Shop', { exact: true }).click();
    for (const name of ['All products', 'Shaylas', 'Hijabs', 'Niqabs', 'Abayas']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Hijabs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hijabs');
  });
});
