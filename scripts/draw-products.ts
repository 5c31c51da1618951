// The build's step after `astro build` (src/server/catalogue/site-steps.ts): the canonical product
// pages, which Astro leaves out, drawn into the built site as a publish draws them
// (src/server/catalogue/release-update.ts): by the site's own server bundle through their twin
// route, in two threads, each page with the build's rewrites and its compressed copies. Drawn from
// the catalogue copy the bundle renders (its _renderer/catalogue), the catalogue the build read.
// node scripts/draw-products.ts [SITE_DIR]
import { resolve } from 'node:path';
import { byProduct, drawInThreads, startRenderer } from '../src/server/on-request/renderer.ts';

/** Threads drawing at once: one per core of the machine it was decided for, as a publish draws. */
const THREADS = 2;

// As `astro build` does for its whole run: the bundle's React reads it to choose its production build.
process.env.NODE_ENV = 'production';
const siteDir = resolve(process.argv[2] ?? 'dist');
const started = Date.now();
const renderers = Array.from({ length: THREADS }, () => startRenderer(siteDir));
let count = 0;
try {
  const paths = await renderers[0]!.paths();
  if (!paths) throw new Error(`the server bundle of ${siteDir} cannot draw pages (built before it could)`);
  count = paths.product.length;
  await drawInThreads(renderers, byProduct(paths.product));
} finally {
  await Promise.all(renderers.map((renderer) => renderer.close()));
}
console.log(`[draw-products] ${count} product pages drawn in ${THREADS} threads in ${((Date.now() - started) / 1000).toFixed(1)} s`);
