import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { codeSentTo, freshEmail, freshUaeMobile } from './fixtures/outbox.ts';

// My Account as a shopper uses it: a guest signs up in the page, sets a password (the length rule
// checked before sending; "Confirm it's you" with a code to their address, however new the
// sign-in), renames themself, proves a new e-mail address with a code after confirming with the
// password, logs out from the page and back in by password in the login modal. Codes come from the
// server's outbox.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const en = JSON.parse(read('content/i18n/en.json')) as Record<string, string>;
const t = (key: string): string => {
  const text = en[key];
  if (text === undefined) throw new Error(`no ${key} in en.json`);
  return text;
};

/** Types a code into the six boxes the way a phone's autofill does: all of it into the first box. */
async function enterCode(scope: Page | Locator, code: string): Promise<void> {
  await scope.getByRole('group', { name: t('auth.otpLabel') }).getByRole('textbox').first().fill(code);
}

const profileHeading = (page: Page) => page.getByRole('heading', { name: t('account.profileHeading') });
/** The personal details card. */
const details = (page: Page) => page.getByRole('region', { name: t('account.profileHeading') });
/** "Confirm it's you", shown beside the change that waits for it. */
const proofStep = (page: Page) => page.getByRole('region', { name: t('account.proofHeading') });
const fill = (key: string, values: Record<string, string>) => t(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Confirms with a code sent to the account's address (the `nth` message to it). */
async function confirmByCode(page: Page, address: string, nth: number): Promise<void> {
  const proof = proofStep(page);
  await expect(proof.getByRole('heading', { name: t('account.proofHeading') })).toBeFocused();
  await expect(proof).toContainText(fill('account.proofIntroCode', { identifier: address }));
  await proof.getByRole('button', { name: t('account.sendCode') }).click();
  const field = proof.getByLabel(fill('auth.otpSentTo', { identifier: address }));
  await expect(field).toBeFocused();
  await field.fill(await codeSentTo(address, nth));
  await proof.getByRole('button', { name: t('account.proofConfirm') }).click();
}

/** Registers in the sign-in form on the page (Register tab, e-mail, CONTINUE, the code, Verify OTP). */
async function registerInPage(page: Page, email: string): Promise<void> {
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: t('meta.myAccount'), level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: t('auth.register') }).click();
  await page.getByLabel(t('auth.identifierLabel')).fill(email);
  await page.getByRole('button', { name: t('auth.continue') }).click();
  await enterCode(page, await codeSentTo(email));
  await page.getByRole('button', { name: t('auth.verifyOtp') }).click();
  await expect(profileHeading(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // Keep the built-in fallback exchange rates: the test does not depend on a third party.
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('a guest signs up on My Account, sets a password, renames, changes e-mail, logs out and back in', async ({ page }) => {
  const email = freshEmail('account');
  const newEmail = freshEmail('moved');
  const profileSaves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/me') profileSaves.push(request.postData() ?? '');
  });

  // A guest sees the sign-in form in the page, and the account without a reload once signed in.
  await registerInPage(page, email);
  await expect(page.getByText(t('toast.loggedIn'))).toBeVisible();
  await expect(details(page)).toContainText(email);
  await expect(details(page)).toContainText(/CS-\d+/);
  await expect(details(page)).toContainText(new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date()));
  await expect(page.getByRole('link', { name: t('nav.myOrders'), exact: true })).toHaveAttribute('href', '/my-orders');

  // Set a password: 7 characters are refused in the browser, 8 are taken by the server.
  const newPassword = page.getByLabel(t('account.newPassword'));
  await newPassword.fill('seven77');
  await page.getByRole('button', { name: t('account.setPassword') }).click();
  const tooShort = t('account.passwordTooShort').replace('{{min}}', '8');
  await expect(page.getByRole('alert').filter({ hasText: tooShort })).toBeVisible();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  expect(profileSaves).toEqual([]);
  await newPassword.fill('eight888');
  await page.getByRole('button', { name: t('account.setPassword') }).click();
  // Signed in a moment ago, and still asked: a first password needs a code to the address.
  await confirmByCode(page, email, 2);
  await expect(page.getByText(t('account.proofDone'))).toBeVisible();
  await expect(proofStep(page)).toBeHidden();
  // The password waited for the proof and is saved without a second press.
  await expect(page.getByText(t('account.passwordSetDone')).first()).toBeVisible();
  expect(profileSaves).toHaveLength(2);
  expect(JSON.parse(profileSaves[1]!)).toEqual({ password: 'eight888', proof: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  await expect(page.getByLabel(t('account.currentPassword'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('account.changePassword') })).toBeVisible();

  // The name, saved and still there after a reload that reads it from the API.
  await page.getByRole('button', { name: t('account.editName') }).click();
  await page.getByRole('textbox', { name: t('account.name') }).fill('Aisha Rahman');
  await page.getByRole('button', { name: t('account.save') }).click();
  await expect(details(page)).toContainText('Aisha Rahman');
  await expect(page.getByRole('status').filter({ hasText: t('account.nameSaved') })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('user'));
  await page.reload();
  await expect(details(page)).toContainText('Aisha Rahman');

  // A new e-mail address: the current password first (a wrong one is said so), then the code sent
  // to the new address (a wrong code first).
  await page.getByRole('button', { name: t('account.changeEmail') }).click();
  await page.getByLabel(t('account.newEmail')).fill(newEmail);
  await page.getByRole('button', { name: t('account.sendCode') }).click();
  const proof = proofStep(page);
  await expect(proof.getByRole('heading', { name: t('account.proofHeading') })).toBeFocused();
  await expect(proof).toContainText(t('account.proofIntroPassword'));
  await expect(proof).toContainText(fill('account.proofAfter', { identifier: email }));
  await proof.getByLabel(t('account.currentPassword')).fill('not my password');
  await proof.getByRole('button', { name: t('account.proofConfirm') }).click();
  await expect(proof.getByRole('alert')).toHaveText(t('account.server.currentPasswordWrong'));
  await proof.getByLabel(t('account.currentPassword')).fill('eight888');
  await proof.getByRole('button', { name: t('account.proofConfirm') }).click();
  await expect(proof).toBeHidden();
  const resend = page.getByRole('button', { name: /^Resend OTP in \d+s$/ });
  await expect(resend).toBeDisabled();
  const code = await codeSentTo(newEmail);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await enterCode(page, wrong);
  await page.getByRole('button', { name: t('auth.verifyOtp') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('errors.verifyOtp.badRequest') })).toBeVisible();
  await enterCode(page, code);
  await page.getByRole('button', { name: t('auth.verifyOtp') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('account.emailSaved') })).toBeVisible();
  await expect(details(page)).toContainText(newEmail);
  await expect(details(page)).not.toContainText(email);

  // Logout from the page: the sign-in form again, no reload.
  await page.getByRole('button', { name: t('nav.logout'), exact: true }).click();
  await expect(page.getByText(t('toast.loggedOut'))).toBeVisible();
  await expect(page.getByRole('tab', { name: t('auth.login') })).toBeVisible();
  await expect(profileHeading(page)).toBeHidden();

  // Back in by password, in the login modal, with the new address.
  await page.getByRole('button', { name: t('header.account'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('auth.dialogLabel') });
  await dialog.getByRole('tab', { name: t('auth.login') }).click();
  await dialog.getByLabel(t('auth.identifierLabel')).fill(newEmail);
  await dialog.getByRole('button', { name: t('auth.usePassword') }).click();
  await dialog.getByLabel(t('auth.enterPassword')).fill('eight888');
  await dialog.getByRole('button', { name: t('auth.loginButton'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(details(page)).toContainText('Aisha Rahman');
  await expect(details(page)).toContainText(newEmail);
});

test('a mobile number is added, once confirmed with a code to the e-mail, with the code sent to it, and shown as people write it', async ({ page }) => {
  const email = freshEmail('phone');
  await registerInPage(page, email);
  const mobile = freshUaeMobile(); // 050 and seven digits
  await page.getByRole('button', { name: t('account.addPhone') }).click();
  await expect(page.getByRole('combobox', { name: t('auth.country') })).toHaveValue('+971');
  await page.getByRole('button', { name: t('account.sendCode') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('account.phoneRequired') })).toBeVisible();
  await page.getByLabel(t('account.newPhone')).fill(mobile.slice(0, 5));
  await page.getByRole('button', { name: t('account.sendCode') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('phone.problem.too_short') })).toBeVisible();
  await page.getByLabel(t('account.newPhone')).fill(mobile);
  await page.getByRole('button', { name: t('account.sendCode') }).click();
  // No code went to the number yet: the owner confirms first, then it goes by itself.
  await expect(proofStep(page)).toBeVisible();
  await confirmByCode(page, email, 2);
  await enterCode(page, await codeSentTo(`+971${mobile.slice(1)}`));
  await page.getByRole('button', { name: t('auth.verifyOtp') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('account.phoneSaved') })).toBeVisible();
  await expect(details(page)).toContainText(`+971 ${mobile.slice(1, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`);
  await expect(page.getByRole('button', { name: t('account.changePhone') })).toBeFocused();
});

test('a session the server no longer knows turns My Account to the sign-in form and opens the modal', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('token', 'a-token-the-server-never-issued'));
  await page.goto('/my-account');
  await expect(page.getByRole('dialog', { name: t('auth.dialogLabel') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('tab', { name: t('auth.login') })).toBeVisible();
  // The frame the held token showed first is gone with the session.
  await expect(page.locator('[data-signed-in-frame]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the signed-in My Account has no serious or critical axe violation', async ({ page }) => {
  await registerInPage(page, freshEmail('axe'));
  // The page itself, without the sign-in toast fading over it: wait for it to show and go (a reload
  // while it shows would carry it to the next page, where it could fade in during the analysis).
  // A toast under the pointer stays while hovered (sonner pauses it), so the pointer leaves the
  // Verify button first.
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts).not.toHaveCount(0);
  await page.mouse.move(0, 0);
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: t('account.changePhone') }).or(page.getByRole('button', { name: t('account.addPhone') })).click();
  await expect(page.getByLabel(t('account.newPhone'))).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious).toEqual([]);
});
