import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { codeSentTo, freshEmail } from './fixtures/outbox.ts';
import { authHeader, signUp, useShopper, type Shopper } from './fixtures/shopper.ts';

// My Account's security parts as a shopper meets them: the devices signed in, signing one out and
// signing out everywhere; and "Confirm it's you" when the server asks for a proof before a change.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const en = JSON.parse(read('content/i18n/en.json')) as Record<string, string>;
const t = (key: string): string => {
  const text = en[key];
  if (text === undefined) throw new Error(`no ${key} in en.json`);
  return text;
};

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const PASSWORD = 'my devices password';

/** A shopper with a password, signed in a second time from an Android phone; answers that token. */
async function withPhoneSession(request: Parameters<typeof signUp>[0], shopper: Shopper): Promise<string> {
  const set = await request.patch('/api/me', { headers: authHeader(shopper), data: { password: PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
  const login = await request.post('/api/login', { headers: { 'User-Agent': ANDROID_CHROME }, data: { username: shopper.email, password: PASSWORD, type: 'password' } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

const sessionsCard = (page: Page) => page.getByRole('region', { name: t('account.sessionsHeading') });
const rows = (card: Locator) => card.getByRole('listitem');

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('My Account lists the devices signed in, signs one out, and signs out everywhere', async ({ page, request }) => {
  const shopper = await signUp(request, 'devices');
  const phoneToken = await withPhoneSession(request, shopper);
  await useShopper(page, shopper);
  await page.goto('/my-account');

  const card = sessionsCard(page);
  await expect(rows(card)).toHaveCount(2);
  await expect(card.getByText('Chrome on Android', { exact: true })).toBeVisible();
  await expect(rows(card).filter({ hasText: t('account.sessionThisDevice') })).toHaveCount(1);
  await expect(card.getByText(/Last active /).first()).toBeVisible();
  // This device has no "Sign out" of its own: Logout and "Sign out everywhere" do that.
  await expect(card.getByRole('button', { name: /^Sign out:/ })).toHaveCount(1);

  await card.getByRole('button', { name: `${t('account.sessionEnd')}: Chrome on Android` }).click();
  await expect(page.getByText(t('account.sessionEnded'))).toBeVisible();
  await expect(rows(card)).toHaveCount(1);
  expect((await request.get('/api/me', { headers: { Authorization: `Bearer ${phoneToken}` } })).status()).toBe(401);

  await card.getByRole('button', { name: t('account.signOutEverywhere') }).click();
  await expect(page.getByText(t('account.signedOutEverywhere'))).toBeVisible();
  // This browser is a guest again: the page shows the sign-in form.
  await expect(page.getByRole('tab', { name: t('auth.register') })).toBeVisible();
  expect((await request.get('/api/me', { headers: authHeader(shopper) })).status()).toBe(401);
});

test("a change the server guards asks 'Confirm it's you' first, then goes through", async ({ page, request }) => {
  const shopper = await signUp(request, 'proof');
  await withPhoneSession(request, shopper);
  const newEmail = freshEmail('proved');
  await useShopper(page, shopper);
  await page.goto('/my-account');

  // A sign-in proves the owner for 10 minutes; past them the server asks for a proof, as it does
  // here for the first request (the test cannot wait 10 minutes). Everything after is the server's.
  let asked = false;
  await page.route('**/api/me/otp', async (route) => {
    if (asked) return route.continue();
    asked = true;
    return route.fulfill({ status: 403, json: { success: false, message: t('account.server.proofRequired'), code: 'proof_required', data: { proof_required: true } } });
  });
  await page.getByRole('button', { name: t('account.changeEmail') }).click();
  await page.getByLabel(t('account.newEmail')).fill(newEmail);
  await page.getByRole('button', { name: t('account.sendCode') }).click();

  const proof = page.getByRole('region', { name: t('account.proofHeading') });
  await expect(proof).toBeVisible();
  await expect(proof.getByRole('heading', { name: t('account.proofHeading') })).toBeFocused();
  await proof.getByLabel(t('account.currentPassword')).fill('not my password');
  await proof.getByRole('button', { name: t('account.proofConfirm') }).click();
  await expect(proof.getByRole('alert')).toBeVisible();
  await proof.getByLabel(t('account.currentPassword')).fill(PASSWORD);
  await proof.getByRole('button', { name: t('account.proofConfirm') }).click();
  await expect(page.getByText(t('account.proofDone'))).toBeVisible();
  await expect(proof).toBeHidden();

  await page.getByRole('button', { name: t('account.sendCode') }).click();
  await page.getByRole('group', { name: t('auth.otpLabel') }).getByRole('textbox').first().fill(await codeSentTo(newEmail));
  await page.getByRole('button', { name: t('auth.verifyOtp') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('account.emailSaved') })).toBeVisible();
  // The change ended the phone's session: one device left.
  await expect(rows(sessionsCard(page))).toHaveCount(1);
});
