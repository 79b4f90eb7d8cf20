/** Injectable time source so time rules (expiry, business hours) are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and move forward. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-01-15T12:00:00Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * A clock that read `start` at the real instant `startedAt` (by default: when it is created)
 * and runs at the real pace from there, so expiries still pass. The end-to-end server runs on
 * one (CLOCK_START) so the journeys see the same hour of the day on every run; config refuses
 * it in production.
 */
export class StartedClock implements Clock {
  private readonly offsetMs: number;
  private readonly realNow: () => number;
  constructor(
    start: Date | string,
    startedAt: number = Date.now(),
    realNow: () => number = Date.now,
  ) {
    this.realNow = realNow;
    this.offsetMs = new Date(start).getTime() - startedAt;
  }
  now(): Date {
    return new Date(this.realNow() + this.offsetMs);
  }
}
