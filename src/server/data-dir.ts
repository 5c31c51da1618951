// The data folder holds shoppers' data (PGlite's files and write-ahead log, the dev outbox with
// codes, the server secret, the operator's socket): only the account that runs the shop may read
// it. The processes run with a umask of 077, so what Node creates there is owner-only; the folder
// is created 0700, so nothing inside is reachable by others whatever its mode; and a folder left
// wider by an older version is tightened, with everything in it, before anything opens it. PGlite
// sets its own files' modes (0666) regardless of the umask: the server tightens them once the
// database is open and again when it closes (main.ts).
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

const OWNER_ONLY = 0o077;
/**
 * What the site publishes when kept in the data folder (the default without RELEASES_DIR and
 * PHOTOS_DIR): the releases of the site and the product photos are public, written readable by
 * all for nginx, and not walked here (the folder's own 0700 keeps them from others meanwhile).
 */
const PUBLIC_FOLDERS = ['releases', 'photos'];

/** Call first in a process's entry point: files created from then on are owner-only. */
export function privateFiles(): void {
  process.umask(OWNER_ONLY);
}

/**
 * Creates the data folder 0700, or takes group and other permissions from an existing one and from
 * everything in it. Answers how many entries it had to tighten.
 */
export function privateDataDir(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const tighten = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink() || (stats.mode & OWNER_ONLY) === 0) return;
    try {
      chmodSync(path, stats.mode & 0o700);
    } catch (error) {
      throw new Error(
        `The data folder ${dataDir} is open to other users and ${path} could not be made private ` +
          `(${(error as NodeJS.ErrnoException).code}). Run: chmod -R go-rwx ${dataDir}`,
      );
    }
    tightened += 1;
  };
  tighten(dataDir);
  for (const entry of readdirSync(dataDir, { recursive: true, encoding: 'utf8' })) {
    if (!PUBLIC_FOLDERS.some((folder) => entry === folder || entry.startsWith(`${folder}${sep}`))) tighten(join(dataDir, entry));
  }
  return tightened;
}
