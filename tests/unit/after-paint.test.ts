import { describe, expect, it } from 'vitest';
import { afterPaintLoader, deferModuleScripts } from '../../src/build/after-paint.ts';
import { rewritePage } from '../../src/build/built-pages.ts';

const rewrite = (html: string) => rewritePage(html, [deferModuleScripts], '');

const header = '<script type="module" src="/_astro/Header.abc.js"></script>';
const gallery = '<script type="module" src="/_astro/ProductPage.def.js"></script>';

describe('deferModuleScripts', () => {
  it("replaces the page's module scripts with their URLs, in order, and the loader at the end of the body", () => {
    const page = `<html><head></head><body><header>${header}</header><main>${gallery}</main></body></html>`;
    expect(rewrite(page)).toBe(
      '<html><head></head><body><header></header><main></main>' +
        '<script type="application/json" id="after-paint">["/_astro/Header.abc.js","/_astro/ProductPage.def.js"]</script>' +
        `<script type="module">${afterPaintLoader()}</script></body></html>`,
    );
  });

  it('marks the pictures the page asks for first (fetchpriority=high) for Element Timing, and no other', () => {
    const first = '<img src="/a.webp" fetchPriority="high">';
    const other = '<img src="/b.webp" fetchpriority="low" loading="lazy">';
    const out = rewrite(`<html><body>${first}${other}${header}</body></html>`);
    expect(out).toContain('<img src="/a.webp" fetchPriority="high" elementtiming="first-picture">');
    expect(out).toContain(other);
  });

  it('lists a script written twice once', () => {
    const page = `<html><body>${header}${header}</body></html>`;
    expect(rewrite(page)).toContain('["/_astro/Header.abc.js"]');
  });

  it('leaves a page without module scripts, and inline or data scripts, as they were', () => {
    const plain = '<html><body><script type="application/ld+json">{}</script><script>(()=>{})()</script></body></html>';
    expect(rewrite(plain)).toBe(plain);
  });
});

describe('the loader', () => {
  it('is one minified line (the text the CSP lists the hash of)', () => {
    const loader = afterPaintLoader();
    expect(loader).not.toContain('\n');
    expect(loader).toContain('after-paint');
  });
});
