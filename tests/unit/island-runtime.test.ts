import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { rewritePage } from '../../src/build/built-pages.ts';
import { RUNTIME_AFTER_FIRST_PAINT, RUNTIME_FILE_AFTER_FIRST_PAINT, externalIslandRuntime, islandRuntimeFile } from '../../src/build/island-runtime.ts';

const rewrite = (html: string) => rewritePage(html, [externalIslandRuntime], '');

describe('externalIslandRuntime', () => {
  it("replaces Astro's inline island runtime with a script that requests the same text from its file with the page's own scripts", () => {
    const scripts = '<script type="module" src="/_astro/Header.1.js"></script>';
    const page = `<html><body><script>Astro.interaction=1</script><script>${islandRuntime}</script><astro-island client="interaction"></astro-island>${scripts}</body></html>`;
    expect(rewrite(page)).toBe(
      `<html><body><script>Astro.interaction=1</script><script>${RUNTIME_FILE_AFTER_FIRST_PAINT}</script><astro-island client="interaction"></astro-island>${scripts}</body></html>`,
    );
    expect(RUNTIME_FILE_AFTER_FIRST_PAINT).toContain('addEventListener("after-paint",go,{once:true})');
    expect(islandRuntimeFile.path).toMatch(/^_astro\/astro-island\.[0-9a-f]{10}\.js$/);
    expect(islandRuntimeFile.text).toBe(islandRuntime);
    expect(RUNTIME_FILE_AFTER_FIRST_PAINT).toContain(`"/${islandRuntimeFile.path}"`);
  });

  it('keeps it inline, started once the parsed page has painted, on a page with an island that hydrates as the page loads', () => {
    const island = '<astro-island uid="1" props="{}" component-url="/_astro/Cart.1.js" renderer-url="/_astro/client.2.js" ssr client="load"></astro-island>';
    const page = `<html><body><script>${islandRuntime}</script>${island}</body></html>`;
    const rewritten = rewrite(page);
    // The island's modules (here the two named, the bundle being unknown) listed on the script.
    expect(rewritten).toBe(`<html><body><script data-modules="/_astro/Cart.1.js /_astro/client.2.js">${RUNTIME_AFTER_FIRST_PAINT}</script>${island}</body></html>`);
    expect(RUNTIME_AFTER_FIRST_PAINT).toMatch(/^\(m=>addEventListener\("DOMContentLoaded",\(\)=>requestAnimationFrame\(\(\)=>requestAnimationFrame\(\(\)=>setTimeout\(/);
    expect(RUNTIME_AFTER_FIRST_PAINT).toContain(islandRuntime);
  });

  it('refuses a page whose islands wait but which has no page scripts to start the runtime with', () => {
    const page = `<html><body><script>${islandRuntime}</script><astro-island client="interaction"></astro-island></body></html>`;
    expect(() => rewrite(page)).toThrow(/no page scripts/);
  });

  it('leaves a page without islands as it was', () => {
    const plain = '<html><body><script>(()=>{})()</script></body></html>';
    expect(rewrite(plain)).toBe(plain);
  });
});
