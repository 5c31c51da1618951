// nginx and HAProxy, for the production-shape test (tests/production/): Debian's packages,
// installed when missing as Chromium is (apt.ts), their system services never started.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.ts';

export const NGINX = '/usr/sbin/nginx';
export const HAPROXY = '/usr/sbin/haproxy';

export function ensureWebServers(): void {
  const missing = [
    ...(existsSync(NGINX) ? [] : ['nginx']),
    ...(existsSync(HAPROXY) ? [] : ['haproxy']),
  ];
  if (missing.length > 0) aptInstall(missing, missing.join(' and '));
}
