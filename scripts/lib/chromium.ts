// Debian's Chromium, for Playwright (`npm test`) and Lighthouse (`npm run bench`): installed from
// Debian's package when missing (as root); nothing here ever downloads a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium package when CHROMIUM is missing; exits with a hint when not root. */
export function ensureChromium(): void {
  if (!existsSync(CHROMIUM)) aptInstall(['chromium'], `Chromium at ${CHROMIUM}`);
}

/** 'Chromium 156.0.8078.79 built on Debian…' → '156.0.8078.79'. */
export function chromiumVersion(): string {
  const output = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return output.match(/\d+(\.\d+)+/)?.[0] ?? 'unknown';
}
