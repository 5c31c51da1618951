// The build's last step (`npm run build`): brotli and gzip copies of the built site's text files
// (dist/, or the folder given, for a publish's release), once the
// search index is written too (src/build/precompress.ts).
import { precompress } from '../src/build/precompress.ts';

const started = Date.now();
const count = await precompress(process.argv[2] ?? 'dist');
console.log(`[precompress] ${count} files compressed with brotli and gzip in ${((Date.now() - started) / 1000).toFixed(1)} s`);
