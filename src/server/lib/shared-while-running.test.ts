import { describe, expect, it } from 'vitest';
import { sharedWhileRunning } from './shared-while-running.ts';

describe('sharedWhileRunning', () => {
  it('runs once for calls made while a run of the same key is under way', async () => {
    const runs: string[] = [];
    let finish: (v: number) => void = () => undefined;
    const read = sharedWhileRunning((key: string) => {
      runs.push(key);
      return new Promise<number>((resolve) => (finish = resolve));
    });
    const first = read('a');
    const second = read('a');
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(runs).toEqual(['a']);
  });

  it('runs again once the run has settled, and apart for another key', async () => {
    let n = 0;
    const read = sharedWhileRunning(async (key: string) => `${key}${(n += 1)}`);
    expect(await read('a')).toBe('a1');
    expect(await read('a')).toBe('a2');
    expect(await Promise.all([read('a'), read('b')])).toEqual(['a3', 'b4']);
  });

  it('shares a failure with the calls that joined it, and forgets it', async () => {
    let n = 0;
    const read = sharedWhileRunning(async () => {
      n += 1;
      if (n === 1) throw new Error('database away');
      return 'ok';
    });
    const both = await Promise.allSettled([read('a'), read('a')]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await read('a')).toBe('ok');
  });
});
