import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPgliteDataDir } from './client.ts';
import { DataDirLockedError, lockDataDir, lockFilePathFor } from './data-dir-lock.ts';

/** A pid that ran and is gone: a child process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data directory lock', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'potluck-lock-'));
    dataDir = path.join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it(
    'refuses a second server on the same directory, naming it, until the first closes',
    { timeout: 180_000 },
    async () => {
      const first = await openPgliteDataDir(dataDir);
      await first.db.execute(sql`create table kept (v int)`);
      await expect(openPgliteDataDir(dataDir)).rejects.toThrow(
        `The data directory ${dataDir} is in use by another Potluck server (pid ${process.pid}).`,
      );
      await first.close();
      expect(existsSync(lockFilePathFor(dataDir))).toBe(false);

      const second = await openPgliteDataDir(dataDir);
      await expect(second.db.execute(sql`select * from kept`)).resolves.toBeDefined();
      await second.close();
    },
  );

  it('locks a directory that does not exist yet (a fresh DATA_DIR)', () => {
    const fresh = path.join(root, 'new', 'data', 'pglite');
    const lock = lockDataDir(fresh);
    expect(existsSync(lockFilePathFor(fresh))).toBe(true);
    lock.release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeFileSync(lockFilePathFor(dataDir), `${deadPid()}\n`);
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    lock.release();
    expect(existsSync(lockFilePathFor(dataDir))).toBe(false);
  });

  it('treats an empty lock as being written, unless it is old', () => {
    const lockPath = lockFilePathFor(dataDir);
    writeFileSync(lockPath, '');
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPath, old, old);
    lockDataDir(dataDir).release();
  });

  it('does not remove a lock another server has taken since', () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(lockFilePathFor(dataDir), `${process.pid}\nsomeone-else\n`);
    lock.release();
    expect(existsSync(lockFilePathFor(dataDir))).toBe(true);
  });
});
