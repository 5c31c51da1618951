// The catalogue in the office (issue 47), as a member of staff works it in a browser, in English
// and in Arabic, on a phone (390 px) and on a desktop (1280 px): a product created with a photo,
// its missing translations flagged and never filled in from English; a save the catalogue's schema
// refuses, with the refusal beside its field; the price edited and the list showing the new one; a
// save refused because a colleague saved meanwhile, and their version reloaded; the product
// deleted, and an ordered one refused deletion and hidden instead; a Shopify CSV
// checked row by row, refused while a row has a problem, then imported. Each screen fits the
// window, passes axe, and is photographed (in the test's output folder) for looking at.
// This file starts its own server (on E2E_PORT + 3), so its products are its own; it publishes
// nothing (CATALOGUE_PUBLISHING=off): a save waits to publish, and the screens say so.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures/test.ts';
import { OfficeShop, signIn } from './fixtures/office.ts';
import { en } from '../../office/src/i18n/en.ts';
import { ar } from '../../office/src/i18n/ar.ts';
import { schemaRulesAr } from '../../office/src/i18n/schema-rules-ar.ts';

test.describe.configure({ mode: 'serial' });

const shop = new OfficeShop(Number(process.env.E2E_PORT ?? 4391) + 3, { CATALOGUE_PUBLISHING: 'off' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await shop.start();
});
test.afterAll(async () => {
  await shop.stop();
});

async function noSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), screen).toEqual([]);
}

/** Nothing wider than the window: a phone never scrolls sideways. */
async function fitsTheWindow(page: Page, screen: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${screen} fits the window`).toBe(true);
}

/**
 * A notice read and gone. On a phone it covers the save button at the bottom; the pointer resting
 * on it (as after a click there) holds it open, so the pointer is moved away first.
 */
async function noticeGone(page: Page, text: string) {
  await expect(page.getByText(text)).toBeVisible();
  await page.mouse.move(1, 1);
  await expect(page.getByText(text)).toBeHidden();
}

/** A plural's form for `count`, as Polyglot picks it: English's two forms, Arabic's six. */
function plural(text: string, count: number, locale: 'en' | 'ar'): string {
  const forms = text.split('||||').map((form) => form.trim());
  const index = locale === 'en' ? (count === 1 ? 0 : 1) : count <= 2 ? count : count % 100 >= 3 && count % 100 <= 10 ? 3 : count % 100 >= 11 ? 4 : 5;
  return forms[index]!.replace('%{smart_count}', String(count));
}

/** A photo as a phone takes one: a JPEG of 1200 × 1600 px. */
const photo = () =>
  sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 120, g: 90, b: 70 } } })
    .jpeg()
    .toBuffer();

/**
 * A Shopify product CSV: one product right, one whose price is not a number. Their photo is one of
 * the shop's own sample images, which the import fetches from its address as it would Shopify's.
 */
const csv = (photo: string, stamp: string) =>
  [
    'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src,Image Position,Status',
    `linen-abaya-${stamp},Linen Abaya ${stamp},<p>Light linen for summer.</p>,Veils,Abaya,"summer, linen",TRUE,Title,Default Title,LIN-${stamp},12,240.00,${photo},1,active`,
    `silk-shayla-${stamp},Silk Shayla ${stamp},<p>Soft silk.</p>,Veils,Shayla,silk,TRUE,Title,Default Title,SIL-${stamp},5,a lot,${photo},1,active`,
  ].join('\n');

/** Each run's sample product to order, then try to delete. */
const RUNS = [
  { locale: 'en', width: 1280, height: 800, ordered: 20 },
  { locale: 'en', width: 390, height: 844, ordered: 21 },
  { locale: 'ar', width: 1280, height: 800, ordered: 22 },
  { locale: 'ar', width: 390, height: 844, ordered: 23 },
] as const;

for (const { locale, width, height, ordered } of RUNS) {
  test(`a product made, refused, edited and saved over in ${locale} at ${width} px`, async ({ browser }, testInfo) => {
    test.setTimeout(480_000);
    const words = locale === 'ar' ? ar : en;
    const office = words.office;
    const fields = office.products.fields;
    const prefix = locale === 'ar' ? '/ar' : '';
    // Amounts with Latin digits in both languages; the currency's sign is the browser's own.
    const money = (amount: number) => amount.toFixed(2);
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${locale}-${width}-${name}.png`), fullPage: true });
    const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 600, hasTouch: width < 600, locale });
    const page = await context.newPage();
    const stamp = `${locale}${width}${Date.now().toString(36)}`;
    const name = `Linen Abaya ${stamp}`;

    // A member of staff (not only the owner) keeps the catalogue.
    const member = await shop.addStaff('staff', locale, locale === 'ar' ? 'مريم الكعبي' : 'Mariam Al Kaabi');
    await signIn(page, shop, member, office.sign_in, prefix);
    await expect(page.getByText(office.dashboard.to_confirm)).toBeVisible();

    // A new product: English texts only. Every other language is flagged, none filled in.
    await page.goto(`${shop.base}${prefix}/office#/products/create`);
    const texts = page.getByRole('tabpanel');
    await texts.getByLabel(fields.name).fill(name);
    await texts.getByLabel(fields.short_description).fill('A light abaya in washed linen.');
    await texts.getByLabel(fields.full_description).fill('Washed linen, open front, two pockets. Made for the summer.');
    await page.getByRole('tab', { name: office.languages.fr }).click();
    await expect(page.getByRole('tabpanel').getByLabel(fields.name)).toHaveValue('');
    await expect(page.getByRole('tabpanel').getByText(office.products.translation_missing)).toHaveCount(3);
    await expect(page.getByText(plural(office.products.missing_count, 9, locale))).toBeVisible();

    await page.getByLabel(fields.sku).fill(`LIN-${stamp}`.toUpperCase());
    await page.getByLabel(fields.categories).click();
    await page.getByRole('option', { name: locale === 'ar' ? 'نساء' : 'Women' }).click();
    await page.keyboard.press('Escape');
    await page.locator('input[type=file][accept^="image/"]').setInputFiles({ name: 'abaya.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(page.getByRole('group', { name: office.products.photos.photo.replace('%{number}', '1') })).toBeVisible();

    // No price: the catalogue's schema refuses it, and says so beside the price and above the form.
    await page.getByLabel(fields.price).fill('0');
    await page.getByRole('button', { name: words.ra.action.save }).click();
    const refused = page.getByRole('alert').filter({ hasText: office.products.problems_title });
    await expect(refused).toContainText(fields.price);
    // In the staff member's language: the build's own words in English, the rule's in Arabic.
    await expect(refused).toContainText(locale === 'ar' ? schemaRulesAr.too_small.replace('%{minimum}', '1') : 'Too small: expected number to be >=1');
    await expect(page.getByLabel(fields.price)).toHaveAttribute('aria-invalid', 'true');
    await fitsTheWindow(page, 'the form with a refusal');
    await noSeriousViolations(page, 'the form with a refusal');
    await shot('form-refused');

    await page.getByLabel(fields.price).fill('180');
    await page.getByRole('button', { name: words.ra.action.save }).click();
    await noticeGone(page, office.products.created);
    await expect(page).toHaveURL(/#\/products\/\d+$/);
    const id = Number(/#\/products\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('status').filter({ hasText: office.products.publish.title })).toContainText(office.products.publish.queued);
    await shot('form');

    // The list: the product with its price and its publish waiting; in Arabic its English name.
    await page.goto(`${shop.base}${prefix}/office#/products`);
    await page.getByRole('textbox', { name: words.resources.products.fields.q }).fill(stamp);
    const line = width < 600 ? page.getByRole('link').filter({ hasText: name }) : page.getByRole('row').filter({ hasText: name });
    await expect(line).toContainText(money(180));
    // Flagged with how many translations it lacks: French, German and Arabic of its three texts.
    await expect(line).toContainText(plural(office.products.missing_count, 9, locale));
    await expect(line).toContainText(office.products.publish.queued);
    await fitsTheWindow(page, 'products');
    await noSeriousViolations(page, 'products');
    await shot('list');

    // The price edited: the list shows the new one.
    await line.getByText(name).click();
    await expect(page.getByLabel(fields.price)).toHaveValue('180');
    await page.getByLabel(fields.price).fill('150');
    await page.getByRole('button', { name: words.ra.action.save }).click();
    await noticeGone(page, office.products.saved);
    await page.goto(`${shop.base}${prefix}/office#/products`);
    await page.getByRole('textbox', { name: words.resources.products.fields.q }).fill(stamp);
    await expect(line).toContainText(money(150));

    // A colleague saves the product while it is open here: this save is refused, theirs reloaded.
    await page.goto(`${shop.base}${prefix}/office#/products/${id}`);
    await expect(page.getByLabel(fields.price)).toHaveValue('150');
    const token = await page.evaluate(() => sessionStorage.getItem('office.token'));
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const current = (await (await fetch(`${shop.base}/api/office/products/${id}`, { headers: auth })).json()) as { data: { version: number; document: Record<string, unknown> } };
    const theirs = await fetch(`${shop.base}/api/office/products/${id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ document: { ...current.data.document, price: 140 }, expected_version: current.data.version }),
    });
    expect(theirs.status).toBe(200);
    await page.getByLabel(fields.price).fill('130');
    await page.getByRole('button', { name: words.ra.action.save }).click();
    const stale = page.getByRole('dialog', { name: office.products.stale_title });
    await expect(stale).toBeVisible();
    await stale.getByRole('button', { name: office.products.reload }).click();
    await expect(stale).toBeHidden();
    await expect(page.getByLabel(fields.price)).toHaveValue('140');

    // Each save queued a publish, listed with why it ran and the product it carried.
    await page.goto(`${shop.base}${prefix}/office#/publishes`);
    await expect(page.getByRole('link', { name: `#${id}`, exact: true }).first()).toBeVisible();
    await expect(page.getByText(office.publishes.reason.save).first()).toBeVisible();
    await fitsTheWindow(page, 'publishes');

    // Never ordered, the product can be deleted.
    await page.goto(`${shop.base}${prefix}/office#/products/${id}`);
    await page.getByRole('button', { name: office.products.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: office.products.delete }).click();
    await noticeGone(page, office.products.deleted);
    expect((await fetch(`${shop.base}/api/office/products/${id}`, { headers: auth })).status).toBe(404);

    // Once ordered, a product cannot be: the office says why and offers to hide it instead.
    await shop.placeOrder((await shop.variant(ordered, 1)).variant_id, 'cod');
    await page.goto(`${shop.base}${prefix}/office#/products/${ordered}`);
    await page.getByRole('button', { name: office.products.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: office.products.delete }).click();
    const refusal = page.getByRole('dialog', { name: office.products.cannot_delete });
    await expect(refusal).toContainText(office.errors.product_ordered);
    await refusal.getByRole('button', { name: office.products.hide_instead }).click();
    await expect(page.getByText(office.products.hidden_banner)).toBeVisible();
    await expect(page.getByRole('button', { name: office.products.show })).toBeVisible();

    await context.close();
  });

  test(`a Shopify CSV checked row by row in ${locale} at ${width} px`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const office = (locale === 'ar' ? ar : en).office;
    const prefix = locale === 'ar' ? '/ar' : '';
    const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 600, hasTouch: width < 600, locale });
    const page = await context.newPage();
    await signIn(page, shop, await shop.addStaff('staff', locale, locale === 'ar' ? 'سلمى الهاشمي' : 'Salma Al Hashimi'), office.sign_in, prefix);
    await expect(page.getByText(office.dashboard.to_confirm)).toBeVisible();

    // Every row with its problems; nothing to import while one has any.
    const stamp = `${locale}${width}${Date.now().toString(36)}`;
    const file = csv(`${shop.base}/images/products/1/1.webp`, stamp);
    await page.goto(`${shop.base}${prefix}/office#/products/import`);
    await page.getByLabel(office.import.csv).fill(file);
    await page.getByRole('button', { name: office.import.check }).click();
    const counts = office.import.counts.replace('%{valid}', plural(office.import.valid_rows, 1, locale)).replace('%{invalid}', plural(office.import.invalid_rows, 1, locale));
    await expect(page.getByRole('status').filter({ hasText: counts })).toBeVisible();
    // The wrong row, with its problem in the staff member's language, naming the column and the value as the file writes them.
    const wrong = page.getByRole(width < 600 ? 'listitem' : 'row').filter({ hasText: `silk-shayla-${stamp}` });
    await expect(wrong).toContainText('Variant Price');
    await expect(wrong).toContainText('"a lot"');
    await expect(wrong).toContainText(office.import.problem.amount_invalid.split(/%\{\w+\}/).pop()!);
    await expect(page.getByRole(width < 600 ? 'listitem' : 'row').filter({ hasText: `linen-abaya-${stamp}` })).toContainText(office.import.no_problem);
    await expect(page.getByRole('button', { name: office.import.import, exact: true })).toBeDisabled();
    await fitsTheWindow(page, 'import');
    await noSeriousViolations(page, 'import');
    await page.screenshot({ path: testInfo.outputPath(`${locale}-${width}-import.png`), fullPage: true });

    // Without the wrong row, the import writes the product and says so.
    await page.getByLabel(office.import.csv).fill(file.split('\n').slice(0, 2).join('\n'));
    await page.getByRole('button', { name: office.import.check }).click();
    await expect(page.getByRole('status').filter({ hasText: office.import.ready })).toBeVisible();
    await page.getByRole('button', { name: office.import.import, exact: true }).click();
    await expect(page.getByText(plural(office.import.written, 1, locale))).toBeVisible();
    await context.close();
  });
}

// A publish that fails: this server's releases are on another filesystem than the built site (a
// memory one), so a publish cannot link the live release's files and builds the whole site
// instead (src/server/catalogue/site-build.ts), and that build stops at once (a production build
// with no site address), as a real one might for any reason. The product list shows the failure
// and its reason, and finds the products by their publish state.
test.describe('a failed publish', () => {
  const releases = mkdtempSync(join('/dev/shm', 'shop-e2e-releases-'));
  const failing = new OfficeShop(Number(process.env.E2E_PORT ?? 4391) + 6, { PRODUCTION_BUILD: '1', PUBLIC_SITE_URL: '', RELEASES_DIR: releases });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await failing.start();
  });
  test.afterAll(async () => {
    await failing.stop();
    rmSync(releases, { recursive: true, force: true });
  });

  test('shows in the product list with its reason, and the list filters by it', async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    let saved = false;
    for (const { locale, width, height } of RUNS) {
      const words = locale === 'ar' ? ar : en;
      const office = words.office;
      const prefix = locale === 'ar' ? '/ar' : '';
      const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 600, hasTouch: width < 600, locale });
      const page = await context.newPage();
      await signIn(page, failing, await failing.addStaff('staff', locale, locale === 'ar' ? 'نورة السويدي' : 'Noura Al Suwaidi'), office.sign_in, prefix);
      await expect(page.getByText(office.dashboard.to_confirm)).toBeVisible();
      if (!saved) {
        // Product 5's price changed; its publish fails.
        await page.goto(`${failing.base}${prefix}/office#/products/5`);
        const price = page.getByLabel(office.products.fields.price);
        await price.fill(String(Number(await price.inputValue()) + 1));
        await page.getByRole('button', { name: words.ra.action.save }).click();
        await noticeGone(page, office.products.saved);
        await expect(page.getByRole('status').filter({ hasText: office.products.publish.title })).toContainText(office.products.publish.failed, { timeout: 120_000 });
        saved = true;
      }
      await page.goto(`${failing.base}${prefix}/office#/products?filter=${encodeURIComponent(JSON.stringify({ publish: 'failed' }))}`);
      const line = width < 600 ? page.getByRole('link').filter({ hasText: office.products.publish.failed }) : page.getByRole('row').filter({ hasText: office.products.publish.failed });
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('PUBLIC_SITE_URL');
      await expect(line).not.toContainText('\u001b');
      await expect(page.getByText(office.products.publish.published, { exact: true })).toHaveCount(0);
      await fitsTheWindow(page, 'products whose publish failed');
      await noSeriousViolations(page, 'products whose publish failed');
      await page.screenshot({ path: testInfo.outputPath(`${locale}-${width}-list-failed.png`), fullPage: true });
      // Unfiltered, the other products are published.
      await page.goto(`${failing.base}${prefix}/office#/products?filter=${encodeURIComponent(JSON.stringify({ publish: 'published' }))}`);
      await expect(page.getByText(office.products.publish.published, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(office.products.publish.failed, { exact: true })).toHaveCount(0);
      await context.close();
    }
  });
});
