import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures/test.ts';

// Product search runs on the static Pagefind index, one per language.

test('French search finds a product by a word only its French description has', async ({ page }) => {
  // "tensiomètre" appears only in the French text of product 140 (a blood pressure monitor).
  const product = JSON.parse(readFileSync('content/products/140.json', 'utf8')) as { name: string; shortDescription: { en: string; fr: string } };
  expect(product.shortDescription.fr.toLowerCase()).toContain('tensiomètre');
  expect(product.shortDescription.en.toLowerCase()).not.toContain('tensiomètre');

  await page.goto('/fr/search?q=tensiom%C3%A8tre');
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Rechercher des produits' })).toHaveValue('tensiomètre');
  await expect(page.getByText(/1 produit trouvé pour « tensiomètre »/)).toBeVisible();
  const result = page.getByRole('main').getByRole('link', { name: product.name });
  await expect(result).toHaveAttribute('href', /^\/fr\/product\/140\/?$/);
});

test('a search without match says so', async ({ page }) => {
  await page.goto('/search?q=zqzqzq');
  await expect(page.getByText('No products found for “zqzqzq”.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse the shop' })).toBeVisible();
});

test('a search with many matches lists every one, up to thirty, as many as it counts', async ({ page }) => {
  await page.goto('/search?q=shayla');
  const status = page.getByText(/\d+ products found for “shayla”/);
  await expect(status).toBeVisible();
  const count = Number((await status.textContent())!.match(/(\d+) products/)![1]);
  expect(count).toBeGreaterThan(6);
  await expect(page.locator('.search-result')).toHaveCount(Math.min(count, 30));
  await expect(page.locator('.search-result h2 a').first()).toHaveAttribute('href', /^\/product\/\d+\/?$/);
});
