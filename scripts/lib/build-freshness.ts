// Whether the static site needs a build before `npm start` serves it: dist/ or the office's shell
// missing, or older than the files the build reads (pages, components, islands, content, public,
// the Astro config, the office, and what draws the product pages: scripts/draw-products.ts with the
// renderer's thread). Other server code does not go into the build, so it does not count.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SITE_SOURCES = ['src', 'content', 'public', 'office', 'astro.config.mjs', 'package.json', 'src/server/on-request', 'scripts/draw-products.ts'];
/** Files every build writes: Astro's home page and the office's two shells (its own build, after Astro's). */
const BUILT = ['index.html', 'office/index.html', 'ar/office/index.html'];
const NOT_SITE = ['src/server'];

function newest(root: string, path: string): number {
  const full = join(root, path);
  if (!existsSync(full) || NOT_SITE.includes(relative(root, full).split('\\').join('/'))) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(full)) latest = Math.max(latest, newest(root, join(path, entry)));
  return latest;
}

/** Why a build is needed, or null when dist/ is up to date. */
export function buildReason(root = '.', distDir = 'dist'): string | null {
  const missing = BUILT.find((file) => !existsSync(join(root, distDir, file)));
  if (missing) return missing === 'index.html' ? `${distDir}/ is missing` : `${distDir}/${missing} is missing`;
  const built = Math.min(...BUILT.map((file) => statSync(join(root, distDir, file)).mtimeMs));
  const sources = Math.max(...SITE_SOURCES.map((path) => newest(root, path)));
  return sources > built ? 'the sources changed since the last build' : null;
}
