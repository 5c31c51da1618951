import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test.ts';
import { currencyFor, formatPrice } from '../../src/lib/currency.ts';
import type { OrderItem } from '../../src/lib/api/types.ts';
import { admin } from './fixtures/admin.ts';
import { addToServerCart, authHeader, checkOut, signUp, type Shopper } from './fixtures/shopper.ts';

// An order moved along by the operator, as its shopper sees it: the timeline (newest current,
// every older one completed), the carrier and tracking number with the carrier's tracking page,
// and the My Orders card with its date, quantity and line total. English and Arabic.

const read = (locale: string) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const words = { en: read('en'), ar: read('ar') };
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function signInBrowser(page: Page, shopper: Shopper): Promise<void> {
  await page.addInitScript((token) => localStorage.setItem('token', token), shopper.token);
}

async function onlyItem(page: Page, shopper: Shopper): Promise<OrderItem> {
  const reply = await page.request.get('/api/order-items', { headers: authHeader(shopper) });
  const [item] = ((await reply.json()) as { data: OrderItem[] }).data;
  return item!;
}

/** A shopper with one order of two of one variant. */
async function shopperWithOrder(page: Page, label: string): Promise<{ shopper: Shopper; item: OrderItem }> {
  const shopper = await signUp(page.request, label);
  const stock = (await (await page.request.get('/api/stock?product_id=12')).json()) as { data: { variant_id: number; stock: number }[] };
  await addToServerCart(page.request, shopper, stock.data.find((v) => v.stock >= 10)!.variant_id, 2);
  await checkOut(page.request, shopper);
  return { shopper, item: await onlyItem(page, shopper) };
}

for (const locale of ['en', 'ar'] as const) {
  const w = words[locale];
  const prefix = locale === 'en' ? '' : '/ar';

  test(`order detail: the newest status is current, the older completed, and the parcel can be followed (${locale})`, async ({ page }) => {
    const { shopper, item } = await shopperWithOrder(page, `tracking-${locale}`);
    await admin('status', item.code, 'CONFIRMED', 'Confirmed by phone');
    await admin('status', item.code, 'SHIPPED', 'Handed to the courier', '--tracking', 'JD0146000031', '--carrier', 'dhl');
    await signInBrowser(page, shopper);
    await page.goto(`${prefix}/order-detail/${item.id}`);

    const timeline = page.getByRole('region', { name: w['order.statusTimeline'] }).getByRole('listitem');
    await expect(timeline).toHaveCount(4);
    await expect(timeline.nth(0)).toContainText(w['status.SHIPPED']);
    await expect(timeline.nth(0)).toHaveAttribute('aria-current', 'step');
    await expect(timeline.nth(0)).toContainText(w['order.timelineCurrent']);
    for (const older of [1, 2, 3]) {
      await expect(timeline.nth(older)).not.toHaveAttribute('aria-current', /.*/);
      await expect(timeline.nth(older)).toContainText(w['order.timelineCompleted']);
    }
    await expect(timeline.nth(3)).toContainText(w['status.CREATED']);
    await expect(page.locator('[aria-current="step"]')).toHaveCount(1);

    const tracking = page.getByRole('region', { name: w['order.tracking'] });
    await expect(tracking).toContainText(w['order.carrier']);
    await expect(tracking).toContainText('DHL');
    await expect(tracking).toContainText(w['order.trackingNumber']);
    await expect(tracking).toContainText('JD0146000031');
    const link = tracking.getByRole('link', { name: new RegExp(fill(w['order.trackParcel'], { carrier: 'DHL' })) });
    await expect(link).toHaveAttribute('href', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0146000031');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);

    // My Orders: the card shows when it was ordered, how many and the line's total.
    await page.goto(`${prefix}/my-orders`);
    const card = page.locator('.order-card').first();
    await expect(card).toContainText(w['order.orderDate']);
    await expect(card.locator('time')).toHaveAttribute('datetime', item.created_at);
    await expect(card.locator('time')).toContainText(String(new Date(item.created_at).getFullYear()));
    await expect(card.getByRole('definition').filter({ hasText: /^2$/ })).toHaveCount(1);
    await expect(card).toContainText(w['order.quantity']);
    await expect(card).toContainText(w['order.total']);
    await expect(card).toContainText(formatPrice(item.total_price, currencyFor('AED'), locale));
  });
}

test('a carrier with no known tracking page is named, with no link; before shipping there is no tracking box', async ({ page }) => {
  const { shopper, item } = await shopperWithOrder(page, 'tracking-local');
  await signInBrowser(page, shopper);
  await page.goto(`/order-detail/${item.id}`);
  await expect(page.getByRole('region', { name: words.en['order.statusTimeline'] })).toBeVisible();
  await expect(page.getByRole('region', { name: words.en['order.tracking'] })).toHaveCount(0);

  await admin('status', item.code, 'SHIPPED', 'With our courier', '--tracking', 'AW-77', '--carrier', 'Al Waha Couriers');
  await page.reload();
  const tracking = page.getByRole('region', { name: words.en['order.tracking'] });
  await expect(tracking).toContainText('Al Waha Couriers');
  await expect(tracking).toContainText('AW-77');
  await expect(tracking.getByRole('link')).toHaveCount(0);
});
