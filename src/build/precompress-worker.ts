// One of precompress.ts's processes: given a file's path (and its text, when the sender holds it),
// writes its compressed copies beside it and answers whether there were any worth writing, or why
// it could not.
import { readFileSync, writeFileSync } from 'node:fs';
import { compressedCopies } from './precompress.ts';

process.on('message', ({ file, text }: { file: string; text?: string }) => {
  try {
    const { br, gz } = compressedCopies(file, text === undefined ? readFileSync(file) : Buffer.from(text));
    if (br) writeFileSync(`${file}.br`, br);
    if (gz) writeFileSync(`${file}.gz`, gz);
    process.send!({ written: Boolean(br ?? gz) });
  } catch (error) {
    process.send!({ error: `${file}: ${(error as Error).message}` });
  }
});
