import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures/test.ts';

/**
 * The search page, its island hydrated: the results come with the page, before React is there to
 * work their buttons (Astro removes the island's `ssr` marker once it has hydrated).
 */
async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[component-url*="SearchBrowser"]')).not.toHaveAttribute('ssr', /.*/);
}
import { productName } from './fixtures/catalogue.ts';
import { serverCart, signUp, useShopper } from './fixtures/shopper.ts';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';

// Product search runs on the static Pagefind index, one per language; its page lists the matches
// as the shop does (issue 44).

/** The cards of a listing's results. */
const cards = (page: Page) => page.locator('.shop-grid .product-card');

test('French search finds a product by a word only its French description has', async ({ page }) => {
  // "tensiomètre" appears only in the French text of product 140 (a blood pressure monitor).
  const product = JSON.parse(readFileSync('content/products/140.json', 'utf8')) as { shortDescription: { en: string; fr: string } };
  expect(product.shortDescription.fr.toLowerCase()).toContain('tensiomètre');
  expect(product.shortDescription.en.toLowerCase()).not.toContain('tensiomètre');

  await openSearch(page, '/fr/search?q=tensiom%C3%A8tre');
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Rechercher des produits' })).toHaveValue('tensiomètre');
  await expect(page.getByText(/1 produit trouvé pour « tensiomètre »/)).toBeVisible();
  const result = page.getByRole('main').getByRole('link', { name: productName('140', 'fr') });
  await expect(result).toHaveAttribute('href', /^\/fr\/product\/140\/?$/);
});

test('a search without match says so', async ({ page }) => {
  await openSearch(page, '/search?q=zqzqzq');
  await expect(page.getByText('No products found for “zqzqzq”.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse the shop' })).toBeVisible();
});

test('a search with many matches lists them as the shop does, twelve a page, and counts them all', async ({ page }) => {
  await openSearch(page, '/search?q=abaya');
  const status = page.getByText(/\d+ products found for “abaya”/);
  await expect(status).toBeVisible();
  const count = Number((await status.textContent())!.match(/(\d+) products/)![1]);
  expect(count).toBeGreaterThan(12);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText(`Showing 1–12 of ${count} results`)).toBeVisible();
  await expect(cards(page).first().locator('.product-card__link')).toHaveAttribute('href', /^\/product\/\d+$/);
  await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/search\?q=abaya&page=2$/);
  await expect(cards(page)).toHaveCount(Math.min(count - 12, 12));
});

test('the address\'s results come with the page; the next page asks the server once, and never the catalogue (issue 47)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await openSearch(page, '/search?q=abaya');
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page.getByText(/^Showing 13–\d+ of \d+ results$/)).toBeVisible();
  await expect(page.locator('.shop__main')).toHaveAttribute('aria-busy', 'false');
  // Neither the catalogue nor a product's own file: the answer carries the cards it shows.
  expect(requested.filter((path) => path.startsWith('/catalogue/'))).toEqual([]);
  expect(requested.filter((path) => path.startsWith('/api/search'))).toEqual(['/api/search?locale=en&q=abaya&page=2']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search page shows its results, their count and their filters', async ({ page }) => {
    await page.goto('/ar/search?q=abaya');
    await expect(page.locator('[data-search-status]')).toContainText('عباية');
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toContainText('عباية');
    await expect(page.getByText(/^عرض النتائج/)).toBeVisible();
    // In the view the address names.
    await page.goto('/search?q=abaya&view=list');
    await expect(page.locator('.shop-grid--list .product-card')).toHaveCount(12);
  });
});

test('"black shayla" lists shaylas sold in black, each card showing its black picture', async ({ page }) => {
  await openSearch(page, '/search?q=black+shayla');
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) {
    await expect(card.locator('img').first()).toHaveAttribute('alt', /in Black$/);
  }
});

// ---- Results a shopper can read, typos forgiven (issue 26) ----

interface StoredProduct {
  tag: string[];
  shortDescription: Record<string, string>;
}
const stored = (id: string) => JSON.parse(readFileSync(`content/products/${id}.json`, 'utf8')) as StoredProduct;
/** The id of the product a card's name links to. */
const cardId = async (card: Locator) => idOf(await card.locator('.product-card__link').getAttribute('href'));
const idOf = (href: string | null) => href!.match(/\/product\/(\d+)\/?$/)![1]!;
/** The only product whose English name has "walnut". */
const WALNUT_TABLE = '108';

for (const [locale, prefix, query] of [
  ['en', '', 'abaya'],
  ['ar', '/ar', 'عباية'],
] as const) {
  test(`${locale}: in the list view each result shows its own picture, name, price and short description, no page text`, async ({ page }) => {
    await openSearch(page, `${prefix}/search?q=${encodeURIComponent(query)}&view=list`);
    const results = cards(page);
    await expect(results.first()).toBeVisible();
    const count = await results.count();
    expect(count).toBeGreaterThan(3);
    const pictures = new Set<string>();
    for (let i = 0; i < count; i++) {
      const result = results.nth(i);
      const id = await cardId(result);
      const product = stored(id);
      await expect(result.getByRole('heading', { level: 3 })).toHaveText(productName(id, locale));
      const picture = await result.locator('img').getAttribute('src');
      expect(picture).toBe(`/images/products/${id}/1-400.webp`);
      pictures.add(picture!);
      // Intl's order for the locale: "AED 287.10" in English, "287.10 AED" (after a right-to-left mark) in Arabic.
      await expect(result.locator('.product-card__price .price').first()).toHaveText(/^(\u200f\u200e)?(AED\s?[\d,]+\.\d{2}|[\d,]+\.\d{2}\s?AED)$/);
      await expect(result.locator('.product-card__description')).toHaveText(product.shortDescription[locale]!);
      const text = (await result.textContent()) ?? '';
      expect(text).not.toMatch(/Price:|Previous price|السعر|Description|Additional information|Reviews/);
    }
    expect(pictures.size).toBe(count);
  });
}

test('prices in results follow the chosen currency', async ({ page }) => {
  await openSearch(page, '/search?q=abaya');
  await expect(cards(page).first()).toBeVisible();
  await page.locator('#currency-header').selectOption('USD');
  await expect(cards(page).first().locator('.price').first()).toHaveText(/^\$\d/);
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
    await openSearch(page, `${prefix}/search?q=${encodeURIComponent(typed)}`);
    await expect(page.locator('[data-search-note] bdi')).toHaveText(corrected);
    const first = cards(page).first();
    await expect(first).toBeVisible();
    expect(stored(await cardId(first)).tag).toContain(tag);
  });
}

test('a query that matches nothing suggests the nearest names and categories', async ({ page }) => {
  await openSearch(page, '/search?q=shayla%20walnutt');
  await expect(page.getByText('No products found for “shayla walnutt”.')).toBeVisible();
  const note = page.locator('[data-search-note]');
  await expect(note).toContainText('Did you mean:');
  await expect(note.getByRole('link', { name: 'Walnut Round Side Table' })).toHaveAttribute('href', /^\/product\/\d+$/);
  await expect(note.getByRole('link', { name: 'Shayla', exact: true })).toHaveAttribute('href', '/category/shaylas');
});

test('a query near nothing suggests nothing unrelated, and offers the shop\'s categories', async ({ page }) => {
  for (const query of ['burkini swimsuit', 'qwxz']) {
    await openSearch(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByText(`No products found for “${query}”.`)).toBeVisible();
    await expect(page.locator('[data-search-note]')).not.toContainText('Did you mean');
    const categories = page.getByRole('navigation', { name: 'Nothing matched. Browse the shop by category:' });
    await expect(categories.getByRole('link', { name: 'Shaylas', exact: true })).toHaveAttribute('href', '/category/shaylas');
  }
  // A query with results does not show them.
  await openSearch(page, '/search?q=abaya');
  await expect(cards(page).first()).toBeVisible();
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
  await openSearch(page, `/ar/search?q=${encodeURIComponent('عباية طاولة')}`);
  await expect(page.locator('[data-search-status] bdi')).toHaveText('عباية طاولة');
  const note = page.locator('[data-search-note]');
  await expect(note).toContainText('هل تقصد:');
  await expect(note.getByRole('link', { name: 'عباية', exact: true })).toHaveAttribute('href', '/ar/category/abayas');
});

test('ar: English words that match nothing together suggest the Arabic categories and names they name', async ({ page }) => {
  await openSearch(page, `/ar/search?q=${encodeURIComponent('abya walnutt')}`);
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
    await expect(cards(page).first()).toBeVisible();
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

test('the header asks for suggestions only once the shopper types, once per pause', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('combobox', { name: 'Search products…' });
  await box.focus();
  await page.waitForTimeout(300);
  expect(requested.filter((path) => path.startsWith('/api/search'))).toEqual([]);
  await box.pressSequentially('abaya', { delay: 20 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText('Abaya');
  expect(requested.filter((path) => path.startsWith('/api/search'))).toEqual(['/api/search/suggest?locale=en&q=abaya']);
});

test('a search sent from the search page answers in place, its address follows, and Back shows the previous results', async ({ page }) => {
  await openSearch(page, '/search?q=shayla');
  await expect(page.getByText(/\d+ products found for “shayla”/)).toBeVisible();
  // A page load would forget this mark: the page is the same one after the second search.
  await page.evaluate(() => ((window as unknown as { searchMark: boolean }).searchMark = true));
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('abya');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=abya$/);
  await expect(page.getByText(/\d+ products? found for “abaya”/)).toBeVisible();
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toContainText(/abaya/i);
  expect(await page.evaluate(() => (window as unknown as { searchMark?: boolean }).searchMark)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=shayla$/);
  await expect(box).toHaveValue('shayla');
  await expect(page.getByText(/\d+ products found for “shayla”/)).toBeVisible();
});

test("the header's settings refresh waits for the results to be drawn, then is made", async ({ page }) => {
  // The answer held back as on a slow phone: the page loads and its header scripts run well before
  // the results can be drawn, and the settings must not be asked for meanwhile.
  await page.route('**/api/search?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.shop-grid .product-card')) return;
      (window as unknown as { drawnAt: number }).drawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await openSearch(page, '/search?q=shayla');
  await expect(page.getByText(/\d+ products found for “shayla”/)).toBeVisible();
  const settingsAsked = () => page.evaluate(() => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/settings')?.startTime);
  await expect.poll(settingsAsked).toBeDefined();
  const drawnAt = await page.evaluate(() => (window as unknown as { drawnAt: number }).drawnAt);
  expect(await settingsAsked()).toBeGreaterThan(drawnAt);
});

// ---- A listing to shop from: the shop's filters, sort and cards (issue 44) ----

interface VariedProduct {
  tag: string[];
  category: string[];
  variation?: { color: string; size: { name: string; stock: number }[] }[];
}
const varied = (id: string) => JSON.parse(readFileSync(`content/products/${id}.json`, 'utf8')) as VariedProduct;
/** Sold in this colour and size (either may be any) from one variant with stock. */
const stockedIn = (id: string, color: string | null, size: string | null) =>
  (varied(id).variation ?? []).some((v) => (color === null || v.color === color) && v.size.some((s) => (size === null || s.name === size) && s.stock > 0));
/** A facet's option in the sidebar, by its label at the start of its name ("Black, 7 results"). */
const facetOption = (page: Page, facet: string, label: string) =>
  page.getByRole('region', { name: facet }).getByRole('link', { name: new RegExp(`^${label}(?![\\p{L}\\s])`, 'u') });
const shownPrices = (page: Page) => cards(page).evaluateAll((all) => all.map((card) => Number(card.querySelector('.price')!.getAttribute('data-price-aed'))));

test('search a word, filter by a colour and a size, sort by price, add a result to the cart: the mini-cart opens and the cart count goes up', async ({ page, request }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
  const shopper = await signUp(request, 'search-to-cart');
  await useShopper(page, shopper);
  await openSearch(page, '/search?q=shayla');
  await expect(page.getByText(/\d+ products found for “shayla”/)).toBeVisible();
  const cartCount = page.locator('[data-count="cart"]').first();
  await expect(cartCount).toBeHidden();

  // The colour's count is what choosing it lists.
  const black = facetOption(page, 'Colors', 'Black');
  const blackCount = Number((await black.getAttribute('aria-label'))!.match(/(\d+) results?$/)![1]);
  await black.click();
  await expect(page).toHaveURL(/\/search\?color=black&q=shayla$/);
  await expect(page.locator('.shop__main')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(new RegExp(`of ${blackCount} results?$`))).toBeVisible();
  for (const card of await cards(page).all()) expect(stockedIn(await cardId(card), 'black', null)).toBe(true);
  // Several sizes in black: the card leads to the product page to choose, with the colour chosen.
  const first = cards(page).first();
  await expect(first.getByRole('link', { name: 'Select Options' })).toHaveAttribute('href', `/product/${await cardId(first)}?color=black`);

  await facetOption(page, 'Sizes', 'M').click();
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/search\?color=black&size=m&q=shayla&sort=price-asc$/);
  // The index answers each choice: the listing says it is busy until then.
  await expect(page.locator('.shop__main')).toHaveAttribute('aria-busy', 'false');
  await expect(cards(page).first()).toBeVisible();
  const prices = await shownPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const card of await cards(page).all()) expect(stockedIn(await cardId(card), 'black', 'm')).toBe(true);

  // Black in M is one variant: Add To Cart adds it.
  const cheapest = cards(page).first();
  const id = await cardId(cheapest);
  await cheapest.getByRole('button', { name: 'Add To Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(productName(id, 'en'));
  await expect(dialog).toContainText('Black, M');
  await expect(cartCount).toHaveText('1');
  expect(await serverCart(request, shopper)).toEqual([expect.objectContaining({ variant_id: variantIdOf(id, 'black', 'm'), quantity: 1 })]);
});

test('the filters list only what the results have, and keep the words when cleared', async ({ page }) => {
  await openSearch(page, '/search?q=shayla');
  await expect(page.getByText(/\d+ products found for “shayla”/)).toBeVisible();
  // Shaylas are no furniture: the option is not offered at all.
  await expect(page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: /^Furniture/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: /^Women, \d+ results$/ })).toBeVisible();
  // The sidebar has no search box of its own: the page's box holds the words.
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveCount(1);
  await facetOption(page, 'Colors', 'Blue').click();
  await expect(page).toHaveURL(/\/search\?color=blue&q=shayla$/);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/search\?q=shayla$/);
  await expect(page.getByText(/\d+ products found for “shayla”/)).toBeVisible();
});

test('when the server cannot search, the page says so, and searches again once it can', async ({ page }) => {
  let down = true;
  await page.route('**/api/search?*', (route) =>
    down ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'search_unavailable', message: 'Search is not available at the moment.' }) }) : route.continue(),
  );
  await openSearch(page, '/search?q=shayla');
  await expect(cards(page)).toHaveCount(12);
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('abaya');
  await box.press('Enter');
  await expect(page.locator('[data-search-status]')).toHaveText('Search is unavailable right now. Please try again later.');
  await expect(cards(page)).toHaveCount(0);
  down = false;
  await box.fill('hijab');
  await box.press('Enter');
  await expect(page.getByText(/\d+ products found for “hijab”/)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
});

test('a card adds to the wishlist and to compare as the product page does', async ({ page, request }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
  const shopper = await signUp(request, 'search-wishlist');
  await useShopper(page, shopper);
  await openSearch(page, '/search?q=shayla');
  const first = cards(page).first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.locator('[data-count="wishlist"]').first()).toHaveText('1');
  await first.getByRole('button', { name: 'Add to Compare' }).click();
  await expect(page.locator('[data-count="compare"]').first()).toHaveText('1');
  await expect(first.getByRole('button', { name: 'Remove from Compare' })).toBeVisible();
});

test('a query that matches nothing offers popular products to shop from', async ({ page }) => {
  await openSearch(page, '/search?q=qwxz');
  await expect(page.getByText('No products found for “qwxz”.')).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular products' });
  await expect(popular.locator('.product-card')).toHaveCount(4);
  await expect(popular.locator('.product-card__link').first()).toHaveAttribute('href', /^\/product\/\d+$/);
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('ar: the results read right to left, two cards a row, and the filters open as a sheet', async ({ page }) => {
    await openSearch(page, `/ar/search?q=${encodeURIComponent('شيلة')}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
    await expect(second).toBeVisible();
    // Right to left: the first card on the right.
    expect((await first.boundingBox())!.x).toBeGreaterThan((await second.boundingBox())!.x);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'التصفية' }).click();
    const sheet = page.getByRole('dialog', { name: 'التصفية' });
    await expect(sheet.getByRole('region', { name: 'الألوان' })).toBeVisible();
  });
});
