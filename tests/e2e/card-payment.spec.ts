// Paying by card, as a shopper does it, against a server configured for Stripe whose API is the
// local stand-in (tests/stripe-stand-in): the stand-in's "hosted page" has Pay and Cancel buttons
// that send the signed event and return to the shop as Stripe does. Pay → confirmed; Cancel →
// /payment-failed → try again on the same order → confirmed; Cancel → pay cash on delivery instead.
// This file starts its own server (on E2E_PORT + 1) so the rest of the suite runs without Stripe.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures/test.ts';
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in/stand-in.ts';
import { freshEmail } from './fixtures/outbox.ts';
import type { ApiReply, VariantStock } from '../../src/lib/api/types.ts';

test.describe.configure({ mode: 'serial' });

const read = (locale: string) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = read('en');
const ar = read('ar');
const PORT = Number(process.env.E2E_PORT ?? 4391) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-card-'));
let stand: StripeStandIn;
let server: ChildProcess;

test.beforeAll(async () => {
  // A server's start (migrations, the catalogue seed) can take a while on a busy machine.
  test.setTimeout(180_000);
  stand = await startStripeStandIn({
    deliver: async (payload, signature) =>
      (await fetch(`${BASE}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })).status,
  });
  server = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CORS_ORIGINS: BASE,
      TRUST_PROXY: '1',
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/v6/latest/USD',
      STRIPE_SECRET_KEY: stand.secretKey,
      STRIPE_WEBHOOK_SECRET: stand.webhookSecret,
      STRIPE_API_BASE: stand.url,
    },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${BASE}/api/settings`).catch(() => null))?.status, { timeout: 120_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await stand?.close();
});

function codeFor(email: string): string | undefined {
  const file = join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { to: string; code?: string }).findLast((l) => l.to === email)?.code;
}

async function variantInStock(page: Page, productFrom: number): Promise<number> {
  for (let product = productFrom; ; product++) {
    const reply = (await (await page.request.get(`${BASE}/api/stock?product_id=${product}`)).json()) as ApiReply<VariantStock[]>;
    const variant = reply.data?.find((v) => v.stock >= 3);
    if (variant) return variant.variant_id;
  }
}

/** A new shopper, signed in in this browser, with one line in the server cart; answers their token. */
async function shopperWithCart(page: Page, productFrom: number): Promise<string> {
  const request = page.request;
  const email = freshEmail('card');
  const sent = await request.post(`${BASE}/api/signup/otp`, { data: { type: 'email', email } });
  expect(sent.status()).toBe(200);
  const { signup_id } = (await sent.json()) as { signup_id: string };
  await expect.poll(() => codeFor(email)).toBeTruthy();
  const verified = await request.post(`${BASE}/api/signup/otp/verify`, { data: { signup_id, otp_code: codeFor(email) } });
  const { token, data: user } = (await verified.json()) as { token: string; data: { id: number } };
  const variant = await variantInStock(page, productFrom);
  const added = await request.post(`${BASE}/api/cart`, { headers: { Authorization: `Bearer ${token}` }, data: { variant_id: variant, quantity: 1 } });
  expect(added.status()).toBe(200);
  await page.addInitScript(
    ([t, u]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
        localStorage.setItem('listsOwner', String(JSON.parse(u).id));
      }
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

async function checkOutByCard(page: Page, dictionary = en, prefix = ''): Promise<void> {
  await page.goto(`${BASE}${prefix}/checkout`);
  const label = (key: string) => page.getByLabel(dictionary[key]!, { exact: true });
  await label('checkout.name').fill('Noura Al Qahtani');
  await label('checkout.street').fill('King Fahd Road 4410, Al Olaya');
  await label('checkout.country').selectOption('SA');
  await label('checkout.city').fill('Riyadh');
  await label('checkout.state').fill('Riyadh Province');
  // The country decides whether a postal code is asked for (Saudi Arabia: 5 digits, required).
  await label('checkout.postalCode').fill('12214');
  await label('checkout.phone').fill('050 123 4567');
  await page.getByRole('radio', { name: dictionary['checkout.method.card'] }).check();
  await page.getByRole('button', { name: dictionary['checkout.payByCard'] }).click();
  await expect(page).toHaveURL(new RegExp(`^${stand.url}/pay/cs_test_`));
}

test('choose card, pay on the hosted page, and the success page confirms the payment', async ({ page }) => {
  await shopperWithCart(page, 1);
  await checkOutByCard(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=[^&]+&session_id=cs_test_[a-f0-9]+$/);
  await expect(page.getByText(en['payment.paidConfirmed']!)).toBeVisible();
  const order = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(order)).toBeVisible();
  await page.getByRole('link', { name: en['payment.viewOrder'] }).click();
  await expect(page.getByText(en['status.PAID']!, { exact: true })).toBeVisible();
});

test('cancel on the hosted page, then try again on the same order and pay', async ({ page }) => {
  await shopperWithCart(page, 20);
  await checkOutByCard(page);
  const first = page.url();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment-failed\?order=/);
  // A cancelled payment is not a failure: a calm heading, breadcrumb and title, the order kept.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(en['payment.cancelledHeading']!);
  // Not in the red of an error: the heading's colour is not the one var(--sale) computes to.
  const [headingColour, errorColour] = await heading.evaluate((h) => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--sale)';
    const colours = [getComputedStyle(h).color, getComputedStyle(probe).color];
    probe.remove();
    return colours;
  });
  expect(headingColour).not.toBe(errorColour);
  await expect(page.getByRole('navigation', { name: en['breadcrumb.label'] }).getByText(en['payment.cancelledHeading']!)).toBeVisible();
  await expect(page.getByText(en['meta.paymentFailed']!)).toHaveCount(0);
  await expect(page.getByText(en['shell.paymentFailedHeading']!)).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`\\| ${en['payment.cancelledHeading']}$`));
  const order = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(order)).toBeVisible();
  await expect(page.getByText(en['payment.itemsInOrder']!)).toBeVisible();
  await expect(page.getByText(en['payment.payWith.card']!)).toBeVisible();
  await page.getByRole('button', { name: en['payment.tryAgain'] }).click();
  await expect(page).toHaveURL(new RegExp(`^${stand.url}/pay/cs_test_`));
  expect(page.url()).not.toBe(first);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(en['payment.paidConfirmed']!)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('order')).toBe(order);
});

test('cancel, then pay cash on delivery instead: the same order is placed (in Arabic)', async ({ page }) => {
  const token = await shopperWithCart(page, 40);
  await checkOutByCard(page, ar, '/ar');
  // While the payment page is open the shopper adds something else (another tab): the cart badge on
  // return counts the server's cart (its two pieces), not the line the order holds.
  const other = await variantInStock(page, 60);
  expect((await page.request.post(`${BASE}/api/cart`, { headers: { Authorization: `Bearer ${token}` }, data: { variant_id: other, quantity: 2 } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/ar\/payment-failed\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar['payment.cancelledHeading']!);
  await expect(page.locator('[data-count="cart"]').first()).toHaveText('2');
  const order = new URL(page.url()).searchParams.get('order')!;
  await page.getByRole('button', { name: ar['payment.payCashInstead'] }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/payment-success\\?order=${order}`));
  await expect(page.getByText(order)).toBeVisible();
  // Trying the card again on that order now says it is a cash order.
  await page.goto(`${BASE}/ar/payment-failed?order=${order}`);
  await expect(page.getByText(ar['payment.cashOrder']!)).toBeVisible();
});
