import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { codeSentTo, freshEmail, messagesTo } from './fixtures/outbox.ts';
import { authHeader, setPassword, signUp, useShopper, type Shopper } from './fixtures/shopper.ts';

// My Account's security parts as a shopper meets them: the devices signed in, signing one out and
// signing out everywhere; and "Confirm it's you", which the server asks for at every change of
// e-mail, phone or password (a sign-in, however recent, proves nothing).

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
  await setPassword(request, shopper, PASSWORD);
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

test("a new e-mail asks 'Confirm it's you' however new the sign-in; a code to the current address does, then every other device is signed out and the old address told", async ({ page, request }) => {
  const shopper = await signUp(request, 'proof');
  // The page is the phone's session, signed in by password a moment ago (the first session just
  // asked for a code of its own to set that password).
  const phoneToken = await withPhoneSession(request, shopper);
  const newEmail = freshEmail('proved');
  await useShopper(page, { ...shopper, token: phoneToken });
  await page.goto('/my-account');

  const asked: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/me/otp') && asked.push(r.postData() ?? ''));
  await page.getByRole('button', { name: t('account.changeEmail') }).click();
  await page.getByLabel(t('account.newEmail')).fill(newEmail);
  await page.getByRole('button', { name: t('account.sendCode') }).click();

  // The server asked for a proof: nothing went to the new address yet.
  const proof = page.getByRole('region', { name: t('account.proofHeading') });
  await expect(proof.getByRole('heading', { name: t('account.proofHeading') })).toBeFocused();
  expect(messagesTo(newEmail)).toHaveLength(0);
  // The shopper has a password but chooses a code to their address instead.
  const currentEmail = shopper.email;
  await proof.getByRole('button', { name: t('account.proofUseCode').replace('{{identifier}}', currentEmail) }).click();
  await expect(proof).toContainText(t('account.proofIntroCode').replace('{{identifier}}', currentEmail));
  const before = messagesTo(shopper.email).length;
  await proof.getByRole('button', { name: t('account.sendCode') }).click();
  const codeField = proof.getByLabel(t('auth.otpSentTo').replace('{{identifier}}', currentEmail));
  const code = await codeSentTo(shopper.email, before + 1);
  await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await proof.getByRole('button', { name: t('account.proofConfirm') }).click();
  await expect(proof.getByRole('alert')).toHaveText(t('errors.verifyOtp.badRequest'));
  await codeField.fill(code);
  await proof.getByRole('button', { name: t('account.proofConfirm') }).click();
  await expect(proof).toBeHidden();

  // The code to the new address went by itself, carrying the proof; the change spends it.
  await page.getByRole('group', { name: t('auth.otpLabel') }).getByRole('textbox').first().fill(await codeSentTo(newEmail));
  expect(JSON.parse(asked.at(-1)!)).toMatchObject({ email: newEmail, proof: expect.any(String) });
  await page.getByRole('button', { name: t('auth.verifyOtp') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('account.emailSaved') })).toBeVisible();
  // The change ended the other session, and the old address was told.
  await expect(rows(sessionsCard(page))).toHaveCount(1);
  expect((await request.get('/api/me', { headers: authHeader(shopper) })).status()).toBe(401);
  expect((await request.get('/api/me', { headers: { Authorization: `Bearer ${phoneToken}` } })).status()).toBe(200);
  await expect.poll(() => messagesTo(shopper.email).some((message) => !message.code && /e-mail address of your account was changed/.test(message.subject ?? ''))).toBe(true);
});

test("a password change needs the current password, and a wrong one is said beside it", async ({ page, request }) => {
  const shopper = await signUp(request, 'password-change');
  await withPhoneSession(request, shopper);
  await useShopper(page, shopper);
  await page.goto('/my-account');
  const card = page.getByRole('region', { name: t('account.passwordHeading') });
  await card.getByLabel(t('account.currentPassword')).fill('not the password');
  await card.getByLabel(t('account.newPassword')).fill('a brand new password');
  await card.getByRole('button', { name: t('account.changePassword') }).click();
  await expect(card.getByRole('alert')).toHaveText(t('account.server.currentPasswordWrong'));
  await expect(card.getByLabel(t('account.currentPassword'))).toBeFocused();
  await card.getByLabel(t('account.currentPassword')).fill(PASSWORD);
  await card.getByRole('button', { name: t('account.changePassword') }).click();
  await expect(card.getByRole('status')).toHaveText(t('account.passwordChangedDone'));
  await expect(rows(sessionsCard(page))).toHaveCount(1);
});
