// The pages Astro writes for the site's redirects (src/lib/redirects.ts), for hosts that only serve
// files, refresh with `content="0;url=/to"`. Browsers follow that, but HTML asks for whitespace
// after the semicolon, and the W3C Nu checker refuses it (tests/e2e/html-validity.spec.ts).
import { elements, setAttribute, type BuiltPage } from './built-pages.ts';

/** `rewrite` for rewriteBuiltPages: a refresh's delay and URL separated as HTML asks ("0; url=/to"). */
export function conformingRefresh({ document }: BuiltPage): void {
  for (const meta of elements(document, (element) => element.name === 'meta' && element.attributes['http-equiv']?.toLowerCase() === 'refresh')) {
    const content = meta.attributes.content ?? '';
    const spaced = content.replace(/^(\s*\d+(?:\.\d*)?)\s*[;,]\s*/, '$1; ');
    if (spaced !== content) setAttribute(meta, 'content', spaced);
  }
}
