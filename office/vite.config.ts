// The office's own build (`npm run build:office`, run by `npm run build` after `astro build`):
// one React application (react-admin) written to dist/office/, with a shell per language —
// dist/office/index.html (English, left to right) and dist/ar/office/index.html (Arabic, right to
// left) — loading the same hashed bundles from /office/assets/. Apart from Astro's build because
// none of this may reach a shopper's page (docs/DESIGN.md, "The office").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { officePolicy } from './csp.ts';
import { shopWords } from './shop-words.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const outDir = resolve(root, 'dist/office');

/** The shell's words and direction per language; the application reads <html lang> to start in it. */
const SHELLS = [
  { dir: outDir, lang: 'en', direction: 'ltr', title: 'Office', noScript: 'The office needs JavaScript.' },
  { dir: resolve(root, 'dist/ar/office'), lang: 'ar', direction: 'rtl', title: 'المكتب', noScript: 'يحتاج المكتب إلى تفعيل JavaScript.' },
] as const;

function shells(apiOrigin: string): Plugin {
  const policy = `<meta http-equiv="content-security-policy" content="${officePolicy(apiOrigin)}" />`;
  return {
    name: 'office-shells',
    apply: 'build',
    // The policy right after the charset: it governs only what follows it.
    transformIndexHtml: (html) => html.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    ${policy}`),
    closeBundle() {
      const built = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      for (const shell of SHELLS) {
        const html = built
          .replace('<html lang="en" dir="ltr">', `<html lang="${shell.lang}" dir="${shell.direction}">`)
          .replace('<title>Office</title>', `<title>${shell.title}</title>`)
          .replace('<noscript>The office needs JavaScript.</noscript>', `<noscript>${shell.noScript}</noscript>`);
        mkdirSync(shell.dir, { recursive: true });
        writeFileSync(resolve(shell.dir, 'index.html'), html);
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'PUBLIC_');
  const api = env.PUBLIC_API_URL ?? '';
  const apiOrigin = /^https?:\/\//.test(api) ? new URL(api).origin : '';
  return {
    root: here,
    base: '/office/',
    envDir: root,
    envPrefix: 'PUBLIC_',
    publicDir: false,
    plugins: [react(), shells(apiOrigin), shopWords()],
    build: {
      outDir,
      // Only the office's own folder; Astro's build (src/build/stale-output.ts) has already
      // removed an earlier build's office files when `npm run build` runs both.
      emptyOutDir: true,
      assetsDir: 'assets',
      target: 'es2022',
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // React apart, in a chunk of its own that a new office build leaves cached. Not react-admin
          // nor MUI as one chunk each: the sign-in page uses a little of MUI and react-admin's theme,
          // and a chunk holding all of either would be the sign-in page's to download. Rolldown
          // splits the rest by where it is used: the screens load on first use (src/screens/lazy.ts).
          codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
        },
      },
    },
  };
});
