import { expect, test } from './fixtures/test.ts';
import { brand } from './fixtures/brand.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { LOCALES, LOCALE_TABLE, type Locale } from '../../src/lib/locale.ts';
import { SHOP_CATEGORIES } from '../../src/lib/shop/categories.ts';
import { productName } from './fixtures/catalogue.ts';

// Every route of the spec's route table answers in every locale of the table, with a title
// '{brand} | …' and the page's own main heading (read from the same dictionaries and content
// files the build uses, so the test follows the editors' wording).


const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const dictionaries = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(read(`content/i18n/${l}.json`))])) as Record<
  Locale,
  Record<string, string>
>;
const t = (locale: Locale, key: string): string => {
  const value = dictionaries[locale][key];
  if (value === undefined) throw new Error(`No "${key}" in content/i18n/${locale}.json`);
  return value;
};

/** A Markdown file's frontmatter field (the files use one `key: "value"` per line). */
const frontmatter = (path: string, field: string): string => {
  const match = read(path).match(new RegExp(`^${field}:\\s*"?(.*?)"?\\s*$`, 'm'));
  if (!match) throw new Error(`No ${field} in ${path}`);
  return match[1]!.replace(/\\"/g, '"');
};

const pageTitle = (locale: Locale, slug: string) => frontmatter(`content/pages/${locale}/${slug}.md`, 'title');

const newestPostTitle = (locale: Locale): string => {
  const dir = `content/blog/${locale}`;
  const posts = readdirSync(new URL(`../../${dir}`, import.meta.url))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, date: frontmatter(`${dir}/${file}`, 'date') }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.file.localeCompare(b.file));
  return frontmatter(`${dir}/${posts[0]!.file}`, 'title');
};


// Every shop layout lists the same shop, and says so: heading and title "Shop", not the layout's name.
const SHOP_LAYOUTS = [
  '/shop-grid-standard',
  '/shop-grid-filter',
  '/shop-grid-two-column',
  '/shop-grid-no-sidebar',
  '/shop-grid-full-width',
  '/shop-grid-right-sidebar',
  '/shop-list-standard',
  '/shop-list-full-width',
  '/shop-list-two-column',
];

const PRODUCT_LAYOUTS = ['product', 'product-tab-left', 'product-tab-right', 'product-sticky', 'product-slider', 'product-fixed-image'];

/** [path, expected h1] for one locale; paths are locale-free. */
function routes(locale: Locale): [string, string][] {
  const key = (k: string) => t(locale, k);
  return [
    ['/', key('home.heroTitle')],
    ['/home-fashion', key('home.heroTitle')],
    ...SHOP_LAYOUTS.map((path): [string, string] => [path, key('nav.shop')]),
    ...SHOP_CATEGORIES.map((category): [string, string] => [`/category/${category.slug}`, key(category.name)]),
    ['/layouts', key('meta.layouts')],
    ...PRODUCT_LAYOUTS.map((layout): [string, string] => [`/${layout}/1`, productName('1', locale)]),
    ['/blog-standard', key('blog.listHeading')],
    ['/blog-no-sidebar', key('blog.listHeading')],
    ['/blog-right-sidebar', key('blog.listHeading')],
    ['/blog-details-standard', newestPostTitle(locale)],
    ['/about', pageTitle(locale, 'about')],
    ['/contact', key('contact.heading')],
    ['/my-account', key('meta.myAccount')],
    ['/login-register', key('meta.loginRegister')],
    ['/cart', key('shell.cartHeading')],
    ['/wishlist', key('shell.wishlistHeading')],
    ['/compare', key('compare.heading')],
    ['/checkout', key('shell.checkoutHeading')],
    ['/terms-and-conditions', pageTitle(locale, 'terms-and-conditions')],
    ['/privacy-policy', pageTitle(locale, 'privacy-policy')],
    ['/retrun-policy', pageTitle(locale, 'return-policy')],
    ['/return-policy', pageTitle(locale, 'return-policy')],
    ['/shipping-policy', pageTitle(locale, 'shipping-policy')],
    ['/payment-success', key('shell.paymentSuccessHeading')],
    ['/payment-failed', key('shell.paymentFailedHeading')],
    ['/my-orders', key('orders.title')],
    ['/order-detail/1', key('meta.orderDetail')],
    ['/not-found', key('notFound.heading')],
  ];
}

const localize = (locale: Locale, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}/` : `/${locale}${path}`);

for (const locale of LOCALES) {
  test.describe(`routes in ${locale}`, () => {
    for (const [path, heading] of routes(locale)) {
      const url = localize(locale, path);
      test(`${url} has its title and heading`, async ({ page }) => {
        const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
        // The not-found page may be served with its 404 status; every other route answers 2xx.
        if (path !== '/not-found') expect(response?.ok() ?? false, `${url} answers 2xx`).toBe(true);
        // The misspelt route is a permanent redirect (by the server, or the static page's refresh).
        if (path === '/retrun-policy') await expect(page).toHaveURL(/\/return-policy\/?$/);
        // The title names what the page shows, as its heading does (a product's name, "Shop", "Shaylas"…).
        await expect(page).toHaveTitle(new RegExp(`^${brand(locale)} \\| \\S`));
        if (SHOP_LAYOUTS.includes(path) || path.startsWith('/category/')) await expect(page).toHaveTitle(`${brand(locale)} | ${heading}`);
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TABLE[locale].lang);
        await expect(page.locator('html')).toHaveAttribute('dir', LOCALE_TABLE[locale].dir);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeAttached();
      });
    }
  });
}
