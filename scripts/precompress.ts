// The build's last step (`npm run build`): brotli and gzip copies of dist/'s text files, once the
// search index is written too (src/build/precompress.ts).
import { precompress } from '../src/build/precompress.ts';

const started = Date.now();
const count = await precompress('dist');
console.log(`[precompress] ${count} files compressed with brotli and gzip in ${((Date.now() - started) / 1000).toFixed(1)} s`);
