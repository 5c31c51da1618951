// `npm start`: builds the site when dist/ is missing or older than its sources, then runs the one
// server process (src/server/main.ts) that serves dist/ and the API on http://localhost:4321.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SITE_SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json'];
const NOT_SITE = [join('src', 'server')];

/** Newest modification time under the given paths (server code excluded: it is not built). */
function newest(path: string): number {
  if (!existsSync(path) || NOT_SITE.includes(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function buildNeeded(): string | null {
  const marker = join('dist', 'index.html');
  if (!existsSync(marker)) return 'dist/ is missing';
  const built = statSync(marker).mtimeMs;
  const sources = Math.max(...SITE_SOURCES.map(newest));
  return sources > built ? 'the sources changed since the last build' : null;
}

const reason = process.env.SKIP_BUILD ? null : buildNeeded();
if (reason) {
  console.log(`[start] building the site (${reason})…`);
  const result = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('[start] the site build failed; fix it and run npm start again.');
    process.exit(result.status ?? 1);
  }
}

const { main } = await import('../src/server/main.ts');
await main();
