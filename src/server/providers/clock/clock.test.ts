import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { StartedClock } from './clock.ts';

describe('StartedClock (the end-to-end server’s fixed time of day)', () => {
  it('starts at the chosen instant and then runs at the real pace', () => {
    let real = Date.parse('2030-05-05T03:00:00Z');
    const clock = new StartedClock('2026-11-25T23:45:00-08:00', real, () => real);
    expect(clock.now().toISOString()).toBe('2026-11-26T07:45:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-26T07:46:30.000Z');
  });

  it('counts from the real start it is given, not from when it was built', () => {
    const real = Date.parse('2030-05-05T03:00:10Z');
    const clock = new StartedClock('2026-11-25T14:20:00-08:00', real - 10_000, () => real);
    expect(clock.now().toISOString()).toBe('2026-11-25T22:20:10.000Z');
  });
});

describe('CLOCK_START', () => {
  it('is accepted outside production', () => {
    const config = loadConfig({ NODE_ENV: 'test', CLOCK_START: '2026-11-25T14:20:00-08:00' });
    expect(config.CLOCK_START).toBe('2026-11-25T14:20:00-08:00');
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CLOCK_START: '2026-11-25T14:20:00-08:00' }),
    ).toThrow('CLOCK_START is for tests and demos; it cannot be set in production');
  });

  it('must be an instant with its offset', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_START: 'tomorrow' })).toThrow(/CLOCK_START/);
  });
});
