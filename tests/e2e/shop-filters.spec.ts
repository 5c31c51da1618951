// The shop's filters count what the shopper would get, match colour and size on one variant with
// stock, and open as a sheet on a phone (issue 26). Expectations come from the catalogue files.
import { readFileSync, readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { brand } from './fixtures/brand.ts';
import { productName } from './fixtures/catalogue.ts';

interface ProductFile {
  id: string;
  category: string[];
  tag: string[];
  image: string[];
  variation?: { color: string; image: string; size: { name: string; stock: number }[] }[];
}

const products: ProductFile[] = readdirSync('content/products')
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(`content/products/${name}`, 'utf8')) as ProductFile);

/** Sold in this colour and size (either may be any) from one variant with stock. */
const stocked = (p: ProductFile, color: string | null, size: string | null) =>
  (p.variation ?? []).some((v) => (color === null || v.color === color) && v.size.some((s) => (size === null || s.name === size) && s.stock > 0));
const countOf = (keep: (p: ProductFile) => boolean) => products.filter(keep).length;

const ar = JSON.parse(readFileSync('content/i18n/ar.json', 'utf8')) as Record<string, string>;

/** An option of a facet ("Colors", "Sizes"), by its label at the start of its name. */
const option = (scope: Page | Locator, facet: string, label: string) =>
  scope.getByRole('region', { name: facet }).getByRole('link', { name: new RegExp(`^${label}(?![\\p{L}\\s])`, 'u') });
const productIds = async (page: Page) =>
  (await page.locator('.shop-grid .product-card__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).map((href) => /\/product\/(\d+)/.exec(href)![1]!);

test('each option counts the results it would give, before and after a choice', async ({ page }) => {
  const black = countOf((p) => stocked(p, 'black', null));
  const blackM = countOf((p) => stocked(p, 'black', 'm'));
  const sizeM = countOf((p) => stocked(p, null, 'm'));
  const sizeXL = countOf((p) => stocked(p, null, 'xl'));
  expect(blackM).toBeLessThan(black);

  await page.goto('/shop-grid-standard');
  await expect(option(page, 'Colors', 'Black')).toContainText(`(${black})`);
  await expect(option(page, 'Colors', 'Black')).toHaveAccessibleName(`Black, ${black} results`);
  await expect(option(page, 'Sizes', 'M')).toContainText(`(${sizeM})`);

  await option(page, 'Sizes', 'M').click();
  await expect(page).toHaveURL(/\?size=m$/);
  // Black now counts the products with a black M in stock; sizes keep counting as if none were chosen.
  await expect(option(page, 'Colors', 'Black')).toContainText(`(${blackM})`);
  await expect(option(page, 'Sizes', 'M')).toContainText(`(${sizeM})`);
  await expect(option(page, 'Sizes', 'XL')).toContainText(`(${sizeXL})`);
  await expect(page.getByText(`Showing 1–12 of ${sizeM} results`)).toBeVisible();
});

test('an option that would list nothing stays in its place, disabled, never listed with (0)', async ({ page }) => {
  // A catalogue category whose products are sold without colours.
  const plain = ['organic food', 'book', 'furniture', 'electronics'].find(
    (category) => countOf((p) => p.category.includes(category)) > 0 && countOf((p) => p.category.includes(category) && stocked(p, null, null)) === 0,
  )!;
  expect(plain).toBeDefined();
  await page.goto(`/shop-grid-standard?category=${encodeURIComponent(plain)}`);
  const blackOption = option(page, 'Colors', 'Black');
  await expect(blackOption).not.toContainText('(0)');
  await expect(blackOption).toHaveAttribute('aria-disabled', 'true');
  await expect(blackOption).not.toHaveAttribute('href', /.*/);
  await expect(blackOption).toHaveAccessibleName('Black, 0 results');
});

test('colour and size are matched on one variant: a shayla with black but no black M in stock is not listed for Black + M', async ({ page }) => {
  const shaylas = products.filter((p) => p.tag.includes('shayla'));
  const trap = shaylas.find((p) => stocked(p, 'black', null) && stocked(p, null, 'm') && !stocked(p, 'black', 'm'))!;
  expect(trap).toBeDefined();
  const expected = shaylas.filter((p) => stocked(p, 'black', 'm')).map((p) => p.id);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThanOrEqual(12);

  await page.goto('/shop-grid-standard?tag=shayla&color=black&size=m');
  await expect(page.getByText(new RegExp(` of ${expected.length} results?$`))).toBeVisible();
  expect(new Set(await productIds(page))).toEqual(new Set(expected));
  expect(await productIds(page)).not.toContain(trap.id);
});

// ---- Under a colour filter each card shows that colour's picture ----

const byId = new Map(products.map((p) => [p.id, p]));
const small = (image: string) => image.replace(/\.webp$/, '-400.webp');
/** The picture of a colour that is not the product's first. */
const otherPicture = (p: ProductFile, color: string) => {
  const image = p.variation?.find((v) => v.color === color)?.image;
  return image && image !== p.image[0] ? image : undefined;
};
const cardImage = (page: Page, id: string) => page.locator('.shop-grid .product-card').filter({ has: page.locator(`a[href$="/product/${id}"]`) }).locator('img');

test('choosing Black shows each card’s black picture, named; clearing it brings back the first picture', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  const unfiltered = await productIds(page);
  await option(page, 'Colors', 'Black').click();
  await expect(page).toHaveURL(/\?color=black$/);
  await expect(page.getByText(`Showing 1–12 of ${countOf((p) => stocked(p, 'black', null))} results`)).toBeVisible();
  const black = await productIds(page);
  // A product listed on both pages, whose black picture is not its first.
  const id = black.find((shown) => unfiltered.includes(shown) && otherPicture(byId.get(shown)!, 'black'))!;
  expect(id).toBeDefined();
  const blackImage = otherPicture(byId.get(id)!, 'black')!;
  await expect(cardImage(page, id)).toHaveAttribute('src', small(blackImage));
  await expect(cardImage(page, id)).toHaveAttribute('srcset', `${small(blackImage)} 400w, ${blackImage} 800w`);
  await expect(cardImage(page, id)).toHaveAttribute('alt', `${productName(id)} in Black`);
  // Every card listed under Black shows a black picture.
  for (const shown of black) await expect(cardImage(page, shown)).toHaveAttribute('src', small(byId.get(shown)!.variation!.find((v) => v.color === 'black')!.image));

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard$/);
  await expect(cardImage(page, id)).toHaveAttribute('src', small(byId.get(id)!.image[0]!));
  await expect(cardImage(page, id)).toHaveAttribute('alt', '');
});

test('ar: a category listed as a list, filtered by colour, shows that colour’s picture, named in Arabic, sorted too', async ({ page }) => {
  /** Every card listed shows its product's black picture. */
  const allBlack = async () => {
    const ids = await productIds(page);
    const sources = await page.locator('.shop-grid .product-card img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    const black = (id: string) => byId.get(id)!.variation?.find((v) => v.color === 'black')?.image;
    return ids.length > 0 && ids.every((id, i) => black(id) !== undefined && sources[i] === small(black(id)!));
  };
  await page.goto('/ar/category/shaylas?view=list');
  await option(page, ar['shop.colors']!, ar['color.black']!).click();
  await expect(page).toHaveURL(/\/ar\/category\/shaylas\/?\?color=black&view=list$/);
  await expect(page.locator('.shop-grid--list')).toBeVisible();
  await expect.poll(allBlack).toBe(true);
  const id = (await productIds(page)).find((listed) => otherPicture(byId.get(listed)!, 'black'))!;
  expect(id).toBeDefined();
  await expect(cardImage(page, id)).toHaveAttribute('alt', `${productName(id, 'ar')}، باللون ${ar['color.black']}`);

  await page.getByLabel(ar['shop.sortLabel']!).selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect.poll(allBlack).toBe(true);
});

test('ar: the counts follow a choice, in Arabic words', async ({ page }) => {
  const black = countOf((p) => stocked(p, 'black', null));
  const blackM = countOf((p) => stocked(p, 'black', 'm'));
  await page.goto('/ar/shop-grid-standard');
  const blackOption = option(page, ar['shop.colors']!, ar['color.black']!);
  await expect(blackOption).toContainText(`(${black})`);
  await expect(blackOption).toHaveAccessibleName(`${ar['color.black']}، ${black} نتيجة`);
  await option(page, ar['shop.sizes']!, 'M').click();
  await expect(page).toHaveURL(/\/ar\/shop-grid-standard\/?\?size=m$/);
  await expect(blackOption).toContainText(`(${blackM})`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open as a sheet that says how many results the choices leave', async ({ page }) => {
    const black = countOf((p) => stocked(p, 'black', null));
    const blackM = countOf((p) => stocked(p, 'black', 'm'));
    await page.goto('/shop-grid-standard');
    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    await filtersButton.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: `Show ${products.length} results` })).toBeEnabled();
    await expect(sheet.getByRole('button', { name: 'Clear all' })).toBeDisabled();

    await option(sheet, 'Colors', 'Black').click();
    await expect(sheet.getByRole('button', { name: `Show ${black} results` })).toBeVisible();
    await option(sheet, 'Sizes', 'M').click();
    await expect(sheet.getByRole('button', { name: `Show ${blackM} results` })).toBeVisible();
    await expect(page).toHaveURL(/\?color=black&size=m$/);

    // Focus stays in the sheet.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters, 2 chosen' })).toBeVisible();
    await expect(page.getByText(`Showing 1–12 of ${blackM} results`)).toBeVisible();

    await page.getByRole('button', { name: 'Filters, 2 chosen' }).click();
    await sheet.getByRole('link', { name: 'Clear all' }).click();
    await expect(sheet.getByRole('button', { name: `Show ${products.length} results` })).toBeVisible();
    await sheet.getByRole('button', { name: 'Close filters' }).click();
    await expect(sheet).toBeHidden();
    await expect(filtersButton).toBeFocused();
  });

  test('the sheet’s button says "Show 1 result" for one, and "No results", disabled, for none', async ({ page }) => {
    const kidsInBlack = countOf((p) => p.category.includes('kids') && stocked(p, 'black', null));
    expect(kidsInBlack).toBe(1);
    await page.goto('/shop-grid-standard?category=kids&color=black');
    await page.getByRole('button', { name: 'Filters, 2 chosen' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Show 1 result', exact: true })).toBeVisible();

    await page.goto('/shop-grid-standard?q=no-such-product-anywhere');
    await page.getByRole('button', { name: 'Filters, 1 chosen' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'No results' })).toBeDisabled();
  });

  test('axe finds no serious violation in the open sheet, with disabled options', async ({ page }) => {
    await page.goto('/shop-grid-standard?category=kids');
    await page.getByRole('button', { name: 'Filters, 1 chosen' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.shop-sheet').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('ar: the sheet speaks Arabic, with its dual and singular forms', async ({ page }) => {
    expect(countOf((p) => p.category.includes('kids') && stocked(p, 'brown', null))).toBe(2);
    await page.goto('/ar/shop-grid-standard?category=kids&color=brown');
    await page.getByRole('button', { name: 'التصفية، عدد الخيارات المحددة: 2' }).click();
    const sheet = page.getByRole('dialog', { name: ar['shop.filters'] });
    await expect(sheet.getByRole('button', { name: 'عرض نتيجتين' })).toBeVisible();
    await option(sheet, ar['shop.colors']!, ar['color.black']!).click();
    await expect(sheet.getByRole('button', { name: 'عرض نتيجة واحدة' })).toBeVisible();
    await sheet.getByRole('button', { name: ar['shop.closeFilters'] }).click();
    await expect(sheet).toBeHidden();
  });
});

test('ar: a category reached from the home page has its own page, heading and title', async ({ page }) => {
  await page.goto('/ar/');
  await page.getByRole('link', { name: ar['home.categoryShaylas'] }).click();
  await expect(page).toHaveURL(/\/ar\/category\/shaylas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar['category.shaylas']!);
  await expect(page).toHaveTitle(`${brand('ar')} | ${ar['category.shaylas']}`);
});

test('a catalogue category chosen in the shop names the listing', async ({ page }) => {
  await page.goto('/shop-grid-standard?category=women');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
  await expect(page).toHaveTitle(`${brand()} | Women`);
});
