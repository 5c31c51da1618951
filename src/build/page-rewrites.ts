// The changes made to every built page after Astro writes it (built-pages.ts), in their order: the
// build runs them over dist/ once it is done (astro.config.mjs), and the API's process over each
// product layout it renders on request (src/server/on-request/), so both pages come out the same.
// Island styles into <head>, the island runtime into a file, long props of islands that wait for
// the shopper into files (a load island's runtime lists the modules it requests first), prefetch
// links naming the modules of the page they lead to, page scripts after the first paint, the
// speculation rules that prerender the next page (in place of Astro's prefetch: the next page a
// shopper is most likely to open is fetched on intent, src/scripts/prefetch-on-intent.ts), then
// each page's own CSP, and the redirect pages' refresh as HTML writes it.
import type { PageRewrite } from './built-pages.ts';
import { moveIslandStyles } from './island-styles-in-head.ts';
import { deferModuleScripts } from './after-paint.ts';
import { conformingRefresh } from './redirect-pages.ts';
import { addSpeculationRules } from './speculation-rules.ts';
import { externalIslandProps } from './island-props.ts';
import { listPrefetchTargets } from './prefetch-targets.ts';
import { pageOwnCsp } from './page-csp.ts';
import { runtimeStyleHashes } from './runtime-styles.ts';
import { externalIslandRuntime, islandRuntimeFile } from './island-runtime.ts';

/** Styles inserted at run time, which every page's CSP allows by their hash. */
export const RUNTIME_STYLE_HASHES = runtimeStyleHashes();

export const PAGE_REWRITES: readonly PageRewrite[] = [
  moveIslandStyles,
  externalIslandRuntime,
  externalIslandProps,
  listPrefetchTargets,
  deferModuleScripts,
  addSpeculationRules,
  pageOwnCsp(RUNTIME_STYLE_HASHES),
  conformingRefresh,
];

/** Files of dist/ that the rewritten pages refer to. */
export const PAGE_FILES = [islandRuntimeFile];
