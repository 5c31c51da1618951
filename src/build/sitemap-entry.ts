// Sitemap entries that say what the pages say: the page's own canonical URL (no trailing slash, as
// BaseLayout writes it) and the same hreflang set as its <link rel="alternate"> tags, x-default
// (the default locale's page) included, so every set is reciprocal.
import { PREFIXED_LOCALES, splitLocale } from '../lib/locale.ts';
import { isPerShopperPage } from '../lib/per-shopper-pages.ts';
import { MOVED_PAGES } from '../lib/redirects.ts';

/** Pages whose canonical link points at another page (alternate layouts of one page), besides the 404. */
const NOT_CANONICAL = /^\/(not-found|home-fashion|blog-no-sidebar|blog-right-sidebar|blog-details-standard|catalogue|(product-tab-left|product-tab-right|product-sticky|product-slider|product-fixed-image)\/.*)$/;

/**
 * Whether a built page belongs in the sitemap: only pages that are their own canonical URL, so no
 * per-shopper pages, no alternate layouts and no redirects.
 */
export function inSitemap(url: string): boolean {
  const { path } = splitLocale(new URL(url).pathname);
  const page = path.length > 1 ? path.replace(/\/$/, '') : path;
  return !isPerShopperPage(page) && !(page in MOVED_PAGES) && !NOT_CANONICAL.test(page);
}

/** A locale's home keeps its slash ('/fr/'), as localizePath writes it. */
const LOCALE_HOME = new RegExp(`^/(${PREFIXED_LOCALES.join('|')})/$`);
interface SitemapLink {
  url: string;
  lang: string;
}

interface SitemapItem {
  url: string;
  links?: SitemapLink[];
}

/** 'https://shop.example/fr/about/' → 'https://shop.example/fr/about'; '/' and '/fr/' keep theirs. */
export function withoutTrailingSlash(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname.length > 1 && !LOCALE_HOME.test(parsed.pathname)) parsed.pathname = parsed.pathname.replace(/\/+$/, '');
  return parsed.href;
}

export function canonicalSitemapItem<T extends SitemapItem>(item: T, defaultLang: string): T {
  const links = item.links?.map((link) => ({ ...link, url: withoutTrailingSlash(link.url) }));
  const fallback = links?.find((link) => link.lang === defaultLang);
  return {
    ...item,
    url: withoutTrailingSlash(item.url),
    ...(links ? { links: fallback ? [...links, { lang: 'x-default', url: fallback.url }] : links } : {}),
  };
}
