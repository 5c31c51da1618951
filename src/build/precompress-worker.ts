// One of precompress.ts's processes: given a file's path (and its text, when the sender holds it),
// writes its compressed copies beside it and answers whether there were any worth writing, or why
// it could not. A copy no longer worth writing (the file shrank under 1 KB) is removed: dist/ is
// written over (stale-output.ts), and the server would send an earlier build's copy in its place.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { compressedCopies } from './precompress.ts';

/** `copy` written at `path`, or no file there. */
function keep(path: string, copy: Buffer | undefined): void {
  if (copy) writeFileSync(path, copy);
  else rmSync(path, { force: true });
}

process.on('message', ({ file, text }: { file: string; text?: string }) => {
  try {
    const { br, gz } = compressedCopies(file, text === undefined ? readFileSync(file) : Buffer.from(text));
    keep(`${file}.br`, br);
    keep(`${file}.gz`, gz);
    process.send!({ written: Boolean(br ?? gz) });
  } catch (error) {
    process.send!({ error: `${file}: ${(error as Error).message}` });
  }
});
