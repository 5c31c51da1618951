// The product layouts rendered on request (src/pages/[...lang]/product-*/[id].astro with
// `prerender = false`) need Astro to build them into a server bundle, which takes an adapter. This
// is the smallest one, on Astro's adapter API: the bundle's entry (./entry.ts) answers a web
// Request with a Response, which is what the API's Hono app handles, so no Node request bridge
// (and none of @astrojs/node's other changes: it turns the declared redirects' pages and sessions
// into server work). The site stays where it was (dist/, or a release's folder) and the bundle goes
// into RENDERER_DIR inside it, which neither the API nor nginx serves (src/server/static.ts,
// deploy/nginx.conf); the API's process loads it from the live release (src/server/on-request/).
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { recordedChunkImports } from '../island-preloads.ts';

/** The folder of the built site that holds the server bundle: never served. */
export const RENDERER_DIR = '_renderer';

/** The folder of the bundle that holds the catalogue the site was built from, which its pages render. */
export const RENDERER_CATALOGUE = 'catalogue';

/** The file of the bundle that holds the client bundle's graph of static imports, which the pages' rewrites read. */
export const RENDERER_CHUNK_IMPORTS = 'chunk-imports.json';

/**
 * Where the bundle finds a package it does not hold (react-dom, sharp…): the file this project's
 * node_modules resolves its name to, as Node's `import` would from here. A release may be built
 * outside the project (RELEASES_DIR), where a bare name would find no node_modules.
 */
function installedFile(id: string): string {
  if (id.startsWith('.') || id.startsWith('/') || id.includes(':')) return id;
  try {
    return import.meta.resolve(id);
  } catch {
    return id;
  }
}

export function onRequestRenderer(): AstroIntegration {
  let server = '';
  let root = '';
  return {
    name: 'on-request-renderer',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const output = { build: { rolldownOptions: { output: { paths: installedFile } } } };
        updateConfig({
          build: { client: config.outDir, server: new URL(`./${RENDERER_DIR}/`, config.outDir) },
          // The bundle, and the one Astro's build prerenders the other pages with.
          vite: { environments: { ssr: output, prerender: output } },
        } as never);
      },
      // What the pages rendered on request need beside the bundle (src/server/on-request/): the
      // catalogue the site was built from (a publish builds from a snapshot that the next publish
      // writes over before its own release is live), and the client bundle's import graph that
      // the built pages' rewrites read (island-preloads.ts), recorded while this build wrote it.
      'astro:build:done': () => {
        const copy = join(server, RENDERER_CATALOGUE);
        rmSync(copy, { recursive: true, force: true });
        cpSync(process.env.CATALOGUE_DIR || join(root, 'content', 'products'), copy, { recursive: true });
        writeFileSync(join(server, RENDERER_CHUNK_IMPORTS), JSON.stringify(recordedChunkImports()));
      },
      'astro:config:done': ({ config, setAdapter }) => {
        server = fileURLToPath(config.build.server);
        root = fileURLToPath(config.root);
        setAdapter({
          name: 'on-request-renderer',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: { staticOutput: 'stable', hybridOutput: 'stable', serverOutput: 'stable', sharpImageService: 'stable' },
        });
      },
    },
  };
}
