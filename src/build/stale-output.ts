// dist/ is not emptied before a build (Vite's `emptyOutDir: false`): the build writes every file
// over the last build's, and once it is done this removes what it did not write again (a product
// or a policy taken out of the catalogue, a bundle under a new hash) and the folders left empty.
// Why: on this filesystem, creating some 15,000 files just after deleting as many made ext4 skip,
// one by one, every inode freed in the last minute before it found a free one. A perf profile of
// the build put 14 % of both cores there (about 15 s of the kernel's time), and emptying dist/
// took 3.6 s more; a build that writes over the old files took 49-50 s instead of 57-62 s.
// Every file the build writes is written anew, so one older than the build's start is stale, but
// for the files the build uses as an earlier build left them (an island's props file, named by its
// content: ./island-props.ts), which it names.
import { mkdirSync, readdirSync, rmSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** What Astro itself leaves in dist/ when it empties it (a deployment's own repository). */
const KEPT = new Set(['.git']);

/** The filesystem's clock now: the modification time of a file written in `dir` (then removed). */
function filesystemNow(dir: string): number {
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, '.build-started');
  writeFileSync(marker, '');
  const now = statSync(marker).mtimeMs;
  unlinkSync(marker);
  return now;
}

const modified = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

/**
 * A compressed copy (page.html.br) stays while its file was written since: it is written over next.
 * A file in `kept`, and its copies, stay whatever their age.
 */
function stale(path: string, since: number, kept: ReadonlySet<string>): boolean {
  const copyOf = /\.(br|gz)$/.exec(path) ? path.slice(0, -3) : undefined;
  if (kept.has(path) || (copyOf !== undefined && kept.has(copyOf))) return false;
  if ((modified(path) ?? since) >= since) return false;
  return copyOf === undefined || (modified(copyOf) ?? 0) < since;
}

/**
 * Removes every file under `dir` last written before `since`, but for the compressed copies of
 * files written since (the build's last step writes them over) and the files in `kept` (full
 * paths) with their copies, then every folder left empty; answers how many files it removed.
 * `dir` itself stays.
 */
export function removeOlderThan(dir: string, since: number, kept: ReadonlySet<string> = new Set(), top = true): number {
  let removed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (top && KEPT.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      removed += removeOlderThan(path, since, kept, false);
      if (readdirSync(path).length === 0) rmdirSync(path);
    } else if (stale(path, since, kept)) {
      rmSync(path);
      removed += 1;
    }
  }
  return removed;
}

/**
 * The integration; last in the list, after every other that writes to dist/ when the build is done.
 * `kept` answers, once the build is done, the files it used as an earlier build left them.
 */
export function removeStaleOutput(kept: () => ReadonlySet<string> = () => new Set()): AstroIntegration {
  let dist = '';
  let started = 0;
  return {
    name: 'remove-stale-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        dist = fileURLToPath(config.outDir);
      },
      'astro:build:start': () => {
        started = filesystemNow(dist);
      },
      'astro:build:done': ({ logger }) => {
        const removed = removeOlderThan(dist, started, kept());
        if (removed > 0) logger.info(`${removed} files of an earlier build removed`);
      },
    },
  };
}
