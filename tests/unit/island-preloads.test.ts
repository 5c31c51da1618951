import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/build/built-pages.ts';
import { loadIslandModules, recordChunkImports } from '../../src/build/island-preloads.ts';

const modulesOf = (html: string) => loadIslandModules(parsePage(html));

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

describe('loadIslandModules', () => {
  it('lists every module a load island reaches through static imports, each once, in the order found', () => {
    const page = `<html><head><title>x</title></head><body>${island('load')}${island('load')}</body></html>`;
    expect(modulesOf(page)).toEqual(['/_astro/OrderList.1.js', '/_astro/orders.2.js', '/_astro/react.3.js', '/_astro/client.4.js']);
  });

  it('leaves out what is imported on demand or was never written, and islands that wait for the shopper', () => {
    const modules = modulesOf(`<html><head></head><body>${island('load')}</body></html>`);
    expect(modules.join(' ')).not.toContain('AuthForm');
    expect(modules.join(' ')).not.toContain('dropped');
    for (const client of ['idle', 'interaction', 'visible']) expect(modulesOf(`<html><head></head><body>${island(client)}</body></html>`)).toEqual([]);
  });
});
