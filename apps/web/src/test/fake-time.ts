import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the tests of a timed tool (games, timers): each test starts from empty localStorage on fake
 * timers (animation frames included), at `now` when given, and real timers come back after it.
 */
export function fakeTimeEachTest(now?: number) {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers(now === undefined ? undefined : { now });
  });
  afterEach(() => vi.useRealTimers());
}
