import { expect, test } from './fixtures/test.ts';
import { brand } from './fixtures/brand.ts';
import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '../../src/lib/locale.ts';

// Content pages: not-found (and its 404 status), the misspelt returns route, the policies' facts,
// the blog's sidebar and article view, the comment and contact forms, and the home page.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const dict = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(read(`content/i18n/${l}.json`))])) as Record<Locale, Record<string, string>>;
const en = dict.en;
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

test.describe('not found', () => {
  for (const locale of LOCALES) {
    test(`/not-found in ${locale} offers a way home, to the shop and a search`, async ({ page }) => {
      const t = dict[locale];
      await page.goto(`${prefix(locale)}/not-found`);
      await expect(page).toHaveTitle(`${brand(locale)} | ${t['notFound.title']}`);
      await expect(page.getByRole('heading', { level: 1, name: t['notFound.heading'] })).toBeVisible();
      await expect(page.getByText(t['notFound.text']!)).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: t['notFound.backHome'] })).toHaveAttribute('href', locale === 'en' ? '/' : `/${locale}/`);
      await expect(main.getByRole('link', { name: t['notFound.shop'] })).toHaveAttribute('href', `${prefix(locale)}/shop-grid-standard`);
      await expect(main.getByRole('searchbox', { name: t['nav.searchLabel'] })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page-for-sure');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: en['notFound.heading'] })).toBeVisible();
  });

  test('an unknown French path answers 404 in French', async ({ page }) => {
    const response = await page.goto('/fr/aucune-page-de-ce-nom');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: dict.fr['notFound.heading'] })).toBeVisible();
  });
});

test.describe('policies', () => {
  test('/retrun-policy lands on /return-policy', async ({ page }) => {
    await page.goto('/retrun-policy');
    await expect(page).toHaveURL(/\/return-policy\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
    await expect(page).toHaveTitle(`${brand()} | Return Policy`);
  });

  test('the shipping policy states the delivery promises, with a Home / page breadcrumb', async ({ page }) => {
    await page.goto('/shipping-policy');
    await expect(page).toHaveTitle(`${brand()} | Shipping Policy`);
    const crumbs = page.getByRole('navigation', { name: en['breadcrumb.label'] });
    await expect(crumbs.getByRole('link', { name: en['breadcrumb.home'] })).toHaveAttribute('href', '/');
    await expect(crumbs).toContainText('Shipping Policy');
    const main = page.getByRole('main');
    await expect(main).toContainText('India');
    await expect(main).toContainText('24 hours');
    await expect(main).toContainText(/2[-–]5 working days/);
    await expect(main).toContainText(/6[-–]8 working days/);
    await expect(main).toContainText(/tracking number/i);
  });

  test('the terms name Indian law and Jaipur courts, in every language', async ({ page }) => {
    // Place names are written in the locale's script: Latin everywhere but Arabic.
    const places = (locale: string) => (locale === 'ar' ? ['جايبور', 'راجستان'] : ['Jaipur', 'Rajasthan']);
    for (const locale of LOCALES) {
      await page.goto(`${prefix(locale)}/terms-and-conditions`);
      for (const place of places(locale)) await expect(page.getByRole('main')).toContainText(place);
    }
  });

  test('the privacy policy lists the three cookie types and the age limit', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    for (const kind of ['Essential cookies', 'Acceptance cookies', 'Functionality cookies']) await expect(main).toContainText(kind);
    await expect(main).toContainText('under the age of 13');
  });
});

test.describe('blog', () => {
  test('the sidebar has the search, four recent posts, categories with counts and tags', async ({ page }) => {
    await page.goto('/blog-standard');
    const sidebar = page.getByRole('complementary', { name: en['meta.blog'] });
    const search = sidebar.getByRole('searchbox', { name: en['blog.searchLabel'] });
    await expect(search).toHaveAttribute('placeholder', 'Search here...');
    const recent = sidebar.getByRole('region', { name: en['blog.recentProjects'] });
    await expect(recent.getByRole('listitem')).toHaveCount(4);
    const categories = sidebar.getByRole('region', { name: en['blog.categories'] });
    for (const name of ['Women', 'Men', 'Bags', 'Accessories']) {
      await expect(categories.getByRole('link', { name: new RegExp(`^${name} \\d+ posts?$`) })).toBeVisible();
    }
    const tags = sidebar.getByRole('region', { name: en['blog.tag'] });
    for (const name of ['Clothing', 'Accessories', 'For Men', 'Women', 'Fashion']) {
      await expect(tags.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await search.fill('abaya');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?q=abaya$/);
  });

  test('an article shows its parts, share links and a comment form that reports the outcome', async ({ page }) => {
    await page.goto('/blog-standard');
    const firstPost = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await firstPost.textContent())!.trim();
    await firstPost.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${brand()} | ${title}`);
    const article = page.getByRole('main').getByRole('article').first();
    await expect(article.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(article.getByRole('link', { name: '2 comments' })).toBeVisible();
    await expect(article.locator('blockquote')).toBeVisible();
    const url = encodeURIComponent(page.url().replace(/^https?:\/\/[^/]+/, ''));
    for (const network of ['Facebook', 'X', 'WhatsApp']) {
      await expect(article.getByRole('link', { name: new RegExp(`^${network} `) })).toHaveAttribute('href', new RegExp(url.replace(/%2F$/, '')));
    }
    await expect(article.getByRole('navigation', { name: en['blog.postNavigation'] })).toBeVisible();
    await expect(article.getByRole('region', { name: /^Comments/ }).getByRole('listitem')).toHaveCount(2);

    let sent: unknown;
    await page.route('**/api/blog-comments', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 201, json: { success: true, message: 'Comment received' } });
    });
    const form = article.getByRole('region', { name: 'post a comment' });
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    // Native validation stops an empty form: nothing is sent.
    expect(sent).toBeUndefined();
    await form.getByLabel('Full Name').fill('Amina Rahman');
    await form.getByLabel('Email Address').fill('amina@example.com');
    await form.getByLabel('Message').fill('Very helpful, thank you.');
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(form.getByRole('status')).toHaveText(en['blog.commentSuccess']!);
    expect(sent).toMatchObject({ name: 'Amina Rahman', email: 'amina@example.com', message: 'Very helpful, thank you.' });
    expect((sent as { post: string }).post).toMatch(/^[a-z0-9-]+$/);
  });

  test('/blog-details-standard shows the newest post, canonical to its own page', async ({ page }) => {
    await page.goto('/blog-standard');
    const newest = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const href = await newest.getAttribute('href');
    const title = (await newest.textContent())!.trim();
    await page.goto('/blog-details-standard');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
  });
});

test.describe('contact', () => {
  test('shows the store location target and reports a server error inline', async ({ page }) => {
    const refusal = { success: false, message: 'Please write a longer message.', code: 'validation_failed', errors: { message: ['Please write a longer message.'] }, error_codes: { message: ['too_short'] } };
    await page.route('**/api/contact', (route) => route.fulfill({ status: 422, json: refusal }));
    await page.goto('/fr/contact');
    const fr = dict.fr;
    await expect(page.getByRole('heading', { level: 1, name: fr['contact.heading'] })).toBeVisible();
    await expect(page.locator('#location')).toBeVisible();
    await page.getByLabel(fr['contact.name']!).fill('Karim');
    await page.getByLabel(fr['contact.emailLabel']!).fill('karim@example.com');
    await page.getByLabel(fr['contact.subject']!).fill('Taille');
    await page.getByLabel(fr['contact.message']!).fill('Quelle taille choisir pour une abaya ?');
    await page.getByRole('button', { name: fr['contact.send'] }).click();
    // In the page's language: the API's English is never shown.
    await expect(page.getByRole('status')).toHaveText(fr['contact.error']!);
    // Nothing typed is lost when the message was not sent.
    await expect(page.getByLabel(fr['contact.name']!)).toHaveValue('Karim');
  });

  test('the footer store location leads to the contact page location', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: en['footer.storeLocation'] }).click();
    await expect(page).toHaveURL(/\/contact\/?#location$/);
    await expect(page.locator('#location')).toBeInViewport();
  });
});

test.describe('home', () => {
  test('hero, category tiles, product rails and the blog teaser', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: en['home.heroTitle'] })).toBeVisible();
    await expect(page.getByRole('link', { name: en['home.shopNow'], exact: true })).toHaveAttribute('href', '/shop-grid-standard');
    const hero = page.locator('.hero img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('link', { name: en['home.categoryAbayas'] })).toHaveAttribute('href', '/category/abayas');
    await expect(page.getByRole('link', { name: en['home.categoryMen'] })).toHaveAttribute('href', '/category/men');
    for (const key of ['home.newArrivals', 'home.bestSellers', 'home.deals', 'home.fromTheBlog']) {
      await expect(page.getByRole('heading', { level: 2, name: en[key] })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: en['home.fromTheBlog'] }).getByRole('article')).toHaveCount(3);
  });

  test('/home-fashion is the home page, canonical to /', async ({ page }) => {
    await page.goto('/de/home-fashion');
    await expect(page.getByRole('heading', { level: 1, name: dict.de['home.heroTitle'] })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/$/);
  });
});
