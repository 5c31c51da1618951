import { describe, expect, it } from 'vitest';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { rewritePage } from '../../src/build/built-pages.ts';
import { moveIslandStyles } from '../../src/build/island-styles-in-head.ts';

const rewrite = (html: string) => rewritePage(html, [moveIslandStyles], '');

const style = `<style>${ISLAND_STYLES}</style>`;

describe('moveIslandStyles', () => {
  it("moves Astro's island rule from the body into the head, once", () => {
    const page = `<html><head><title>x</title></head><body><div><h1>Cart</h1>${style}<script>1</script><astro-island></astro-island></div></body></html>`;
    expect(rewrite(page)).toBe(
      `<html><head><title>x</title>${style}</head><body><div><h1>Cart</h1><script>1</script><astro-island></astro-island></div></body></html>`,
    );
  });

  it("moves React's hoisted styles too, in the order the body has them", () => {
    const react = '<style data-precedence="auth" data-href="auth-form">.auth-form{gap:8px}</style>';
    const page = `<html><head><style>body{margin:0}</style></head><body><div>${style}<astro-island>${react}<form></form></astro-island></div></body></html>`;
    expect(rewrite(page)).toBe(
      `<html><head><style>body{margin:0}</style>${style}${react}</head><body><div><astro-island><form></form></astro-island></div></body></html>`,
    );
  });

  it('leaves a page without islands, or already moved, as it was', () => {
    const plain = '<html><head></head><body><p>Policy</p></body></html>';
    expect(rewrite(plain)).toBe(plain);
    const moved = `<html><head>${style}</head><body><astro-island></astro-island></body></html>`;
    expect(rewrite(moved)).toBe(moved);
  });
});
