import { expect, test } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { admin } from './fixtures/admin.ts';
import { addToServerCart, signUp, useShopper } from './fixtures/shopper.ts';

// What the server's settings decide shows on every page without a rebuild (spec section 4,
// Settings load): the operator changes a setting with `npm run admin -- settings set`, and the
// next page shows it, while the HTML keeps the value baked at build (what crawlers read).

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const baked = read('content/settings.json') as { company_phone_number: string };
const fr = read('content/i18n/fr.json') as Record<string, string>;
const en = read('content/i18n/en.json') as Record<string, string>;

// Both tests change settings the whole e2e server serves: one at a time, each put back at the end.
test.describe.configure({ mode: 'serial' });

test('a phone number set by the operator shows in the header and the footer, in any locale, without a rebuild', async ({ page, request }) => {
  const phone = '+971 4 555 0199';
  await page.goto('/');
  const call = page.locator('.topbar').getByRole('link', { name: new RegExp(baked.company_phone_number.replace(/[+]/g, '\\+')) });
  await expect(call).toBeVisible();
  await admin('settings', 'set', 'company_phone_number', phone);
  try {
    await page.goto('/fr/about');
    const frenchCall = page.locator('.topbar').getByRole('link', { name: fr['header.callUsLine']!.replace('{{phone}}', phone) });
    await expect(frenchCall).toBeVisible();
    await expect(frenchCall).toHaveAttribute('href', 'tel:+97145550199');
    const footer = page.getByRole('contentinfo').getByRole('link', { name: phone, exact: true });
    await expect(footer).toHaveAttribute('href', 'tel:+97145550199');
    // The page itself is the build's: a crawler reads the baked number.
    expect(await (await request.get('/fr/about')).text()).toContain(baked.company_phone_number);
    // The stored copy applies at once on the next page, before the refresh answers.
    await page.route('**/api/settings', (route) => route.abort());
    await page.goto('/shipping-policy');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: phone, exact: true })).toBeVisible();
    await page.unroute('**/api/settings');
  } finally {
    await admin('settings', 'unset', 'company_phone_number');
  }
  await page.goto('/');
  await expect(call).toBeVisible();
});

test("is_free_delivery '1' turns the banner's threshold into free delivery on every order, and '0' back", async ({ page }) => {
  await page.goto('/');
  // The sentence shown; the other one stays in the page, hidden.
  const banner = page.locator('.topbar__banner > span:visible');
  await expect(banner).toHaveText('Free delivery on orders over AED 200.00');
  await admin('settings', 'set', 'is_free_delivery', '1');
  try {
    await page.reload();
    await expect(banner).toHaveText('Free delivery on every order');
    await page.goto('/de/shop-grid-standard');
    await expect(banner).toHaveText('Kostenlose Lieferung für jede Bestellung');
  } finally {
    await admin('settings', 'unset', 'is_free_delivery');
  }
  await admin('settings', 'set', 'free_delivery_threshold', '350');
  try {
    await page.goto('/');
    await expect(banner).toHaveText('Free delivery on orders over AED 350.00');
  } finally {
    await admin('settings', 'unset', 'free_delivery_threshold');
  }
});

test("the cart's delivery note follows the server's free-delivery rule", async ({ page, request }) => {
  const shopper = await signUp(request, 'free-delivery');
  await addToServerCart(request, shopper, variantIdOf('1', 'white', 'x'), 1); // AED 45, under the threshold
  await useShopper(page, shopper);
  await page.goto('/cart');
  const note = page.locator('.cart-lines__delivery');
  await expect(note).toHaveText(en['cart.deliveryFrom']!.replace('{{amount}}', 'AED 200.00'));
  await admin('settings', 'set', 'is_free_delivery', '1');
  try {
    await page.reload();
    await expect(note).toHaveText(en['cart.deliveryFree']!);
  } finally {
    await admin('settings', 'unset', 'is_free_delivery');
  }
  await admin('settings', 'set', 'free_delivery_threshold', '40');
  try {
    await page.reload();
    await expect(note).toHaveText(en['cart.deliveryFree']!);
  } finally {
    await admin('settings', 'unset', 'free_delivery_threshold');
  }
});
