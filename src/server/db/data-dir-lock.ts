import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * The folders this process has locked. A lock file naming this process's pid that is not listed
 * here was left by an earlier process that had the same pid — a container restarted after its
 * server was killed gives the new server the same small pid again — and no live process can hold
 * it (a pid names one live process), so it is taken over.
 */
const lockedByThisProcess = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock on an embedded-database folder (one process per PGlite data directory):
 * PGlite has no lock of its own and a second process would corrupt the data. A lock left
 * by a process that no longer runs (killed, crashed) is taken over. Returns the function
 * that releases it.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const key = path.resolve(dir);
  const lockFile = path.join(dir, 'clausewright.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      lockedByThisProcess.add(key);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        lockedByThisProcess.delete(key);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (lockedByThisProcess.has(key)) {
        throw new DataDirLockedError(`The database folder ${dir} is already open in this process.`);
      }
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        // The pid may also have been handed to an unrelated program since the owner died: telling
        // the two apart is not reliable, and refusing is the safe side.
        throw new DataDirLockedError(
          `The database folder ${dir} is in use by another running server (pid ${holder}). ` +
            'Stop that server first, or give this one its own DATA_DIR. If no server uses it ' +
            `(pid ${holder} is another program), delete ${lockFile}.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dir}.`);
}
