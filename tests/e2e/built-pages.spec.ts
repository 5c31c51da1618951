// The post-build rewrites (src/build/built-pages.ts and the list in astro.config.mjs) held to the
// built site itself: every page of dist/, read back with the same parser. Plain checks collected as
// sentences per page, not one expect each: the build holds thousands of pages.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ELEMENT_NODE } from 'ultrahtml';
import { expect, test } from './fixtures/test.ts';
import { afterPaintLoader, isModuleScript } from '../../src/build/after-paint.ts';
import { elements, firstElement, parsePage, serialise, textOf, type ElementNode } from '../../src/build/built-pages.ts';
import { isLoadIsland } from '../../src/build/island-preloads.ts';
import { PROPS_INLINE_LIMIT, PROPS_SOURCE_ATTRIBUTE } from '../../src/build/island-props.ts';
import { MODULES_ATTRIBUTE, RUNTIME_AFTER_FIRST_PAINT, RUNTIME_FILE_AFTER_FIRST_PAINT, islandRuntimeFile } from '../../src/build/island-runtime.ts';
import { cspHash } from '../../src/build/page-csp.ts';
import { runtimeStyleHashes } from '../../src/build/runtime-styles.ts';
import { SPECULATION_RULES_JSON } from '../../src/build/speculation-rules.ts';

const DIST = 'dist';
/** Astro's pages: the office's shells (office/, ar/office/) are built apart, by Vite, and carry none of the post-build changes. */
const OFFICE_SHELL = /^(?:[a-z]{2}\/)?office\//;
const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.html') && !OFFICE_SHELL.test(path));
const inDist = (url: string) => existsSync(join(DIST, url));

const named = (name: string) => (element: ElementNode) => element.name === name;
const isInline = (element: ElementNode) => (element.name === 'script' || element.name === 'style') && element.attributes.src === undefined;
/** Inline scripts the browser runs (JSON blocks are data, which a policy does not govern). */
const runs = (element: ElementNode) => element.name === 'script' && [undefined, 'module', 'speculationrules'].includes(element.attributes.type);
const hashesIn = (policy: string, directive: string) =>
  new Set([...(policy.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '').matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]!));
const childElements = (parent: ElementNode) => parent.children.filter((child) => child.type === ELEMENT_NODE) as ElementNode[];
const missing = (wanted: Iterable<string>, present: ReadonlySet<string>) => [...wanted].filter((item) => !present.has(item));
const jsonRead = new Map<string, boolean>();
/** The file parses as JSON (each read once: listings and products share few files among many pages). */
function isJson(path: string): boolean {
  let ok = jsonRead.get(path);
  if (ok === undefined) {
    try {
      JSON.parse(readFileSync(path, 'utf8'));
      ok = true;
    } catch {
      ok = false;
    }
    jsonRead.set(path, ok);
  }
  return ok;
}

/** What is wrong with one built page, as sentences. */
function problems(html: string): string[] {
  const found: string[] = [];
  const check = (ok: boolean, problem: string) => ok || found.push(problem);
  const document = parsePage(html);
  check(serialise(document) === html, 'not written back as read');
  const head = firstElement(document, 'head');
  const body = firstElement(document, 'body');
  if (!head || !body) return found;

  // Each page's own CSP, first in <head> after the charset: exactly the hashes of its inline text.
  const policy = childElements(head).slice(0, 2);
  const meta = policy.find((element) => element.attributes['http-equiv'] === 'content-security-policy');
  check(policy[0]?.attributes.charset !== undefined && meta === policy[1], 'policy not first after the charset');
  const content = meta?.attributes.content ?? '';
  const inline = elements(document, isInline);
  const scriptHashes = inline.filter((element) => element.name === 'script').map((element) => cspHash(textOf(element)));
  const styleHashes = new Set([...inline.filter(named('style')).map((element) => cspHash(textOf(element))), ...runtimeStyleHashes()]);
  const scriptSrc = hashesIn(content, 'script-src');
  const styleSrc = hashesIn(content, 'style-src');
  check(missing(inline.filter(runs).map((element) => cspHash(textOf(element))), scriptSrc).length === 0, 'an inline script without its hash');
  check(missing(scriptSrc, new Set(scriptHashes)).length === 0, 'a script hash of no script here');
  check(missing(inline.filter(named('style')).map((element) => cspHash(textOf(element))), styleSrc).length === 0, 'an inline style without its hash');
  check(missing(styleSrc, styleHashes).length === 0, 'a style hash of no style here');

  // Module scripts replaced by the after-paint list and its loader, last in <body>.
  check(elements(document, isModuleScript).length === 0, 'a module script left');
  const list = elements(document, (element) => element.attributes.id === 'after-paint')[0];
  if (list) {
    const last = childElements(body).slice(-2);
    check(last[0] === list && last[1]?.attributes.type === 'module' && textOf(last[1]) === afterPaintLoader(), 'the after-paint list and loader not last in <body>');
    check((JSON.parse(textOf(list)) as string[]).every(inDist), 'an after-paint script that is not built');
  }

  // The island runtime, started after the first paint: inline with a load island, else from its file.
  const islands = elements(document, named('astro-island'));
  const scripts = elements(document, named('script'));
  check(!scripts.some((script) => textOf(script) === islandRuntime), "Astro's inline runtime left");
  const afterPaint = scripts.some((script) => textOf(script) === RUNTIME_AFTER_FIRST_PAINT);
  const file = scripts.some((script) => textOf(script) === RUNTIME_FILE_AFTER_FIRST_PAINT) && !scripts.some((script) => script.attributes.src === `/${islandRuntimeFile.path}`);
  const loads = islands.filter(isLoadIsland);
  if (islands.length > 0) check(loads.length > 0 ? afterPaint && !file : file && !afterPaint, 'the wrong island runtime');
  else check(!afterPaint && !file, 'an island runtime without islands');

  // Every <style> in <head>: Astro's island rule where there are islands.
  check(elements(body, named('style')).length === 0, 'a <style> in <body>');
  if (islands.length > 0) check(elements(head, named('style')).some((style) => textOf(style) === ISLAND_STYLES), "no island rule in <head>");

  // A load island's modules listed on its runtime, which requests them first; none preloaded from <head>.
  const runtime = scripts.find((script) => textOf(script) === RUNTIME_AFTER_FIRST_PAINT);
  const listed = new Set((runtime?.attributes[MODULES_ATTRIBUTE] ?? '').split(' ').filter(Boolean));
  const islandModules = loads.flatMap((island) => [island.attributes['component-url']!, island.attributes['renderer-url']!]);
  check(missing(islandModules, listed).length === 0, "a load island's module not listed on its runtime");
  check([...listed].every(inDist), 'a module listed that is not built');
  check(!elements(head, (element) => element.name === 'link' && element.attributes.rel === 'modulepreload' && element.attributes.href!.startsWith('/_astro/')).length, 'a module preloaded from <head>');

  // An island that waits for the shopper carries no long props: it names their file, which is built JSON.
  for (const island of islands.filter((element) => element.attributes.client === 'interaction')) {
    check((island.attributes.props?.length ?? 0) <= PROPS_INLINE_LIMIT, 'long props left in a waiting island');
    const source = island.attributes[PROPS_SOURCE_ATTRIBUTE];
    if (source !== undefined) check(island.attributes.props === undefined && inDist(source) && isJson(join(DIST, source)), 'props named twice, or a props file that is not built JSON');
  }
  check(loads.every((island) => island.attributes[PROPS_SOURCE_ATTRIBUTE] === undefined), 'a load island without its props');

  // Speculation rules where there are prefetch links, and the modules a link names built.
  const links = elements(document, (element) => element.name === 'a' && element.attributes['data-prefetch'] !== undefined);
  const rules = elements(head, (element) => element.name === 'script' && element.attributes.type === 'speculationrules');
  check(links.length > 0 ? rules.length === 1 && textOf(rules[0]!) === SPECULATION_RULES_JSON : rules.length === 0, 'speculation rules missing or stray');
  check(links.every((link) => link.attributes['data-prefetch']!.split(' ').filter(Boolean).every(inDist)), 'a prefetch link naming a file that is not built');
  return found;
}

test('every built page carries each post-build change, and reads back as written', () => {
  const wrong: Record<string, string[]> = {};
  const seen = { loadIslands: 0, otherIslands: 0, afterPaint: 0, prefetchNamed: 0, propsFiles: 0 };
  for (const page of pages) {
    const html = readFileSync(join(DIST, page), 'utf8');
    const found = problems(html);
    if (found.length > 0) wrong[page] = found;
    if (html.includes('client="load"')) seen.loadIslands++;
    else if (html.includes('<astro-island')) seen.otherIslands++;
    if (html.includes('id="after-paint"')) seen.afterPaint++;
    if (html.includes('data-prefetch="/_astro/')) seen.prefetchNamed++;
    if (html.includes(`${PROPS_SOURCE_ATTRIBUTE}="/_astro/props/`)) seen.propsFiles++;
  }
  expect(wrong).toEqual({});
  // Each kind of page is there to check: the per-shopper pages, islands that wait, page scripts,
  // named prefetches, props files (the sample's 144 products in four locales, less the layouts rendered on request).
  expect(pages.length).toBeGreaterThan(700);
  for (const count of Object.values(seen)) expect(count).toBeGreaterThan(10);
  expect(inDist(islandRuntimeFile.path) && readFileSync(join(DIST, islandRuntimeFile.path), 'utf8') === islandRuntime).toBe(true);
});

test('a product layout rendered on request carries each change a built page does, in every locale', async ({ request }) => {
  const wrong: Record<string, string[]> = {};
  for (const prefix of ['', '/fr', '/de', '/ar']) {
    for (const layout of ['product-tab-left', 'product-tab-right', 'product-sticky', 'product-slider', 'product-fixed-image']) {
      const path = `${prefix}/${layout}/7`;
      expect(pages).not.toContain(`${path.slice(1)}/index.html`);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const found = problems(html);
      if (found.length > 0) wrong[path] = found;
      // Its own policy in the page, as a built page's: the header says only what every reply says.
      expect(response.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(html).toContain('props-src="/_astro/props/');
      expect(html).toContain('data-prefetch="/_astro/');
    }
  }
  expect(wrong).toEqual({});
});
