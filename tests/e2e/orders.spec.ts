import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { currencyFor, formatPrice } from '../../src/lib/currency.ts';
import type { ApiReply, OrderItem, Pagination, VariantStock } from '../../src/lib/api/types.ts';
import { ADDRESS } from '../api/fixtures/address.ts';
import { authHeader as auth, setPassword, signUp, type Shopper } from './fixtures/shopper.ts';

// My Orders and Order Detail as a shopper sees them, over orders placed through the real API:
// sign-up with the code from the outbox, cart, cash-on-delivery checkout. The token goes into
// localStorage as the sign-in form would put it.

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, string>;
const dictionaries = { en: read('content/i18n/en.json'), fr: read('content/i18n/fr.json'), de: read('content/i18n/de.json') };
const tr = (locale: keyof typeof dictionaries, key: string, values: Record<string, string | number> = {}): string => {
  const text = dictionaries[locale][key];
  if (text === undefined) throw new Error(`no ${key} in ${locale}.json`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};
const t = (key: string, values?: Record<string, string | number>) => tr('en', key, values);

/** A delivery address whose city and state differ, so the page shows the city entered. */
const DELIVERY = { ...ADDRESS, city: 'Al Ain', state: 'Abu Dhabi', postal_code: '12345' };


/** Whether a catalogue product sells at a discount (its order then carries an offer amount). */
const discounted = (product: number) => (JSON.parse(readFileSync(new URL(`../../content/products/${product}.json`, import.meta.url), 'utf8')) as { discount: number }).discount > 0;

/** `count` variants with ample live stock, from distinct products from `firstProduct` on. */
async function variantsInStock(request: APIRequestContext, count: number, firstProduct: number, wanted: (product: number) => boolean = () => true): Promise<number[]> {
  const found: number[] = [];
  for (let product = firstProduct; found.length < count && product <= 144; product += 1) {
    if (!wanted(product)) continue;
    const reply = (await (await request.get(`/api/stock?product_id=${product}`)).json()) as ApiReply<VariantStock[]>;
    const variant = (reply.data ?? []).find((v) => v.stock >= 10);
    if (variant) found.push(variant.variant_id);
  }
  expect(found).toHaveLength(count);
  return found;
}

/** Puts the variants in the cart (one each) and checks out with cash on delivery. */
async function placeOrder(request: APIRequestContext, shopper: Shopper, variantIds: number[]): Promise<void> {
  for (const variant_id of variantIds) {
    const added = await request.post('/api/cart', { headers: auth(shopper), data: { variant_id, quantity: 1 } });
    expect(added.status()).toBe(200);
  }
  const placed = await request.post('/api/checkout', {
    headers: { ...auth(shopper), 'Idempotency-Key': randomUUID() },
    data: { address: DELIVERY, payment_method: 'cod' },
  });
  expect(placed.status(), await placed.text()).toBeLessThan(300);
}

async function orderItems(request: APIRequestContext, shopper: Shopper, page = 1): Promise<{ data: OrderItem[]; pagination: Pagination }> {
  const reply = await request.get(`/api/order-items?page=${page}&per_page=25`, { headers: auth(shopper) });
  return (await reply.json()) as { data: OrderItem[]; pagination: Pagination };
}

async function signInBrowser(page: Page, shopper: Shopper, extra: Record<string, string> = {}): Promise<void> {
  await page.addInitScript(
    ([token, more]) => {
      localStorage.setItem('token', token);
      for (const [key, value] of Object.entries(more)) localStorage.setItem(key, value);
    },
    [shopper.token, extra] as const,
  );
}

const cards = (page: Page) => page.locator('.order-card');

test.beforeEach(async ({ page }) => {
  // Keep the built-in fallback exchange rates: the test does not depend on a third party.
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('My Orders lists each order item as a card; the image opens the product, the card the order', async ({ page, request }) => {
  const shopper = await signUp(request, 'orders-list');
  const variants = await variantsInStock(request, 2, 1);
  await placeOrder(request, shopper, variants);
  const { data } = await orderItems(request, shopper);
  expect(data).toHaveLength(2);
  const [newest] = data;
  await signInBrowser(page, shopper);

  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: t('orders.title'), level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  // The shell's text for browsers without JavaScript is gone.
  await expect(page.getByText(t('shell.ordersText'))).toBeHidden();
  const card = cards(page).first();
  await expect(card.getByRole('link', { name: t('orders.orderWithCode', { code: newest!.code }) })).toBeVisible();
  await expect(card.locator('.badge.order-status')).toHaveText(t('status.PLACED'));
  await expect(card).toContainText(newest!.item.name);
  await expect(card).toContainText(newest!.item.variant_name);
  for (const { attribute, value } of newest!.item.attributes) await expect(card.getByRole('listitem').filter({ hasText: `${attribute.name}: ${value}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('orders.pagination') })).toHaveCount(0);

  // The image opens the product, not the order.
  await card.getByRole('link', { name: t('orders.viewProduct', { name: newest!.item.product.name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${newest!.item.product.id}$`));
  await page.goBack();

  // A click anywhere else on the card (here its middle, over the product name) opens the order.
  await cards(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/order-detail/${newest!.id}$`));
  await expect(page.getByRole('heading', { name: t('orders.orderWithCode', { code: newest!.code }) })).toBeVisible();

  // By keyboard: the card's link takes the focus and Enter opens the order.
  await page.goto('/my-orders');
  const second = data[1]!;
  const link = page.getByRole('link', { name: t('orders.orderWithCode', { code: second.code }) });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order-detail/${second.id}$`));
});

test('Order Detail shows the header, product, timeline, summary and the address entered', async ({ page, request }) => {
  const shopper = await signUp(request, 'orders-detail');
  await placeOrder(request, shopper, await variantsInStock(request, 1, 20, (product) => !discounted(product)));
  await placeOrder(request, shopper, await variantsInStock(request, 1, 20, discounted));
  const [onOffer, item] = (await orderItems(request, shopper)).data;
  await signInBrowser(page, shopper);

  await page.goto(`/order-detail/${item!.id}`);
  await expect(page.getByRole('heading', { name: t('orders.orderWithCode', { code: item!.code }) })).toBeVisible();
  await expect(page.getByText(t('order.placedOn'))).toBeVisible();
  await expect(page.locator('.order-detail__header .badge')).toHaveText(t('status.PLACED'));

  // Product details: the name links to the product; unit price, quantity, total in AED.
  const product = page.getByRole('region', { name: t('order.productDetails') });
  await expect(product.getByRole('link', { name: item!.item.name })).toHaveAttribute('href', `/product/${item!.item.product.id}`);
  await expect(product).toContainText(formatPrice(item!.unit_price, currencyFor('AED')));
  await expect(product.locator('.order-facts__row').filter({ hasText: t('order.quantity') }).getByRole('definition')).toHaveText('1');

  // The timeline, latest first: PLACED is current, CREATED completed.
  const timeline = page.getByRole('region', { name: t('order.statusTimeline') }).getByRole('listitem');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(0)).toContainText(t('status.PLACED'));
  await expect(timeline.nth(0)).toContainText(t('order.timelineCurrent'));
  await expect(timeline.nth(0)).toContainText(item!.statuses[0]!.description);
  await expect(timeline.nth(1)).toContainText(t('status.CREATED'));
  await expect(timeline.nth(1)).toContainText(t('order.timelineCompleted'));
  await expect(timeline.nth(0).locator('time')).toHaveText(/\d{1,2}:\d{2}/);

  // Summary: unpaid cash on delivery in the warning colour, no discount line, the total.
  const summary = page.getByRole('region', { name: t('order.summary') });
  await expect(summary).toContainText(item!.order.order_number);
  await expect(summary.locator('.badge--warn')).toHaveText(t('status.UNPAID'));
  await expect(summary).not.toContainText(t('order.discount'));
  await expect(summary.locator('.order-amounts__row--total')).toContainText(formatPrice(item!.order.total_amount, currencyFor('AED')));

  const shipping = page.getByRole('region', { name: t('order.shippingInformation') });
  await expect(shipping).toContainText('Al Ain');
  await expect(shipping).toContainText('Abu Dhabi');
  await expect(shipping).toContainText(DELIVERY.street_address);
  await expect(shipping).toContainText('United Arab Emirates');
  await expect(shipping).toContainText('+971 50 123 4567');
  // When it arrives, from the order's date, in the page's words (the API says the line).
  const arrival = shipping.locator('.order-facts__row').filter({ hasText: t('delivery.heading') }).getByRole('definition');
  await expect(arrival).toHaveText(/^Arrives .+ to Al Ain, United Arab Emirates/);

  // An order with an offer amount above 0 has the discount line.
  expect(onOffer!.order.offer_amount).toBeGreaterThan(0);
  await page.goto(`/order-detail/${onOffer!.id}`);
  await expect(summary.locator('.order-amounts__row').filter({ hasText: t('order.discount') })).toContainText(`\u2212${formatPrice(onOffer!.order.offer_amount, currencyFor('AED'))}`);

  await page.getByRole('link', { name: t('order.backToOrders') }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(cards(page)).toHaveCount(2);
});

test("Order Detail lists the order's other items, each leading to its own detail; an order of one lists none", async ({ page, request }) => {
  const shopper = await signUp(request, 'orders-others');
  await placeOrder(request, shopper, await variantsInStock(request, 1, 60));
  await placeOrder(request, shopper, await variantsInStock(request, 3, 30));
  const [third, second, first, alone] = (await orderItems(request, shopper)).data;
  await signInBrowser(page, shopper);
  await page.goto(`/order-detail/${first!.id}`);
  const others = page.getByRole('region', { name: t('order.otherItems') });
  await expect(others.getByRole('listitem')).toHaveCount(2);
  for (const other of [second!, third!]) {
    await expect(others.getByRole('link', { name: other.item.name })).toHaveAttribute('href', `/order-detail/${other.id}`);
  }
  await expect(others).toContainText(formatPrice(second!.total_price, currencyFor('AED')));
  await expect(others.getByText(t('status.PLACED')).first()).toBeVisible();
  await others.getByRole('link', { name: third!.item.name }).click();
  await expect(page.getByRole('heading', { name: t('orders.orderWithCode', { code: third!.code }) })).toBeVisible();
  await expect(page.getByRole('region', { name: t('order.otherItems') }).getByRole('link', { name: first!.item.name })).toBeVisible();
  // An order of one item has nothing else to list.
  await page.goto(`/order-detail/${alone!.id}`);
  await expect(page.getByRole('region', { name: t('order.productDetails') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('order.otherItems') })).toHaveCount(0);
});

test('25 order items fit one page; the 26th brings pagination, and ?page=2 survives a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shopper = await signUp(request, 'orders-pages');
  const variants = await variantsInStock(request, 26, 30);
  await placeOrder(request, shopper, variants.slice(0, 25));
  await signInBrowser(page, shopper);

  await page.goto('/my-orders');
  await expect(cards(page)).toHaveCount(25);
  await expect(page.getByRole('navigation', { name: t('orders.pagination') })).toHaveCount(0);

  await placeOrder(request, shopper, variants.slice(25));
  const [newest] = (await orderItems(request, shopper)).data;
  const [oldest] = (await orderItems(request, shopper, 2)).data;
  await page.reload();
  await expect(cards(page)).toHaveCount(25);
  const pagination = page.getByRole('navigation', { name: t('orders.pagination') });
  await expect(pagination.getByRole('link', { name: t('orders.page', { n: 1 }) })).toHaveAttribute('aria-current', 'page');
  // Exposed as a disabled link (a span would drop out of the accessibility tree).
  await expect(pagination.getByRole('link', { name: t('orders.previous'), disabled: true })).toBeVisible();
  await expect(cards(page).first()).toContainText(newest!.code);

  await pagination.getByRole('link', { name: t('orders.next') }).click();
  await expect(page).toHaveURL(/\/my-orders\?page=2$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(oldest!.code);
  await expect(pagination.getByRole('link', { name: t('orders.page', { n: 2 }) })).toHaveAttribute('aria-current', 'page');
  // Exposed as a disabled link (a span would drop out of the accessibility tree).
  await expect(pagination.getByRole('link', { name: t('orders.next'), disabled: true })).toBeVisible();

  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(oldest!.code);

  await page.goBack();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(cards(page)).toHaveCount(25);
  await page.goForward();
  await expect(cards(page)).toHaveCount(1);

  await pagination.getByRole('link', { name: t('orders.page', { n: 1 }) }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(cards(page)).toHaveCount(25);
});

test('EUR shows euro amounts with the AED charged beside them', async ({ page, request }) => {
  const shopper = await signUp(request, 'orders-eur');
  await placeOrder(request, shopper, await variantsInStock(request, 1, 60));
  const [item] = (await orderItems(request, shopper)).data;
  await signInBrowser(page, shopper, { currency: 'EUR' });

  await page.goto(`/order-detail/${item!.id}`);
  const total = page.getByRole('region', { name: t('order.summary') }).locator('.order-amounts__row--total');
  await expect(total).toContainText(formatPrice(item!.order.total_amount, currencyFor('EUR')));
  await expect(total).toContainText(t('order.amountCharged', { amount: formatPrice(item!.order.total_amount, currencyFor('AED')) }));
  await expect(page.getByRole('region', { name: t('order.productDetails') })).toContainText(`€`);
});

test('/fr/my-orders and /de/order-detail/{id} speak their language', async ({ page, request }) => {
  const shopper = await signUp(request, 'orders-locales');
  await placeOrder(request, shopper, await variantsInStock(request, 1, 70));
  const [item] = (await orderItems(request, shopper)).data;
  await signInBrowser(page, shopper);

  await page.goto('/fr/my-orders');
  await expect(page.getByRole('heading', { name: tr('fr', 'orders.title'), level: 1 })).toBeVisible();
  const link = page.getByRole('link', { name: tr('fr', 'orders.orderWithCode', { code: item!.code }) });
  await expect(link).toHaveAttribute('href', `/fr/order-detail/${item!.id}`);
  await expect(page.locator('.order-card .badge.order-status')).toHaveText(tr('fr', 'status.PLACED'));
  const placedFr = await page.evaluate((iso) => new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)), item!.order.created_at);
  await expect(page.locator('.order-card time')).toHaveText(placedFr);

  await page.goto(`/de/order-detail/${item!.id}`);
  await expect(page.getByRole('heading', { name: tr('de', 'order.summary') })).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('de', 'order.statusTimeline') })).toBeVisible();
  await expect(page.getByRole('heading', { name: tr('de', 'order.shippingInformation') })).toBeVisible();
  await expect(page.getByText(tr('de', 'order.placedOn'))).toBeVisible();
  await expect(page.getByText(tr('de', 'order.timelineCurrent'))).toBeVisible();
  await expect(page.locator('.order-detail__header .badge')).toHaveText(tr('de', 'status.PLACED'));
  await expect(page.locator('.order-facts__row').filter({ hasText: tr('de', 'delivery.heading') }).getByRole('definition')).toHaveText(
    /^Lieferung voraussichtlich .+ \(.+, Vereinigte Arabische Emirate\)/,
  );
  // The date in German, with the hour and minute, in the browser's time zone: as its own Intl says it.
  const placed = await page.evaluate((iso) => new Intl.DateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)), item!.order.created_at);
  expect(placed).toMatch(/ um \d{2}:\d{2}$/);
  await expect(page.locator('.order-detail__placed time')).toHaveText(placed);
  const step = page.locator('.order-timeline__date').first();
  const stepSaid = await step.evaluate((time) => new Intl.DateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(time.getAttribute('datetime')!)));
  await expect(step).toHaveText(stepSaid);
  await expect(page.getByRole('link', { name: tr('de', 'order.backToOrders') })).toHaveAttribute('href', '/de/my-orders');
});

test('an unknown order says Order not found; a failed load says so; a failed list stays empty', async ({ page, request }) => {
  const shopper = await signUp(request, 'orders-missing');
  await signInBrowser(page, shopper);

  await page.goto('/order-detail/99999999');
  await expect(page.getByRole('alert')).toHaveText(t('errors.orders.notFound'));
  await expect(page.getByRole('link', { name: t('order.backToOrders') })).toHaveAttribute('href', '/my-orders');
  await page.goto('/order-detail/not-a-number');
  await expect(page.getByRole('alert')).toHaveText(t('errors.orders.notFound'));

  await page.route('**/api/order-item?**', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Boom' } }));
  await page.goto('/order-detail/1');
  await expect(page.getByRole('alert')).toHaveText(t('errors.orders.loadDetailFailed'));
  await expect(page.getByRole('link', { name: t('order.backToOrders') })).toBeVisible();

  // A shopper without orders, and a list that cannot load, both see the empty state.
  await page.goto('/my-orders');
  await expect(page.getByText(t('orders.empty'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('orders.shopNow') })).toHaveAttribute('href', '/shop-grid-standard');
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await page.route('**/api/order-items?**', (route) => route.abort());
  await page.reload();
  await expect(page.getByText(t('orders.empty'))).toBeVisible();
  expect(logged.some((line) => line.includes('My Orders'))).toBe(true);
});

test('a guest gets the sign-in form, and the orders once signed in', async ({ page, request }) => {
  const shopper = await signUp(request, 'orders-guest');
  await placeOrder(request, shopper, await variantsInStock(request, 1, 80));
  const [item] = (await orderItems(request, shopper)).data;
  await setPassword(request, shopper, 'orders-pass-1');
  const orderCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/order-item') && orderCalls.push(r.url()));

  // The detail page asks nothing of the API without a token.
  await page.goto(`/order-detail/${item!.id}`);
  await expect(page.getByText(t('shell.orderText')).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('auth.login') })).toBeVisible();
  expect(orderCalls).toEqual([]);

  await page.goto('/my-orders');
  await expect(page.getByText(t('shell.ordersText')).filter({ visible: true })).toBeVisible();
  await page.getByLabel(t('auth.identifierLabel')).fill(shopper.email);
  await page.getByRole('button', { name: t('auth.usePassword') }).click();
  await page.getByLabel(t('auth.enterPassword')).fill('orders-pass-1');
  await page.getByRole('button', { name: t('auth.loginButton') }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(item!.code);
});

test('axe finds no serious violation on My Orders and Order Detail with orders', async ({ page, request }) => {
  const shopper = await signUp(request, 'orders-axe');
  await placeOrder(request, shopper, await variantsInStock(request, 2, 90));
  const [item] = (await orderItems(request, shopper)).data;
  await signInBrowser(page, shopper, { currency: 'GBP' });
  for (const url of ['/my-orders', `/order-detail/${item!.id}`, '/fr/my-orders', `/de/order-detail/${item!.id}`]) {
    await page.goto(url);
    await expect(page.locator('.order-card, .order-detail').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${url} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
    expect(serious).toEqual([]);
  }
});
