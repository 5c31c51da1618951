// The owner's day in the office (issue 46), as a person does it in a browser, in English and in
// Arabic, on a phone (390 px) and on a desktop (1280 px): sign in with the password and the
// authenticator's code; mark two orders shipped at once with their tracking numbers; cancel an
// order paid by card, which refunds it and asks for the password and a new code again (the
// server's clock moved past the 5 minutes a sign-in counts as a confirmation); approve a reader's
// comment and a buyer's review; mark a cash order refused at the door; change a variant's stock
// and see the product page show it; add a member of staff and scan their QR code; axe on each
// screen. Products, colours and sizes are named in the page's language throughout.
// This file starts its own server (on E2E_PORT + 2) with the Stripe stand-in, so that a card
// payment can be refunded, and so that the clock it moves is its own.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test.ts';
import { OfficeShop, signIn, type Member } from './fixtures/office.ts';
import { decodeQR } from 'qr/decode.js';
import { en } from '../../office/src/i18n/en.ts';
import { ar } from '../../office/src/i18n/ar.ts';

test.describe.configure({ mode: 'serial' });

const shop = new OfficeShop(Number(process.env.E2E_PORT ?? 4391) + 2);
const shopWords = (locale: string) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
/** A sample product's name in a language, as its catalogue file writes it. */
const productName = (id: number, locale: 'en' | 'ar') => (JSON.parse(readFileSync(new URL(`../../content/products/${id}.json`, import.meta.url), 'utf8')) as { name: Record<string, string> }).name[locale]!;

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

const RUNS = [
  { locale: 'en', width: 1280, height: 800, product: 20 },
  { locale: 'en', width: 390, height: 844, product: 21 },
  { locale: 'ar', width: 1280, height: 800, product: 22 },
  { locale: 'ar', width: 390, height: 844, product: 23 },
] as const;

for (const { locale, width, height, product } of RUNS) {
  test(`the owner's day in ${locale} at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const words = locale === 'ar' ? ar : en;
    const office = words.office;
    const prefix = locale === 'ar' ? '/ar' : '';
    const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 600, hasTouch: width < 600, locale });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`)));

    // What the day brings: two orders to ship, one paid by card to cancel, a comment to read.
    const stamp = `${locale}${width}-${Date.now().toString(36)}`;
    const { variant_id } = await shop.variant(product, 5);
    const [first, second] = [await shop.placeOrder(variant_id, 'cod'), await shop.placeOrder(variant_id, 'cod')];
    const paid = await shop.placeOrder(variant_id, 'card');
    const reader = `Reader ${stamp}`;
    await shop.writeComment(reader, `Beautiful colours ${stamp}`);
    const reviewTitle = `Stays in place ${stamp}`;
    await shop.writeReview(product, variant_id, reviewTitle);
    const shopText = shopWords(locale);
    const name = productName(product, locale);
    const owner: Member = await shop.addStaff('owner', locale, locale === 'ar' ? 'حصة المنصوري' : 'Hessa Al Mansoori');

    // Signing in: the page is in the shell's language, then in the owner's own.
    await signIn(page, shop, owner, office.sign_in, prefix);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(office.dashboard.to_confirm)).toBeVisible();
    await fitsTheWindow(page, 'today');
    await noSeriousViolations(page, 'today');

    // Two orders marked shipped at once, each with its tracking number.
    await page.goto(`${shop.base}${prefix}/office#/orders`);
    for (const [number, tracking] of [[first, `AX${stamp}1`], [second, `AX${stamp}2`]] as const) {
      await page.getByRole('row').filter({ hasText: number }).getByRole('checkbox').check();
    }
    await fitsTheWindow(page, 'orders');
    await noSeriousViolations(page, 'orders');
    await page.getByRole('button', { name: office.orders.mark_shipped }).click();
    const shipping = page.getByRole('dialog');
    for (const [index, number] of [first, second].entries()) {
      const group = shipping.getByRole('group', { name: number });
      await group.getByLabel(office.orders.tracking_number).fill(`AX-${stamp}-${index}`.toUpperCase());
      await group.getByLabel(office.orders.carrier).fill('Aramex');
    }
    await shipping.getByLabel(office.orders.description).fill(locale === 'ar' ? 'شُحن طلبك مع أرامكس.' : 'Your order is on its way with Aramex.');
    await shipping.getByRole('button', { name: office.orders.mark_shipped }).click();
    await expect(shipping).toBeHidden();
    for (const number of [first, second]) await expect(page.getByRole('row').filter({ hasText: number })).toContainText(office.status.SHIPPED);

    // The tracking number is on the order, and the shipped order can no longer be shipped.
    await page.getByRole('row').filter({ hasText: first }).getByText(first).click();
    await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
    await expect(page.getByText(`AX-${stamp}-0`.toUpperCase(), { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: office.orders.call.replace('%{phone}', '+971501234567') })).toHaveAttribute('href', 'tel:+971501234567');
    await expect(page.getByRole('button', { name: office.moves.SHIPPED })).toHaveCount(0);
    // The item by its product's name, its colour's and its size in the page's language ("Black, XL",
    // "أسود، XL"), never the catalogue's codes ("black · xl").
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    const colours = ['white', 'black', 'brown', 'blue'].map((colour) => shopText[`color.${colour}`]).join('|');
    await expect(page.getByText(new RegExp(`^(${colours})${shopText['common.listComma']} (X|M|XL|XXL)$`)).first()).toBeVisible();
    await expect(page.getByText(/\b(white|black|brown|blue)\b/)).toHaveCount(0);
    await fitsTheWindow(page, 'an order');
    await noSeriousViolations(page, 'an order');

    // The courier brings it back: refused at the door, which a shipped cash order may be.
    await page.getByRole('button', { name: office.moves.REFUSED }).click();
    const refusing = page.getByRole('dialog');
    await expect(refusing).toContainText(office.orders.refused_explanation);
    await refusing.getByLabel(office.orders.description).fill(locale === 'ar' ? 'رفض المتسوّق استلام الطلب.' : 'You did not take the parcel at the door.');
    await refusing.getByRole('button', { name: office.moves.REFUSED }).click();
    await expect(refusing).toBeHidden();
    await expect(page.getByText(office.status.REFUSED).first()).toBeVisible();
    await expect(page.getByRole('button', { name: office.moves.REFUSED })).toHaveCount(0);

    // Cancelling the order paid by card refunds it: more than 5 minutes after signing in, the
    // office asks for the password and a new code first, then cancels.
    await shop.advanceClock(6 * 60_000);
    await page.goto(`${shop.base}${prefix}/office#/orders`);
    await page.getByRole('row').filter({ hasText: paid }).getByText(paid).click();
    await expect(page.getByRole('heading', { name: paid, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: office.orders.cancel }).click();
    const cancelling = page.getByRole('dialog', { name: office.orders.cancel_title });
    await expect(cancelling).toContainText(office.orders.cancel_refund.split('%{amount}')[0]!.trim());
    await cancelling.getByLabel(office.orders.description).fill(locale === 'ar' ? 'أُلغي الطلب بناءً على طلبك.' : 'Cancelled as you asked.');
    await cancelling.getByRole('button', { name: office.orders.cancel }).click();
    const confirming = page.getByRole('dialog', { name: office.reauth.title });
    await expect(confirming).toBeVisible();
    await confirming.getByLabel(office.sign_in.password).fill(owner.password);
    await confirming.getByLabel(office.sign_in.code).fill(await shop.code(owner.secret));
    await confirming.getByRole('button', { name: office.reauth.confirm }).click();
    await expect(confirming).toBeHidden();
    await expect(cancelling).toBeHidden();
    await shop.resetClock();
    await expect(page.getByText(office.status.CANCELLED).first()).toBeVisible();
    await expect(page.getByText(`${office.payment_method.card} · ${office.payment_status.REFUNDED}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: office.orders.refunds })).toBeVisible();
    await expect(page.getByText(office.orders.no_refunds)).toHaveCount(0);

    // A reader's comment approved: published under the article.
    await page.goto(`${shop.base}${prefix}/office#/comments`);
    const comment = page.getByRole('article').filter({ hasText: reader });
    await expect(comment).toBeVisible();
    await fitsTheWindow(page, 'comments');
    await noSeriousViolations(page, 'comments');
    await comment.getByRole('button', { name: `${office.comments.approve} — ${reader}` }).click();
    await expect(comment).toBeHidden();
    expect(await shop.approvedComments()).toContain(`Beautiful colours ${stamp}`);

    // A buyer's review approved: shown on the product's page; its product named in the page's language.
    await page.goto(`${shop.base}${prefix}/office#/reviews`);
    const review = page.getByRole('article', { name: reviewTitle });
    await expect(review).toContainText(name);
    await expect(review).toContainText(shopText['reviews.fit.true']!);
    await fitsTheWindow(page, 'reviews');
    await noSeriousViolations(page, 'reviews');
    await review.getByRole('button', { name: new RegExp(`^${office.reviews.approve} — ${reviewTitle}`) }).click();
    await expect(review).toBeHidden();
    expect(await shop.shownReviews(product)).toContain(reviewTitle);

    // A stock count changed to 0: the product page shows the size sold out within seconds.
    const sku = `PROD-${String(product).padStart(4, '0')}-BLUE-M`;
    await page.goto(`${shop.base}${prefix}/office#/stock`);
    await page.getByRole('textbox', { name: words.resources.stock.fields.q }).fill(sku);
    const count = page.getByRole('textbox', { name: `${words.resources.stock.fields.stock} — ${sku}` });
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(name);
    await expect(page.getByRole('row').nth(1)).toContainText(`${shopText['color.blue']}${shopText['common.listComma']} M`);
    await fitsTheWindow(page, 'stock');
    await noSeriousViolations(page, 'stock');
    await count.fill('0');
    await page.getByRole('button', { name: `${words.ra.action.save} — ${words.resources.stock.fields.stock} — ${sku}` }).click();
    await expect(page.getByText(office.stock.saved.replace('%{sku}', sku).replace('%{stock}', '0'))).toBeVisible();

    // The shop's copy of the stock lives 5 s: the page is opened again until it has the new count.
    const shopPage = await context.newPage();
    await expect(async () => {
      await shopPage.goto(`${shop.base}${prefix}/product/${product}`);
      await shopPage.getByRole('radio', { name: shopText['color.blue'] }).check();
      await expect(shopPage.getByRole('button', { name: `${shopText['size.m']}, ${shopText['common.soldOut']}` })).toBeDisabled({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });

    // A new member of staff: their secret shown once, with a QR code of its authenticator address.
    await page.goto(`${shop.base}${prefix}/office#/staff/create`);
    await page.getByLabel(words.resources.staff.fields.name).fill(`Salma ${stamp}`);
    await page.getByLabel(words.resources.staff.fields.email).fill(`salma-${stamp}@example.com`.toLowerCase());
    await page.getByRole('button', { name: words.ra.action.save }).click();
    const credentials = page.getByRole('dialog', { name: office.staff.added_title.replace('%{name}', `Salma ${stamp}`) });
    const address = await credentials.getByLabel(office.staff.otpauth).inputValue();
    expect(address).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    await expect(credentials.getByLabel(office.staff.totp_secret)).toHaveValue(/^[A-Z2-7]{16,}$/);
    const qr = credentials.getByRole('img', { name: office.staff.qr });
    await expect(qr).toBeVisible();
    await fitsTheWindow(page, 'a new member of staff');
    await noSeriousViolations(page, 'a new member of staff');
    // What an authenticator app reads from the screen: the picture's pixels, decoded.
    const pixels = await qr.evaluate((image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 440;
      canvas.height = 440;
      const drawing = canvas.getContext('2d')!;
      drawing.fillStyle = '#fff';
      drawing.fillRect(0, 0, 440, 440);
      drawing.drawImage(image, 20, 20, 400, 400);
      return [...drawing.getImageData(0, 0, 440, 440).data];
    });
    expect(decodeQR({ width: 440, height: 440, data: Uint8Array.from(pixels) })).toBe(address);

    expect(violations.filter((text) => text.startsWith('CSP')), 'no CSP violation').toEqual([]);
    await context.close();
  });
}

test('the sign-in page loads the office\'s frame only, not react-admin and its screens', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.body().then((body) => body.length));
  });
  await page.goto(`${shop.base}/office`);
  await expect(page.getByRole('heading', { name: en.office.sign_in.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  // The whole office was one 1.16 MB script; the sign-in page now needs less than half of that.
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThan(600_000);
  await context.close();
});
