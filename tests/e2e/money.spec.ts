import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures/test.ts';
import type { ApiReply, PlacedOrder, VariantStock } from '../../src/lib/api/types.ts';
import type { CatalogueIndex } from '../../src/lib/catalogue/catalogue-index.ts';
import { estimateArrival, type ArrivalEstimate } from '../../src/lib/delivery/estimate.ts';
import { holidayCalendar } from '../../src/lib/delivery/holidays.ts';
import { LOCALE_TAGS } from '../../src/lib/locale.ts';
import { ADDRESS } from '../api/fixtures/address.ts';
import { authHeader as auth, signUp, useShopper, type Shopper } from './fixtures/shopper.ts';

// Money that adds up and an arrival date, as a shopper sees them in English and Arabic: the cart
// and checkout list the same amounts for the same lines, and the total is subtotal − discount +
// delivery; the product page says when an order placed today arrives, for a place the shopper can
// change; the confirmation shows the order (items, total, address, arrival) again after a reload.

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as unknown;
const dictionaries = { en: read('content/i18n/en.json'), ar: read('content/i18n/ar.json') } as Record<'en' | 'ar', Record<string, string>>;
const holidays = holidayCalendar(read('content/holidays.json'));
/** The arrival range as Intl says it, the words the page must show (it says them without Intl). */
const intlRange = ({ earliest, latest }: ArrivalEstimate, tag: string) =>
  new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(new Date(`${earliest}T00:00:00Z`), new Date(`${latest}T00:00:00Z`));
type Locale = keyof typeof dictionaries;
const tr = (locale: Locale, key: string, values: Record<string, string | number> = {}): string =>
  dictionaries[locale][key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
/** Intl writes no-break and thin spaces and direction marks; compare the words. */
const plain = (text: string) => text.replace(/[\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim();

/** Fils of a shown amount: its digits (Latin in every locale), negative with a minus sign. */
function filsOf(text: string): number {
  const digits = text.replace('\u2212', '-').replace(/[^\d.-]/g, '');
  return Math.round(Number(digits) * 100);
}

/**
 * Records, from the page's first script on, the locales of every Intl `kind` format the page makes
 * (a browser's first format of a locale loads ICU's data); answers a reader of that list.
 */
async function recordIntlFormats(page: Page, kind: 'NumberFormat' | 'DateTimeFormat'): Promise<() => Promise<string[]>> {
  await page.addInitScript((name) => {
    const made: string[] = [];
    (window as unknown as { intlFormatsMade: string[] }).intlFormatsMade = made;
    const Format = Intl[name] as unknown as (new (...args: unknown[]) => object) & ((...args: unknown[]) => object);
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Format, {
      construct: (target, args: unknown[]) => (made.push(String(args[0])), new target(...args)),
      apply: (target, _this, args: unknown[]) => (made.push(String(args[0])), target(...args)),
    });
  }, kind);
  return () => page.evaluate(() => (window as unknown as { intlFormatsMade: string[] }).intlFormatsMade);
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

/** A discounted variant and a full-price one in stock, from products no other spec buys (120 on). */
async function twoLines(request: APIRequestContext, firstProduct: number): Promise<[number, number]> {
  const index = (await (await request.get('/catalogue/en.json')).json()) as CatalogueIndex;
  const pick = async (discounted: boolean, from: number) => {
    for (let id = from; id <= 144; id += 1) {
      const product = index.products.find((p) => p.id === String(id));
      if (!product || product.discount > 0 !== discounted) continue;
      const stock = ((await (await request.get(`/api/stock?product_id=${id}`)).json()) as ApiReply<VariantStock[]>).data ?? [];
      const variant = stock.find((v) => v.stock >= 5);
      if (variant) return variant.variant_id;
    }
    throw new Error('no variant in stock');
  };
  return [await pick(true, firstProduct), await pick(false, firstProduct)];
}

async function fillCart(request: APIRequestContext, shopper: Shopper, lines: [number, number][]): Promise<void> {
  for (const [variant_id, quantity] of lines) {
    const added = await request.post('/api/cart', { headers: auth(shopper), data: { variant_id, quantity } });
    expect(added.status(), await added.text()).toBe(200);
  }
}

async function signInBrowser(page: Page, shopper: Shopper): Promise<void> {
  await page.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, shopper.token);
}

/** The amounts a list shows, by the row's kind, in fils. */
async function amountsIn(list: Locator): Promise<Record<string, number>> {
  const rows = list.locator('.order-amounts__row');
  await expect(rows.first()).toBeVisible();
  const entries: [string, number][] = [];
  for (const row of await rows.all()) {
    const kind = (await row.getAttribute('class'))!.match(/order-amounts__row--(\w+)/)![1]!;
    const shown = await row.locator('dd').innerText();
    entries.push([kind, /\d/.test(shown) ? filsOf(shown.split('\n')[0]!) : 0]);
  }
  return Object.fromEntries(entries);
}

/**
 * Where the discount's minus, first digit and currency code are drawn on the screen (their left
 * edges), and the direction and isolation of the element that holds the amount.
 */
async function drawnDiscount(list: Locator) {
  const amount = list.locator('.order-amounts__row--discount dd bdi').first();
  await expect(amount).toBeVisible();
  return amount.evaluate((element) => {
    const text = element.firstChild!;
    const content = text.textContent!;
    const leftOf = (at: number) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().left;
    };
    const style = getComputedStyle(element);
    return {
      text: content,
      minus: leftOf(content.indexOf('\u2212')),
      digit: leftOf(content.search(/\d/)),
      code: leftOf(content.indexOf('AED')),
      direction: style.direction,
      unicodeBidi: style.unicodeBidi,
    };
  });
}

test('ar: the discount reads "−13.00 AED" as one left-to-right unit on the cart and at checkout', async ({ page, request }) => {
  const shopper = await signUp(request, 'money-ar-minus');
  const [discounted] = await twoLines(request, 130);
  await fillCart(request, shopper, [[discounted, 1]]);
  await useShopper(page, shopper);
  for (const [path, list] of [
    ['/ar/cart', '.cart-lines__summary'],
    ['/ar/checkout', '.checkout-summary'],
  ] as const) {
    await page.goto(path);
    const drawn = await drawnDiscount(page.locator(list));
    // In logical order, Intl's Arabic negative with a true minus: marks, sign, number, code.
    expect(plain(drawn.text), path).toMatch(/^\u2212\d+\.\d{2} AED$/);
    expect([drawn.direction, drawn.unicodeBidi], path).toEqual(['ltr', 'isolate']);
    // On screen the minus stands just left of the number, the code after it: never 'AED 13.00−'.
    expect(drawn.minus, path).toBeLessThan(drawn.digit);
    expect(drawn.digit, path).toBeLessThan(drawn.code);
  }
});

for (const locale of ['fr', 'ar'] as const) {
  test(`${locale}: the cart and checkout write their amounts as Intl does, without making an Intl number format`, async ({ page, request }) => {
    // A browser's first number format of a locale loads ICU's data: on /fr/checkout, 13 ms of the
    // island's first render, its longest task. The shop writes Intl's shapes without it.
    const formatsMade = await recordIntlFormats(page, 'NumberFormat');
    const shopper = await signUp(request, `money-words-${locale}`);
    const [discounted, full] = await twoLines(request, 138);
    await fillCart(request, shopper, [[discounted, 3], [full, 2]]);
    await useShopper(page, shopper);
    const aed = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'AED', currencyDisplay: 'code', minimumFractionDigits: 2 });
    for (const [path, list] of [
      [`/${locale}/cart`, '.cart-lines__summary'],
      [`/${locale}/checkout`, '.checkout-summary'],
    ] as const) {
      await page.goto(path);
      const shown = (await page.locator(`${list} .order-amounts__row--total dd`).first().innerText()).split('\n')[0]!;
      // French writes '1 234,50', Arabic (Latin digits) '1,234.50'.
      const [whole, cents] = shown.replace(/[^\d,.]/g, '').split(locale === 'fr' ? ',' : '.') as [string, string];
      expect(shown, path).toBe(aed.format(Number(`${whole.replace(/\D/g, '')}.${cents}`)));
      expect(await formatsMade(), path).toEqual([]);
    }
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: the cart and checkout show the same amounts, and the total reconciles`, async ({ page, request }) => {
    const shopper = await signUp(request, `money-${locale}`);
    const [discounted, full] = await twoLines(request, locale === 'en' ? 120 : 130);
    await fillCart(request, shopper, [[discounted, 2], [full, 1]]);
    // Signed in, the cart page shows the server's cart.
    await useShopper(page, shopper);

    await page.goto(`${prefix(locale)}/cart`);
    const cart = await amountsIn(page.locator('.cart-lines__summary'));
    expect(cart.discount).toBeLessThan(0);
    expect(cart.total).toBe(cart.subtotal! + cart.discount! + cart.delivery!);
    await expect(page.locator('.cart-lines__summary')).toContainText(tr(locale, 'order.vatIncluded', { rate: 5 }));

    await page.goto(`${prefix(locale)}/checkout`);
    const checkout = await amountsIn(page.locator('.checkout-summary'));
    expect(checkout).toEqual(cart);

    // The order placed carries the same figures.
    const placed = await request.post('/api/checkout', {
      headers: { ...auth(shopper), 'Idempotency-Key': randomUUID() },
      data: { address: ADDRESS, payment_method: 'cod' },
    });
    const order = ((await placed.json()) as ApiReply<PlacedOrder>).data!;
    expect([order.sub_total_amount, -order.offer_amount, order.delivery_charge, order.total_amount].map((aed) => Math.round(aed * 100))).toEqual([
      cart.subtotal,
      cart.discount,
      cart.delivery,
      cart.total,
    ]);
  });

  test(`${locale}: the product page says when an order placed today arrives, for a place the shopper picks`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/product/1`);
    const line = page.locator('[data-arrival-text]');
    const range = (country: 'AE' | 'OM', city: string) => intlRange(estimateArrival(new Date(), country, city, holidays), LOCALE_TAGS[locale]);
    const dubai = locale === 'en' ? 'Dubai' : 'دبي';
    await expect.poll(async () => plain(await line.innerText())).toBe(plain(tr(locale, 'delivery.orderToday', { range: range('AE', 'dubai'), place: dubai })));

    await page.getByText(tr(locale, 'delivery.change')).click();
    const muscat = locale === 'en' ? 'Muscat' : 'مسقط';
    await page.getByLabel(tr(locale, 'delivery.deliverTo')).selectOption({ label: muscat });
    await expect.poll(async () => plain(await line.innerText())).toBe(plain(tr(locale, 'delivery.orderToday', { range: range('OM', 'muscat'), place: muscat })));
    // Remembered for the next page.
    await page.goto(`${prefix(locale)}/product/2`);
    await expect(page.locator('[data-arrival-text]')).toContainText(muscat);
  });

  test(`${locale}: the product page says its arrival dates without making an Intl date format`, async ({ page }) => {
    // A browser's first date format of a locale loads ICU's data: tens of milliseconds of a phone's
    // main thread as the page starts. The build gives the page the words instead.
    const formatsMade = await recordIntlFormats(page, 'DateTimeFormat');
    await page.goto(`${prefix(locale)}/product/1`);
    const dubai = locale === 'en' ? 'Dubai' : 'دبي';
    const range = intlRange(estimateArrival(new Date(), 'AE', 'dubai', holidays), LOCALE_TAGS[locale]);
    await expect.poll(async () => plain(await page.locator('[data-arrival-text]').innerText())).toBe(plain(tr(locale, 'delivery.orderToday', { range, place: dubai })));
    expect(await formatsMade()).toEqual([]);
  });

  test(`${locale}: the confirmation shows the order's items, total, address and arrival, again after a reload`, async ({ page, request }) => {
    const shopper = await signUp(request, `confirm-${locale}`);
    const [discounted] = await twoLines(request, locale === 'en' ? 125 : 135);
    await fillCart(request, shopper, [[discounted, 1]]);
    const placed = await request.post('/api/checkout', {
      headers: { ...auth(shopper), 'Idempotency-Key': randomUUID() },
      data: { address: { ...ADDRESS, city: 'Dubai' }, payment_method: 'cod' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as ApiReply<PlacedOrder>).data!;
    const url = `${prefix(locale)}/payment-success?order=${order.order_number}&id=${order.items[0]!.id}`;

    // Signed out: a clear prompt to sign in, and no order.
    await page.goto(url);
    await expect(page.getByText(tr(locale, 'confirmation.signIn'))).toBeVisible();

    await signInBrowser(page, shopper);
    for (const visit of ['first', 'reload']) {
      if (visit === 'first') await page.goto(url);
      else await page.reload();
      const items = page.getByRole('region', { name: tr(locale, 'confirmation.items') });
      await expect(items.getByRole('link', { name: order.items[0]!.item.names?.[locale] ?? order.items[0]!.item.name })).toBeVisible();
      await expect(items.locator('img')).toHaveCount(1);
      const summary = page.getByRole('region', { name: tr(locale, 'order.summary') });
      expect((await amountsIn(summary)).total).toBe(Math.round(order.total_amount * 100));
      const address = page.getByRole('region', { name: tr(locale, 'confirmation.address') });
      await expect(address).toContainText(ADDRESS.street_address);
      await expect(address).toContainText(tr(locale, 'paymentMethod.cod'));
      const arrival = intlRange(estimateArrival(new Date(order.items[0]!.order.created_at), 'AE', 'Dubai', holidays), LOCALE_TAGS[locale]);
      expect(plain(await address.locator('.arrival-estimate').innerText())).toContain(plain(arrival));
      await expect(page.getByRole('link', { name: tr(locale, 'payment.viewOrder') })).toHaveAttribute('href', `${prefix(locale)}/order-detail/${order.items[0]!.id}`);
    }
  });
}
