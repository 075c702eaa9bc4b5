/**
 * The time every account rule reads (session and code expiry, rate windows). Real time plus an
 * offset, so tests can move forward without waiting; production never moves it.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves this clock forward (tests only). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
