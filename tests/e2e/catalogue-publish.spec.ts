// The catalogue published (issue 47): the owner changes a product's price and puts a new photo
// first in the office; the publish builds the whole site into a new release on this test's own
// server (on E2E_PORT + 5, publishing on), and a shopper then sees the price and the photo on the
// product page, on the shop's listing and in the search. The publish's time is the bench's
// (`npm run bench -- --publish`); here it only has to happen.
import sharp from 'sharp';
import { expect, test } from './fixtures/test.ts';
import { OfficeShop, signIn } from './fixtures/office.ts';
import { en } from '../../office/src/i18n/en.ts';

test.describe.configure({ mode: 'serial' });

const shop = new OfficeShop(Number(process.env.E2E_PORT ?? 4391) + 5);
/** A product of the sample catalogue with a single stock (no colours and sizes to choose). */
const PRODUCT = 7;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await shop.start();
});
test.afterAll(async () => {
  await shop.stop();
});

test('a price and a photo changed in the office reach the product page, the listing and the search', async ({ browser }) => {
  // A whole build of the site under the rest of the suite's load.
  test.setTimeout(20 * 60_000);
  const words = en.office;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const owner = await shop.addStaff('owner', 'en', 'Noura Al Mansoori');
  await signIn(page, shop, owner, words.sign_in, '');
  await expect(page.getByText(words.dashboard.to_confirm)).toBeVisible();

  await page.goto(`${shop.base}/office#/products/${PRODUCT}`);
  const price = page.getByLabel(words.products.fields.price);
  await expect(price).not.toHaveValue('');
  const newPrice = Number(await price.inputValue()) + 7;
  await price.fill(String(newPrice));
  const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 30, g: 110, b: 90 } } }).jpeg().toBuffer();
  const upload = page.waitForResponse((res) => res.url().endsWith('/api/office/photos') && res.status() === 201);
  await page.locator('input[type=file][accept^="image/"]').setInputFiles({ name: 'new.jpg', mimeType: 'image/jpeg', buffer: photo });
  const photoPath = ((await (await upload).json()) as { data: { path: string } }).data.path;
  const photos = await page.getByRole('group', { name: /^Photo \d+$/ }).count();
  for (let n = photos; n > 1; n -= 1) await page.getByRole('button', { name: words.products.photos.earlier.replace('%{number}', String(n)) }).click();
  await page.getByRole('button', { name: en.ra.action.save }).click();
  await expect(page.getByText(words.products.saved)).toBeVisible();
  const state = page.getByRole('status').filter({ hasText: words.products.publish.title });
  await expect(state).toContainText(words.products.publish.published, { timeout: 18 * 60_000 });
  await context.close();

  // The shopper, on the site as the new release serves it.
  const shopper = await browser.newPage();
  const money = newPrice.toFixed(2);
  await shopper.goto(`${shop.base}/product/${PRODUCT}`);
  await expect(shopper.locator('.summary').first()).toContainText(money);
  await expect(shopper.locator(`img[src="${photoPath}"], img[src="${photoPath.replace('.webp', '-400.webp')}"]`).first()).toBeAttached();
  const name = (await shopper.locator('h1').first().innerText()).trim();

  // The listing's first page as the publish drew it again: the product is among its first twelve.
  // (Sorted by price, the island would redraw it from the catalogue index, where a 76 AED product
  // is not on the first page: the check raced that redraw.)
  await shopper.goto(`${shop.base}/shop-grid-standard`);
  const card = shopper.locator('article').filter({ hasText: name }).first();
  await expect(card).toContainText(money);

  await shopper.goto(`${shop.base}/search?q=${encodeURIComponent(name)}`);
  await expect(shopper.locator('article, li').filter({ hasText: name }).first()).toContainText(money);
});
