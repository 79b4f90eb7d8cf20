import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ffmpegStatus } from './ffmpeg.ts';

// The real ffmpeg comes from the system's packages; .ci/run installs it on a fresh machine.
const ffmpegInstalled = spawnSync('ffmpeg', ['-version']).status === 0;

const dir = mkdtempSync(path.join(tmpdir(), 'potluck-ffmpeg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, body: string, mode = 0o755): string {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, mode);
  return file;
}

describe('ffmpegStatus', () => {
  it.skipIf(!ffmpegInstalled)('finds the system ffmpeg on PATH and reads its version', async () => {
    const status = await ffmpegStatus(loadConfig({}).FFMPEG_PATH);
    expect(status.available).toBe(true);
    if (status.available) expect(status.version).toMatch(/\S/);
  });

  it('says ffmpeg is missing, and how to install it, when FFMPEG_PATH names no file', async () => {
    const missing = path.join(dir, 'no-such-ffmpeg');
    const status = await ffmpegStatus(loadConfig({ FFMPEG_PATH: missing }).FFMPEG_PATH);
    expect(status).toEqual({ available: false, reason: expect.stringContaining(missing) });
    if (!status.available) {
      expect(status.reason).toMatch(/not installed/);
      expect(status.reason).toContain('apt-get install -y ffmpeg');
    }
  });

  it('reads the version from what `ffmpeg -version` prints, and asks only once', async () => {
    const calls = path.join(dir, 'calls');
    const fake = script(
      'fake-ffmpeg',
      `[ "$1" = "-version" ] || exit 2\necho x >> '${calls}'\n` +
        `echo 'ffmpeg version 9.9.9-test Copyright (c) 2000-2026 the FFmpeg developers'\n` +
        `echo 'built with gcc 12'`,
    );
    expect(await ffmpegStatus(fake)).toEqual({ available: true, version: '9.9.9-test' });
    expect(await ffmpegStatus(fake)).toEqual({ available: true, version: '9.9.9-test' });
    expect(spawnSync('wc', ['-l', calls]).stdout.toString().trim()).toMatch(/^1 /);
  });

  it('is unavailable when the file cannot be run', async () => {
    const notExecutable = script('not-executable', 'echo ffmpeg version 1', 0o644);
    const status = await ffmpegStatus(notExecutable);
    expect(status.available).toBe(false);
    if (!status.available) expect(status.reason).toMatch(/permission denied/);
  });

  it('is unavailable when the program fails or is not ffmpeg', async () => {
    const failing = await ffmpegStatus(script('failing', 'echo "broken library" >&2\nexit 1'));
    expect(failing.available).toBe(false);
    if (!failing.available) expect(failing.reason).toContain('broken library');
    const other = await ffmpegStatus(script('other', 'echo "some other tool 1.0"'));
    expect(other.available).toBe(false);
    if (!other.available) expect(other.reason).toMatch(/did not print an ffmpeg version/);
  });
});
