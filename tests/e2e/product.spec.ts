import { expect, test, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { FALLBACK_RATES } from '../../src/lib/currency.ts';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { productName } from './fixtures/catalogue.ts';

// The product-detail pages against the built site: prices and currency, options, compare,
// affiliate products, canonical links and structured data.

interface ProductFile {
  price: number;
  discount: number;
  affiliateLink?: string;
}

const productFile = (id: string): ProductFile =>
  JSON.parse(readFileSync(new URL(`../../content/products/${id}.json`, import.meta.url), 'utf8')) as ProductFile;

/** "AED 1,234.50" or "€10.56" → 1234.5 (English digits). */
const amountOf = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

const salePrice = (p: ProductFile) => Math.round(p.price * 100 * (100 - p.discount) / 100) / 100;

/** The options island has hydrated once Astro removes its `ssr` marker (at once when the URL names a colour or size). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[component-url*="ProductOptions"]')).not.toHaveAttribute('ssr', /.*/);
}

test.beforeEach(async ({ page }) => {
  // Keep the built-in fallback exchange rates, so the converted price is known in advance.
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('shows the price in AED, then in euros without a reload', async ({ page }) => {
  const product = productFile('1');
  await page.goto('/product/1');
  await expect(page).toHaveTitle(new RegExp(`\\| ${productName('1')}$`));
  await expect(page.getByRole('heading', { level: 1, name: productName('1') })).toBeVisible();
  const price = page.locator('.summary__price [data-price-aed]').first();
  await expect(price).toHaveText(/^AED\s/);
  expect(amountOf((await price.textContent()) ?? '')).toBeCloseTo(salePrice(product), 2);

  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('select[data-currency-select]').first().selectOption('EUR');
  await expect(price).toHaveText(/^€/);
  const expected = Math.round(salePrice(product) * FALLBACK_RATES.EUR * 100) / 100;
  expect(amountOf((await price.textContent()) ?? '')).toBeCloseTo(expected, 2);
  // Still the same document: the price changed without a reload.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('says nothing of paying in instalments when no instalment provider is configured', async ({ page }) => {
  const reply = page.waitForResponse((res) => res.url().includes('/api/payments/instalments?amount='));
  await page.goto('/product/1');
  expect(((await (await reply).json()) as { data: { instalments: unknown[] } }).data.instalments).toEqual([]);
  await expect(page.getByText(/Tabby|Tamara|payments of/)).toHaveCount(0);
});

test('a sold-out size is disabled and cannot be chosen', async ({ page }) => {
  // Product 12: size XL exists only in white, with stock 0.
  await page.goto('/product/12');
  const soldOut = page.getByRole('button', { name: 'Size XL, sold out' });
  await expect(soldOut).toBeDisabled();
  await page.getByRole('radio', { name: 'White' }).check();
  // Choosing White wakes the island, which lists White's sizes only: the press below must wait for
  // that list, or it lands where the sold-out size was, now another size.
  await hydrated(page);
  await expect(soldOut).toBeDisabled();
  await soldOut.click({ force: true });
  await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/size=xl/);
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();

  // An available size can be chosen; the choice lands in the URL and the cart button wakes up.
  await page.getByRole('button', { name: 'Size X', exact: true }).click();
  await expect(page).toHaveURL(/color=white&size=x$/);
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});

test('live stock from the API replaces the built stock once the shopper reaches for the options', async ({ page }) => {
  // Product 12 in white, size X: in stock at build; the API now says it sold out.
  const whiteX = variantIdOf('12', 'white', 'x');
  await page.route('**/api/stock?*', (route) =>
    route.fulfill({ json: { success: true, data: [{ variant_id: whiteX, stock: 0 }] } }),
  );
  await page.goto('/product/12');
  await page.getByRole('radio', { name: 'White' }).check();
  await expect(page.getByRole('button', { name: 'Size X, sold out' })).toBeDisabled();
});

test('the chosen colour and size come back from the URL; a guest adding to the cart is asked to sign in', async ({ page }) => {
  await page.goto('/product/12?color=blue&size=m');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Size M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in or register' })).toBeVisible();
});

test('adding to compare shows a toast and raises the header count; again offers removal', async ({ page }) => {
  await page.goto('/product/1');
  const count = page.locator('[data-count="compare"]');
  const before = Number((await count.textContent()) || '0');
  await page.getByRole('button', { name: 'Add to Compare' }).click();
  await expect(page.getByText('Added To Compare')).toBeVisible();
  await expect(count).toHaveText(String(before + 1));
  await page.getByRole('button', { name: 'Remove from Compare' }).click();
  await expect(page.getByText('Removed From Compare')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Compare' })).toBeVisible();
});

test('an affiliate product offers Buy Now and no Add To Cart', async ({ page }) => {
  const product = productFile('101');
  expect(product.affiliateLink).toBeTruthy();
  await page.goto('/product/101');
  const buyNow = page.getByRole('link', { name: /Buy Now/ });
  await expect(buyNow).toHaveAttribute('href', product.affiliateLink!);
  await expect(buyNow).toHaveAttribute('rel', 'sponsored noopener');
  await expect(buyNow).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
});

for (const route of ['product-tab-left', 'product-tab-right', 'product-sticky', 'product-slider', 'product-fixed-image']) {
  test(`/${route}/1 points its canonical link at /product/1`, async ({ page }) => {
    await page.goto(`/${route}/1`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the French sticky layout canonicalises to the French product page', async ({ page }) => {
  await page.goto('/fr/product-sticky/3');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/product\/3$/);
  await expect(page.getByRole('tab', { name: 'Description détaillée' })).toBeVisible();
});

test('structured data parses and offers the sale price in AED', async ({ page }) => {
  const product = productFile('4');
  await page.goto('/product/4');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  // A product sold in colours and sizes is one ProductGroup; each variant is a Product with its offer.
  const group = data.find((d) => d['@type'] === 'ProductGroup');
  expect(group).toBeDefined();
  expect(group!.name).toBe(productName('4'));
  const item = (group!.hasVariant as Record<string, unknown>[])[0]!;
  expect(item['@type']).toBe('Product');
  const offers = item.offers as Record<string, string>;
  expect(offers['@type']).toBe('Offer');
  expect(offers.priceCurrency).toBe('AED');
  expect(offers.price).toBe(salePrice(product).toFixed(2));
  expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect([item.image].flat().every((src) => /^https?:\/\//.test(String(src)))).toBe(true);
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
});

test('tabs switch with the keyboard', async ({ page }) => {
  await page.goto('/product/1');
  const description = page.getByRole('tab', { name: 'Description' });
  await description.focus();
  await page.keyboard.press('ArrowRight');
  const info = page.getByRole('tab', { name: 'Additional information' });
  await expect(info).toBeFocused();
  await expect(info).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Additional information' })).toContainText('PROD-0001');
});

test("choosing a colour shows that colour's image", async ({ page }) => {
  // Product 1: black is shown by image 5.
  await page.goto('/product/1');
  await page.getByRole('radio', { name: 'Black' }).check();
  await expect(page.getByRole('button', { name: 'Enlarge image 5 of 5' })).toBeInViewport({ ratio: 0.5 });
  await expect(page.getByRole('button', { name: 'Show image 5' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/color=black/);
});

test("a link with a colour opens on that colour's image", async ({ page }) => {
  await page.goto('/product/1?color=black');
  await expect(page.getByRole('radio', { name: 'Black' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Enlarge image 5 of 5' })).toBeInViewport({ ratio: 0.5 });
  await expect(page.getByRole('button', { name: 'Show image 5' })).toHaveAttribute('aria-pressed', 'true');
});

test('the arrival line names the holidays that move it (UAE National Day), in English and Arabic', async ({ page }) => {
  // Monday 30 November 2026 in Dubai: 1–3 December are Commemoration Day and National Day.
  await page.clock.setFixedTime(new Date('2026-11-30T08:00:00Z'));
  await page.goto('/product/1');
  await expect(page.locator('[data-arrival-text]')).toContainText('Later than usual because of Commemoration Day and National Day.');
  await page.goto('/ar/product/1');
  await expect(page.locator('[data-arrival-text]')).toContainText('أبطأ من المعتاد بسبب يوم الشهيد واليوم الوطني.');
  // A week with no holiday says nothing more than the dates.
  await page.clock.setFixedTime(new Date('2026-11-09T08:00:00Z'));
  await page.goto('/product/1');
  await expect(page.locator('[data-arrival-text]')).toContainText('Dubai');
  await expect(page.locator('[data-arrival-text]')).not.toContainText('Later than usual');
});
