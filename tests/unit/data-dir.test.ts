// The data folder is the shop's private place: made owner-only on start, except what the site
// publishes from it (releases of the site, product photos), which nginx reads.
import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { privateDataDir } from '../../src/server/data-dir.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the data folder', () => {
  it('takes group and other permissions from what it holds, but not from the site\'s releases and photos', () => {
    const dir = mkdtempSync(join(tmpdir(), 'data-dir-'));
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'secret.key'), 'x', { mode: 0o644 });
    for (const folder of ['releases', 'photos']) {
      mkdirSync(join(dir, folder, 'r1'), { recursive: true, mode: 0o755 });
      writeFileSync(join(dir, folder, 'r1', 'index.html'), 'x', { mode: 0o644 });
      chmodSync(join(dir, folder), 0o755);
    }
    expect(privateDataDir(dir)).toBe(2);
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'secret.key'))).toBe(0o600);
    expect(mode(join(dir, 'releases', 'r1', 'index.html'))).toBe(0o644);
    expect(mode(join(dir, 'photos', 'r1'))).toBe(0o755);
  });
});
