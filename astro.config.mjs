// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { afterPaintLoader } from './src/build/after-paint.ts';
import { SESSION_HINT } from './src/build/session-hint.ts';
import { START_REQUESTS } from './src/build/started-requests.ts';
import { PRELOAD_HELD_FILES } from './src/build/held-files.ts';
import { PAINT_DRAWN_COPY } from './src/build/drawn-copy.ts';
import { PAYMENT_BACK } from './src/build/payment-back.ts';
import { recordChunkImports } from './src/build/island-preloads.ts';
import { SPECULATION_RULES_JSON } from './src/build/speculation-rules.ts';
import { rewriteBuiltPages } from './src/build/built-pages.ts';
import { removeStaleOutput } from './src/build/stale-output.ts';
import { propsFilesInUse } from './src/build/island-props.ts';
import { onRequestRenderer } from './src/build/on-request/adapter.ts';
import { cspHash } from './src/build/page-csp.ts';
import { PAGE_FILES, PAGE_REWRITES, RUNTIME_STYLE_HASHES } from './src/build/page-rewrites.ts';
import { RUNTIME_AFTER_FIRST_PAINT, RUNTIME_FILE_AFTER_FIRST_PAINT } from './src/build/island-runtime.ts';
import { astroRedirects } from './src/lib/redirects.ts';
import { canonicalSitemapItem, inSitemap } from './src/build/sitemap-entry.ts';
import { withProductPages } from './src/build/sitemap-product-pages.ts';
import { firstPaintChunk } from './src/build/first-paint-chunk.ts';
import { reactChunk } from './src/build/react-chunk.ts';
import { signedInChunk } from './src/build/signed-in-chunk.ts';
import { islandEntrySignatures } from './src/build/island-entry-signatures.ts';
import { interactionDirective } from './src/build/interaction-directive.ts';
import { DEFAULT_LOCALE, LOCALES, LOCALE_TABLE } from './src/lib/locale.ts';

// A build for production (PRODUCTION_BUILD=1) must name the site's address: a localhost origin in
// canonical links and the sitemap would send crawlers nowhere. Local builds (npm start, npm test)
// keep the localhost default. Not NODE_ENV: `astro build` sets it to production for every build.
if (process.env.PRODUCTION_BUILD === '1' && !process.env.PUBLIC_SITE_URL) {
  throw new Error('A production build needs PUBLIC_SITE_URL (e.g. https://shop.example): canonical links, hreflang and the sitemap are built from it.');
}
const SITE = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';
// When the API lives on another origin (PUBLIC_API_URL=https://api.…), the pages may call it.
const API_URL = process.env.PUBLIC_API_URL ?? '';
const API_ORIGIN = /^https?:\/\//.test(API_URL) ? new URL(API_URL).origin : '';

export default defineConfig({
  site: SITE,
  // A publish from the office builds a release into a folder of its own (src/server/catalogue/site-build.ts).
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // Four pages rendered at once: one is drawn while others wait on the disk (about 5 s of 3,600 pages).
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  // No code blocks in the content, and Shiki's inline styles would break the strict CSP.
  markdown: { syntaxHighlight: false },
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: LOCALES,
    routing: { prefixDefaultLocale: false },
  },
  // The alternative product layouts are rendered on request by the API's process (src/build/on-request/adapter.ts).
  adapter: onRequestRenderer(),
  // Pages that moved keep working, permanently pointing at the real page (src/lib/redirects.ts).
  redirects: astroRedirects(),
  integrations: [
    react(),
    interactionDirective(),
    // Each built page's rewrites (src/build/page-rewrites.ts), then its compressed copies.
    rewriteBuiltPages('built-page-rewrites', PAGE_REWRITES, PAGE_FILES),
    // With the canonical product pages, which the build draws after Astro's (src/build/sitemap-product-pages.ts).
    withProductPages(
      sitemap({
        i18n: { defaultLocale: DEFAULT_LOCALE, locales: Object.fromEntries(LOCALES.map((locale) => [locale, LOCALE_TABLE[locale].lang])) },
        filter: inSitemap,
        serialize: (item) => canonicalSitemapItem(item, LOCALE_TABLE[DEFAULT_LOCALE].lang),
      }),
    ),
    // Last: what the build did not write again (dist/ is not emptied first: src/build/stale-output.ts),
    // but the islands' props files its pages name, which an earlier build wrote (src/build/island-props.ts).
    removeStaleOutput(propsFilesInUse),
  ],
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src 'self'${API_ORIGIN ? ` ${API_ORIGIN}` : ''}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "worker-src 'self'",
      ],
      styleDirective: { hashes: RUNTIME_STYLE_HASHES },
      // Our own inline scripts: the page scripts' loader, the session hint, the started requests, a
      // load island's runtime, the drawn copies' paint; and the speculation rules (JSON, not code: src/build/speculation-rules.ts).
      scriptDirective: {
        resources: ["'self'"],
        hashes: [afterPaintLoader(), SESSION_HINT, START_REQUESTS, PRELOAD_HELD_FILES, PAINT_DRAWN_COPY, PAYMENT_BACK, RUNTIME_AFTER_FIRST_PAINT, RUNTIME_FILE_AFTER_FIRST_PAINT, SPECULATION_RULES_JSON].map(cspHash),
      },
    },
  },
  vite: {
    // dist/ is written over, not emptied first; Astro's last integration removes what the build did not write (src/build/stale-output.ts).
    build: { assetsInlineLimit: 0, emptyOutDir: false },
    plugins: [
      recordChunkImports(),
      reactChunk(),
      firstPaintChunk(`${fileURLToPath(new URL('./src/components/Header.astro', import.meta.url))}?astro&type=script&index=0&lang.ts`),
      signedInChunk(),
      islandEntrySignatures(),
    ],
    // `npm run dev` runs the API beside Astro's dev server (scripts/dev.ts).
    server: { proxy: { '/api': `http://127.0.0.1:${process.env.DEV_API_PORT ?? 4322}` } },
  },
});
