// Sitemap entries that say what the pages say: the page's own canonical URL (no trailing slash, as
// BaseLayout writes it) and the same hreflang set as its <link rel="alternate"> tags, x-default
// (the default locale's page) included, so every set is reciprocal.
interface SitemapLink {
  url: string;
  lang: string;
}

interface SitemapItem {
  url: string;
  links?: SitemapLink[];
}

/** 'https://shop.example/fr/about/' → 'https://shop.example/fr/about'; the root keeps its '/'. */
export function withoutTrailingSlash(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname.length > 1) parsed.pathname = parsed.pathname.replace(/\/+$/, '');
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
