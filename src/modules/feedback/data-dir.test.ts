import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  LOCK_REFRESH_MS,
  LOCK_STALE_MS,
  lockDataDir,
  makeDirectory,
  parseLock,
} from './data-dir';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'feedback-lock-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes the owner pid and host, and removes the file on release', () => {
    const dir = path.join(tempDir(), 'a', 'b');
    const release = lockDataDir(dir, { pid: process.pid });
    const owner = parseLock(readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder a live process holds, naming it and DATABASE_URL (#45)', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(dir, LOCK_FILE), `${other.pid}\n`);
      let thrown: unknown;
      try {
        lockDataDir(dir, { pid: process.pid });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DataDirLockedError);
      expect((thrown as Error).message).toContain(`in use by process ${other.pid}`);
      expect((thrown as Error).message).toContain('DATABASE_URL');
      // The refusal leaves the owner's lock in place.
      expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that is gone (kill -9) or of this same pid (a restarted container)', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(path.join(dir, LOCK_FILE), `${gone.pid}\n`);
    lockDataDir(dir, { pid: process.pid })();
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    const release = lockDataDir(dir, { pid: process.pid });
    expect(parseLock(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))?.pid).toBe(process.pid);
    release();
  });
});

describe('lockDataDir across hosts (containers on a shared volume, #45)', () => {
  // Both PID 1, each in its own container: only the lock's freshness can tell them apart.
  const now = 1_800_000_000_000;
  const lockFrom = (dir: string, host: string) =>
    writeFileSync(path.join(dir, LOCK_FILE), `${JSON.stringify({ pid: 1, host, token: 'theirs' })}\n`);
  const take = (dir: string, ageMs: number) =>
    lockDataDir(dir, { pid: 1, host: 'container-b', now: () => now, mtimeOf: () => now - ageMs });

  it('refuses a fresh lock with the same pid from another host, naming the host', () => {
    const dir = tempDir();
    lockFrom(dir, 'container-a');
    expect(() => take(dir, LOCK_STALE_MS - 1)).toThrow(DataDirLockedError);
    expect(() => take(dir, 0)).toThrow(/in use by process 1 on host container-a/);
    expect(parseLock(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))?.host).toBe('container-a');
  });

  it('takes over a stale lock with the same pid from another host', () => {
    const dir = tempDir();
    lockFrom(dir, 'container-a');
    const release = take(dir, LOCK_STALE_MS + 1);
    expect(parseLock(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: 1,
      host: 'container-b',
    });
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('keeps its own lock fresh while it holds it', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const dir = tempDir();
      const file = path.join(dir, LOCK_FILE);
      const release = lockDataDir(dir);
      utimesSync(file, 0, 0);
      vi.advanceTimersByTime(LOCK_REFRESH_MS);
      // Touched at the (fake) present rather than left at 1970; mtime may lose the millisecond.
      expect(statSync(file).mtimeMs).toBeGreaterThan(Date.now() - 1000);
      release();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('makeDirectory', () => {
  it('fails at once under /proc, where mkdir({ recursive: true }) never returns (#45)', () => {
    const started = Date.now();
    expect(() => makeDirectory('/proc/x/feedback')).toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });
  it('refuses a file where the folder should be', () => {
    const file = path.join(tempDir(), 'file');
    writeFileSync(file, '');
    expect(() => makeDirectory(file)).toThrow(/not a folder/);
  });
});
