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
