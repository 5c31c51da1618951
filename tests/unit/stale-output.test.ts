import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeOlderThan } from '../../src/build/stale-output.ts';

// dist/ is written over by each build; what the build did not write again goes once it is done.

describe('the files an earlier build left', () => {
  let dist: string;
  const since = Date.parse('2026-11-28T10:00:00Z');
  const write = (path: string, at: number) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), path);
    utimesSync(join(dist, path), at / 1000, at / 1000);
  };
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'stale-output-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('removes each file written before the build began, and the folders left empty', () => {
    write('product/1/index.html', since);
    write('product/1/index.html.br', since + 5_000);
    write('product/999/index.html', since - 1);
    write('product/999/index.html.br', since - 60_000);
    write('_astro/react.Old1.js', since - 1);
    write('_astro/react.New2.js', since + 1);
    // A bundle written again under the same name: its old copies stay, to be written over.
    write('_astro/react.Same3.js', since + 2);
    write('_astro/react.Same3.js.br', since - 60_000);
    write('_astro/react.Old1.js.gz', since - 60_000);
    expect(removeOlderThan(dist, since)).toBe(4);
    expect(existsSync(join(dist, '_astro/react.Same3.js.br'))).toBe(true);
    expect(existsSync(join(dist, '_astro/react.Old1.js.gz'))).toBe(false);
    expect(existsSync(join(dist, 'product/1/index.html'))).toBe(true);
    expect(existsSync(join(dist, 'product/1/index.html.br'))).toBe(true);
    expect(existsSync(join(dist, '_astro/react.New2.js'))).toBe(true);
    expect(existsSync(join(dist, '_astro/react.Old1.js'))).toBe(false);
    expect(existsSync(join(dist, 'product/999'))).toBe(false);
    expect(existsSync(join(dist, 'product'))).toBe(true);
    expect(existsSync(dist)).toBe(true);
  });

  it('keeps the files the build used as an earlier build left them, with their copies', () => {
    write('_astro/props/0123456789abcdef.json', since - 60_000);
    write('_astro/props/0123456789abcdef.json.br', since - 60_000);
    write('_astro/props/fedcba9876543210.json', since - 60_000);
    expect(removeOlderThan(dist, since, new Set([join(dist, '_astro/props/0123456789abcdef.json')]))).toBe(1);
    expect(existsSync(join(dist, '_astro/props/0123456789abcdef.json'))).toBe(true);
    expect(existsSync(join(dist, '_astro/props/0123456789abcdef.json.br'))).toBe(true);
    expect(existsSync(join(dist, '_astro/props/fedcba9876543210.json'))).toBe(false);
  });

  it('keeps a deployment repository at the top, as emptying dist/ would', () => {
    write('.git/HEAD', since - 60_000);
    write('old/.git/HEAD', since - 60_000);
    expect(removeOlderThan(dist, since)).toBe(1);
    expect(existsSync(join(dist, '.git/HEAD'))).toBe(true);
    expect(existsSync(join(dist, 'old'))).toBe(false);
  });
});
