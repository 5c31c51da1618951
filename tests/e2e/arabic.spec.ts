import { expect, test, type Page } from './fixtures/test.ts';
import { brand } from './fixtures/brand.ts';
import { ADDRESS } from '../api/fixtures/address.ts';
import { readFileSync } from 'node:fs';
import { LOCALES, LOCALE_TABLE } from '../../src/lib/locale.ts';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { codeSentTo, freshEmail } from './fixtures/outbox.ts';
import { addToServerCart, authHeader, signUp, useShopper } from './fixtures/shopper.ts';
import { productName } from './fixtures/catalogue.ts';

// Arabic, the right-to-left locale (issue 8): what it adds to the specs that run every locale of
// the table (routes, pages, a11y): the header mirrored, the language selector, hreflang and
// sitemap, a whole purchase in Arabic, Latin digits in prices and a phone number read left to right, the French product page's tags,
// and the code boxes still filled left to right. Words come from the dictionaries the build uses,
// so the test follows the translators' wording.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const dictionaries = {
  en: JSON.parse(read('content/i18n/en.json')) as Record<string, string>,
  fr: JSON.parse(read('content/i18n/fr.json')) as Record<string, string>,
  ar: JSON.parse(read('content/i18n/ar.json')) as Record<string, string>,
};
const tr = (locale: keyof typeof dictionaries, key: string, values: Record<string, string | number> = {}): string => {
  const text = dictionaries[locale][key];
  if (text === undefined) throw new Error(`No "${key}" in content/i18n/${locale}.json`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};
const t = (key: string, values?: Record<string, string | number>) => tr('ar', key, values);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const settings = JSON.parse(read('content/settings.json')) as { company_phone_number: string };

/** Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal and thousands separators. */
const ARABIC_DIGITS = /[\u0660-\u066C\u06F0-\u06F9]/;
/** An amount and the 'AED' after it (Arabic writes the code after the number), in whichever digits. */
const PRICE = /[\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u066C\u06F0-\u06F9,.]*[\s\u200E\u200F]*AED/g;

/** The lang and dir attributes of a served page's <html> element. */
function htmlAttributes(html: string): { lang?: string; dir?: string } {
  const tag = html.match(/<html\b[^>]*>/)?.[0] ?? '';
  return { lang: tag.match(/\blang="([^"]*)"/)?.[1], dir: tag.match(/\bdir="([^"]*)"/)?.[1] };
}

test.beforeEach(async ({ page }) => {
  // Keep the built-in fallback exchange rates: the test does not depend on a third party.
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test.describe('every route in Arabic', () => {
  // routes.spec.ts, pages.spec.ts and a11y.spec.ts run every route in every locale of the table,
  // Arabic included, <html lang dir> checked; here, what only a right-to-left locale adds.
  test('an unknown /ar/ address answers 404 with the Arabic page', async ({ request }) => {
    const reply = await request.get('/ar/no-such-page');
    expect(reply.status()).toBe(404);
    expect(htmlAttributes(await reply.text())).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

for (const width of [1280, 390]) {
  test.describe(`the header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('mirrors in Arabic: the logo at the right edge, the cart at the left', async ({ page }) => {
      /** The logo's and the cart link's boxes, and the page's width without a scroll bar. */
      async function header(path: string, cartName: string) {
        await page.goto(path);
        const banner = page.getByRole('banner');
        const logo = await banner.getByRole('link', { name: brand(path.startsWith('/ar/') ? 'ar' : 'en'), exact: true }).boundingBox();
        const cart = await banner.getByRole('link', { name: cartName, exact: true }).boundingBox();
        const viewport = await page.evaluate(() => document.documentElement.clientWidth);
        expect(logo).not.toBeNull();
        expect(cart).not.toBeNull();
        return { logo: logo!, cart: cart!, viewport };
      }
      const near = (actual: number, expected: number, what: string) =>
        expect(Math.abs(actual - expected), `${what}: ${actual} px, mirrored English ${expected} px`).toBeLessThanOrEqual(2);

      const en = await header('/', tr('en', 'nav.cart'));
      // English: logo near the left edge, the cart to its right.
      expect(en.logo.x).toBeLessThan(en.viewport / 4);
      expect(en.cart.x).toBeGreaterThan(en.logo.x + en.logo.width);

      const ar = await header('/ar/', t('nav.cart'));
      // Arabic: the cart left of the logo, and each as far from its edge as English has it from the other.
      expect(ar.cart.x + ar.cart.width).toBeLessThan(ar.logo.x);
      near(ar.viewport - (ar.logo.x + ar.logo.width), en.logo.x, "logo's gap to the right edge");
      near(ar.cart.x, en.viewport - (en.cart.x + en.cart.width), "cart's gap to the left edge");
    });
  });
}

test('the language selector offers العربية and opens the same product in Arabic', async ({ page }) => {
  await page.goto('/product/1');
  await page.getByLabel(tr('en', 'header.language')).first().click();
  const link = page.getByRole('link', { name: tr('en', 'lang.ar'), exact: true }).first();
  await expect(link).toHaveAttribute('hreflang', 'ar');
  await link.click();
  await expect(page).toHaveURL(/\/ar\/product\/1\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: productName('1', 'ar') })).toBeVisible();

  // In Arabic the selector names itself in Arabic and marks Arabic as the current language.
  await page.getByLabel(t('header.language')).first().click();
  await expect(page.getByRole('link', { name: t('lang.ar'), exact: true }).first()).toHaveAttribute('aria-current', 'true');
});

test('lists in an Arabic product\'s details are joined with the Arabic comma', async ({ page }) => {
  await page.goto('/ar/product/1');
  await page.getByRole('tab', { name: t('product.additionalInfo') }).click();
  const colours = page.getByRole('definition').filter({ hasText: t('color.black') });
  await expect(colours).toHaveText(new RegExp(`${t('color.black')}، ${t('color.white')}`));
  await expect(colours).not.toContainText(',');
});

test('hreflang alternates include Arabic, and the sitemap lists /ar/ pages', async ({ request }) => {
  for (const path of ['/product/1', '/fr/product/1', '/ar/product/1']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<link rel="alternate" hreflang="ar" href="https?:\/\/[^"]+\/ar\/product\/1"/);
    for (const code of [...LOCALES.map((l) => LOCALE_TABLE[l].lang), 'x-default']) expect(html, path).toContain(`hreflang="${code}"`);
  }
  const arabicPage = await (await request.get('/ar/product/1')).text();
  expect(arabicPage).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/ar\/product\/1"/);

  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(sitemaps.length).toBeGreaterThan(0);
  const listed = (await Promise.all(sitemaps.map(async (path) => (await request.get(path)).text()))).join('\n');
  // The sitemap lists the canonical URLs: no trailing slash but on a locale's home.
  for (const path of ['/ar/', '/ar/product/1', '/ar/shop-grid-standard', '/ar/about']) expect(listed).toContain(`${path}</loc>`);
  expect(listed).not.toContain('/ar/cart</loc>');
});

test('a guest buys in Arabic: add to cart, register by code, cart, checkout, confirmation and My Orders', async ({ page }) => {
  const email = freshEmail('arabic-journey');
  const field = (key: string) => page.getByLabel(t(key), { exact: true });

  // A guest's Add To Cart opens the modal; registering completes the add.
  await page.goto('/ar/product/5');
  await page.getByRole('radio', { name: t('color.black'), exact: true }).check();
  await page.getByRole('button', { name: t('size.m'), exact: true }).click();
  await page.getByRole('button', { name: t('common.addToCart'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('auth.dialogLabel') });
  await dialog.getByRole('tab', { name: t('auth.register') }).click();
  await dialog.getByLabel(t('auth.identifierLabel')).fill(email);
  await dialog.getByRole('button', { name: t('auth.continue') }).click();
  await expect(dialog.getByText(t('auth.otpSentTo', { identifier: email }))).toBeVisible();
  await page.getByRole('textbox', { name: t('auth.otpDigit', { n: 1 }), exact: true }).click();
  await page.keyboard.type(await codeSentTo(email));
  await dialog.getByRole('button', { name: t('auth.verifyOtp') }).click();
  // The mini-cart, in Arabic: the line added and the ways on.
  const miniCart = page.getByRole('dialog', { name: t('miniCart.heading') });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByRole('link', { name: t('miniCart.checkout') })).toHaveAttribute('href', '/ar/checkout');
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('1');

  // The cart, in Arabic, from the header.
  await page.getByRole('banner').getByRole('link', { name: t('nav.cart'), exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: t('shell.cartHeading') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(productName('5', 'ar'));

  // Checkout with cash on delivery.
  await page.getByRole('link', { name: t('cart.checkout'), exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/checkout\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: t('shell.checkoutHeading') })).toBeVisible();
  await expect(page.getByText(t('checkout.method.cod'), { exact: true })).toBeVisible();
  await field('checkout.name').fill('مريم السويدي');
  await field('checkout.street').fill('فيلا 12، شارع 7، البرشاء 2');
  await field('checkout.city').fill('دبي');
  await field('checkout.state').fill('دبي');
  // The UAE has no postcodes: the form asks for none.
  await expect(field('checkout.country')).toHaveValue('AE');
  await expect(field('checkout.postalCode')).toHaveCount(0);
  await field('checkout.phone').fill('050 123 4567');
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();

  // The confirmation, in Arabic.
  await expect(page).toHaveURL(/\/ar\/payment-success\/?\?order=ORD[^&]+&id=\d+$/);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1, name: t('shell.paymentSuccessHeading') })).toBeVisible();
  await expect(page.getByText(t('payment.orderNumber', { number: orderNumber }))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: productName('5', 'ar'), exact: true })).toBeVisible();
  await expect(page.locator('[data-count="cart"]').first()).toBeHidden();

  // My Orders and the order's detail, in Arabic.
  await page.getByRole('main').getByRole('link', { name: t('nav.myOrders') }).click();
  await expect(page).toHaveURL(/\/ar\/my-orders\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: t('orders.title') })).toBeVisible();
  const orderCard = new RegExp(`^${escape(t('orders.orderWithCode', { code: '\u0000' }).split('\u0000')[0]!)}`);
  const cards = page.getByRole('main').getByRole('link', { name: orderCard });
  await expect(cards).toHaveCount(1);
  const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: orderCard }) });
  await expect(card).toContainText(t('color.black'));
  // The order kept the product's Arabic name.
  await expect(card).toContainText(productName('5', 'ar'));
  await cards.click();
  await expect(page.getByRole('link', { name: productName('5', 'ar'), exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/order-detail\/\d+/);
  await expect(page.getByRole('region', { name: t('order.statusTimeline') }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: t('order.summary') })).toContainText(orderNumber);
  await expect(page.getByRole('main')).toContainText('دبي');
});

test('prices on /ar/ pages are written in Latin digits', async ({ page, request }) => {
  const shopper = await signUp(request, 'arabic-digits');
  await addToServerCart(request, shopper, variantIdOf('1', 'black', 'm'), 2);
  await useShopper(page, shopper);

  for (const path of ['/ar/', '/ar/shop-grid-standard', '/ar/product/1', '/ar/cart', '/ar/checkout']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The cart and checkout islands render their lines (and prices) once the cart has loaded.
    if (path === '/ar/cart' || path === '/ar/checkout') await expect(page.getByRole('main')).toContainText(productName('1', 'ar'));
    const text = await page.locator('body').innerText();
    const prices = text.match(PRICE) ?? [];
    expect(prices.length, `prices on ${path}`).toBeGreaterThan(0);
    // The banner's threshold is whole ("200 AED"), as a shopper reads it; every other amount has its fils.
    for (const price of prices) expect(price, `a price on ${path}`).toMatch(/^\d{1,3}(,\d{3})*(\.\d{2})?\sAED$/);
    expect(text.match(ARABIC_DIGITS), `Arabic-Indic digits on ${path}`).toBeNull();
  }
});

test("the header's phone number reads left to right in Arabic", async ({ page }) => {
  await page.goto('/ar/');
  const phone = settings.company_phone_number;
  const number = page.getByRole('banner').getByText(phone, { exact: true });
  await expect(number).toBeVisible();

  // Isolated left to right: the number's element or an ancestor has direction ltr, or a <bdi dir="ltr">.
  const isolated = await number.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).direction === 'ltr') return true;
      if (node.localName === 'bdi' && node.getAttribute('dir') === 'ltr') return true;
    }
    return false;
  });
  expect(isolated, 'the phone number is isolated left to right').toBe(true);

  // And it shows so: its first character ('+') is drawn left of its last digit.
  const [first, last] = await number.evaluate((element, text) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const x = (offset: number) => {
        const range = document.createRange();
        range.setStart(node!, offset);
        range.setEnd(node!, offset + 1);
        return range.getBoundingClientRect().left;
      };
      return [x(at), x(at + text.length - 1)];
    }
    return [NaN, NaN];
  }, phone);
  expect(first, `"${phone[0]}" is left of the last digit`).toBeLessThan(last);
});

// Product 13 is tagged 'hijab', product 36 'abaya' (content/products/*.json).
for (const [id, tag] of [['13', 'Hijab'], ['36', 'Abaya']] as const) {
  test(`the French product page ${id} lists the tag ${tag}`, async ({ page }) => {
    const product = JSON.parse(read(`content/products/${id}.json`)) as { tag: string[] };
    expect(product.tag).toContain(tag.toLowerCase());
    await page.goto(`/fr/product/${id}`);
    await page.getByRole('tab', { name: tr('fr', 'product.additionalInfo') }).click();
    const panel = page.getByRole('tabpanel', { name: tr('fr', 'product.additionalInfo') });
    const tagsRow = panel.locator('div').filter({ has: page.getByRole('term').filter({ hasText: tr('fr', 'product.tags') }) });
    await expect(tagsRow.getByRole('definition')).toContainText(tag);
  });
}

test('the code boxes fill left to right on an Arabic page', async ({ page }) => {
  const email = freshEmail('arabic-otp');
  await page.goto('/ar/');
  await page.getByRole('button', { name: t('header.account'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('auth.dialogLabel') });
  await dialog.getByRole('tab', { name: t('auth.register') }).click();
  await dialog.getByLabel(t('auth.identifierLabel')).fill(email);
  await dialog.getByRole('button', { name: t('auth.continue') }).click();
  const box = (n: number) => dialog.getByRole('textbox', { name: t('auth.otpDigit', { n }), exact: true });

  await box(1).click();
  await page.keyboard.type('123456');
  const lefts: number[] = [];
  for (let n = 1; n <= 6; n += 1) {
    await expect(box(n)).toHaveValue(String(n));
    lefts.push((await box(n).boundingBox())!.x);
  }
  // Box 1 (the first digit) is leftmost, and each next box lies to the right of the one before.
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  expect(new Set(lefts).size).toBe(6);

  // Typed over with the real code, the boxes hold it in order and the server accepts it.
  const code = await codeSentTo(email);
  await box(1).click();
  await page.keyboard.type(code);
  for (let n = 1; n <= 6; n += 1) await expect(box(n)).toHaveValue(code[n - 1]!);
  await dialog.getByRole('button', { name: t('auth.verifyOtp') }).click();
  await expect(page.getByText(t('toast.loggedIn'))).toBeVisible();
  await expect(dialog).toBeHidden();
});

/**
 * Whether the element that holds `text` (the innermost one) computes its direction left to right,
 * and draws the text's first character left of its last, on the current page.
 */
async function readsLeftToRight(page: Page, text: string): Promise<{ direction: string; firstLeftOfLast: boolean }> {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      const element = node.parentElement!;
      if (at < 0 || element.closest('[hidden], script, template') || element.getClientRects().length === 0) continue;
      const x = (offset: number) => {
        const range = document.createRange();
        range.setStart(node!, offset);
        range.setEnd(node!, offset + 1);
        return range.getBoundingClientRect().left;
      };
      return { direction: getComputedStyle(element).direction, firstLeftOfLast: x(at) < x(at + wanted.length - 1) };
    }
    return { direction: 'missing', firstLeftOfLast: false };
  }, text);
}

test('order numbers, phone numbers, postcodes, SKUs and e-mails read left to right in Arabic text', async ({ page, request }) => {
  const shopper = await signUp(request, 'arabic-isolation');
  await addToServerCart(request, shopper, variantIdOf('1', 'black', 'm'), 1);
  const placed = await request.post('/api/checkout', {
    headers: { ...authHeader(shopper), 'Idempotency-Key': `ar-isolation-${Date.now()}`, 'Accept-Language': 'ar' },
    data: { address: { ...ADDRESS, city: 'Mumbai', state: 'Maharashtra', country: 'IN', postal_code: '400001', phone_number: '+919876543210' }, payment_method: 'cod' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order_number: string; items: { id: number }[] } }).data;
  await useShopper(page, shopper);
  const values = { order: order.order_number, phone: '+91 98765 43210', postcode: '400001' };
  for (const path of [`/ar/payment-success?order=${order.order_number}&id=${order.items[0]!.id}`, `/ar/order-detail/${order.items[0]!.id}`]) {
    await page.goto(path);
    await expect(page.getByText(values.postcode, { exact: true }).first()).toBeVisible();
    for (const [what, text] of Object.entries(values)) {
      expect(await readsLeftToRight(page, text), `${what} on ${path}`).toEqual({ direction: 'ltr', firstLeftOfLast: true });
    }
  }
  await page.goto('/ar/product/1');
  await page.getByRole('tab', { name: t('product.additionalInfo') }).click();
  const sku = (await page.getByRole('tabpanel').getByText(/^PROD/).first().innerText()).trim();
  expect(await readsLeftToRight(page, sku), 'the SKU').toEqual({ direction: 'ltr', firstLeftOfLast: true });
  await page.goto('/ar/contact');
  const email = (JSON.parse(read('content/settings.json')) as { company_address: { email: string } }).company_address.email;
  expect(await readsLeftToRight(page, email), 'the e-mail').toEqual({ direction: 'ltr', firstLeftOfLast: true });
});

test('the company address and the blog authors are in Arabic on Arabic pages, the brand in every title', async ({ page }) => {
  await page.goto('/ar/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText('دبي');
  await expect(main).toContainText('الإمارات العربية المتحدة');
  await expect(main).not.toContainText('Sheikh Zayed Road');
  await expect(page).toHaveTitle(new RegExp(`^${escape(brand('ar'))} \\| `));
  await expect(page.getByRole('banner').getByRole('link', { name: brand('ar') })).toBeVisible();
  await page.goto('/ar/blog-standard');
  await expect(page.getByRole('main')).toContainText('مريم الهاشمي');
  await expect(page.getByRole('main')).not.toContainText('Mariam');
});
