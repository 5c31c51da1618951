// One process per PGlite data folder: a lock file holding the owner's PID.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export class DataDirLockedError extends Error {}

/** Folders this process holds (a stale file may carry our PID after a container restart). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirLockedError naming the process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = resolve(dataDir, 'server.lock');
  if (held.has(file)) throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another process (PID ${pid}). ` +
            'Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
        );
      }
      rmSync(file, { force: true }); // stale lock from a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
