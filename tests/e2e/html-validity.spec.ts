import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { ACCEPTED_ERRORS, checkPages, isAccepted, samplePages } from './fixtures/nu-checker.ts';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES } from '../../src/lib/locale.ts';

// Built pages are valid HTML: the W3C Nu checker (fixtures/nu-checker.ts) over a sample of every
// kind of page in every locale reports no error but the accepted ones (ACCEPTED_ERRORS, listed
// with their reasons in docs/QUALITY.md).

const DIST = 'dist';
const prefixOf = (locale: string) => (locale === DEFAULT_LOCALE ? '' : `${locale}/`);

/** The product layouts the server renders on request (src/server/on-request/): not in dist/. */
const ON_REQUEST_LAYOUTS = ['product-tab-left', 'product-tab-right', 'product-sticky', 'product-slider', 'product-fixed-image'];

for (const locale of LOCALES) {
  test(`${locale}: the W3C Nu checker finds no error but the accepted ones on every kind of built page`, async ({ request }) => {
    test.setTimeout(180_000);
    const prefixes = PREFIXED_LOCALES.map((other) => `${other}/`);
    const sample = samplePages(DIST, prefixOf(locale), prefixes);
    // Every kind is there: home, shop layouts, products, articles, policies, per-shopper shells.
    expect(sample.length).toBeGreaterThan(40);
    for (const kind of ['index.html', 'shop-grid-standard/index.html', 'product/1/index.html', 'blog-details-standard/index.html', 'cart/index.html', 'retrun-policy/index.html']) {
      expect(sample).toContain(`${prefixOf(locale)}${kind}`);
    }
    const pages = new Map(sample.map((page) => [page, readFileSync(join(DIST, page), 'utf8')]));
    // …and a product in each layout rendered on request.
    for (const layout of ON_REQUEST_LAYOUTS) {
      const response = await request.get(`/${prefixOf(locale)}${layout}/2`);
      expect(response.status()).toBe(200);
      pages.set(`${prefixOf(locale)}${layout}/2 (on request)`, await response.text());
    }
    const messages = checkPages(pages);
    const refused = messages.filter((message) => !isAccepted(message)).map(({ page, line, message, extract }) => `${page}:${line ?? '?'} ${message} [${extract?.trim().slice(0, 120) ?? ''}]`);
    expect(refused).toEqual([]);
  });
}

test('the Nu checker refuses what the site once got wrong, and accepts only the listed exceptions', () => {
  // What the checker must still catch, each once in a page of its own, beside an accepted one.
  const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;
  const pages = new Map([
    ['combobox', page('', '<label for="q">Search</label><input id="q" type="search" role="combobox" aria-expanded="false" aria-controls="l"><ul id="l" role="listbox"></ul>')],
    ['icon', page('<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\' viewBox=\'0 0 4 4\'/%3E">', '')],
    ['time', page('', '<p><time></time></p>')],
    ['csp', page(`<meta http-equiv="content-security-policy" content="script-src 'self' 'inline-speculation-rules'">`, '')],
    ['refresh', page('<meta http-equiv="refresh" content="0;url=/x">', '')],
    ['accepted', page('', '<img src="/a.webp" alt="" width="1" height="1" elementtiming="first-picture">')],
    ['valid', page('', '<label for="q">Search</label><input id="q" type="text" inputmode="search" enterkeyhint="search" role="combobox" aria-expanded="false" aria-controls="l"><ul id="l" role="listbox" aria-label="Suggestions"></ul>')],
  ]);
  const messages = checkPages(pages);
  const refusedIn = new Set(messages.filter((message) => !isAccepted(message)).map((message) => message.page));
  expect([...refusedIn].sort()).toEqual(['combobox', 'csp', 'icon', 'refresh', 'time']);
  expect(messages.filter(isAccepted).map((message) => message.page)).toEqual(['accepted']);
  expect(ACCEPTED_ERRORS.length).toBe(1);
});

test("the speculation rules apply by their hash alone, without the 'inline-speculation-rules' the checker refuses", async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  const ruleSets: Array<{ errorType?: string }> = [];
  const prefetches: string[] = [];
  cdp.on('Preload.ruleSetUpdated', (event) => ruleSets.push(event.ruleSet));
  cdp.on('Preload.prefetchStatusUpdated', (event) => prefetches.push(`${new URL(event.prefetchUrl).pathname} ${event.status}`));
  await cdp.send('Preload.enable');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  const response = await page.goto('/product/1');
  expect(await response!.text()).not.toContain('inline-speculation-rules');
  await expect.poll(() => ruleSets.length).toBe(1);
  expect(ruleSets[0]!.errorType).toBeUndefined();
  // A moment's hover on the header's cart link: the rules prefetch the cart (over CDP Chromium prefetches where it would prerender).
  await page.locator('header a[data-prefetch][href="/cart"]').first().hover();
  await expect.poll(() => prefetches.some((status) => status.startsWith('/cart'))).toBe(true);
  expect(refused).toEqual([]);
});

// Rules the built pages once broke, checked on the pages as served: <style> belongs in <head>
// (Astro puts its island rule before the first island, and React a form's hoisted styles, in the
// body, unless the build moves them); aria-label names only an element that has a role (the mobile
// menu's panel is a dialog); nothing follows </html> (a page's own <script> goes inside its layout).

const PAGES = ['/cart', '/wishlist', '/compare', '/shop-grid-standard', '/product/1', '/fr/shop-grid-standard', '/login-register'];

for (const path of PAGES) {
  test(`${path}: no <style> in the body, no aria-label on a generic element, nothing after </html>`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const body = html.slice(html.indexOf('<body'));
    expect(body).toContain('<astro-island');
    expect(body.match(/<style[\s>][^<]{0,80}/g) ?? []).toEqual([]);
    expect(body.match(/<(?:div|span|p)\b(?![^>]*\brole=)[^>]*\baria-label=[^>]*>/g) ?? []).toEqual([]);
    expect(html.slice(html.indexOf('</html>') + '</html>'.length).trim()).toBe('');
  });
}
