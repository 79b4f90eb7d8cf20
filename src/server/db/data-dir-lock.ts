import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * One server per embedded data directory (docs/decisions/019-data-directory-lock.md).
 * PGlite keeps the database in memory and writes it back to the directory: two servers on one
 * directory both run, and each overwrites the other's acknowledged writes. The lock is a file
 * beside the directory, created exclusively (O_EXCL) and holding the owner's pid; a lock left
 * by a process that no longer runs (a crash, a kill -9) is taken over.
 */
export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Potluck server` +
        `${ownerPid > 0 ? ` (pid ${ownerPid})` : ''}. ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function lockFilePathFor(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs under another user; ESRCH: no such process.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isFresh(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs < 10_000;
  } catch {
    return false;
  }
}

function readOwnerPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').split('\n', 1)[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = lockFilePathFor(dataDir);
  const content = `${process.pid}\n${randomBytes(8).toString('hex')}\n`;
  // A fresh DATA_DIR: the lock is the first thing written into it.
  mkdirSync(path.dirname(lockPath), { recursive: true });
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o644);
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      let held = true;
      return {
        path: lockPath,
        release() {
          if (!held) return;
          held = false;
          try {
            if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwnerPid(lockPath);
      if (owner === null) {
        // No pid yet: a server created it this instant and is writing it. An old empty lock
        // is the remains of a crash between those two steps.
        if (isFresh(lockPath)) throw new DataDirLockedError(dataDir, 0);
      } else if (processRuns(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      try {
        unlinkSync(lockPath);
      } catch (unlinkErr) {
        if ((unlinkErr as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkErr;
      }
    }
  }
  throw new DataDirLockedError(dataDir, readOwnerPid(lockPath) ?? 0);
}
