// A publish's update of the live release into a new one (src/server/catalogue/release-update.ts),
// in a process of its own: node scripts/update-release.ts LIVE OUT CATALOGUE. Prints its report as
// JSON on its last line; exits 3 when only a whole build can make the release.
import { updateRelease, WholeBuildNeeded } from '../src/server/catalogue/release-update.ts';

const [liveDir, outDir, catalogueDir] = process.argv.slice(2);
if (!liveDir || !outDir || !catalogueDir) {
  console.error('usage: node scripts/update-release.ts LIVE OUT CATALOGUE');
  process.exit(2);
}

try {
  const report = await updateRelease({ liveDir, outDir, catalogueDir });
  console.log(JSON.stringify(report));
} catch (error) {
  console.error((error as Error).message);
  process.exit(error instanceof WholeBuildNeeded ? 3 : 1);
}
