// `npm test`: every test. Unit and API tests (Vitest; the API suite on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set), the production shape on the built site (nginx, HAProxy,
// two API processes, PostgreSQL: tests/production), the bench's smoke run (it fails only if the
// bench itself breaks, never on a figure), then the built site in Debian's Chromium (Playwright),
// the W3C Nu HTML checker among those tests. Chromium, nginx, HAProxy and a Java runtime (for the
// checker) come from Debian's packages when missing; Playwright never downloads a browser.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.ts';
import { ensureJava } from './lib/java.ts';
import { ensureWebServers } from './lib/web-servers.ts';

const { TEST_DATABASE_URL, BENCH_DATABASE_URL: _bench, ...baseEnv } = process.env;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = baseEnv): void {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'api']);
if (TEST_DATABASE_URL) run('npx', ['vitest', 'run', '--project', 'api'], { ...baseEnv, TEST_DATABASE_URL });
ensureChromium();
ensureWebServers();
ensureJava();
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', '--project', 'production']);
run('npm', ['run', 'bench', '--', '--smoke']);
run('npx', ['playwright', 'test']);
