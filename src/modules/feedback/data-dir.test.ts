import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, makeDirectory } from './data-dir';

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
  it('writes the owner pid, and removes the file on release', () => {
    const dir = path.join(tempDir(), 'a', 'b');
    const release = lockDataDir(dir, process.pid);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
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
        lockDataDir(dir, process.pid);
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
    lockDataDir(dir, process.pid)();
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    const release = lockDataDir(dir, process.pid);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
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
