import { expect, test } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { variantIdOf } from '../../src/lib/catalogue/variants.ts';
import { serverCart, signUp, useShopper } from './fixtures/shopper.ts';

// The product page's photos (opened large, stepped and swiped in both reading directions), its
// size guide, and the phone's buy bar, in English and Arabic.

const words = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../content/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const guides = JSON.parse(readFileSync(new URL('../../content/size-guide.json', import.meta.url), 'utf8')) as {
  guides: { tags: string[]; sizes: Record<string, Record<string, number>> }[];
};

const LOCALES = [
  { locale: 'en', prefix: '', forward: 'ArrowRight' },
  { locale: 'ar', prefix: '/ar', forward: 'ArrowLeft' },
] as const;

test.beforeEach(async ({ page }) => {
  await page.route('**/api/exchange-rates**', (route) => route.abort());
});

/** The viewer's "Image n of 5" counter. */
const count = (t: Record<string, string>, n: number) => fill(t['product.imageCount']!, { n, total: 5 });

for (const { locale, prefix, forward } of LOCALES) {
  const t = words(locale);

  test(`${locale}: a photo opens large, the arrow keys step through the photos, Escape closes and focus returns`, async ({ page }) => {
    await page.goto(`${prefix}/product/1`);
    const opener = page.getByRole('button', { name: fill(t['product.enlargeImage']!, { n: 1, total: 5 }) });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: t['product.imageViewer'] });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(count(t, 1))).toBeVisible();

    await page.keyboard.press(forward);
    await expect(viewer.getByText(count(t, 2))).toBeVisible();
    await page.keyboard.press(forward);
    await expect(viewer.getByText(count(t, 3))).toBeVisible();
    // Back before the first wraps round to the last.
    await page.keyboard.press(forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight');
    await page.keyboard.press(forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight');
    await page.keyboard.press(forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight');
    await expect(viewer.getByText(count(t, 5))).toBeVisible();
    await expect(viewer.getByRole('img', { name: new RegExp(fill(t['product.imageAlt']!, { name: '.*', n: 5, total: 5 })) })).toBeInViewport();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    // The page stays on the photo last looked at.
    await expect(page.getByRole('button', { name: fill(t['product.showImage']!, { n: 5 }) })).toHaveAttribute('aria-pressed', 'true');
  });

  test(`${locale}: on a phone a swipe moves to the next photo, the way the page reads`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/product/1`);
    const track = page.locator('[data-gallery-track]');
    const box = (await track.boundingBox())!;
    // A finger drag across the track: leftwards moves on in English, rightwards in Arabic. It moves
    // at a finger's pace (a frame a step) and rests before it lifts, as a deliberate swipe does:
    // steps sent back to back read as a fast flick, and the fling that follows it carries the track
    // one or two photos on depending on how busy the machine is.
    const [from, to] = locale === 'ar' ? [box.x + 40, box.x + box.width - 40] : [box.x + box.width - 40, box.x + 40];
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (let step = 1; step <= 8; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
      await page.waitForTimeout(16);
    }
    await page.waitForTimeout(150);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('button', { name: fill(t['product.showImage']!, { n: 2 }) })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: fill(t['product.enlargeImage']!, { n: 2, total: 5 }) })).toBeInViewport({ ratio: 0.9 });
  });

  test(`${locale}: the size guide beside the sizes lists the product's own sizes in cm`, async ({ page }) => {
    // Product 1 is a shayla sold in X, M, XL and XXL; the guide gives its length and width.
    await page.goto(`${prefix}/product/1`);
    const sizes = page.getByRole('group', { name: t['common.size'] });
    await sizes.getByText(t['sizeGuide.open']!).click();
    const table = sizes.getByRole('table', { name: t['sizeGuide.caption'] });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([t['sizeGuide.size']!, t['sizeGuide.length']!, t['sizeGuide.width']!]);
    const shayla = guides.guides.find((guide) => guide.tags.includes('shayla'))!;
    const cm = (value: number) => fill(t['sizeGuide.value']!, { value });
    await expect(table.getByRole('row', { name: new RegExp(`^XL ${cm(shayla.sizes.xl!.length!)} ${cm(shayla.sizes.xl!.width!)}$`) })).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText(['X', 'M', 'XL', 'XXL']);
  });

  test(`${locale}: on a phone the buy bar appears once Add To Cart scrolls away, asks for the missing choice, then adds to the cart`, async ({ page, request }) => {
    const shopper = await signUp(request, `buy-bar-${locale}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await useShopper(page, shopper);
    await page.goto(`${prefix}/product/1`);
    const add = page.getByRole('button', { name: t['common.addToCart'], exact: true });
    // While the main button is on screen or still below, there is one Add To Cart.
    await expect(add).toHaveCount(1);
    await page.mouse.wheel(0, 400);
    await page.getByRole('heading', { level: 2, name: t['product.related'] }).scrollIntoViewIfNeeded();
    const bar = page.locator('.buy-bar');
    await expect(bar).toBeInViewport();
    await expect(bar.getByText(/45\.00/)).toBeVisible();

    // No colour yet: the bar takes the shopper to the colours and says what is missing.
    await bar.getByRole('button', { name: t['common.addToCart'], exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t['product.chooseOptions'] })).toBeVisible();
    await expect(page.getByRole('radio', { name: t['color.black'] })).toBeInViewport();
    await expect(page.locator(':focus')).toHaveAttribute('type', 'radio');
    await page.getByRole('radio', { name: t['color.black'] }).check();
    await page.getByRole('button', { name: t['size.m'], exact: true }).click();

    await page.getByRole('heading', { level: 2, name: t['product.related'] }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: t['common.addToCart'], exact: true }).click();
    // The mini-cart opens as a sheet over the bar; Escape closes it.
    const miniCart = page.getByRole('dialog', { name: t['miniCart.heading'] });
    await expect(miniCart).toBeVisible();
    await expect.poll(() => serverCart(request, shopper)).toEqual([expect.objectContaining({ variant_id: variantIdOf('1', 'black', 'm'), quantity: 1 })]);
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();

    // At the end of the page the bar goes, so the footer's content is not covered.
    await page.locator('.site-footer__copyright').scrollIntoViewIfNeeded();
    await expect(bar).not.toBeInViewport();
  });
}

test('on a wide screen there is no buy bar', async ({ page }) => {
  await page.goto('/product/1');
  await page.getByRole('heading', { level: 2, name: 'Related products' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.buy-bar')).toBeHidden();
});
