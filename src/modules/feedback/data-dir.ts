import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Name of the lock file PGlite's folder carries while a process has it open. */
export const LOCK_FILE = 'mui-feedback.lock';

/** The embedded folder is held by another live process: a start-up refusal, not a storage fault. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `the feedback folder ${dataDir} is in use by process ${ownerPid} (see ${path.join(dataDir, LOCK_FILE)}). ` +
        'Embedded PGlite allows one server per folder: stop that process first, give this one its own ' +
        'FEEDBACK_DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Creates `dir` one level at a time. Not `mkdir({ recursive: true })`: under /proc that call
 * never returns (Node 20 loops with a core spinning), which left the whole server hanging.
 */
export function makeDirectory(dir: string): void {
  const absolute = path.resolve(dir);
  const parent = path.dirname(absolute);
  try {
    if (statSync(absolute).isDirectory()) return;
    throw new Error(`${absolute} exists and is not a folder`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (parent !== absolute) makeDirectory(parent);
  try {
    mkdirSync(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder's lock file (holding this process's pid), creating the folder first. A lock left
 * by a process that is gone (kill -9, a crash, or this same pid in a restarted container) is taken
 * over; a live owner makes this throw DataDirLockedError. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string, pid: number = process.pid): () => void {
  makeDirectory(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, `${pid}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (Number(readFileSync(file, 'utf8').trim()) === pid) rmSync(file, { force: true });
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = NaN;
    try {
      owner = Number(readFileSync(file, 'utf8').trim());
    } catch {
      // Removed in between: try again.
    }
    if (Number.isInteger(owner) && owner > 0 && owner !== pid && isAlive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    rmSync(file, { force: true }); // stale: its owner is gone
  }
  throw new Error(`could not take the lock file ${file}`);
}
