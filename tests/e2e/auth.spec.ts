import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { codeSentTo, freshEmail, freshUaeMobile } from './fixtures/outbox.ts';

// Sign-in in the browser (spec sections 2, 4, 5 and 8): the login modal from the header, codes
// read from the server's outbox, the account menu, the 401 rule, and the page form.

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, string>;
const fr = read('content/i18n/fr.json');

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in or register' });

async function openModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(dialog(page)).toBeVisible();
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1' }).click();
  await page.keyboard.type(code);
}

async function register(page: Page, email: string): Promise<void> {
  await openModal(page);
  await dialog(page).getByRole('tab', { name: 'Register' }).click();
  await dialog(page).getByLabel('E-mail or mobile number').fill(email);
  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  await typeCode(page, await codeSentTo(email));
  await dialog(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

test('a guest registers by e-mail code, a wrong code first, and stays signed in after a reload', async ({ page }) => {
  const email = freshEmail('register');
  await page.goto('/');
  await openModal(page);
  await expect(dialog(page).getByRole('heading', { name: "Hala! Let's get started" })).toBeVisible();
  await expect(dialog(page).getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Phone number or email is required');

  await dialog(page).getByRole('tab', { name: 'Register' }).click();
  await dialog(page).getByLabel('E-mail or mobile number').fill(email);
  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  await expect(dialog(page).getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  const code = await codeSentTo(email);

  await dialog(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('OTP is required');
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await dialog(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Invalid OTP. Please check and try again.');

  await typeCode(page, code);
  await dialog(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/);

  await page.reload();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu.getByRole('menuitem')).toHaveText(['My Account', 'My Orders', 'Logout']);
  await expect(dialog(page)).toBeHidden();
});

test('the account menu works by keyboard, and Logout signs out in every open tab', async ({ page, context }) => {
  await page.goto('/');
  await register(page, freshEmail('menu'));
  const other = await context.newPage();
  await other.goto('/about');

  const account = page.getByRole('button', { name: 'Account', exact: true });
  await account.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();

  await account.click();
  await page.mouse.click(5, 400);
  await expect(page.getByRole('menu')).toBeHidden();

  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await account.click();
  await expect(dialog(page)).toBeVisible();

  // The other tab follows: its account icon now opens the modal.
  await other.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(dialog(other)).toBeVisible();
});

test('a guest registers by mobile number with the +971 prefix', async ({ page }) => {
  const local = freshUaeMobile();
  await page.goto('/');
  await openModal(page);
  await dialog(page).getByRole('tab', { name: 'Register' }).click();
  const field = dialog(page).getByLabel('E-mail or mobile number');
  await field.fill(local);
  await expect(dialog(page).getByRole('combobox', { name: 'Country' })).toHaveValue('+971');
  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  const e164 = `+971${local.slice(1)}`;
  const readable = `+971 ${local.slice(1, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
  await expect(dialog(page).getByText(`We sent a 6-digit code to ${readable}`)).toBeVisible();
  await typeCode(page, await codeSentTo(e164));
  await dialog(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
});

test('an Indian shopper picks India, types a 10-digit number and gets the code at its +91 number', async ({ page }) => {
  const national = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.goto('/');
  await openModal(page);
  await dialog(page).getByRole('tab', { name: 'Register' }).click();
  await dialog(page).getByLabel('E-mail or mobile number').fill(national);
  // With the default +971 this is no UAE mobile number: refused before anything is sent.
  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(/This number is too long for the country chosen|Please enter a (valid phone|mobile) number/);
  await dialog(page).getByRole('combobox', { name: 'Country' }).selectOption({ label: 'India (+91)' });
  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
  await typeCode(page, await codeSentTo(`+91${national}`));
  await dialog(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
});

test('a number too short for its country is refused in the modal with its reason', async ({ page }) => {
  await page.goto('/');
  await openModal(page);
  await dialog(page).getByLabel('E-mail or mobile number').fill('050 123');
  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('This number is too short for the country chosen. Please check it.');
});

test('the code boxes: Backspace goes back, a pasted code fills all six; the resend countdown runs from 60 s', async ({ page }) => {
  await page.clock.install();
  const email = freshEmail('boxes');
  await page.goto('/');
  await openModal(page);
  await dialog(page).getByLabel('E-mail or mobile number').fill(email);
  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  const resend = dialog(page).getByRole('button', { name: /Resend OTP/ });
  // The page's clock stops here, so a slow machine's seconds do not count down the rest. The
  // pause must aim ahead of the page's clock, which runs on in real time until it lands: on a slow
  // machine more than the margin can pass in between, and then the next try aims again.
  await expect(async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 200))).toPass();
  await expect(resend).toHaveText(/^Resend OTP in \d+s$/);
  await page.waitForTimeout(200); // any render the last tick scheduled has landed
  const shown = Number((await resend.textContent())!.match(/\d+/)![0]);
  expect(shown).toBeGreaterThan(50);
  expect(shown).toBeLessThanOrEqual(60);
  await expect(resend).toBeDisabled();

  await page.getByRole('textbox', { name: 'Digit 1' }).click();
  await page.keyboard.type('12');
  await expect(page.getByRole('textbox', { name: 'Digit 3' })).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('textbox', { name: 'Digit 2' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Digit 2' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Digit 1' })).toHaveValue('1');

  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text', '654321');
    document.querySelector('[aria-label="Digit 4"]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  for (const [n, digit] of [...'654321'].entries()) await expect(page.getByRole('textbox', { name: `Digit ${n + 1}` })).toHaveValue(digit);
  await expect(page.getByRole('textbox', { name: 'Digit 1' })).toHaveAttribute('autocomplete', 'one-time-code');

  await page.clock.runFor((shown - 1) * 1000);
  await expect(resend).toHaveText('Resend OTP in 1s');
  await page.clock.runFor(2_000);
  await expect(resend).toHaveText('Resend OTP');
  await expect(resend).toBeEnabled();

  // Back starts over: the field is empty again.
  await dialog(page).getByRole('button', { name: 'Back' }).click();
  await expect(dialog(page).getByLabel('E-mail or mobile number')).toHaveValue('');
});

test('a stale token: the first call answers 401, the header logs out and the modal opens', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('token', 'stale-token-from-another-day');
    localStorage.setItem('user', JSON.stringify({ id: 1, code: 'CS-000001', name: null, email: 'old@example.com', phone: null, has_password: false, created_at: '2026-01-01T00:00:00Z' }));
  });
  await page.reload();
  await expect(dialog(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(dialog(page)).toBeVisible();
});

test('keyboard only: open, Escape returns focus to the account icon, register by code', async ({ page }) => {
  const email = freshEmail('keys');
  await page.goto('/');
  const account = page.getByRole('button', { name: 'Account', exact: true });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('E-mail or mobile number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(account).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog(page).getByRole('tab', { name: 'Login' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog(page).getByRole('tab', { name: 'Register' })).toBeFocused();
  await expect(dialog(page).getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Digit 1' })).toBeFocused();
  await page.keyboard.type(await codeSentTo(email));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
});

test('a press that opens the modal as it closes keeps it open, and Escape then closes it for good', async ({ page }) => {
  await page.goto('/');
  const account = page.getByRole('button', { name: 'Account', exact: true });
  await account.click();
  await expect(dialog(page)).toBeVisible();
  // Escape closes the dialog at once and tells the page a moment later; Enter on the account icon
  // straight after lands in between. The same order of events, made certain in one task:
  await page.evaluate(() => {
    document.querySelector<HTMLDialogElement>('dialog.auth-dialog')!.close();
    document.querySelector<HTMLElement>('[data-account-button]')!.click();
  });
  const field = dialog(page).getByLabel('E-mail or mobile number');
  await expect(field).toBeFocused();
  // Escape then closes it for good: the next opening brings a new, empty form.
  await field.fill('half-typed@example.com');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await account.click();
  await expect(field).toHaveValue('');
});

test('the cart icon opens the modal for a guest, and goes on to the cart once signed in', async ({ page }) => {
  const email = freshEmail('cart-icon');
  await page.goto('/about');
  await page.getByRole('link', { name: 'Cart', exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await dialog(page).getByRole('tab', { name: 'Register' }).click();
  await dialog(page).getByLabel('E-mail or mobile number').fill(email);
  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  await typeCode(page, await codeSentTo(email));
  await dialog(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test('scrolling is locked while the modal is open and the position restored on close', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => window.scrollY > 300);
  // The header has stuck: the account button is on screen wherever the page is.
  await expect(page.locator('[data-site-header]')).toHaveClass(/is-sticky/);
  await page.waitForTimeout(300);
  const y = await page.evaluate(() => window.scrollY);
  // A press where the shopper sees the icon: locator.click() would first scroll the sticky
  // header's icon "into view", to where the header sat before it stuck.
  const icon = (await page.getByRole('button', { name: 'Account', exact: true }).boundingBox())!;
  await page.mouse.click(icon.x + icon.width / 2, icon.y + icon.height / 2);
  await expect(dialog(page)).toBeVisible();
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});

test('the open modal has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await openModal(page);
  await dialog(page).getByRole('button', { name: 'CONTINUE' }).click();
  const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('the modal speaks French on French pages, and the sign-in page holds the same form', async ({ page }) => {
  await page.goto('/fr/');
  await page.getByRole('button', { name: fr['header.account'], exact: true }).click();
  const modal = page.getByRole('dialog', { name: fr['auth.dialogLabel'] });
  await expect(modal.getByRole('heading', { name: fr['auth.title'] })).toBeVisible();
  await modal.getByRole('button', { name: fr['auth.continue'] }).click();
  await expect(modal.getByRole('alert')).toHaveText(fr['validation.identifierRequired']!);

  await page.goto('/login-register');
  await expect(page.getByRole('heading', { name: "Hala! Let's get started" })).toBeVisible();
  await expect(page.locator('astro-island[component-url*="SignInPage"]')).not.toHaveAttribute('ssr', /.*/);
  await page.getByLabel('E-mail or mobile number').fill('not-an-address');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
});

test("the modal words the server's refusals by their code, whatever their English says", async ({ page }) => {
  // The server may reword its English messages: a French shopper's words must not change.
  const email = freshEmail('reworded');
  await page.goto('/fr/');
  await page.getByRole('button', { name: fr['header.account'], exact: true }).click();
  const modal = page.getByRole('dialog', { name: fr['auth.dialogLabel'] });
  await modal.getByRole('tab', { name: fr['auth.register'] }).click();
  await modal.getByLabel(fr['auth.identifierLabel']!).fill(email);
  await modal.getByRole('button', { name: fr['auth.continue'] }).click();
  await codeSentTo(email);

  const replies = [
    { status: 400, body: { success: false, message: 'That code is not the one we sent.', code: 'invalid_otp' }, words: fr['errors.verifyOtp.badRequest'] },
    { status: 401, body: { success: false, message: 'Old code, sorry.', code: 'otp_expired' }, words: fr['errors.verifyOtp.expired'] },
    // A code this page has no words for: its own text for the status, never the English.
    { status: 400, body: { success: false, message: 'A reason from a newer server.', code: 'newer_reason' }, words: fr['errors.verifyOtp.badRequest'] },
  ];
  for (const reply of replies) {
    await page.route('**/api/signup/otp/verify', (route) => route.fulfill({ status: reply.status, json: reply.body }));
    await modal.getByRole('textbox', { name: fr['auth.otpDigit']!.replace('{{n}}', '1') }).click();
    await page.keyboard.type('123456');
    await modal.getByRole('button', { name: fr['auth.verifyOtp'] }).click();
    await expect(modal.getByRole('alert')).toHaveText(reply.words!);
    await page.unroute('**/api/signup/otp/verify');
  }
});

test("a content page carries no sign-in words; the modal fetches its locale's, and a press made offline can be made again", async ({ page }) => {
  await page.goto('/fr/about');
  await expect(page.locator('#auth-config')).toHaveCount(0);
  const account = page.getByRole('button', { name: fr['header.account'], exact: true });
  await page.route('**/auth/fr.json', (route) => route.abort());
  // The press may be held until the page's scripts have run: wait until its fetch has failed.
  const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/auth/fr.json'));
  await account.click();
  await failed;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.unroute('**/auth/fr.json');
  await account.click();
  await expect(page.getByRole('dialog', { name: fr['auth.dialogLabel'] })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('tab', { name: fr['auth.register'] })).toBeVisible();
});

test("a content page carries none of the form's styles; the modal brings them, allowed by the page's CSP", async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto('/product/1');
  expect(await response!.text()).not.toContain('.auth-form__tabs');
  await openModal(page);
  // Styled as it first shows: at most 440 px wide, with the tab row's bottom rule.
  const box = await dialog(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(440);
  await expect(dialog(page).getByRole('tablist')).toHaveCSS('border-bottom-style', 'solid');
  // Its rules come before the site's in <head>, yet the close button keeps its corner.
  const close = await dialog(page).getByRole('button', { name: 'Close' }).boundingBox();
  expect(close!.x + close!.width).toBeGreaterThan(box!.x + box!.width - 20);
  expect(close!.y).toBeLessThan(box!.y + 20);
  await expect(page.locator('head style[data-href="auth-form"]')).toHaveCount(1);
  expect(refused).toEqual([]);
});

test("on a phone the tabs span the sign-in page's form, and in the modal they stop short of its close button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login-register');
  const field = page.getByLabel('E-mail or mobile number');
  await expect(field).toBeVisible();
  const tabs = (await page.getByRole('tablist').boundingBox())!;
  const form = (await field.boundingBox())!;
  expect(Math.abs(tabs.x - form.x)).toBeLessThan(1);
  expect(Math.abs(tabs.width - form.width)).toBeLessThan(1);

  await page.goto('/');
  await openModal(page);
  const modalTabs = (await dialog(page).getByRole('tablist').boundingBox())!;
  const close = (await dialog(page).getByRole('button', { name: 'Close', exact: true }).boundingBox())!;
  expect(modalTabs.x + modalTabs.width).toBeLessThanOrEqual(close.x);
});
