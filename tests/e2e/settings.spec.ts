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
const de = read('content/i18n/de.json') as Record<string, string>;

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

test("a shop that delivers free says so with no threshold (is_free_delivery '1', or no charge), on the banner and the policy", async ({ page }) => {
  // Two settings, each set, shown on three pages and unset: more than one page load's worth of waiting.
  test.setTimeout(120_000);
  await page.goto('/');
  // The sentence shown; the other one stays in the page, hidden.
  const banner = page.locator('.topbar__banner > span:visible');
  const policy = page.locator('.prose [data-delivery]:visible');
  await expect(banner).toHaveText('Free delivery on orders over AED 200');
  for (const [key, value] of [['is_free_delivery', '1'], ['fixed_delivery_charge', '0']] as const) {
    await admin('settings', 'set', key, value);
    try {
      await page.reload();
      await expect(banner).toHaveText('Free delivery on every order');
      await page.goto('/de/shipping-policy');
      await expect(banner).toHaveText('Kostenlose Lieferung für jede Bestellung');
      await expect(policy).toHaveText(de['policy.deliveryFree']!);
      await page.goto('/');
    } finally {
      await admin('settings', 'unset', key);
    }
  }
  await admin('settings', 'set', 'free_delivery_threshold', '350');
  try {
    await page.goto('/shipping-policy');
    await expect(banner).toHaveText('Free delivery on orders over AED 350');
    await expect(policy).toHaveText('Delivery costs AED 25.00 on orders under AED 350, and is free on orders of AED 350 or more.');
  } finally {
    await admin('settings', 'unset', 'free_delivery_threshold');
  }
});

test("the cart's delivery line says what checkout will charge, or how much more makes delivery free", async ({ page, request }) => {
  const shopper = await signUp(request, 'free-delivery');
  await addToServerCart(request, shopper, variantIdOf('1', 'white', 'x'), 1); // AED 45, no discount
  await useShopper(page, shopper);
  await page.goto('/cart');
  const note = page.locator('.cart-lines__delivery');
  const deliveryRow = page.locator('.cart-lines__summary .order-amounts__row--delivery');
  // The sample shop charges AED 25 under AED 200, as its policy says.
  await expect(note).toHaveText(en['cart.deliveryCharged']!.replace('{{charge}}', 'AED 25.00').replace('{{missing}}', 'AED 155.00'));
  await expect(deliveryRow).toContainText('AED 25.00');
  await admin('settings', 'set', 'fixed_delivery_charge', '0');
  await page.reload();
  await expect(note).toHaveText(en['cart.deliveryFree']!);
  await expect(deliveryRow).toContainText(en['checkout.free']!);
  await admin('settings', 'set', 'fixed_delivery_charge', '15');
  try {
    // Under the threshold (200): the charge, what is missing, and how far along the cart is.
    await page.reload();
    await expect(note).toHaveText(en['cart.deliveryCharged']!.replace('{{charge}}', 'AED 15.00').replace('{{missing}}', 'AED 155.00'));
    await expect(page.getByRole('progressbar', { name: en['cart.deliveryProgress']!.replace('{{threshold}}', 'AED 200') })).toHaveAttribute('value', '23');
    await expect(deliveryRow).toContainText('AED 15.00');
    await expect(page.locator('.cart-lines__summary .order-amounts__row--total')).toContainText('AED 60.00');
    // One fils under the threshold is still charged; at the threshold it is free.
    await admin('settings', 'set', 'free_delivery_threshold', '45.01');
    await page.reload();
    await expect(note).toHaveText(en['cart.deliveryCharged']!.replace('{{charge}}', 'AED 15.00').replace('{{missing}}', 'AED 0.01'));
    await admin('settings', 'set', 'free_delivery_threshold', '45');
    await page.reload();
    await expect(note).toHaveText(en['cart.deliveryFree']!);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await admin('settings', 'unset', 'free_delivery_threshold');
    // Every order free.
    await admin('settings', 'set', 'is_free_delivery', '1');
    await page.reload();
    await expect(note).toHaveText(en['cart.deliveryFree']!);
    await expect(page.locator('.cart-lines__summary .order-amounts__row--total')).toContainText('AED 45.00');
  } finally {
    await admin('settings', 'unset', 'free_delivery_threshold');
    await admin('settings', 'unset', 'is_free_delivery');
    await admin('settings', 'unset', 'fixed_delivery_charge');
  }
});
