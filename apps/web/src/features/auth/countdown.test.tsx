import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_SECONDS, secondsLeft, useCountdown } from './countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('locks for 60 s, counts down each second and opens at 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(RESEND_SECONDS);
    expect(result.current.running).toBe(true);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);
    act(() => void vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    expect(result.current.running).toBe(true);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('follows the clock, not the number of ticks (a throttled tab opens on time)', () => {
    const { result } = renderHook(() => useCountdown(10));
    act(() => result.current.start());
    act(() => {
      vi.setSystemTime(Date.now() + 10_000); // no timer ran in between
      vi.advanceTimersByTime(250);
    });
    expect(result.current.running).toBe(false);
  });

  it('reset opens the lock at once', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    act(() => result.current.reset());
    expect(result.current.remaining).toBe(0);
  });

  it('rounds partial seconds up', () => {
    expect(secondsLeft(10_001, 0)).toBe(11);
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(0, 5)).toBe(0);
  });
});
