// Writing a file of a release a publish makes from the live one (src/server/catalogue/release-update.ts):
// its files are hard links to the live release's, which a visitor may be reading, so a file is
// only ever replaced, by renaming a new one over it, never written in place. A page or a text file
// gets its brotli and gzip copies beside it as the build writes them (./precompress.ts), or none
// when it is too small to gain, and a copy of the file it replaced never stays.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { compressedCopies } from './precompress.ts';

export function replaceFile(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const next = `${file}.next`;
  writeFileSync(next, bytes);
  renameSync(next, file);
}

export function replaceWithCopies(file: string, body: Buffer): void {
  replaceFile(file, body);
  const copies = compressedCopies(file, body);
  for (const [suffix, copy] of [['.br', copies.br], ['.gz', copies.gz]] as const) {
    if (copy) replaceFile(file + suffix, copy);
    else rmSync(file + suffix, { force: true });
  }
}

/** A file of the release gone, with its copies. */
export function removeWithCopies(file: string): void {
  for (const suffix of ['', '.br', '.gz']) rmSync(file + suffix, { force: true });
}
