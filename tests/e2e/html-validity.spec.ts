import { expect, test } from './fixtures/test.ts';

// HTML validity rules the built pages once broke: <style> belongs in <head> (Astro puts its island
// rule before the first island, and React a form's hoisted styles, in the body, unless the build
// moves them); aria-label names only an element that has a role (the mobile menu's panel is a
// dialog); nothing follows </html> (a page's own <script> goes inside its layout).

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
