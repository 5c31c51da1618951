// The looks sweep (docs/QUALITY.md, "Looks"): every page type on a 390 px phone, in every locale,
// fails on a page wider than the screen (the shopper would scroll sideways) or on a visible input,
// select or textarea narrower than 100 px (too narrow to read what is typed in it). The
// per-shopper pages are walked signed in, with a cart line, a wishlist line, two products to
// compare and an order, and with their forms open: checkout with its errors shown, My Account's
// phone editor, the sign-in modal with a number typed.
import { readFileSync } from 'node:fs';
import { LOCALES, localizePath, type Locale } from '../../src/lib/locale.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { addToServerCart, addToServerWishlist, authHeader, checkOut, signUp, useShopper, type Shopper } from './fixtures/shopper.ts';

const MIN_FIELD_WIDTH = 100;

const CONTENT_PAGES = [
  '/',
  '/shop-grid-standard',
  '/shop-list-standard',
  '/product/1',
  '/blog-standard',
  '/blog-details-standard/a-short-history-of-the-ghutra',
  '/shipping-policy',
  '/privacy-policy',
  '/about',
  '/contact',
  '/search?q=abaya',
  '/no-such-page',
  '/login-register',
];

const words = (locale: Locale) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

/** What is wrong with the page as it stands: sideways scrolling, and fields too narrow to use. */
async function looksProblems(page: Page, where: string): Promise<string[]> {
  const problems = await page.evaluate((minWidth) => {
    const found: string[] = [];
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.id;
      const classes = [...element.classList].slice(0, 2).join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${label ? ` "${label}"` : ''}>`;
    };
    const viewport = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) {
      // Name the widest culprits: the elements reaching past the screen's edge whose parent does not.
      const past = [...document.body.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect();
        const parent = element.parentElement?.getBoundingClientRect();
        const outside = (b: DOMRect) => b.right > viewport + 0.5 || b.left < -0.5;
        return box.width > 0 && outside(box) && !(parent && outside(parent));
      });
      found.push(`wider than the screen: ${scrollWidth} px > ${viewport} px (${past.slice(0, 4).map(name).join(', ')})`);
    }
    for (const field of document.querySelectorAll<HTMLElement>('input, select, textarea')) {
      if (field instanceof HTMLInputElement && ['hidden', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'button', 'image', 'reset'].includes(field.type)) continue;
      if (!field.checkVisibility({ visibilityProperty: true })) continue;
      const { width } = field.getBoundingClientRect();
      if (width > 0 && width < minWidth) found.push(`${name(field)} is ${Math.round(width)} px wide`);
    }
    return found;
  }, MIN_FIELD_WIDTH);
  return problems.map((problem) => `${where}: ${problem}`);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

for (const locale of LOCALES) {
  test(`every content page at 390 px in ${locale}: no sideways scrolling, no field under ${MIN_FIELD_WIDTH} px`, async ({ page }) => {
    const problems: string[] = [];
    for (const path of CONTENT_PAGES) {
      const url = localizePath(locale, path);
      await visit(page, url);
      problems.push(...(await looksProblems(page, url)));
    }
    // The sign-in modal, a number typed so the phone's country code shows beside it.
    const t = words(locale);
    await visit(page, localizePath(locale, '/about'));
    await page.getByRole('button', { name: t['header.account'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['auth.dialogLabel'] });
    await dialog.getByLabel(t['auth.identifierLabel']).fill('501234567');
    await expect(dialog.getByRole('combobox')).toBeVisible();
    problems.push(...(await looksProblems(page, `${localizePath(locale, '/about')} sign-in modal`)));
    expect(problems).toEqual([]);
  });
}

/** A variant with a few in stock, from `firstProduct` on (a range no other test buys from). */
async function variantInStock(request: APIRequestContext, firstProduct: number): Promise<number> {
  for (let product = firstProduct; product <= 144; product += 1) {
    const reply = (await (await request.get(`/api/stock?product_id=${product}`)).json()) as { data?: { variant_id: number; stock: number }[] };
    const variant = reply.data?.find((v) => v.stock >= 3);
    if (variant) return variant.variant_id;
  }
  throw new Error('no variant in stock');
}

/** A shopper with an order, and a cart line, a wishlist line and two products to compare. */
async function busyShopper(request: APIRequestContext, label: string): Promise<{ shopper: Shopper; itemId: number }> {
  const shopper = await signUp(request, label);
  const variant = await variantInStock(request, label.endsWith('ar') ? 140 : 135);
  await addToServerCart(request, shopper, variant);
  await checkOut(request, shopper);
  await addToServerCart(request, shopper, variant);
  await addToServerWishlist(request, shopper, variant);
  const orders = (await (await request.get('/api/order-items?page=1&per_page=1', { headers: authHeader(shopper) })).json()) as { data: { id: number }[] };
  return { shopper, itemId: orders.data[0]!.id };
}

for (const locale of ['en', 'ar'] as const) {
  test(`every per-shopper page at 390 px in ${locale}, signed in with a cart, an order and open forms`, async ({ page, request }) => {
    const t = words(locale);
    const { shopper, itemId } = await busyShopper(request, `looks-${locale}`);
    await useShopper(page, shopper);
    await page.evaluate(() => localStorage.setItem('compare', JSON.stringify([{ id: '1' }, { id: '2' }])));
    const problems: string[] = [];
    for (const path of ['/cart', '/wishlist', '/compare', '/my-orders', `/order-detail/${itemId}`]) {
      const url = localizePath(locale, path);
      await visit(page, url);
      problems.push(...(await looksProblems(page, url)));
    }

    // Checkout, as it opens and with every error shown, in a country that asks for a postcode.
    const checkout = localizePath(locale, '/checkout');
    await visit(page, checkout);
    const placeOrder = page.getByRole('button', { name: t['checkout.placeOrder'] });
    await expect(placeOrder).toBeVisible();
    problems.push(...(await looksProblems(page, checkout)));
    await page.getByLabel(t['checkout.country'], { exact: true }).selectOption('IN');
    await page.getByLabel(t['checkout.phone'], { exact: true }).fill('98765 43210');
    await placeOrder.click();
    await expect(page.getByRole('alert')).toBeVisible();
    problems.push(...(await looksProblems(page, `${checkout} with errors`)));

    // My Account with its phone editor open.
    const account = localizePath(locale, '/my-account');
    await visit(page, account);
    await page.getByRole('button', { name: t['account.addPhone'] }).click();
    await expect(page.getByRole('combobox', { name: t['auth.country'] })).toBeVisible();
    problems.push(...(await looksProblems(page, `${account} phone editor`)));
    // And "Confirm it's you", which every change of phone asks for, beside the row.
    await page.getByRole('textbox', { name: t['account.newPhone'] }).fill('0501234567');
    await page.getByRole('button', { name: t['account.sendCode'] }).click();
    await expect(page.getByRole('region', { name: t['account.proofHeading'] })).toBeVisible();
    problems.push(...(await looksProblems(page, `${account} confirm it's you`)));
    expect(problems).toEqual([]);
  });
}
