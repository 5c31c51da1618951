// A publish's update of the live release into a new one (src/server/catalogue/release-update.ts),
// in a process of its own: node scripts/update-release.ts LIVE OUT CATALOGUE. Prints its report as
// JSON on its last line; exits 3 when only a whole build can make the release.
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { SEARCH_GLOB, updateRelease, WholeBuildNeeded } from '../src/server/catalogue/release-update.ts';

const [liveDir, outDir, catalogueDir] = process.argv.slice(2);
if (!liveDir || !outDir || !catalogueDir) {
  console.error('usage: node scripts/update-release.ts LIVE OUT CATALOGUE');
  process.exit(2);
}
const pagefind = join(import.meta.dirname, '..', 'node_modules', '.bin', 'pagefind');

const indexSearch = (siteDir: string) =>
  new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [pagefind, '--site', siteDir, '--glob', SEARCH_GLOB], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`The search index failed (exit ${code})`))));
  });

try {
  const report = await updateRelease({ liveDir, outDir, catalogueDir, indexSearch });
  console.log(JSON.stringify(report));
} catch (error) {
  console.error((error as Error).message);
  process.exit(error instanceof WholeBuildNeeded ? 3 : 1);
}
