// Page scripts after the first paint. Astro writes each page's bundled scripts as
// `<script type="module" src>`, which the browser fetches while it parses the page, ahead of the
// images the shopper is waiting for; a phone's first paint waits on those requests. After the
// build this replaces them with their URLs in a JSON block and one small inline loader
// (./after-paint.client.ts) that imports them, in the same order, once the page has painted or
// the shopper reaches for it. The loader's text is the same on every page, so the strict CSP lists
// its one hash (see astro.config.mjs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifySync, transformSync } from 'rolldown/utils';
import { createElement, elements, firstElement, insert, remove, setAttribute, type BuiltPage, type ElementNode } from './built-pages.ts';

const SOURCE = fileURLToPath(new URL('./after-paint.client.ts', import.meta.url));

let loader: string | undefined;

/** The loader as it is inlined: its source without types, minified. */
export function afterPaintLoader(): string {
  if (loader === undefined) {
    const plain = transformSync(SOURCE, readFileSync(SOURCE, 'utf8'), { lang: 'ts' });
    if (plain.errors.length > 0) throw new Error(`after-paint loader: ${plain.errors.map((error) => error.message).join('; ')}`);
    loader = minifySync(SOURCE.replace(/\.ts$/, '.js'), plain.code, { module: true }).code.trim();
  }
  return loader;
}

/** A script Astro bundled for the page: `<script type="module" src>`. */
export const isModuleScript = (element: ElementNode) => element.name === 'script' && element.attributes.type === 'module' && element.attributes.src !== undefined;

/** A picture the page asks for first (the largest paint it waits for): the loader waits until it is on screen. */
const isFirstPicture = (element: ElementNode) =>
  element.name === 'img' && Object.entries(element.attributes).some(([name, value]) => name.toLowerCase() === 'fetchpriority' && value.toLowerCase() === 'high');

/** The page's module scripts loaded after paint: their URLs in a JSON block and the loader, at the end of <body>; its first pictures marked for Element Timing. */
export function deferModuleScripts({ document }: BuiltPage): void {
  const body = firstElement(document, 'body');
  const scripts = elements(document, isModuleScript);
  if (!body || scripts.length === 0) return;
  for (const picture of elements(document, isFirstPicture)) setAttribute(picture, 'elementtiming', 'first-picture');
  for (const script of scripts) remove(script);
  const urls = [...new Set(scripts.map((script) => script.attributes.src!))];
  insert(body, [
    createElement('script', { type: 'application/json', id: 'after-paint' }, JSON.stringify(urls)),
    createElement('script', { type: 'module' }, afterPaintLoader()),
  ]);
}
