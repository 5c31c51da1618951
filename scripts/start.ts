// `npm start`: builds the site when dist/ is missing or older than its sources, then runs the one
// server process (src/server/main.ts) that serves dist/ and the API on http://localhost:4321.
// SKIP_BUILD=1 serves dist/ as it is.
import { spawnSync } from 'node:child_process';
import { buildReason } from './lib/build-freshness.ts';

const reason = process.env.SKIP_BUILD ? null : buildReason();
if (reason) {
  console.log(`[start] building the site (${reason})…`);
  // `npm run build`, not `astro build` alone: the product pages and the office are part of the site.
  const result = spawnSync('npm', ['run', 'build'], {
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
