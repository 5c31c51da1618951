import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test.ts';
import { codeSentTo, freshEmail, messagesTo } from './fixtures/outbox.ts';

// The Login tab signs a new shopper up with one code (docs/DESIGN.md, "Deliberate departures"),
// "Successfully logged in!" survives a sign-in that moves on to /cart or /wishlist, and "Please
// wait N seconds" counts down.

const read = (locale: string) => JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const words = { en: read('en'), ar: read('ar') };
type Locale = keyof typeof words;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const dialog = (page: Page, locale: Locale) => page.getByRole('dialog', { name: words[locale]['auth.dialogLabel'] });

/** Types the identifier on the modal's Login tab (the default) and asks for a code. */
async function askForCode(page: Page, locale: Locale, identifier: string): Promise<void> {
  const w = words[locale];
  await expect(dialog(page, locale).getByRole('tab', { name: w['auth.login'] })).toHaveAttribute('aria-selected', 'true');
  await dialog(page, locale).getByLabel(w['auth.identifierLabel']).fill(identifier);
  await dialog(page, locale).getByRole('button', { name: w['auth.continue'] }).click();
}

async function typeCode(page: Page, locale: Locale, code: string): Promise<void> {
  await dialog(page, locale).getByRole('textbox', { name: fill(words[locale]['auth.otpDigit'], { n: 1 }) }).click();
  await page.keyboard.type(code);
  await dialog(page, locale).getByRole('button', { name: words[locale]['auth.verifyOtp'] }).click();
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

for (const locale of ['en', 'ar'] as const) {
  test(`a new shopper signs up from the Login tab with one code (${locale})`, async ({ page }) => {
    const w = words[locale];
    const email = freshEmail(`one-code-${locale}`);
    await page.goto(locale === 'en' ? '/' : '/ar/');
    await page.getByRole('button', { name: w['header.account'], exact: true }).click();
    await askForCode(page, locale, email);
    // A real code went out, and the form says a new shopper is signed up by it.
    const code = await codeSentTo(email);
    await expect(dialog(page, locale).getByText(w['auth.otpLoginHint'])).toBeVisible();
    await typeCode(page, locale, code);
    await expect(page.getByText(w['toast.loggedIn'])).toBeVisible();
    await expect(dialog(page, locale)).toBeHidden();
    // Signed in as the new account: the API knows the shopper by that address.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);
  });
}

for (const [icon, path] of [
  ['nav.cart', '/cart'],
  ['nav.wishlist', '/wishlist'],
] as const) {
  test(`"Successfully logged in!" shows on ${path} after signing in from the header's icon`, async ({ page }) => {
    const email = freshEmail('gated-toast');
    await page.goto('/about');
    await page.getByRole('link', { name: words.en[icon], exact: true }).first().click();
    await askForCode(page, 'en', email);
    await typeCode(page, 'en', await codeSentTo(email));
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState('load');
    await expect(page.getByText(words.en['toast.loggedIn'])).toBeVisible();
    // Once: a reload does not show it again.
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(page.getByText(words.en['toast.loggedIn'])).toHaveCount(0);
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`"Please wait N seconds" counts down to zero, then a code can be asked for again (${locale})`, async ({ page }) => {
    const w = words[locale];
    await page.clock.install();
    const email = freshEmail(`countdown-${locale}`);
    await page.goto(locale === 'en' ? '/about' : '/ar/about');
    await page.getByRole('button', { name: w['header.account'], exact: true }).click();
    await askForCode(page, locale, email);
    await codeSentTo(email);
    await dialog(page, locale).getByRole('button', { name: w['auth.back'] }).click();
    await askForCode(page, locale, email);

    const wait = dialog(page, locale).getByRole('timer');
    const seconds = async () => Number(/(\d+)/.exec((await wait.textContent()) ?? '')?.[1]);
    await expect(wait).toBeVisible();
    const first = await seconds();
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    // Three seconds on, it says three fewer (a second or two more may pass in real time meanwhile).
    await page.clock.runFor(3000);
    await expect.poll(seconds).toBeLessThanOrEqual(first - 3);
    expect(await seconds()).toBeGreaterThanOrEqual(first - 5);
    await expect(wait).toHaveText(fill(w['errors.auth.waitToResend'], { seconds: await seconds() }));
    // At zero it goes, and the code can be asked for again.
    await page.clock.runFor(first * 1000);
    await expect(wait).toHaveCount(0);
    await expect(dialog(page, locale).getByRole('button', { name: w['auth.continue'] })).toBeEnabled();
    expect(messagesTo(email)).toHaveLength(1);
  });
}
