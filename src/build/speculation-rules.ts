// The speculation rules of every page with a prefetch link (`data-prefetch`: the header's cart and
// My Orders, the cart's checkout, My Orders' orders): Chromium prerenders the page behind such a
// link when the shopper hovers it a moment or presses it (eagerness "moderate"), so the page is
// drawn, its island's request answered, before it is shown. Written by the build, not by Astro's
// prefetch, whose script (1.4 KB gzip on every page) only repeated what these rules and
// src/scripts/prefetch-on-intent.ts do. The CSP allows them by 'inline-speculation-rules'.
const RULE = { source: 'document', where: { selector_matches: 'a[data-prefetch]' }, eagerness: 'moderate' };

/** The rules' text; its hash is in the CSP beside 'inline-speculation-rules', as Astro's was. */
export const SPECULATION_RULES_JSON = JSON.stringify({ prerender: [RULE], prefetch: [RULE] });
export const SPECULATION_RULES = `<script type="speculationrules">${SPECULATION_RULES_JSON}</script>`;

/** `rewrite` for rewriteBuiltPages: the rules at the end of <head> of a page with a prefetch link (every page with the header). */
export function addSpeculationRules(html: string): string {
  if (!/\sdata-prefetch[\s=>]/.test(html)) return html;
  return html.replace('</head>', `${SPECULATION_RULES}</head>`);
}
