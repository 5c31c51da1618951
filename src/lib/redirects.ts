// The site's permanent redirects, declared once: Astro writes a redirect page for each (for hosts
// that only serve files), the bundled server answers them with 301, and the sitemap leaves them out.
// deploy/nginx.conf repeats them in nginx's own words.
import { LOCALES, localizePath, PREFIXED_LOCALES } from './locale.ts';

/** Locale-free paths that moved, in every locale: the spec's misspelt route keeps working. */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/retrun-policy': '/return-policy',
};

/** Astro's `redirects` config: each moved page under every locale's prefix. */
export function astroRedirects(): Record<string, { status: 301; destination: string }> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) =>
      Object.entries(MOVED_PAGES).map(([from, to]) => [localizePath(locale, from), { status: 301 as const, destination: localizePath(locale, to) }]),
    ),
  );
}

// 'fn' is the spec's legacy code for French: old links keep working, path kept.
const LEGACY_FRENCH = /^\/fn(\/.*)?$/;
const PREFIX = new RegExp(`^(/(?:${PREFIXED_LOCALES.join('|')}))?(/.*)$`);

/** Where a request path (decoded, without its query) permanently moved, or null. */
export function redirectFor(path: string): { status: 301; location: string } | null {
  const legacyFrench = path.match(LEGACY_FRENCH);
  if (legacyFrench) return { status: 301, location: `/fr${legacyFrench[1] ?? '/'}` };
  const [, prefix = '', rest = path] = path.match(PREFIX) ?? [];
  const moved = MOVED_PAGES[rest.replace(/(.)\/$/, '$1')];
  return moved ? { status: 301, location: `${prefix}${moved}` } : null;
}
