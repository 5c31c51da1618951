import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test.ts';
import type { OrderItem } from '../../src/lib/api/types.ts';
import { admin } from './fixtures/admin.ts';
import { addToServerCart, authHeader, checkOut, signUp, useShopper, type Shopper } from './fixtures/shopper.ts';

// After the purchase, as a shopper clicks it on the order page, in English and Arabic: cancelling
// an item before it ships.

const read = (locale: string) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const words = { en: read('en'), ar: read('ar') };
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
    // Cancelled: nothing more to offer on this item.
    await expect(offers).toHaveCount(0);

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
    await expect(page.getByRole('region', { name: w['after.heading'] })).toHaveCount(0);

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
