import { expect, test, type Page } from './fixtures/test.ts';
import { islandRuntimeFile } from '../../src/build/island-runtime.ts';

// A page's own scripts (header counts, session, prices; a gallery, a form) load after the page has
// loaded and painted (src/build/after-paint.ts), and a press that needs them before they have run is
// held and made again once they have.

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in or register' });
/**
 * The sign-in form's modules arrive in at most 4 waves (the header's script, the first-paint chunk,
 * the modal with every module it imports, the phone field's lazy part): 4 × 1.5 s here, so the
 * modal shows about 6 s after the press; a busy machine adds to that.
 */
const MODAL_AFTER_SLOW_SCRIPTS = { timeout: 20_000 };
const SCRIPT_DELAY_MS = 1500;

/** The page's scripts arrive late from now on, as on a slow network; answers when each was asked for. */
async function slowScripts(page: Page): Promise<number[]> {
  const asked: number[] = [];
  await page.route('**/_astro/*.js', async (route) => {
    asked.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  return asked;
}

test('no page script is requested before the page has loaded; then the header works', async ({ page }) => {
  await page.goto('/about', { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/_astro/'));
    return { loaded: navigation.loadEventStart, starts: scripts.map((entry) => entry.startTime) };
  });
  expect(timing.starts.length).toBeGreaterThan(0);
  for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.loaded);
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(dialog(page)).toBeVisible();
});

for (const path of ['/shop-grid-standard', '/product/1']) {
  test(`no script, nor the island runtime, is requested on ${path} before its first pictures are on screen`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(
      () =>
        new Promise<{ largest: number; shown: number[]; starts: number[] }>((resolve) => {
          // LCP and Element Timing give the time a frame went out, not when it was drawn; the
          // browser keeps them for an observer that asks for what was buffered.
          const entries = (type: string) =>
            new Promise<PerformanceEntry[]>((done) => new PerformanceObserver((list) => done(list.getEntries())).observe({ type, buffered: true }));
          void Promise.all([entries('largest-contentful-paint'), entries('element')]).then(([largest, pictures]) => {
            const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/_astro/'));
            resolve({ largest: largest.at(-1)!.startTime, shown: pictures.map((entry) => entry.startTime), starts: scripts.map((entry) => entry.startTime) });
          });
        }),
    );
    expect(timing.shown.length).toBeGreaterThan(0);
    expect(timing.starts.length).toBeGreaterThan(1);
    for (const start of timing.starts) {
      expect(start).toBeGreaterThanOrEqual(timing.largest);
      for (const shown of timing.shown) expect(start).toBeGreaterThanOrEqual(shown);
    }
  });
}

/** When the page was parsed, and when it asked for the island runtime's file (each time). */
const runtimeTiming = (page: Page) =>
  page.evaluate((path) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const runtime = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(path));
    return { parsing: navigation.domContentLoadedEventStart, parsed: navigation.domContentLoadedEventEnd, starts: runtime.map((entry) => entry.startTime) };
  }, `/${islandRuntimeFile.path}`);

test("the island runtime of a page whose islands wait is asked for once the page is parsed and drawn, not while it is parsed; the options still work", async ({ page }) => {
  await page.goto('/product/1', { waitUntil: 'networkidle' });
  const timing = await runtimeTiming(page);
  expect(timing.starts).toHaveLength(1);
  expect(timing.starts[0]).toBeGreaterThan(timing.parsed);
  await page.getByRole('button', { name: 'Size XXL', exact: true }).click();
  await expect(page).toHaveURL(/size=xxl$/);
});

/** The island runtime arrives late from now on; answers whether it has been asked for. */
async function slowRuntime(page: Page): Promise<() => boolean> {
  let asked = false;
  await page.route((url) => url.pathname === `/${islandRuntimeFile.path}`, async (route) => {
    asked = true;
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  return () => asked;
}

test('a size pressed as the product page appears, before the island runtime has arrived, is chosen once it has', async ({ page }) => {
  const runtimeAsked = await slowRuntime(page);
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  const size = page.getByRole('button', { name: 'Size XXL', exact: true });
  await size.click();
  expect(runtimeAsked()).toBe(true);
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/size=xxl$/);
});

test('a colour pressed as the product page appears ticks at once, and is the one chosen once the island runtime has arrived', async ({ page }) => {
  const runtimeAsked = await slowRuntime(page);
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  const black = page.getByRole('radio', { name: 'Black', exact: true });
  await black.check();
  expect(runtimeAsked()).toBe(true);
  await expect(page).toHaveURL(/color=black$/);
  await expect(black).toBeChecked();
  await expect(page.getByRole('button', { name: 'Enlarge image 5 of 5' })).toBeInViewport({ ratio: 0.5 });
});

test("a sort chosen as the shop appears, before the island runtime has arrived, stays chosen and reaches the address once it has", async ({ page }) => {
  const runtimeAsked = await slowRuntime(page);
  await page.goto('/shop-grid-standard', { waitUntil: 'domcontentloaded' });
  const sort = page.getByLabel('Sort by');
  // A select's choice is a change, not a click: no pointer or key reaches the page first.
  await sort.selectOption({ label: 'Price - Low to High' });
  expect(runtimeAsked()).toBe(true);
  await expect(page).toHaveURL(/sort=price-asc$/);
  await expect(sort).toHaveValue('price-asc');
});

test('a product address with a query asks for the island runtime at once, while the page is parsed, and shows the colour and size it names', async ({ page }) => {
  await page.goto('/product/1?color=black&size=m');
  await expect(page.getByRole('radio', { name: 'Black', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Size M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const timing = await runtimeTiming(page);
  expect(timing.starts).toHaveLength(1);
  expect(timing.starts[0]).toBeLessThan(timing.parsing);
});

test("an island that loads with the page (My Account's) has every module it draws with asked for at once, once the parsed page has painted", async ({ page }) => {
  // Not from the head: sent with the parse, they shared the connection with the page's first paint,
  // and Lighthouse counted React in it. At once: found import by import, they came in waves.
  const html = await (await page.request.get('/my-account')).text();
  const component = html.match(/<astro-island\b[^>]*component-url="([^"]+)"[^>]*client="load"/)?.[1];
  const listed = html.match(/<script data-modules="([^"]+)"/)?.[1]?.split(' ') ?? [];
  expect(listed).toContain(component);
  // The island's code held back: what is asked for meanwhile was listed, not found in its imports.
  const askedBeforeIsland = new Set<string>();
  const asked = new Set<string>();
  await page.route((url) => listed.includes(url.pathname), async (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.add(path);
    if (path === component) {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      for (const earlier of asked) askedBeforeIsland.add(earlier);
    }
    await route.continue();
  });
  await page.goto('/my-account', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('tab', { name: 'Login' })).toBeVisible();
  expect([...askedBeforeIsland].sort()).toEqual([...listed].sort());
  const timing = await page.evaluate((modules) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const starts = performance.getEntriesByType('resource').filter((entry) => modules.includes(new URL(entry.name).pathname)).map((entry) => entry.startTime);
    return { parsed: navigation.domContentLoadedEventEnd, starts };
  }, listed);
  expect(timing.starts.length).toBeGreaterThanOrEqual(listed.length);
  for (const start of timing.starts) expect(start).toBeGreaterThan(timing.parsed);
});

test('the sign-in modal\'s modules come in at most 4 waves after the press, not one wave per level of imports', async ({ page }) => {
  const asked = await slowScripts(page);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(dialog(page)).toBeVisible(MODAL_AFTER_SLOW_SCRIPTS);
  // A wave: the requests made together, before the delayed answers that start the next one.
  const waves = asked.filter((time, index) => index === 0 || time - asked[index - 1]! > SCRIPT_DELAY_MS / 2).length;
  expect(waves).toBeLessThanOrEqual(4);
});

test('the account button pressed before the scripts have run opens the sign-in modal once they have', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(dialog(page)).toBeVisible(MODAL_AFTER_SLOW_SCRIPTS);
});

test('a currency chosen before the scripts have run is the one applied once they have', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/shipping-policy');
  await page.getByLabel('Currency').first().selectOption('EUR');
  await expect(page.locator('.topbar__banner')).toContainText('€');
  await expect(page.getByLabel('Currency').first()).toHaveValue('EUR');
});

test('a guest who presses the cart icon before the scripts have run is asked to sign in, not sent away', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/shipping-policy');
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(dialog(page)).toBeVisible(MODAL_AFTER_SLOW_SCRIPTS);
  await expect(page).toHaveURL(/\/shipping-policy$/);
});

test("an arrow key pressed on the product's tabs before the scripts have run moves to the next tab once they have", async ({ page }) => {
  await slowScripts(page);
  await page.goto('/product/1');
  const description = page.getByRole('tab', { name: 'Description' });
  // Tab is never held: it leaves the tab at once, as without any script.
  await description.focus();
  await page.keyboard.press('Tab');
  await expect(description).not.toBeFocused();
  await description.focus();
  await page.keyboard.press('ArrowRight');
  const info = page.getByRole('tab', { name: 'Additional information' });
  await expect(info).toHaveAttribute('aria-selected', 'true');
  await expect(info).toBeFocused();
});

test("the orders pages' text for browsers without JavaScript goes as their island runs, not with the late header scripts", async ({ page }) => {
  await page.route('**/_astro/Header.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8000));
    await route.continue();
  });
  for (const path of ['/my-orders', '/order-detail/1']) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    // Read at once: the header's scripts are still on their way, and waiting would let them arrive.
    expect(await page.locator('[data-shell-state]').isHidden()).toBe(true);
  }
});
