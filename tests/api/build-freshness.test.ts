// npm start builds only when dist/ (or the office's shells) is missing or older than what the build reads.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReason } from '../../scripts/lib/build-freshness.ts';

let root: string;
const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);
async function touch(path: string, seconds: number) {
  await utimes(join(root, path), at(seconds), at(seconds));
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-freshness-'));
  for (const dir of ['src/pages', 'src/server/on-request', 'content', 'public', 'office/src']) await mkdir(join(root, dir), { recursive: true });
  await writeFile(join(root, 'src/pages/index.astro'), '---\n---');
  await writeFile(join(root, 'src/server/app.ts'), '');
  await writeFile(join(root, 'src/server/on-request/render-worker.ts'), '');
  await writeFile(join(root, 'content/settings.json'), '{}');
  await writeFile(join(root, 'astro.config.mjs'), '');
  await writeFile(join(root, 'office/src/App.tsx'), '');
  for (const path of ['src/pages/index.astro', 'src/pages', 'src/server/app.ts', 'src/server/on-request/render-worker.ts', 'src/server/on-request', 'src/server', 'src', 'content/settings.json', 'content', 'public', 'astro.config.mjs', 'office/src/App.tsx', 'office/src', 'office']) await touch(path, 0);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('buildReason', () => {
  it('asks for a build when dist/ is missing', () => {
    expect(buildReason(root)).toBe('dist/ is missing');
  });

  it('asks for a build when the office is missing from dist/', async () => {
    await mkdir(join(root, 'dist/ar/office'), { recursive: true });
    await mkdir(join(root, 'dist/office'), { recursive: true });
    await writeFile(join(root, 'dist/index.html'), '<h1>built</h1>');
    await writeFile(join(root, 'dist/office/index.html'), '<div id="root"></div>');
    expect(buildReason(root)).toBe('dist/ar/office/index.html is missing');
    await writeFile(join(root, 'dist/ar/office/index.html'), '<div id="root"></div>');
  });

  it('is satisfied by a newer dist/, ignores server code, and notices changed site and office sources', async () => {
    for (const shell of ['dist/index.html', 'dist/office/index.html', 'dist/ar/office/index.html']) await touch(shell, 100);
    expect(buildReason(root)).toBeNull();
    await touch('src/server/app.ts', 200);
    expect(buildReason(root)).toBeNull();
    await touch('content/settings.json', 200);
    expect(buildReason(root)).toBe('the sources changed since the last build');
    await touch('content/settings.json', 0);
    await touch('src/pages/index.astro', 200);
    expect(buildReason(root)).toMatch(/changed/);
    await touch('src/pages/index.astro', 0);
    await touch('office/src/App.tsx', 200);
    expect(buildReason(root)).toMatch(/changed/);
    await touch('office/src/App.tsx', 0);
    // The renderer's thread draws the product pages in the build.
    await touch('src/server/on-request/render-worker.ts', 200);
    expect(buildReason(root)).toMatch(/changed/);
  });
});
