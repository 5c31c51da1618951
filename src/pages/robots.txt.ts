// robots.txt, written at build so its Sitemap line names the site's real origin (PUBLIC_SITE_URL).
// Everything public may be crawled; per-shopper pages, the API and the office may not.
import type { APIRoute } from 'astro';
import { LOCALES, localizePath } from '../lib/locale.ts';
import { PER_SHOPPER_PAGES } from '../lib/per-shopper-pages.ts';

export const GET: APIRoute = ({ site }) => {
  const disallowed = LOCALES.flatMap((locale) => PER_SHOPPER_PAGES.map((path) => localizePath(locale, path)));
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // The shop's back office (docs/DESIGN.md, "The office"): never indexed, in either language.
    'Disallow: /office',
    'Disallow: /ar/office',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap-index.xml', site).href}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
