import { describe, expect, it } from 'vitest';
import { ManualClock } from '../providers/clock/clock.ts';
import { counterStore, MemoryCounter } from './rate-limit-stores.ts';

const MINUTE = 60_000;

describe('MemoryCounter', () => {
  it('counts hits per key and window', () => {
    const counter = new MemoryCounter();
    const t = 10 * MINUTE;
    expect([1, 2, 3].map(() => counter.hitNow('a', t))).toEqual([1, 2, 3]);
    // Another key has its own count; the next window starts from one.
    expect(counter.hitNow('b', t)).toBe(1);
    expect(counter.hitNow('a', t + MINUTE)).toBe(1);
  });

  it('remembers at most maxKeys keys, forgetting finished windows first', () => {
    const counter = new MemoryCounter(10);
    for (let i = 0; i < 10; i++) counter.hitNow(`old-${i}`, 0);
    counter.hitNow('new', MINUTE);
    expect(counter.size).toBe(1);
    for (let i = 0; i < 20; i++) counter.hitNow(`now-${i}`, MINUTE);
    expect(counter.size).toBeLessThanOrEqual(10);
  });
});

describe('counterStore', () => {
  it('counts in fixed windows on the app clock and tells what is left of the window', async () => {
    const clock = new ManualClock('2026-02-01T10:00:15Z');
    const store = counterStore(new MemoryCounter(), clock);
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('k', (err, res) => (err || !res ? reject(err) : resolve(res)), MINUTE, 5),
      );
    expect(await incr()).toEqual({ current: 1, ttl: 45_000 });
    clock.advance(40_000);
    expect(await incr()).toEqual({ current: 2, ttl: 5_000 });
    clock.advance(5_000);
    expect(await incr()).toEqual({ current: 1, ttl: MINUTE });
  });
});
