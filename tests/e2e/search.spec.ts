import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures/test.ts';
import { productName } from './fixtures/catalogue.ts';

// Product search runs on the static Pagefind index, one per language.

test('French search finds a product by a word only its French description has', async ({ page }) => {
  // "tensiomètre" appears only in the French text of product 140 (a blood pressure monitor).
  const product = JSON.parse(readFileSync('content/products/140.json', 'utf8')) as { shortDescription: { en: string; fr: string } };
  expect(product.shortDescription.fr.toLowerCase()).toContain('tensiomètre');
  expect(product.shortDescription.en.toLowerCase()).not.toContain('tensiomètre');

  await page.goto('/fr/search?q=tensiom%C3%A8tre');
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Rechercher des produits' })).toHaveValue('tensiomètre');
  await expect(page.getByText(/1 produit trouvé pour « tensiomètre »/)).toBeVisible();
  const result = page.getByRole('main').getByRole('link', { name: productName('140', 'fr') });
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

// ---- Results a shopper can read, typos forgiven (issue 26) ----

interface StoredProduct {
  tag: string[];
  shortDescription: Record<string, string>;
}
const stored = (id: string) => JSON.parse(readFileSync(`content/products/${id}.json`, 'utf8')) as StoredProduct;
const idOf = (href: string | null) => href!.match(/\/product\/(\d+)\/?$/)![1]!;
/** The only product whose English name has "walnut". */
const WALNUT_TABLE = '108';

for (const [locale, prefix, query] of [
  ['en', '', 'abaya'],
  ['ar', '/ar', 'عباية'],
] as const) {
  test(`${locale}: each result shows its own picture, name, price and short description, no page text`, async ({ page }) => {
    await page.goto(`${prefix}/search?q=${encodeURIComponent(query)}`);
    const results = page.locator('.search-result');
    await expect(results.first()).toBeVisible();
    const count = await results.count();
    expect(count).toBeGreaterThan(3);
    const pictures = new Set<string>();
    for (let i = 0; i < count; i++) {
      const result = results.nth(i);
      const id = idOf(await result.getByRole('link').getAttribute('href'));
      const product = stored(id);
      await expect(result.getByRole('heading', { level: 2 })).toHaveText(productName(id, locale));
      const picture = await result.locator('img').getAttribute('src');
      expect(picture).toBe(`/images/products/${id}/1-400.webp`);
      pictures.add(picture!);
      // Intl's order for the locale: "AED 287.10" in English, "287.10 AED" (after a right-to-left mark) in Arabic.
      await expect(result.locator('bdi .price')).toHaveText(/^(\u200f\u200e)?(AED\s?[\d,]+\.\d{2}|[\d,]+\.\d{2}\s?AED)$/);
      await expect(result.locator('p').last()).toHaveText(product.shortDescription[locale]!);
      const text = (await result.textContent()) ?? '';
      expect(text).not.toMatch(/Price:|Previous price|السعر|Description|Additional information|Reviews/);
    }
    expect(pictures.size).toBe(count);
  });
}

test('prices in results follow the chosen currency', async ({ page }) => {
  await page.goto('/search?q=abaya');
  await expect(page.locator('.search-result').first()).toBeVisible();
  await page.locator('#currency-header').selectOption('USD');
  await expect(page.locator('.search-result .price').first()).toHaveText(/^\$\d/);
});

for (const [locale, prefix, typed, corrected, tag] of [
  ['en', '', 'abya', 'abaya', 'abaya'],
  ['en', '', 'shyla', 'shayla', 'shayla'],
  ['fr', '/fr', 'mariagge', 'mariage', 'wedding'],
  ['fr', '/fr', 'abyaa', 'abaya', 'abaya'],
  ['de', '/de', 'hochzeitt', 'hochzeit', 'wedding'],
  ['de', '/de', 'shyla', 'shayla', 'shayla'],
  ['ar', '/ar', 'عبايا', 'عباية', 'abaya'],
  ['ar', '/ar', 'رمضن', 'رمضان', 'ramadan'],
  // English typed on another language's page: its typo forgiven, then put into the page's words.
  ['ar', '/ar', 'abya', 'عباية', 'abaya'],
  ['ar', '/ar', 'shyla', 'شيلة', 'shayla'],
  ['fr', '/fr', 'weding', 'Mariage', 'wedding'],
  ['de', '/de', 'weding', 'Hochzeit', 'wedding'],
] as const) {
  test(`${locale}: "${typed}" is read as "${corrected}" and finds those products first`, async ({ page }) => {
    await page.goto(`${prefix}/search?q=${encodeURIComponent(typed)}`);
    await expect(page.locator('[data-search-note] bdi')).toHaveText(corrected);
    const first = page.locator('.search-result').first();
    await expect(first).toBeVisible();
    expect(stored(idOf(await first.getByRole('link').getAttribute('href'))).tag).toContain(tag);
  });
}

test('a query that matches nothing suggests the nearest names and categories', async ({ page }) => {
  await page.goto('/search?q=shayla%20walnutt');
  await expect(page.getByText('No products found for “shayla walnutt”.')).toBeVisible();
  const note = page.locator('[data-search-note]');
  await expect(note).toContainText('Did you mean:');
  await expect(note.getByRole('link', { name: 'Walnut Round Side Table' })).toHaveAttribute('href', /^\/product\/\d+$/);
  await expect(note.getByRole('link', { name: 'Shayla', exact: true })).toHaveAttribute('href', '/category/shaylas');
});

test('a query near nothing suggests nothing unrelated, and offers the shop\'s categories', async ({ page }) => {
  for (const query of ['burkini swimsuit', 'qwxz']) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByText(`No products found for “${query}”.`)).toBeVisible();
    await expect(page.locator('[data-search-note]')).not.toContainText('Did you mean');
    const categories = page.getByRole('navigation', { name: 'Nothing matched. Browse the shop by category:' });
    await expect(categories.getByRole('link', { name: 'Shaylas', exact: true })).toHaveAttribute('href', '/category/shaylas');
  }
  // A query with results does not show them.
  await page.goto('/search?q=abaya');
  await expect(page.locator('.search-result').first()).toBeVisible();
  await expect(page.locator('[data-search-categories]')).toBeHidden();
});

test('on a phone the menu\'s search suggests as the desktop box does', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.locator('#mobile-menu').getByRole('combobox', { name: 'Search products…' });
  await box.focus();
  await box.pressSequentially('abya');
  const options = page.locator('#mobile-menu').getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toHaveText('Abaya');
  await options.first().click();
  await expect(page).toHaveURL(/\/category\/abayas/);
});

test('ar: a query that matches nothing suggests in Arabic, the query isolated', async ({ page }) => {
  // Two words the Arabic index knows, never on one page (a Latin word it does not know at all,
  // now that Arabic pages name their products in Arabic, would be left out of the search).
  await page.goto(`/ar/search?q=${encodeURIComponent('عباية طاولة')}`);
  await expect(page.locator('[data-search-status] bdi')).toHaveText('عباية طاولة');
  const note = page.locator('[data-search-note]');
  await expect(note).toContainText('هل تقصد:');
  await expect(note.getByRole('link', { name: 'عباية', exact: true })).toHaveAttribute('href', '/ar/category/abayas');
});

test('ar: English words that match nothing together suggest the Arabic categories and names they name', async ({ page }) => {
  await page.goto(`/ar/search?q=${encodeURIComponent('abya walnutt')}`);
  await expect(page.locator('[data-search-status] bdi')).toHaveText('abya walnutt');
  const note = page.locator('[data-search-note]');
  await expect(note).toContainText('هل تقصد:');
  await expect(note.getByRole('link', { name: 'عباية', exact: true })).toHaveAttribute('href', '/ar/category/abayas');
  await expect(note.getByRole('link', { name: productName(WALNUT_TABLE, 'ar') })).toHaveAttribute('href', `/ar/product/${WALNUT_TABLE}`);
});

// ---- The header's suggestions: an ARIA combobox, by keyboard ----

test('the header search suggests as the shopper types, and is worked by keyboard', async ({ page }) => {
  await page.goto('/about');
  const box = page.getByRole('combobox', { name: 'Search products…' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.focus();
  await box.pressSequentially('abya');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  const options = listbox.getByRole('option');
  await expect(options.first()).toHaveText('Abaya');
  expect(await options.count()).toBeGreaterThan(2);

  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await box.press('ArrowUp');
  await box.press('ArrowUp');
  // Up from the first wraps to the last.
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');

  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await expect(box).toHaveValue('abya');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await box.pressSequentially('shayla');
  await expect(options.first()).toHaveText('Shayla');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/category\/shaylas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shaylas');
});

test("the header's combobox is a text input that keeps a phone's search key", async ({ page }) => {
  // ARIA in HTML allows the combobox role on a text input, not on a search one (tests/e2e/html-validity.spec.ts).
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products…' });
  await expect(box).toHaveAttribute('type', 'text');
  await expect(box).toHaveAttribute('inputmode', 'search');
  await expect(box).toHaveAttribute('enterkeyhint', 'search');
  await expect(box).toHaveAttribute('aria-autocomplete', 'list');
  // Empty, Enter opens the search page (the header's box is not required).
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the header's combobox gives way to the menu's search, which searches with the keyboard", async ({ page }) => {
    await page.goto('/ar/about');
    await expect(page.getByRole('combobox', { name: 'ابحث عن المنتجات…' })).toBeHidden();
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const box = page.getByRole('dialog').getByRole('search').getByLabel('ابحث عن المنتجات…');
    await box.focus();
    await box.pressSequentially('عباية');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ar\/search\?q=/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('عباية');
    await expect(page.locator('.search-result').first()).toBeVisible();
  });
});

test.describe('on a touch screen wide enough for the header box', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('a tapped suggestion opens its page', async ({ page }) => {
    await page.goto('/about');
    const box = page.getByRole('combobox', { name: 'Search products…' });
    await box.tap();
    await box.pressSequentially('shyla');
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'Shayla', exact: true });
    await option.tap();
    await expect(page).toHaveURL(/\/category\/shaylas$/);
  });
});

test('Enter without a chosen suggestion searches the words as typed', async ({ page }) => {
  await page.goto('/about');
  const box = page.getByRole('combobox', { name: 'Search products…' });
  await box.focus();
  await box.pressSequentially('chiffon');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=chiffon$/);
});

test('ar: the header suggests Arabic words and leads to Arabic pages', async ({ page }) => {
  await page.goto('/ar/about');
  const box = page.getByRole('combobox', { name: 'ابحث عن المنتجات…' });
  await box.focus();
  await box.pressSequentially('عبايا');
  const option = page.getByRole('listbox').getByRole('option', { name: 'عباية', exact: true });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/ar\/category\/abayas$/);
});

test('ar: the header suggests Arabic entries for English typed with a typo', async ({ page }) => {
  await page.goto('/ar/about');
  const box = page.getByRole('combobox', { name: 'ابحث عن المنتجات…' });
  await box.focus();
  await box.pressSequentially('shyla');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText('شيلة');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ar\/category\/shaylas$/);
});

test('the suggestions cost nothing until the search box is used', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.startsWith('/search-words/'))).toEqual([]);
  await page.getByRole('combobox', { name: 'Search products…' }).focus();
  await expect.poll(() => requested.filter((path) => path === '/search-words/en.json').length).toBe(1);
});

test('a search sent from the search page answers in place, its address follows, and Back shows the previous results', async ({ page }) => {
  await page.goto('/search?q=shayla');
  await expect(page.getByText(/\d+ products found for “shayla”/)).toBeVisible();
  // A page load would forget this mark: the page is the same one after the second search.
  await page.evaluate(() => ((window as unknown as { searchMark: boolean }).searchMark = true));
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('abya');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=abya$/);
  await expect(page.getByText(/\d+ products? found for “abaya”/)).toBeVisible();
  await expect(page.locator('.search-result').first().getByRole('heading', { level: 2 })).toContainText(/abaya/i);
  expect(await page.evaluate(() => (window as unknown as { searchMark?: boolean }).searchMark)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=shayla$/);
  await expect(box).toHaveValue('shayla');
  await expect(page.getByText(/\d+ products found for “shayla”/)).toBeVisible();
});

test("the header's settings refresh waits for the results to be drawn, then is made", async ({ page }) => {
  // The index held back as on a slow phone: the page loads and its header scripts run well before
  // the results can be drawn, and the settings must not be asked for meanwhile.
  await page.route('**/pagefind/pagefind.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.search-result')) return;
      (window as unknown as { drawnAt: number }).drawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/search?q=shayla');
  await expect(page.getByText(/\d+ products found for “shayla”/)).toBeVisible();
  const settingsAsked = () => page.evaluate(() => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/settings')?.startTime);
  await expect.poll(settingsAsked).toBeDefined();
  const drawnAt = await page.evaluate(() => (window as unknown as { drawnAt: number }).drawnAt);
  expect(await settingsAsked()).toBeGreaterThan(drawnAt);
});
