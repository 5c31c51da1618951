// Debian packages the tests need (Chromium, nginx, HAProxy), installed with apt-get when missing.
// A package's own service is never started by the install: the tests start what they need as
// child processes on free ports, and a system nginx left on port 80 would outlive them.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

/** Debian's hook that invoke-rc.d asks before starting a service; 101 means "not now". */
const POLICY_RC_D = '/usr/sbin/policy-rc.d';

function apt(args: string[]): void {
  // apt's chatter goes to stderr, so a command whose stdout is its report keeps it clean.
  const result = spawnSync('apt-get', args, { stdio: ['ignore', process.stderr, process.stderr], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

/**
 * Installs `packages` (as root) without starting their services; exits with the command to run
 * when this process is not root.
 */
export function aptInstall(packages: string[], what: string): void {
  if (process.getuid?.() !== 0) {
    console.error(`${what} is missing. Install Debian's package: sudo apt-get install ${packages.join(' ')}`);
    process.exit(1);
  }
  console.error(`${what} is missing: installing Debian's ${packages.join(', ')}.`);
  const ownPolicy = !existsSync(POLICY_RC_D);
  if (ownPolicy) writeFileSync(POLICY_RC_D, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', ...packages]);
  } finally {
    if (ownPolicy) rmSync(POLICY_RC_D, { force: true });
  }
}
