// Debian's Chromium, for Playwright (`npm test`) and Lighthouse (`npm run bench`): installed from
// Debian's package when missing (as root); nothing here ever downloads a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function apt(args: string[]): void {
  // apt's chatter goes to stderr, so a command whose stdout is its report keeps it clean.
  const result = spawnSync('apt-get', args, { stdio: ['ignore', process.stderr, process.stderr], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

/** Installs Debian's chromium package when CHROMIUM is missing; exits with a hint when not root. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install chromium`);
    process.exit(1);
  }
  console.error("Chromium is missing: installing Debian's chromium package.");
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
}

/** 'Chromium 156.0.8078.79 built on Debian…' → '156.0.8078.79'. */
export function chromiumVersion(): string {
  const output = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return output.match(/\d+(\.\d+)+/)?.[0] ?? 'unknown';
}
