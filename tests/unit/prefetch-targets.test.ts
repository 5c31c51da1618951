import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewritePage } from '../../src/build/built-pages.ts';
import { recordChunkImports } from '../../src/build/island-preloads.ts';
import { listPrefetchTargets } from '../../src/build/prefetch-targets.ts';
import { SPECULATION_RULES_JSON, addSpeculationRules } from '../../src/build/speculation-rules.ts';

// The client bundle as written: the cart island and the header's script share the first-paint
// chunk; the island also needs React and the renderer.
const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk', fileName, imports, dynamicImports: [] });
const files = [
  chunk('_astro/CartLines.1.js', ['_astro/react.2.js', '_astro/first-paint.3.js']),
  chunk('_astro/react.2.js'),
  chunk('_astro/first-paint.3.js'),
  chunk('_astro/client.4.js', ['_astro/react.2.js']),
  chunk('_astro/Header.5.js', ['_astro/first-paint.3.js']),
];
const plugin = recordChunkImports();
(plugin.writeBundle as unknown as (options: unknown, bundle: unknown) => void).call({}, {}, Object.fromEntries(files.map((file) => [file.fileName, file])));

const cartIsland = '<astro-island uid="1" component-url="/_astro/CartLines.1.js" renderer-url="/_astro/client.4.js" ssr client="load"></astro-island>';
const dist = mkdtempSync(join(tmpdir(), 'prefetch-targets-'));
for (const path of ['cart', 'fr/cart']) {
  mkdirSync(join(dist, path), { recursive: true });
  writeFileSync(join(dist, path, 'index.html'), `<html><head></head><body>${cartIsland}</body></html>`);
}
const header = (cart: string) =>
  `<a href="${cart}" aria-label="Cart" data-needs-sign-in data-prefetch><svg></svg></a><a href="/about">About</a>` +
  '<script type="module" src="/_astro/Header.5.js"></script>';

describe('listPrefetchTargets', () => {
  it("names, in a prefetch link, the modules the linked page's island draws with that this page does not load already", () => {
    const page = `<html><head></head><body>${header('/fr/cart')}</body></html>`;
    expect(rewritePage(page, [listPrefetchTargets], dist)).toBe(
      `<html><head></head><body>${header('/fr/cart').replace(' data-prefetch>', ' data-prefetch="/_astro/CartLines.1.js /_astro/react.2.js /_astro/client.4.js">')}</body></html>`,
    );
  });

  it('leaves a link to the page itself, to a page without a load island, or to no built page as it was', () => {
    const cart = `<html><head></head><body>${header('/cart')}${cartIsland}</body></html>`;
    expect(rewritePage(cart, [listPrefetchTargets], dist)).toBe(cart);
    const elsewhere = `<html><head></head><body>${header('/about')}${header('/nowhere')}</body></html>`;
    expect(rewritePage(elsewhere, [listPrefetchTargets], dist)).toBe(elsewhere);
  });
});

describe('addSpeculationRules', () => {
  it('prerenders, on a moderate intent, the prefetch links of a page that has them', () => {
    const page = `<html><head><title>x</title></head><body>${header('/cart')}</body></html>`;
    expect(rewritePage(page, [addSpeculationRules], '')).toBe(page.replace('</head>', `<script type="speculationrules">${SPECULATION_RULES_JSON}</script></head>`));
    expect(JSON.parse(SPECULATION_RULES_JSON)).toEqual({
      prerender: [{ source: 'document', where: { selector_matches: 'a[data-prefetch]' }, eagerness: 'moderate' }],
      prefetch: [{ source: 'document', where: { selector_matches: 'a[data-prefetch]' }, eagerness: 'moderate' }],
    });
    const plain = '<html><head></head><body><a href="/about">About</a></body></html>';
    expect(rewritePage(plain, [addSpeculationRules], '')).toBe(plain);
  });
});
