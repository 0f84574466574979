import { randomUUID } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Name of the lock file PGlite's folder carries while a process has it open. */
export const LOCK_FILE = 'mui-feedback.lock';

/** The embedded folder is held by another live process: a start-up refusal, not a storage fault. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
    readonly ownerHost?: string,
  ) {
    // Another host's process cannot be checked from here: its lock lapses when no longer touched.
    const where = ownerHost
      ? ` on host ${ownerHost} (see ${path.join(dataDir, LOCK_FILE)}; taken over once not refreshed for ${LOCK_STALE_MS / 1000} s)`
      : ` (see ${path.join(dataDir, LOCK_FILE)})`;
    super(
      `the feedback folder ${dataDir} is in use by process ${ownerPid}${where}. ` +
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

/** How often the owner touches its lock, and how old (by mtime) a lock from another host must be to count as abandoned. */
export const LOCK_REFRESH_MS = 10_000;
export const LOCK_STALE_MS = 60_000;

/**
 * Who holds a lock. A pid alone is not enough: on a shared volume two containers can both be
 * PID 1, and another host's pid means nothing here. The host name says whether the pid can be
 * checked in this process's namespace; the token, new in every process, tells this process's own
 * lock from one a previous process left with the same pid and host.
 */
export interface LockOwner {
  pid: number;
  host?: string;
  token?: string;
}

/** This process's token: a restarted process with the same pid on the same host gets another. */
const PROCESS_TOKEN = randomUUID();

/** The owner a lock file names; a file with a pid alone (written before hosts were recorded) has no host. */
export function parseLock(text: string): LockOwner | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return undefined;
    return {
      pid: value.pid as number,
      host: typeof value.host === 'string' ? value.host : undefined,
      token: typeof value.token === 'string' ? value.token : undefined,
    };
  } catch {
    return undefined;
  }
}

export interface LockOptions {
  pid?: number;
  host?: string;
  token?: string;
  /** The clock and the lock file's mtime, injected so a test can age a lock without waiting. */
  now?: () => number;
  mtimeOf?: (file: string) => number;
}

/**
 * Whether an existing lock must be respected. When its owner wrote this host's name (or none, as
 * before hosts were recorded), its pid is one of this namespace: held while that process lives,
 * unless it is this process's own pid, which then was a previous run (a restarted container keeps
 * its host name and PID 1). Another host's pid means nothing here: that lock is held while its
 * owner keeps touching it, and abandoned once its mtime is LOCK_STALE_MS old.
 */
export function isLockHeld(
  owner: LockOwner,
  self: Required<LockOwner>,
  ageMs: number,
  alive: (pid: number) => boolean = isAlive,
): boolean {
  if (owner.token !== undefined && owner.token === self.token) return false;
  if (owner.host === undefined || owner.host === self.host) {
    return owner.pid !== self.pid && alive(owner.pid);
  }
  return ageMs <= LOCK_STALE_MS;
}

/**
 * Takes the folder's lock file (holding this process's pid, host name and token), creating the
 * folder first, and touches it every LOCK_REFRESH_MS while held. A lock that is not held (see
 * isLockHeld: kill -9, a crash, a host that stopped refreshing it) is taken over; a held one makes
 * this throw DataDirLockedError. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): () => void {
  const self = {
    pid: options.pid ?? process.pid,
    host: options.host ?? hostname(),
    token: options.token ?? PROCESS_TOKEN,
  };
  const now = options.now ?? Date.now;
  const mtimeOf = options.mtimeOf ?? ((file: string) => statSync(file).mtimeMs);
  makeDirectory(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  const ours = () => {
    try {
      return parseLock(readFileSync(file, 'utf8'))?.token === self.token;
    } catch {
      return false;
    }
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, `${JSON.stringify(self)}\n`);
      } finally {
        closeSync(fd);
      }
      // Unref'd: the lock never keeps the process alive. Touched only while it is still ours.
      const refresh = setInterval(() => {
        if (!ours()) return;
        const at = new Date();
        try {
          utimesSync(file, at, at);
        } catch {
          // Gone: the next release finds nothing to remove.
        }
      }, LOCK_REFRESH_MS);
      refresh.unref();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        clearInterval(refresh);
        if (ours()) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: LockOwner | undefined;
    let ageMs = Infinity;
    try {
      owner = parseLock(readFileSync(file, 'utf8'));
      ageMs = now() - mtimeOf(file);
    } catch {
      continue; // removed in between: try again
    }
    if (owner && isLockHeld(owner, self, ageMs)) {
      throw new DataDirLockedError(dataDir, owner.pid, owner.host === self.host ? undefined : owner.host);
    }
    rmSync(file, { force: true }); // not held: its owner is gone
  }
  throw new Error(`could not take the lock file ${file}`);
}
