import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test.ts';
import type { OrderItem } from '../../src/lib/api/types.ts';
import { admin } from './fixtures/admin.ts';
import { addToServerCart, authHeader, checkOut, signUp, useShopper, type Shopper } from './fixtures/shopper.ts';

// After the purchase, as a shopper clicks it on the order page, in English and Arabic: cancelling
// an item before it ships.

const read = (locale: string) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const words = { en: read('en'), ar: read('ar'), fr: read('fr'), de: read('de') };
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function itemsOf(page: Page, shopper: Shopper): Promise<OrderItem[]> {
  const reply = await page.request.get('/api/order-items', { headers: authHeader(shopper) });
  return ((await reply.json()) as { data: OrderItem[] }).data;
}

/** A shopper with one cash order of the given products' first variants in stock. */
async function shopperWithOrder(page: Page, label: string, products: number[]): Promise<{ shopper: Shopper; items: OrderItem[] }> {
  const shopper = await signUp(page.request, label);
  for (const product of products) {
    const stock = (await (await page.request.get(`/api/stock?product_id=${product}`)).json()) as { data: { variant_id: number; stock: number }[] };
    await addToServerCart(page.request, shopper, stock.data.find((v) => v.stock >= 5)!.variant_id, 1);
  }
  await checkOut(page.request, shopper);
  return { shopper, items: (await itemsOf(page, shopper)).reverse() };
}


test('reviews: the average is written with the decimal comma in French and German, each review with its date', async ({ page }) => {
  test.slow(); // six runs of the operator's command
  const product = 44;
  // Two buyers, delivered, rate 4 and 5 through the API: an average of 4.5.
  for (const rating of [4, 5]) {
    const { shopper, items } = await shopperWithOrder(page, `review-average-${rating}`, [product]);
    await admin('status', items[0]!.code, 'SHIPPED', 'Handed to the courier', '--tracking', `JD0146000${rating}`);
    await admin('status', items[0]!.code, 'DELIVERED', 'Delivered to the door');
    const sent = await page.request.post('/api/reviews', { headers: authHeader(shopper), data: { product_id: product, rating, title: `Rated ${rating}`, text: 'Soft and light.' } });
    expect(sent.status()).toBe(201);
    await admin('approve-review', String(((await sent.json()) as { data: { id: number } }).data.id));
  }
  for (const [locale, tag] of [['fr', 'fr-FR'], ['de', 'de-DE']] as const) {
    const w = words[locale];
    await page.goto(`/${locale}/product/${product}`);
    await expect(page.locator('.summary__rating')).toContainText(fill(w['common.rating']!, { rating: '4,5' }));
    await page.getByRole('tab', { name: w['product.reviews'] }).click();
    const panel = page.getByRole('tabpanel', { name: w['product.reviews'] });
    await expect(panel).toContainText(fill(w['common.rating']!, { rating: '4,5' }));
    await expect(panel.getByText('4,5', { exact: true })).toBeVisible();
    await expect(panel.getByRole('listitem').first().locator('time')).toHaveText(new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date()));
  }
});

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const prefix = locale === 'en' ? '' : '/ar';

  test(`cancel: the shopper cancels one item with a reason, then the rest of the order (${locale})`, async ({ page }) => {
    const { shopper, items } = await shopperWithOrder(page, `cancel-${locale}`, [12, 20]);
    await useShopper(page, shopper);
    await page.goto(`${prefix}/order-detail/${items[0]!.id}`);

    const offers = page.getByRole('region', { name: w['after.heading'] });
    await expect(offers).toContainText(w['after.cancelNote']);
    await offers.getByRole('button', { name: w['after.cancel'], exact: true }).click();
    await expect(offers.getByRole('heading', { name: w['after.cancelTitle'] })).toBeVisible();
    // No reason chosen: the browser asks for one and nothing is sent.
    await offers.getByRole('button', { name: w['after.cancelConfirm'] }).click();
    await expect(offers.getByRole('heading', { name: w['after.cancelTitle'] })).toBeVisible();
    await offers.getByRole('radio', { name: w['after.cancelReason.ordered_by_mistake'] }).check();
    await offers.getByRole('button', { name: w['after.cancelConfirm'] }).click();

    await expect(page.getByText(w['after.cancelled'])).toBeVisible();
    const timeline = page.getByRole('region', { name: w['order.statusTimeline'] }).getByRole('listitem');
    await expect(timeline.first()).toContainText(w['status.CANCELLED']);
    await expect(timeline.first()).toContainText(w['order.description.cancelledByShopper']);
    // Cancelled: it offers no cancel any more.
    await expect(offers.getByRole('button', { name: w['after.cancel'], exact: true })).toHaveCount(0);

    // The other item: only it is left, so no "whole order" button; cancelling it ends the order.
    await page.goto(`${prefix}/order-detail/${items[1]!.id}`);
    await expect(offers.getByRole('button', { name: w['after.cancel'], exact: true })).toBeVisible();
    await expect(offers.getByRole('button', { name: fill(w['after.cancelOrder'], { count: 2 }) })).toHaveCount(0);
    await offers.getByRole('button', { name: w['after.cancel'], exact: true }).click();
    await offers.getByRole('radio', { name: w['after.cancelReason.changed_mind'] }).check();
    await offers.getByRole('button', { name: w['after.cancelConfirm'] }).click();
    await expect(timeline.first()).toContainText(w['status.CANCELLED']);
    const after = await itemsOf(page, shopper);
    expect(after.map((item) => item.statuses[0]!.status)).toEqual(['CANCELLED', 'CANCELLED']);
  });

  test(`cancel: the whole order at once, and a shipped item offers no cancel (${locale})`, async ({ page }) => {
    const { shopper, items } = await shopperWithOrder(page, `cancel-all-${locale}`, [12, 20, 30]);
    await admin('status', items[2]!.code, 'SHIPPED', 'Handed to the courier', '--tracking', 'JD0146000099');
    await useShopper(page, shopper);
    await page.goto(`${prefix}/order-detail/${items[2]!.id}`);
    await expect(page.getByRole('region', { name: w['order.tracking'] })).toBeVisible();
    await expect(page.getByRole('region', { name: w['after.heading'] }).getByRole('link', { name: w['invoice.open'] })).toBeVisible();
    await expect(page.getByRole('button', { name: w['after.cancel'], exact: true })).toHaveCount(0);

    await page.goto(`${prefix}/order-detail/${items[0]!.id}`);
    const offers = page.getByRole('region', { name: w['after.heading'] });
    await offers.getByRole('button', { name: fill(w['after.cancelOrder'], { count: 2 }) }).click();
    await expect(offers.getByRole('heading', { name: w['after.cancelOrderTitle'] })).toBeVisible();
    await offers.getByRole('radio', { name: w['after.cancelReason.delivery_too_slow'] }).check();
    await offers.getByRole('button', { name: w['after.cancelConfirm'] }).click();
    await expect(page.getByText(w['after.cancelled'])).toBeVisible();
    const after = await itemsOf(page, shopper);
    expect(after.map((item) => item.statuses[0]!.status).sort()).toEqual(['CANCELLED', 'CANCELLED', 'SHIPPED']);
  });
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const prefix = locale === 'en' ? '' : '/ar';

  test(`return: the shopper asks to exchange a delivered item for another size, and follows the shop's steps (${locale})`, async ({ page }) => {
    test.slow(); // four runs of the operator's command
    const { shopper, items } = await shopperWithOrder(page, `exchange-${locale}`, [12]);
    const item = items[0]!;
    await admin('status', item.code, 'SHIPPED', 'Handed to the courier', '--tracking', 'JD0146000123');
    await admin('status', item.code, 'DELIVERED', 'Delivered to the door');
    await useShopper(page, shopper);
    await page.goto(`${prefix}/order-detail/${item.id}`);

    const offers = page.getByRole('region', { name: w['after.heading'] });
    await expect(offers).toContainText(w['after.returnUntil'].split('{{date}}')[0]!.trim());
    await expect(offers.getByRole('button', { name: w['after.cancel'], exact: true })).toHaveCount(0);
    await offers.getByRole('button', { name: w['after.returnOrExchange'] }).click();
    await expect(offers.getByRole('heading', { name: w['after.returnTitle'] })).toBeVisible();
    await offers.getByRole('radio', { name: w['after.returnReason.size'] }).check();
    await offers.getByRole('radio', { name: w['after.wantExchange'] }).check();
    const exchangeFor = offers.getByRole('combobox', { name: w['after.exchangeFor'] });
    // Another size or colour of the same product, in stock: the one bought is not offered.
    const options = await exchangeFor.locator('option:not([disabled])').allTextContents();
    expect(options.length).toBeGreaterThan(2);
    await exchangeFor.selectOption({ index: 1 });
    const chosen = (await exchangeFor.locator('option:checked').textContent())!;
    await offers.getByRole('button', { name: w['after.returnSend'] }).click();

    await expect(page.getByText(w['after.returnSent'])).toBeVisible();
    const request = offers.getByRole('listitem').filter({ hasText: fill(w['after.requestExchange'], { quantity: 1, variant: chosen }) });
    await expect(request).toContainText(w['after.requestStatus.REQUESTED']);
    await expect(offers).toContainText(w['after.allRequested']);
    const timeline = page.getByRole('region', { name: w['order.statusTimeline'] }).getByRole('listitem');
    await expect(timeline.first()).toContainText(w['status.RETURN_REQUESTED']);
    await expect(timeline.first()).toContainText(w['order.description.exchangeRequested']);

    // The shop approves it: the page says so on the next visit.
    const listed = await admin('returns');
    const id = new RegExp(`#(\\d+) .*${item.code}`).exec(listed)![1]!;
    await admin('return', id, 'approve');
    await page.reload();
    await expect(request).toContainText(w['after.requestStatus.APPROVED']);
    await expect(timeline.first()).toContainText(w['order.description.returnApproved']);
  });

  test(`return: a hygiene item says it cannot be returned, on its product page and its order (${locale})`, async ({ page }) => {
    const { shopper, items } = await shopperWithOrder(page, `hygiene-${locale}`, [88]);
    await admin('status', items[0]!.code, 'SHIPPED', 'Handed to the courier', '--tracking', 'JD0146000124');
    await admin('status', items[0]!.code, 'DELIVERED', 'Delivered to the door');
    await useShopper(page, shopper);
    await page.goto(`${prefix}/order-detail/${items[0]!.id}`);
    const offers = page.getByRole('region', { name: w['after.heading'] });
    await expect(offers).toContainText(w['after.nonReturnable']);
    await expect(offers.getByRole('button', { name: w['after.returnOrExchange'] })).toHaveCount(0);
    await page.goto(`${prefix}/product/88`);
    await expect(page.getByText(w['product.nonReturnable'])).toBeVisible();
    await page.goto(`${prefix}/product/12`);
    await expect(page.getByText(w['product.nonReturnable'])).toHaveCount(0);
  });

  test(`return: the policy page states the window from the setting (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/return-policy`);
    const window = page.locator('[data-return-window]').first();
    await expect(window).toHaveText(locale === 'en' ? '14 days' : '14 يومًا');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', locale === 'en' ? /within 14 days of delivery/ : /خلال 14 يومًا/);
  });
}

test('return: the policy page follows the operator\'s setting without a rebuild, in the plural Arabic needs', async ({ page }) => {
  await admin('settings', 'set', 'return_window_days', '7');
  try {
    await page.goto('/return-policy');
    await expect(page.locator('[data-return-window]').first()).toHaveText('7 days');
    await page.goto('/ar/return-policy');
    await expect(page.locator('[data-return-window]').first()).toHaveText('7 أيام');
  } finally {
    await admin('settings', 'unset', 'return_window_days');
  }
});

for (const [locale, product] of [['en', 40], ['ar', 42]] as const) {
  const w = words[locale];
  const prefix = locale === 'en' ? '' : '/ar';

  test(`review: a buyer reviews a delivered product from the order; once approved the product page shows it, live (${locale})`, async ({ page }) => {
    test.slow(); // four runs of the operator's command
    const { shopper, items } = await shopperWithOrder(page, `review-${locale}`, [product]);
    const first = locale === 'en' ? 'Mariam' : 'مريم';
    await page.request.patch('/api/me', { headers: authHeader(shopper), data: { name: `${first} Saleh` } });
    await admin('status', items[0]!.code, 'SHIPPED', 'Handed to the courier', '--tracking', `JD01460002${locale === 'en' ? 1 : 2}`);
    await admin('status', items[0]!.code, 'DELIVERED', 'Delivered to the door');
    await useShopper(page, shopper);

    // Before any approved review, the product page keeps what was built.
    await page.goto(`${prefix}/product/${product}`);
    await page.getByRole('tab', { name: w['product.reviews'] }).click();
    await expect(page.getByText(w['reviews.none'])).toBeVisible();

    await page.goto(`${prefix}/order-detail/${items[0]!.id}`);
    const offers = page.getByRole('region', { name: w['after.heading'] });
    await offers.getByRole('button', { name: w['after.review'] }).click();
    await offers.getByRole('radio', { name: fill(w['after.reviewStar'], { count: 3 }) }).check();
    const title = locale === 'en' ? 'Beautiful but long' : 'جميلة لكنها طويلة';
    await offers.getByRole('textbox', { name: w['after.reviewHeadline'] }).fill(title);
    await offers.getByRole('textbox', { name: w['after.reviewText'] }).fill(locale === 'en' ? 'The crepe is soft; I had it shortened.' : 'القماش ناعم، وقصّرتها قليلًا.');
    await offers.getByRole('radio', { name: w['reviews.fit.large'] }).check();
    await offers.getByRole('button', { name: w['after.reviewSend'] }).click();
    await expect(page.getByText(w['after.reviewSent'])).toBeVisible();
    await expect(offers).toContainText(w['after.reviewPending']);
    await expect(offers.getByRole('button', { name: w['after.review'] })).toHaveCount(0);

    const pending = await admin('reviews');
    const id = new RegExp(`#(\\d+) .*product ${product} `).exec(pending)![1]!;
    await admin('approve-review', id);

    // No rebuild: the page reads its reviews as it opens.
    await page.goto(`${prefix}/product/${product}`);
    const summary = page.locator('.summary__rating');
    await expect(summary).toContainText(fill(w['common.rating'], { rating: 3 }));
    await expect(summary).toContainText(w['reviews.count_one']!.replace('{{count}}', '1'));
    await page.getByRole('tab', { name: w['product.reviews'] }).click();
    const review = page.getByRole('tabpanel', { name: w['product.reviews'] }).getByRole('listitem');
    await expect(review).toHaveCount(1);
    await expect(review).toContainText(title);
    await expect(review).toContainText(first);
    await expect(review).toContainText(w['reviews.verified']);
    await expect(review).toContainText(w['reviews.fit.large']);
    // When it was written, as the locale writes a date (written today).
    await expect(review.locator('time')).toHaveText(new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ar-AE-u-nu-latn', { dateStyle: 'long' }).format(new Date()));
    await expect(page.getByText(w['reviews.none'])).toHaveCount(0);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product_ = data.map((text) => JSON.parse(text)).find((json) => json['@type'] === 'ProductGroup' || json['@type'] === 'Product');
    expect(product_.aggregateRating).toMatchObject({ ratingValue: 3, reviewCount: 1 });
    expect(product_.review[0]).toMatchObject({ name: title, reviewRating: { ratingValue: 3 } });
  });
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const prefix = locale === 'en' ? '' : '/ar';

  test(`invoice: from the order page to the printable tax invoice in English and Arabic, and its PDF (${locale})`, async ({ page }) => {
    const { shopper, items } = await shopperWithOrder(page, `invoice-${locale}`, [12]);
    await useShopper(page, shopper);
    await page.goto(`${prefix}/order-detail/${items[0]!.id}`);
    await page.getByRole('region', { name: w['after.heading'] }).getByRole('link', { name: w['invoice.open'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/invoice\\?order=`));
    const invoice = page.getByRole('article').first();
    await expect(invoice.getByRole('heading', { level: 2 })).toContainText(words.en['invoice.title']!);
    await expect(invoice.getByRole('heading', { level: 2 })).toContainText(words.ar['invoice.title']!);
    await expect(invoice).toContainText(/INV-\d{6}/);
    await expect(invoice).toContainText(words.en['invoice.supplyDate']!);
    await expect(invoice).toContainText(words.ar['invoice.totalGross']!);
    await expect(invoice.getByRole('table')).toContainText(items[0]!.item.name);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w['invoice.pdf'] }).click()]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
    await expect(page.getByRole('button', { name: w['invoice.print'] })).toBeVisible();
  });
}
