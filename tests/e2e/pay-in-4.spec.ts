// The Gulf's ways to pay, as a shopper meets them, against a server configured for Stripe, Tabby and
// Tamara whose APIs are the local stand-ins (tests/*-stand-in): checkout offers all four with the
// instalment line; Tabby paid on its page; Tamara left, tried again and paid, in Arabic; Tabby's
// pre-scoring turning a shopper down, its reason shown and the choice disabled; cash on delivery's
// fee as a line of the summary, and cash refused over its maximum. This file starts its own server
// (on E2E_PORT + 4) so the rest of the suite runs without these providers.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures/test.ts';
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in/stand-in.ts';
import { startTabbyStandIn, TABBY_REJECTED_EMAIL, type TabbyStandIn } from '../tabby-stand-in/stand-in.ts';
import { startTamaraStandIn, type TamaraStandIn } from '../tamara-stand-in/stand-in.ts';
import { freshEmail } from './fixtures/outbox.ts';
import type { ApiReply, VariantStock } from '../../src/lib/api/types.ts';

test.describe.configure({ mode: 'serial' });

const read = (locale: string) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = read('en');
const ar = read('ar');
const PORT = Number(process.env.E2E_PORT ?? 4391) + 4;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-pay4-'));
let stripe: StripeStandIn;
let tabby: TabbyStandIn;
let tamara: TamaraStandIn;
let server: ChildProcess;

/** The operator's command against this file's server (it runs inside the server, which holds the data). */
const admin = async (...args: string[]) =>
  (await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })).stdout;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stripe = await startStripeStandIn({
    deliver: async (payload, signature) =>
      (await fetch(`${BASE}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })).status,
  });
  tabby = await startTabbyStandIn({ minAmount: 10, maxAmount: 5000 });
  tamara = await startTamaraStandIn({ minAmount: 10, maxAmount: 5000 });
  server = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CORS_ORIGINS: BASE,
      TRUST_PROXY: '1',
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/v6/latest/USD',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      TABBY_PUBLIC_KEY: tabby.publicKey,
      TABBY_SECRET_KEY: tabby.secretKey,
      TABBY_MERCHANT_CODE: tabby.merchantCode,
      TABBY_API_BASE: tabby.url,
      TAMARA_API_TOKEN: tamara.apiToken,
      TAMARA_NOTIFICATION_TOKEN: tamara.notificationToken,
      TAMARA_API_BASE: tamara.url,
    },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${BASE}/api/settings`).catch(() => null))?.status, { timeout: 120_000 }).toBe(200);
  // As the owner does once: Tabby learns where to send its webhook, and with which header.
  expect(await admin('webhooks', 'register', BASE)).toContain(`tabby: ${BASE}/api/payments/tabby/webhook registered.`);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await Promise.all([stripe?.close(), tabby?.close(), tamara?.close()]);
});

function codeFor(email: string): string | undefined {
  const file = join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { to: string; code?: string }).findLast((l) => l.to === email)?.code;
}

/** A new shopper (this e-mail, or a fresh one), signed in in this browser, with one line in the server cart. */
async function shopperWithCart(page: Page, productFrom: number, email = freshEmail('pay4')): Promise<void> {
  const request = page.request;
  const sent = await request.post(`${BASE}/api/signup/otp`, { data: { type: 'email', email } });
  expect(sent.status()).toBe(200);
  const { signup_id } = (await sent.json()) as { signup_id: string };
  await expect.poll(() => codeFor(email)).toBeTruthy();
  const verified = await request.post(`${BASE}/api/signup/otp/verify`, { data: { signup_id, otp_code: codeFor(email) } });
  const { token, data: user } = (await verified.json()) as { token: string; data: { id: number } };
  let variant: VariantStock | undefined;
  for (let product = productFrom; !variant; product++) {
    const reply = (await (await request.get(`${BASE}/api/stock?product_id=${product}`)).json()) as ApiReply<VariantStock[]>;
    variant = reply.data?.find((v) => v.stock >= 3);
  }
  expect((await request.post(`${BASE}/api/cart`, { headers: { Authorization: `Bearer ${token}` }, data: { variant_id: variant.variant_id, quantity: 1 } })).status()).toBe(200);
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
}

async function fillAddress(page: Page, dictionary = en, prefix = ''): Promise<void> {
  await page.goto(`${BASE}${prefix}/checkout`);
  const label = (key: string) => page.getByLabel(dictionary[key]!, { exact: true });
  await label('checkout.name').fill('Noura Al Qahtani');
  await label('checkout.street').fill('King Fahd Road 4410, Al Olaya');
  // The country first: changing it clears what belonged to the old one.
  await label('checkout.country').selectOption('SA');
  await label('checkout.city').fill('Riyadh');
  await label('checkout.state').fill('Riyadh Province');
  await label('checkout.postalCode').fill('12214');
  await label('checkout.phone').fill('050 123 4567');
}

const choice = (page: Page, dictionary: Record<string, string>, id: string) => page.getByRole('radio', { name: dictionary[`checkout.method.${id}`] });

test('checkout offers all four ways to pay, the instalments beside Tabby and Tamara; Tabby paid on its page confirms the order', async ({ page }) => {
  await shopperWithCart(page, 3);
  await fillAddress(page);
  for (const id of ['cod', 'card', 'tabby', 'tamara']) await expect(choice(page, en, id)).toBeEnabled();
  const line = new RegExp(en['checkout.instalments']!.replace('{{count}}', '4').replace('{{amount}}', 'AED\\s[\\d,.]+'));
  await expect(page.locator('label', { has: choice(page, en, 'tabby') })).toContainText(line);
  await expect(page.locator('label', { has: choice(page, en, 'tamara') })).toContainText(line);
  await choice(page, en, 'tabby').check();
  await page.getByRole('button', { name: en['checkout.payByCard'] }).click();
  await expect(page).toHaveURL(new RegExp(`^${tabby.url}/hpp/`));
  await page.getByRole('button', { name: 'Pay with Tabby' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=[^&]+&payment_id=/);
  await expect(page.getByText(en['payment.paidConfirmed']!)).toBeVisible();
  const order = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(en['paymentMethod.tabby']!, { exact: true })).toBeVisible();
  const payment = [...tabby.payments.values()].find((p) => p.order.reference_id === order)!;
  expect(payment.captures.map((c) => c.amount)).toEqual([payment.amount]);
});

test('Tamara, in Arabic: leave its page, try again on the same order, confirm, and the order is paid', async ({ page }) => {
  await shopperWithCart(page, 30);
  await fillAddress(page, ar, '/ar');
  await choice(page, ar, 'tamara').check();
  await page.getByRole('button', { name: ar['checkout.payByCard'] }).click();
  await expect(page).toHaveURL(new RegExp(`^${tamara.url}/checkout/`));
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(/\/ar\/payment-failed\?order=/);
  const order = new URL(page.url()).searchParams.get('order')!;
  // The page names the way this order is paid, never the card.
  await expect(page.getByText(ar['payment.payWith.tamara']!)).toBeVisible();
  await expect(page.getByText(ar['payment.payWith.card']!)).toHaveCount(0);
  await page.getByRole('button', { name: ar['payment.tryAgain'] }).click();
  await expect(page).toHaveURL(new RegExp(`^${tamara.url}/checkout/`));
  await page.getByRole('button', { name: 'Confirm with Tamara' }).click();
  await expect(page).toHaveURL(/\/ar\/payment-success\?order=[^&]+&orderId=/);
  await expect(page.getByText(ar['payment.paidConfirmed']!)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('order')).toBe(order);
  const paid = [...tamara.orders.values()].filter((o) => o.order_number === order);
  expect(paid.map((o) => o.status).sort()).toEqual(['fully_captured', 'new']);
});

test('the product page says its price in four payments with Tabby or Tamara, within their limits, in English and Arabic', async ({ page }) => {
  const product = JSON.parse(readFileSync(new URL('../../content/products/1.json', import.meta.url), 'utf8')) as { price: number; discount: number };
  const sale = Math.round(product.price * (100 - product.discount));
  const quarter = (Math.ceil(sale / 4) / 100).toFixed(2);
  for (const [words, prefix] of [[en, ''], [ar, '/ar']] as const) {
    await page.goto(`${BASE}${prefix}/product/1`);
    const providers = words['cart.instalmentsEither']!.replace('{{first}}', words['paymentMethod.tabby']!).replace('{{second}}', words['paymentMethod.tamara']!);
    const line = words['product.instalments']!.replace('{{count}}', '4').replace('{{providers}}', providers).split('{{amount}}');
    await expect(page.getByText(line[0]!)).toContainText(quarter);
    await expect(page.getByText(line[0]!)).toContainText(line[1]!);
  }
  // Tamara's limits stop at 5000 AED: over them, the server offers Tabby alone (it scores the shopper at checkout).
  expect((await (await fetch(`${BASE}/api/payments/instalments?amount=5000.01`)).json()).data.instalments.map((o: { id: string }) => o.id)).toEqual(['tabby']);
});

test('Tabby\'s pre-scoring turns the shopper down: the choice says so in Tabby\'s words and cannot be picked', async ({ page }) => {
  await shopperWithCart(page, 50, TABBY_REJECTED_EMAIL);
  await fillAddress(page);
  const option = page.locator('label', { has: choice(page, en, 'tabby') });
  await expect(option).toContainText(en['payment.tabby.rejection.rejected']!);
  await expect(choice(page, en, 'tabby')).toBeDisabled();
  await expect(choice(page, en, 'tamara')).toBeEnabled();
});

test('cash on delivery: its fee is a line of the summary when chosen, and over its maximum it is refused with the reason', async ({ page }) => {
  // Four runs of the operator's command, each a Node process of its own.
  test.setTimeout(240_000);
  await admin('settings', 'set', 'cod_fee', '15');
  await shopperWithCart(page, 70);
  await fillAddress(page);
  await choice(page, en, 'cod').check();
  await expect(page.locator('label', { has: choice(page, en, 'cod') })).toContainText('AED');
  await expect(page.getByText(en['order.codFee']!, { exact: true })).toBeVisible();
  await choice(page, en, 'card').check();
  await expect(page.getByText(en['order.codFee']!, { exact: true })).toHaveCount(0);
  await admin('settings', 'set', 'cod_max_order_total', '1');
  await page.reload();
  await expect(page.locator('label', { has: choice(page, en, 'cod') })).toContainText(en['checkout.unavailable.codOverMax']!.split('{{max}}')[0]!.trim());
  await expect(choice(page, en, 'cod')).toBeDisabled();
  await admin('settings', 'set', 'cod_max_order_total', '0');
  await admin('settings', 'set', 'cod_fee', '0');
});
