// Astro's CSP <meta> lists the hash of every inline script and style of the whole build, on every
// page: some forty hashes, 2.3 KB that do not compress (1.4 KB of each page's brotli), and a policy
// wider than the page needs. Astro 7 has no option for a page's own (its hashes "are added to all
// pages": docs.astro.build/en/reference/configuration-reference/#securitycsp). After the build this keeps, in each page's policy, only the hashes of
// the inline scripts and styles that page carries, and those that a script inserts at run time
// (src/build/runtime-styles.ts). It also puts the policy first in <head> (after the charset, which
// must come within the first 1,024 bytes): a policy applies only to what follows it, and a page's
// own <head> slot (the per-shopper pages' session hint) would otherwise come before it.
import { createHash } from 'node:crypto';
import { ELEMENT_NODE, TEXT_NODE } from 'ultrahtml';
import { elements, firstElement, insert, remove, setAttribute, textOf, type BuiltPage, type ElementNode, type PageRewrite } from './built-pages.ts';

const HASH_SOURCE = /'(sha256-[A-Za-z0-9+/=]+)'/g;

const isPolicy = (element: ElementNode) => element.name === 'meta' && element.attributes['http-equiv'] === 'content-security-policy';
const isInline = (element: ElementNode) => (element.name === 'script' || element.name === 'style') && element.attributes.src === undefined;

/** A CSP source that allows exactly this inline text. */
export const cspHash = (text: string): `sha256-${string}` => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** `policy` without the hash sources that are not in `used`. */
const keepHashes = (policy: string, used: ReadonlySet<string>) =>
  policy.replace(HASH_SOURCE, (source, hash: string) => (used.has(hash) ? source : '')).replace(/ {2,}/g, ' ').replace(/ ;/g, ';');

/**
 * `policy` with each source once in its directive: a page's `Astro.csp.insertScriptResource` adds
 * to the configured sources without merging (the search page's 'self' came out twice, which the
 * W3C Nu checker refuses).
 */
const onceEach = (policy: string) =>
  policy
    .split(';')
    .map((directive) => {
      const seen = new Set<string>();
      return directive.replace(/\S+/g, (token) => (seen.has(token) ? '' : (seen.add(token), token)));
    })
    .join(';');

/** Where the policy goes: first in <head>, after the charset declaration when that opens it. */
function policyPlace(head: ElementNode): number {
  const first = head.children.findIndex((child) => child.type !== TEXT_NODE || child.value.trim() !== '');
  const opening = head.children[first];
  return opening?.type === ELEMENT_NODE && opening.name === 'meta' && opening.attributes.charset !== undefined ? first + 1 : 0;
}

/** `rewrite` for rewriteBuiltPages: the page's policy listing only the hashes it uses, each source once, first in its head. */
export function pageOwnCsp(insertedAtRunTime: readonly string[]): PageRewrite {
  return ({ document }: BuiltPage) => {
    const [meta] = elements(document, isPolicy);
    if (!meta) return;
    const used = new Set(insertedAtRunTime);
    for (const element of elements(document, isInline)) used.add(cspHash(textOf(element)));
    setAttribute(meta, 'content', keepHashes(onceEach(meta.attributes.content ?? ''), used));
    const head = firstElement(document, 'head');
    if (!head) return;
    remove(meta);
    insert(head, [meta], policyPlace(head));
  };
}
