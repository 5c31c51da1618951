// The speculation rules of every page with a prefetch link (`data-prefetch`: the header's cart and
// My Orders, the cart's checkout, My Orders' orders): Chromium prerenders the page behind such a
// link when the shopper hovers it a moment or presses it (eagerness "moderate"), so the page is
// drawn, its island's request answered, before it is shown. Written by the build, not by Astro's
// prefetch, whose script (1.4 KB gzip on every page) only repeated what these rules and
// src/scripts/prefetch-on-intent.ts do. The CSP allows them by their hash alone: Chromium applies
// hashed inline rules (tried in Chromium 156: the rule set accepted and the cart prefetched on hover,
// alike with and without 'inline-speculation-rules'; refused without the hash), so the keyword,
// which the W3C Nu checker does not know, is not written.
import { createElement, elements, firstElement, insert, type BuiltPage } from './built-pages.ts';

const RULE = { source: 'document', where: { selector_matches: 'a[data-prefetch]' }, eagerness: 'moderate' };

/** The rules' text; its hash is in the CSP of each page that carries them. */
export const SPECULATION_RULES_JSON = JSON.stringify({ prerender: [RULE], prefetch: [RULE] });

/** `rewrite` for rewriteBuiltPages: the rules at the end of <head> of a page with a prefetch link (every page with the header). */
export function addSpeculationRules({ document }: BuiltPage): void {
  const head = firstElement(document, 'head');
  const links = elements(document, (element) => element.name === 'a' && element.attributes['data-prefetch'] !== undefined);
  if (head && links.length > 0) insert(head, [createElement('script', { type: 'speculationrules' }, SPECULATION_RULES_JSON)]);
}
