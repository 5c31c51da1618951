// Whether the static site needs a build before `npm start` serves it: dist/ missing, or older than
// the files the build reads (pages, components, islands, content, public, the Astro config).
// Server code does not go into the build, so it does not count.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SITE_SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json'];
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
  const marker = join(root, distDir, 'index.html');
  if (!existsSync(marker)) return `${distDir}/ is missing`;
  const built = statSync(marker).mtimeMs;
  const sources = Math.max(...SITE_SOURCES.map((path) => newest(root, path)));
  return sources > built ? 'the sources changed since the last build' : null;
}
