import { describe, expect, it } from 'vitest';
import { rewritePage } from '../../src/build/built-pages.ts';
import { preloadLoadIslands, recordChunkImports } from '../../src/build/island-preloads.ts';

const rewrite = (html: string) => rewritePage(html, [preloadLoadIslands], '');

// The client bundle as the bundler writes it (keyed by file name): an island importing a shared
// chunk that imports React, a renderer, and a lazily loaded form (a dynamic import, not in
// `imports`); the shared chunk still names a chunk that was dropped before writing.
const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({ type: 'chunk', fileName, imports, dynamicImports });
const files = [
  chunk('_astro/OrderList.1.js', ['_astro/orders.2.js'], ['_astro/AuthForm.5.js']),
  chunk('_astro/orders.2.js', ['_astro/react.3.js', '_astro/dropped.6.js']),
  chunk('_astro/react.3.js'),
  chunk('_astro/client.4.js', ['_astro/react.3.js']),
  chunk('_astro/AuthForm.5.js', ['_astro/react.3.js']),
  { type: 'asset', fileName: '_astro/orders.css' },
];
const plugin = recordChunkImports();
(plugin.writeBundle as unknown as (options: unknown, bundle: unknown) => void).call({}, {}, Object.fromEntries(files.map((file) => [file.fileName, file])));

const island = (client: string) => `<astro-island uid="1" component-url="/_astro/OrderList.1.js" renderer-url="/_astro/client.4.js" ssr client="${client}"></astro-island>`;

describe('preloadLoadIslands', () => {
  it("preloads, at the end of <head>, every module a load island reaches through static imports, each once", () => {
    const page = `<html><head><title>x</title></head><body>${island('load')}</body></html>`;
    expect(rewrite(page)).toBe(
      '<html><head><title>x</title>' +
        '<link rel="modulepreload" href="/_astro/OrderList.1.js"><link rel="modulepreload" href="/_astro/orders.2.js">' +
        '<link rel="modulepreload" href="/_astro/react.3.js"><link rel="modulepreload" href="/_astro/client.4.js">' +
        `</head><body>${island('load')}</body></html>`,
    );
  });

  it('leaves out what is imported on demand or was never written, and pages whose islands wait for the shopper', () => {
    const preloaded = rewrite(`<html><head></head><body>${island('load')}</body></html>`);
    expect(preloaded).not.toContain('AuthForm');
    expect(preloaded).not.toContain('dropped');
    for (const client of ['idle', 'interaction', 'visible']) {
      const page = `<html><head></head><body>${island(client)}</body></html>`;
      expect(rewrite(page)).toBe(page);
    }
  });
});
