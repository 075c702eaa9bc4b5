import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, parseUrlList } from './scheduler.ts';

describe('refresh scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes on the interval until stopped', () => {
    const onRefresh = vi.fn();
    const s = createScheduler({ intervalMs: 5000, maxRounds: 0, onRefresh });
    s.start();
    expect(s.running).toBe(true);
    expect(s.msUntilNext()).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(onRefresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRefresh).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(2000);
    expect(s.msUntilNext()).toBe(3000);
    vi.advanceTimersByTime(13_000);
    expect(onRefresh).toHaveBeenCalledTimes(4);
    s.stop();
    vi.advanceTimersByTime(60_000);
    expect(onRefresh).toHaveBeenCalledTimes(4);
    expect(s.running).toBe(false);
    expect(s.msUntilNext()).toBeNull();
    expect(s.rounds).toBe(4);
  });

  it('stops by itself after the maximum number of rounds', () => {
    const onRefresh = vi.fn();
    const onDone = vi.fn();
    const s = createScheduler({ intervalMs: 1000, maxRounds: 3, onRefresh, onDone });
    s.start();
    vi.advanceTimersByTime(10_000);
    expect(onRefresh.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(s.running).toBe(false);
  });

  it('does not drift and skips slots missed while asleep instead of bursting', () => {
    let clock = 0;
    const times: number[] = [];
    const s = createScheduler({
      intervalMs: 1000,
      maxRounds: 0,
      now: () => clock,
      onRefresh: () => times.push(clock),
    });
    vi.setSystemTime(0);
    s.start();
    // Timers fire 100 ms late each time: the next slot is still planned from the ideal time.
    for (const late of [1100, 2050]) {
      clock = late;
      vi.advanceTimersToNextTimer();
    }
    expect(times).toEqual([1100, 2050]);
    expect(s.msUntilNext()).toBe(950);
    // The tab slept for 10 s: one refresh, then the next one a full interval later.
    clock = 12_000;
    vi.advanceTimersToNextTimer();
    expect(times).toEqual([1100, 2050, 12_000]);
    expect(s.msUntilNext()).toBe(1000);
    s.stop();
  });

  it('keeps going when one refresh throws', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRefresh = vi.fn().mockImplementationOnce(() => {
      throw new Error('navigation refused');
    });
    const s = createScheduler({ intervalMs: 1000, maxRounds: 3, onRefresh });
    s.start();
    vi.advanceTimersByTime(3000);
    expect(onRefresh).toHaveBeenCalledTimes(3);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('starting twice does not double the timers', () => {
    const onRefresh = vi.fn();
    const s = createScheduler({ intervalMs: 1000, maxRounds: 0, onRefresh });
    s.start();
    s.start();
    vi.advanceTimersByTime(1000);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    s.stop();
  });
});

describe('URL list', () => {
  it('accepts http(s), adds https:// to bare hosts and rejects other schemes', () => {
    expect(
      parseUrlList(
        'example.com/a?b=1\n\nhttp://localhost:3000\njavascript:alert(1)\nftp://x.org\nnot a url\nfile:///etc/passwd',
      ),
    ).toEqual([
      { line: 1, text: 'example.com/a?b=1', url: 'https://example.com/a?b=1' },
      { line: 3, text: 'http://localhost:3000', url: 'http://localhost:3000/' },
      { line: 4, text: 'javascript:alert(1)', issue: 'scheme' },
      { line: 5, text: 'ftp://x.org', issue: 'scheme' },
      { line: 6, text: 'not a url', issue: 'invalid' },
      { line: 7, text: 'file:///etc/passwd', issue: 'scheme' },
    ]);
  });
});
