// Astro's CSP <meta> lists the hash of every inline script and style of the whole build, on every
// page: some forty hashes, 2.3 KB that do not compress (1.4 KB of each page's brotli), and a policy
// wider than the page needs. After the build this keeps, in each page's policy, only the hashes of
// the inline scripts and styles that page carries, and those that a script inserts at run time
// (src/build/runtime-styles.ts). It also puts the policy first in <head> (after the charset, which
// must come within the first 1,024 bytes): a policy applies only to what follows it, and a page's
// own <head> slot (the per-shopper pages' session hint) would otherwise come before it.
import { createHash } from 'node:crypto';

const META = /<meta http-equiv="content-security-policy" content="([^"]*)">/;
const INLINE = /<(script|style)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/g;
/** <head>, and the charset declaration when it opens the head. */
const HEAD_START = /<head(?:\s[^>]*)?>(?:\s*<meta charset="[^"]*"\s*\/?>)?/i;
const HASH_SOURCE = /'(sha256-[A-Za-z0-9+/=]+)'/g;

/** A CSP source that allows exactly this inline text. */
export const cspHash = (text: string): `sha256-${string}` => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** `rewrite` for rewriteBuiltPages: the page with a policy listing only the hashes it uses. */
export function pageOwnCsp(insertedAtRunTime: readonly string[]): (html: string) => string {
  return (html) => {
    const meta = html.match(META);
    if (!meta) return html;
    const used = new Set(insertedAtRunTime);
    for (const [, , text] of html.matchAll(INLINE)) used.add(cspHash(text!));
    const policy = meta[1]!.replace(HASH_SOURCE, (source, hash: string) => (used.has(hash) ? source : '')).replace(/ {2,}/g, ' ').replace(/ ;/g, ';');
    const without = html.replace(meta[0], '');
    const head = without.match(HEAD_START);
    if (!head) return html.replace(meta[0], `<meta http-equiv="content-security-policy" content="${policy}">`);
    const at = head.index! + head[0].length;
    return `${without.slice(0, at)}<meta http-equiv="content-security-policy" content="${policy}">${without.slice(at)}`;
  };
}
