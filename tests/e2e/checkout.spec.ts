import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ApiReply, OrderItem, Pagination, VariantStock } from '../../src/lib/api/types.ts';
import type { CatalogueIndex } from '../../src/lib/catalogue/catalogue-index.ts';
import { COUNTRY_TABLE } from '../../src/lib/countries.ts';
import { currencyFor, formatPrice } from '../../src/lib/currency.ts';
import { ADDRESS } from '../api/fixtures/address.ts';
import { authHeader as auth, signUp, type Shopper } from './fixtures/shopper.ts';

// Checkout as a shopper uses it, against the real API: a shopper signed up with the code from the
// outbox (the token put into localStorage as the sign-in form puts it), lines put into the cart
// through the API, then the page: lines and totals, inline errors, a Saudi address placing a
// cash-on-delivery order, one order for a double click, a line sold out meanwhile, EUR, the
// keyboard alone, axe, and French.

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, string>;
const dictionaries = { en: read('content/i18n/en.json'), fr: read('content/i18n/fr.json'), ar: read('content/i18n/ar.json') };
const tr = (locale: keyof typeof dictionaries, key: string, values: Record<string, string | number> = {}): string => {
  const text = dictionaries[locale][key];
  if (text === undefined) throw new Error(`no ${key} in ${locale}.json`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};
const t = (key: string, values?: Record<string, string | number>) => tr('en', key, values);


/**
 * `count` variants of distinct products from `firstProduct` on whose live stock is within
 * [min, max]. Each test takes its own range of products, so parallel tests never share stock.
 */
async function variantsInStock(request: APIRequestContext, count: number, firstProduct: number, min = 5, max = 99): Promise<VariantStock[]> {
  const found: VariantStock[] = [];
  for (let product = firstProduct; found.length < count && product <= 144; product += 1) {
    const reply = (await (await request.get(`/api/stock?product_id=${product}`)).json()) as ApiReply<VariantStock[]>;
    const variant = (reply.data ?? []).find((v) => v.stock >= min && v.stock <= max);
    if (variant) found.push(variant);
  }
  expect(found).toHaveLength(count);
  return found;
}

async function addToCart(request: APIRequestContext, shopper: Shopper, variant_id: number, quantity = 1): Promise<void> {
  const added = await request.post('/api/cart', { headers: auth(shopper), data: { variant_id, quantity } });
  expect(added.status(), await added.text()).toBe(200);
}

async function orderItems(request: APIRequestContext, shopper: Shopper): Promise<{ data: OrderItem[]; pagination: Pagination }> {
  const reply = await request.get('/api/order-items?page=1&per_page=25', { headers: auth(shopper) });
  return (await reply.json()) as { data: OrderItem[]; pagination: Pagination };
}

/** The name the catalogue index gives a variant's product. */
async function productName(request: APIRequestContext, variantId: number): Promise<string> {
  const index = (await (await request.get('/catalogue/en.json')).json()) as CatalogueIndex;
  const productId = index.variants[String(variantId)]![0];
  return index.products.find((p) => p.id === productId)!.name;
}

/** The browser holds the shopper's token (and anything else given) before any page script runs. */
async function signInBrowser(page: Page, shopper: Shopper, extra: Record<string, string> = {}): Promise<void> {
  await page.addInitScript(
    ([token, more]) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', token);
      for (const [key, value] of Object.entries(more)) localStorage.setItem(key, value);
    },
    [shopper.token, extra] as const,
  );
}

const field = (page: Page, key: string) => page.getByLabel(t(key), { exact: true });
const placeOrderButton = (page: Page) => page.getByRole('button', { name: t('checkout.placeOrder') });
const summary = (page: Page) => page.locator('.checkout-summary');

/** A Saudi delivery address and mobile, typed as a shopper types them. */
async function fillSaudiAddress(page: Page): Promise<void> {
  await field(page, 'checkout.name').fill('Noura Al Qahtani');
  await field(page, 'checkout.street').fill('King Fahd Road 4410, Al Olaya');
  await field(page, 'checkout.country').selectOption('SA');
  await field(page, 'checkout.city').fill('Riyadh');
  await field(page, 'checkout.state').fill('Riyadh Province');
  await field(page, 'checkout.postalCode').fill('12214');
  await field(page, 'checkout.phone').fill('050 123 4567');
}

test.beforeEach(async ({ page }) => {
  // Keep the built-in fallback exchange rates: the test does not depend on a third party.
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('a guest sees the sign-in form, and a signed-in shopper with an empty cart the way to the shop', async ({ page, request }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: t('shell.checkoutHeading'), level: 1 })).toBeVisible();
  await expect(page.getByText(t('checkout.guestIntro'))).toBeVisible();
  await expect(page.getByLabel(t('auth.identifierLabel'))).toBeVisible();
  await expect(placeOrderButton(page)).toHaveCount(0);

  const shopper = await signUp(request, 'checkout-empty');
  await signInBrowser(page, shopper);
  await page.goto('/checkout');
  await expect(page.locator('.checkout-island').getByText(t('shell.checkoutText'))).toBeVisible();
  await expect(page.locator('.checkout-island').getByRole('link', { name: t('common.continueShopping') })).toHaveAttribute('href', '/shop-grid-standard');
  await expect(placeOrderButton(page)).toHaveCount(0);
});

test('lines and totals, inline errors, then a Saudi address and phone place a cash-on-delivery order', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-saudi');
  const [first, second] = await variantsInStock(request, 2, 1);
  await addToCart(request, shopper, first!.variant_id, 2);
  await addToCart(request, shopper, second!.variant_id, 1);
  await signInBrowser(page, shopper);
  await page.goto('/checkout');

  // The lines, with their names from the catalogue index and their quantities.
  const lines = page.locator('.checkout-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(await productName(request, first!.variant_id));
  await expect(lines.nth(0)).toContainText(t('checkout.lineQuantity', { quantity: 2 }));
  await expect(lines.nth(1)).toContainText(await productName(request, second!.variant_id));
  await expect(page.getByText(t('checkout.method.cod'), { exact: true })).toBeVisible();
  await expect(summary(page)).toContainText(t('order.subtotal'));
  await expect(summary(page)).toContainText(t('order.vatIncluded', { rate: 5 }));
  const shownTotal = (await summary(page).locator('.order-amounts__row--total dd').innerText()).trim();

  // Nothing filled in: every required field says so beside itself, and the first takes focus.
  await field(page, 'checkout.name').fill('');
  await placeOrderButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: t('checkout.fixFields') })).toBeVisible();
  await expect(field(page, 'checkout.name')).toBeFocused();
  await expect(field(page, 'checkout.name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'checkout.name')).toHaveAccessibleDescription(t('checkout.nameRequired'));
  await expect(field(page, 'checkout.city')).toHaveAccessibleDescription(t('checkout.cityRequired'));
  await expect(field(page, 'checkout.phone')).toHaveAccessibleDescription(new RegExp(t('checkout.phoneRequired').replace('.', '\\.')));
  // On leaving a field: a Saudi postal code with a '#' and a number too short for Saudi Arabia.
  await field(page, 'checkout.country').selectOption('SA');
  await field(page, 'checkout.postalCode').fill('12#14');
  await field(page, 'checkout.postalCode').blur();
  await expect(field(page, 'checkout.postalCode')).toHaveAccessibleDescription(
    `${t('checkout.postalCodeFormat', { country: 'Saudi Arabia', example: '12271' })} ${t('checkout.postalCodeHint', { example: '12271' })}`,
  );
  // The phone's country followed the address country.
  await expect(page.getByLabel(t('checkout.phoneCountry'))).toHaveValue('+966');
  await field(page, 'checkout.phone').fill('050 123');
  await field(page, 'checkout.phone').blur();
  await expect(page.getByText(t('phone.problem.too_short'))).toBeVisible();

  await fillSaudiAddress(page);
  await expect(field(page, 'checkout.postalCode')).not.toHaveAttribute('aria-invalid', 'true');
  await placeOrderButton(page).click();

  await expect(page).toHaveURL(/\/payment-success\?order=ORD[^&]+&id=\d+$/);
  await expect(page.getByRole('heading', { name: t('shell.paymentSuccessHeading'), level: 1 })).toBeVisible();
  const orders = await orderItems(request, shopper);
  expect(orders.data).toHaveLength(2);
  const order = orders.data[0]!.order;
  const url = new URL(page.url());
  expect(url.searchParams.get('order')).toBe(order.order_number);
  await expect(page.getByText(t('payment.orderNumber', { number: order.order_number }))).toBeVisible();
  const itemId = url.searchParams.get('id');
  expect(orders.data.map((item) => String(item.id))).toContain(itemId);
  await expect(page.getByRole('link', { name: t('payment.viewOrder') })).toHaveAttribute('href', `/order-detail/${itemId}`);
  await expect(page.getByRole('main').getByRole('link', { name: t('nav.myOrders') })).toHaveAttribute('href', '/my-orders');

  // The summary showed what the server charged, and the address went as typed, the phone in E.164.
  expect(shownTotal).toBe(formatPrice(order.total_amount, currencyFor('AED')));
  expect(JSON.parse(order.address)).toEqual({
    name: 'Noura Al Qahtani',
    street_address: 'King Fahd Road 4410, Al Olaya',
    city: 'Riyadh',
    state: 'Riyadh Province',
    postal_code: '12214',
    country: 'SA',
    phone_number: '+966501234567',
  });
  const cart = (await (await request.get('/api/cart', { headers: auth(shopper) })).json()) as ApiReply<unknown[]>;
  expect(cart.data).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  // The next checkout starts from the address just used.
  await addToCart(request, shopper, second!.variant_id, 1);
  await page.goto('/checkout');
  await expect(field(page, 'checkout.city')).toHaveValue('Riyadh');
  await expect(field(page, 'checkout.country')).toHaveValue('SA');
  await expect(page.getByLabel(t('checkout.phoneCountry'))).toHaveValue('+966');
  await expect(field(page, 'checkout.phone')).toHaveValue('501234567');
});

test('a double-clicked Place Order makes exactly one order, and a retry after a lost connection reuses its key', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-double');
  const [variant] = await variantsInStock(request, 1, 30);
  await addToCart(request, shopper, variant!.variant_id, 1);
  await signInBrowser(page, shopper);
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout') keys.push(r.headers()['idempotency-key'] ?? '');
  });

  // The first send never reaches the server: the shopper lands on /payment-failed, goes back, and
  // finds the form as they left it.
  await page.route('**/api/checkout', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.goto('/checkout');
  await fillSaudiAddress(page);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/payment-failed\?reason=network$/);
  await expect(page.getByText(t('payment.reason.network'))).toBeVisible();
  await expect(page.getByText(t('payment.reason.server'))).toBeHidden();
  await page.getByRole('link', { name: t('shell.backToCheckout') }).click();
  await expect(field(page, 'checkout.street')).toHaveValue('King Fahd Road 4410, Al Olaya');
  await expect(field(page, 'checkout.phone')).toHaveValue('050 123 4567');

  await placeOrderButton(page).dblclick();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  const orders = await orderItems(request, shopper);
  expect(orders.pagination.total).toBe(1);
  // Every send of this attempt carried the same key, a UUID.
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
});

test('Place Order pressed as soon as it shows, before the code that sends orders has arrived, places one order', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-first-press');
  const [variant] = await variantsInStock(request, 1, 140);
  await addToCart(request, shopper, variant!.variant_id, 1);
  // The address ordered with last time fills the form: Place Order is the shopper's first press.
  await signInBrowser(page, shopper, { [`checkoutAddress:${shopper.user.id}`]: JSON.stringify(ADDRESS) });
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout') sends.push(r.url());
  });
  // The module that sends orders loads once the shopper starts on the form; here it is held back,
  // as on a slow connection, until the test lets it through.
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    // A request whose answer Playwright has let go meanwhile (the page gave it up under load) goes
    // on as it would have; only the module that sends orders is held.
    const fetched = await route
      .fetch()
      .then(async (response) => ({ response, body: await response.text() }))
      .catch(() => undefined);
    if (!fetched) return route.continue().catch(() => undefined);
    if (fetched.body.includes('payment_not_started')) {
      held.push(route.request().url());
      await released;
    }
    await route.fulfill(fetched).catch(() => undefined);
  });

  await page.goto('/checkout');
  await expect(placeOrderButton(page)).toBeVisible();
  expect(held).toEqual([]);
  await placeOrderButton(page).click();
  await expect.poll(() => held.length).toBe(1);
  // A second press while the first waits sends nothing more.
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(sends).toEqual([]);

  release();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  expect(sends).toHaveLength(1);
  const orders = await orderItems(request, shopper);
  expect(orders.pagination.total).toBe(1);
  expect(JSON.parse(orders.data[0]!.order.address)).toMatchObject(ADDRESS);
});

test('a line sold out meanwhile keeps the shopper on checkout with the reason beside it', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-short');
  const rival = await signUp(request, 'checkout-rival');
  const [variant] = await variantsInStock(request, 1, 60, 1, 99);
  await addToCart(request, shopper, variant!.variant_id, 1);
  await signInBrowser(page, shopper);
  await page.goto('/checkout');
  await fillSaudiAddress(page);
  await expect(page.locator('.checkout-line')).toHaveCount(1);

  // Another shopper buys every piece left.
  await addToCart(request, rival, variant!.variant_id, variant!.stock);
  const bought = await request.post('/api/checkout', {
    headers: { ...auth(rival), 'Idempotency-Key': randomUUID() },
    data: { address: ADDRESS, payment_method: 'cod' },
  });
  expect(bought.status(), await bought.text()).toBe(201);

  await placeOrderButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: t('checkout.stockRefused') })).toBeVisible();
  await expect(page.locator('.checkout-line')).toContainText(t('checkout.outOfStock'));
  await expect(page.locator('.checkout-line').getByRole('link', { name: t('checkout.editCart') })).toHaveAttribute('href', '/cart');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(placeOrderButton(page)).toBeEnabled();
  expect((await orderItems(request, shopper)).pagination.total).toBe(0);
});

test('EUR shows € amounts with the AED charged beside them', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-eur');
  const [variant] = await variantsInStock(request, 1, 80);
  await addToCart(request, shopper, variant!.variant_id, 1);
  await signInBrowser(page, shopper, { currency: 'EUR' });
  await page.goto('/checkout');
  const total = page.locator('.checkout-summary .order-amounts__row--total dd');
  await expect(total).toContainText('€');
  await expect(total.locator('.order-money__charged')).toContainText(/^AED\s\d/);
  await expect(summary(page)).toContainText(t('checkout.chargedNote'));

  await fillSaudiAddress(page);
  const euros = (await total.locator('.order-money__shown').innerText()).trim();
  const aed = (await total.locator('.order-money__charged').innerText()).trim();
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/payment-success/);
  const order = (await orderItems(request, shopper)).data[0]!.order;
  expect(aed).toBe(t('order.amountCharged', { amount: formatPrice(order.total_amount, currencyFor('AED')) }));
  expect(euros).toBe(formatPrice(order.total_amount, currencyFor('EUR')));
});

test('keyboard alone: fill the address, choose the country, place the order', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-keys');
  const [variant] = await variantsInStock(request, 1, 100);
  await addToCart(request, shopper, variant!.variant_id, 1);
  await signInBrowser(page, shopper);
  await page.goto('/checkout');
  await expect(placeOrderButton(page)).toBeVisible();

  await field(page, 'checkout.name').focus();
  await page.keyboard.type('Fatima Al Balushi');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Way 3021, Al Khuwair');
  await page.keyboard.press('Tab');
  // The country comes before what belongs to it: city, state, postcode.
  await expect(field(page, 'checkout.country')).toBeFocused();
  // On a focused select, typing a country's first letters chooses it, as on any select.
  await page.keyboard.type('Oman');
  await expect(field(page, 'checkout.country')).toHaveValue('OM');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Muscat');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Muscat Governorate');
  // Oman's postcode is optional, and asked for after the state.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t('checkout.postalCodeOptional'), { exact: true })).toBeFocused();
  await page.keyboard.type('133');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t('checkout.phoneCountry'))).toBeFocused();
  await expect(page.getByLabel(t('checkout.phoneCountry'))).toHaveValue('+968');
  await page.keyboard.press('Tab');
  await expect(field(page, 'checkout.phone')).toBeFocused();
  await page.keyboard.type('9212 3456');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/payment-success/);
  const order = (await orderItems(request, shopper)).data[0]!.order;
  expect(JSON.parse(order.address)).toMatchObject({ country: 'OM', phone_number: '+96892123456', postal_code: '133' });
});

test('choosing another country clears the city, state and postcode of the old one, and the estimate follows', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-country');
  const [variant] = await variantsInStock(request, 1, 105);
  await addToCart(request, shopper, variant!.variant_id, 1);
  await signInBrowser(page, shopper);
  await page.goto('/checkout');
  await field(page, 'checkout.country').selectOption('SA');
  await field(page, 'checkout.city').fill('Riyadh');
  await field(page, 'checkout.state').fill('Riyadh Province');
  await field(page, 'checkout.postalCode').fill('12214');
  await expect(page.locator('.arrival-estimate')).toContainText('Riyadh');
  await field(page, 'checkout.country').selectOption('IN');
  await expect(field(page, 'checkout.city')).toHaveValue('');
  await expect(field(page, 'checkout.state')).toHaveValue('');
  await expect(field(page, 'checkout.postalCode')).toHaveValue('');
  await expect(page.locator('.arrival-estimate', { hasText: 'Riyadh' })).toHaveCount(0);
  // A city typed that is one of the new country's own is kept: only the state and postcode go.
  await field(page, 'checkout.city').fill('Jeddah');
  await field(page, 'checkout.state').fill('Makkah');
  await field(page, 'checkout.country').selectOption('SA');
  await expect(field(page, 'checkout.city')).toHaveValue('Jeddah');
  await expect(field(page, 'checkout.state')).toHaveValue('');
});

test('axe finds no serious or critical violation on checkout, with errors shown, nor on payment success', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-axe');
  const [variant] = await variantsInStock(request, 1, 110);
  await addToCart(request, shopper, variant!.variant_id, 1);
  await signInBrowser(page, shopper);
  await page.goto('/checkout');
  await expect(placeOrderButton(page)).toBeVisible();
  await field(page, 'checkout.name').fill('');
  await placeOrderButton(page).click();
  await expect(field(page, 'checkout.name')).toHaveAttribute('aria-invalid', 'true');

  const serious = async () => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  expect(await serious()).toEqual([]);

  await fillSaudiAddress(page);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByRole('link', { name: t('payment.viewOrder') })).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('/fr/checkout speaks French, with the countries named in French', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-fr');
  const [variant] = await variantsInStock(request, 1, 120);
  await addToCart(request, shopper, variant!.variant_id, 1);
  await signInBrowser(page, shopper);
  await page.goto('/fr/checkout');
  await expect(page.getByRole('button', { name: tr('fr', 'checkout.placeOrder') })).toBeVisible();
  await expect(page.getByText(tr('fr', 'checkout.addressHeading'))).toBeVisible();
  await expect(page.getByText(tr('fr', 'checkout.method.cod'), { exact: true })).toBeVisible();
  const country = page.getByLabel(tr('fr', 'checkout.country'), { exact: true });
  await expect(country.locator('option[value="SA"]')).toHaveText(COUNTRY_TABLE.SA.name.fr);
  // The phone's country follows the address country until a number typed with its own code picks
  // another; from then on it stays.
  const phoneCountry = page.getByLabel(tr('fr', 'checkout.phoneCountry'));
  await country.selectOption('QA');
  await expect(phoneCountry).toHaveValue('+974');
  await page.getByLabel(tr('fr', 'checkout.phone'), { exact: true }).fill('+968 9212 3456');
  await page.getByLabel(tr('fr', 'checkout.phone'), { exact: true }).blur();
  await expect(phoneCountry).toHaveValue('+968');
  await country.selectOption('KW');
  await expect(phoneCountry).toHaveValue('+968');
  await page.getByRole('button', { name: tr('fr', 'checkout.placeOrder') }).click();
  await expect(page.getByText(tr('fr', 'checkout.cityRequired'))).toBeVisible();
});

test('/payment-success and /payment-failed read their query as text only', async ({ page, request }) => {
  // A guest is asked to sign in before any order is shown; nothing of the query reaches the page.
  await page.goto('/payment-success?order=%3Cimg%20src%3Dx%3E&id=7');
  await expect(page.getByRole('heading', { name: t('shell.paymentSuccessHeading'), level: 1 })).toBeVisible();
  await expect(page.getByText(t('confirmation.signIn'))).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);

  // Signed in: a malformed number asks the API nothing and leaves the page's thanks; a number that
  // is not one of the shopper's orders is not found.
  const shopper = await signUp(request, 'payment-query');
  await signInBrowser(page, shopper);
  await page.goto('/payment-success?order=%3Cimg%20src%3Dx%3E&id=7');
  await expect(page.getByText(t('shell.paymentSuccessText'))).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await page.goto('/payment-success?order=ORD-999999&id=9');
  await expect(page.getByRole('alert')).toHaveText(t('confirmation.notFound'));
  await expect(page.getByText('ORD-999999')).toHaveCount(0);

  await page.goto('/payment-failed?reason=%3Cb%3Ehacked%3C%2Fb%3E');
  await expect(page.getByText(t('payment.reason.other'))).toBeVisible();
  await expect(page.getByText('hacked')).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('payment.backToCart') })).toHaveAttribute('href', '/cart');
});

// The postcode by the country (src/lib/countries.ts): none in the UAE, India's 6-digit PIN.
test('a UAE address has no postal code to fill, and places an order without one', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-uae');
  const [variant] = await variantsInStock(request, 1, 126);
  await addToCart(request, shopper, variant!.variant_id, 1);
  await signInBrowser(page, shopper);
  await page.goto('/checkout');
  await expect(field(page, 'checkout.country')).toHaveValue('AE');
  await expect(page.getByLabel(/postal code/i)).toHaveCount(0);
  await field(page, 'checkout.name').fill('Mariam Al Suwaidi');
  await field(page, 'checkout.street').fill('Villa 12, Street 7, Al Barsha 2');
  await field(page, 'checkout.city').fill('Dubai');
  await field(page, 'checkout.state').fill('Dubai');
  await field(page, 'checkout.phone').fill('050 123 4567');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/payment-success/);
  const order = (await orderItems(request, shopper)).data[0]!.order;
  expect(JSON.parse(order.address)).toMatchObject({ country: 'AE', city: 'Dubai', postal_code: '', phone_number: '+971501234567' });
});

test('India asks for a 6-digit PIN: five digits are refused with an example, six place the order', async ({ page, request }) => {
  const shopper = await signUp(request, 'checkout-india');
  const [variant] = await variantsInStock(request, 1, 128);
  await addToCart(request, shopper, variant!.variant_id, 1);
  await signInBrowser(page, shopper);
  await page.goto('/checkout');
  await field(page, 'checkout.name').fill('Priya Raman');
  await field(page, 'checkout.street').fill('12 Marine Drive');
  await field(page, 'checkout.country').selectOption('IN');
  await field(page, 'checkout.city').fill('Mumbai');
  await field(page, 'checkout.state').fill('Maharashtra');
  // Switching the country shows the field at once, with India's example; the phone follows.
  const pin = field(page, 'checkout.postalCode');
  await expect(pin).toBeVisible();
  await expect(page.getByText(t('checkout.postalCodeHint', { example: '400001' }))).toBeVisible();
  await expect(page.getByLabel(t('checkout.phoneCountry'))).toHaveValue('+91');
  await field(page, 'checkout.phone').fill('98765 43210');

  await placeOrderButton(page).click();
  const required = t('checkout.postalCodeRequired', { country: 'India', example: '400001' });
  await expect(pin).toBeFocused();
  await expect(page.getByText(required)).toBeVisible();

  await pin.fill('40000');
  await placeOrderButton(page).click();
  await expect(page.getByText(t('checkout.postalCodeFormat', { country: 'India', example: '400001' }))).toBeVisible();
  await pin.fill('4000011');
  await pin.blur();
  await expect(page.getByText(t('checkout.postalCodeFormat', { country: 'India', example: '400001' }))).toBeVisible();
  expect((await orderItems(request, shopper)).data).toHaveLength(0);

  await pin.fill('400001');
  await pin.blur();
  await expect(pin).not.toHaveAttribute('aria-invalid', 'true');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/payment-success/);
  const order = (await orderItems(request, shopper)).data[0]!.order;
  expect(JSON.parse(order.address)).toMatchObject({ country: 'IN', postal_code: '400001', phone_number: '+919876543210' });
});

for (const locale of ['en', 'ar'] as const) {
  test(`on a 390 px phone in ${locale}, the phone number box is wide enough to show a whole typed number`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shopper = await signUp(request, `checkout-phone-${locale}`);
    const [variant] = await variantsInStock(request, 1, locale === 'en' ? 130 : 132);
    await addToCart(request, shopper, variant!.variant_id, 1);
    await signInBrowser(page, shopper);
    await page.goto(locale === 'en' ? '/checkout' : '/ar/checkout');
    const number = page.getByLabel(tr(locale, 'checkout.phone'), { exact: true });
    const code = page.getByLabel(tr(locale, 'checkout.phoneCountry'));
    await number.fill('050 123 4567');
    await expect(number).toHaveValue('050 123 4567');
    const box = (await number.boundingBox())!;
    const codeBox = (await code.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(100);
    expect(codeBox.width).toBeGreaterThanOrEqual(100);
    // One row, the code first and the number after it, left to right in Arabic too.
    expect(Math.abs(box.y - codeBox.y)).toBeLessThan(2);
    expect(codeBox.x + codeBox.width).toBeLessThanOrEqual(box.x);
    // The whole number shows: nothing of it is scrolled out of the box.
    expect(await number.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  });
}
