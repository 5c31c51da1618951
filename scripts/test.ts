// `npm test`: every test. Unit and API tests (Vitest; the API suite on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set), then the built site in Debian's Chromium (Playwright).
// Chromium comes from Debian's package when missing; Playwright never downloads a browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { TEST_DATABASE_URL, ...baseEnv } = process.env;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = baseEnv): void {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install chromium`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package.");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { ...baseEnv, DEBIAN_FRONTEND: 'noninteractive' });
}

run('npx', ['vitest', 'run']);
if (TEST_DATABASE_URL) run('npx', ['vitest', 'run', '--project', 'api'], { ...baseEnv, TEST_DATABASE_URL });
ensureChromium();
run('npm', ['run', 'build']);
run('npx', ['playwright', 'test']);
