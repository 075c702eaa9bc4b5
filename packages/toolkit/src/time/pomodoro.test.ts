import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  advance,
  dayKey,
  endEarly,
  formatClock,
  initialState,
  pause,
  remainingMs,
  resume,
  skip,
  start,
  type PomodoroSettings,
} from './pomodoro.ts';

const MIN = 60_000;
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

describe('pomodoro state machine', () => {
  it('runs 25 minutes of focus, then a 5-minute break, counting from timestamps', () => {
    let state = start(initialState(), T0);
    expect(remainingMs(state, T0, DEFAULT_SETTINGS)).toBe(25 * MIN);
    expect(remainingMs(state, T0 + 10 * MIN + 500, DEFAULT_SETTINGS)).toBe(15 * MIN - 500);
    const before = advance(state, T0 + 25 * MIN - 1, DEFAULT_SETTINGS);
    expect(before.ended).toEqual([]);
    const after = advance(state, T0 + 25 * MIN, DEFAULT_SETTINGS);
    expect(after.ended).toEqual([{ phase: 'focus', at: T0 + 25 * MIN, next: 'shortBreak' }]);
    state = after.state;
    expect(state).toMatchObject({ phase: 'shortBreak', status: 'running', cycle: 1 });
    expect(remainingMs(state, T0 + 26 * MIN, DEFAULT_SETTINGS)).toBe(4 * MIN);
  });

  it('catches up on every phase missed in a background tab, at exact end times, with a long break after four', () => {
    const settings: PomodoroSettings = { ...DEFAULT_SETTINGS, longBreakMinutes: 20 };
    const state = start(initialState(), T0);
    // 4 × 25 focus + 3 × 5 breaks = 115 min, then a 20-minute long break; wake up 2 min into it.
    const { state: later, ended } = advance(state, T0 + 117 * MIN, settings);
    expect(ended.map((e) => e.phase)).toEqual([
      'focus',
      'shortBreak',
      'focus',
      'shortBreak',
      'focus',
      'shortBreak',
      'focus',
    ]);
    expect(ended.at(-1)).toEqual({ phase: 'focus', at: T0 + 115 * MIN, next: 'longBreak' });
    expect(later).toMatchObject({ phase: 'longBreak', cycle: 4 });
    expect(remainingMs(later, T0 + 117 * MIN, settings)).toBe(18 * MIN);
    // After the long break the cycle starts again.
    const next = advance(later, T0 + 135 * MIN, settings);
    expect(next.state).toMatchObject({ phase: 'focus', cycle: 0, status: 'running' });
  });

  it('waits at each phase end when auto-start is off', () => {
    const settings = { ...DEFAULT_SETTINGS, autoStart: false };
    const { state, ended } = advance(start(initialState(), T0), T0 + 3 * 60 * MIN, settings);
    expect(ended).toHaveLength(1);
    expect(state).toMatchObject({ phase: 'shortBreak', status: 'idle', runningSince: null });
    expect(remainingMs(state, T0 + 5 * 60 * MIN, settings)).toBe(5 * MIN);
  });

  it('does not count paused time, and marks the session resumed', () => {
    let state = start(initialState(), T0);
    state = pause(state, T0 + 10 * MIN);
    expect(state.status).toBe('paused');
    expect(advance(state, T0 + 90 * MIN, DEFAULT_SETTINGS).ended).toEqual([]);
    expect(remainingMs(state, T0 + 90 * MIN, DEFAULT_SETTINGS)).toBe(15 * MIN);
    state = resume(state, T0 + 90 * MIN);
    expect(state).toMatchObject({ status: 'running', resumed: true });
    expect(advance(state, T0 + 105 * MIN - 1, DEFAULT_SETTINGS).ended).toEqual([]);
    const done = advance(state, T0 + 105 * MIN, DEFAULT_SETTINGS);
    expect(done.ended[0]?.at).toBe(T0 + 105 * MIN);
    expect(done.state.resumed).toBe(false);
  });

  it('ends early without counting the focus session, and can start again', () => {
    let state = endEarly(start(initialState(), T0), T0 + 7 * MIN);
    expect(state).toMatchObject({ status: 'endedEarly', phase: 'focus', cycle: 0 });
    expect(advance(state, T0 + 60 * MIN, DEFAULT_SETTINGS).ended).toEqual([]);
    state = start(state, T0 + 8 * MIN);
    expect(remainingMs(state, T0 + 8 * MIN, DEFAULT_SETTINGS)).toBe(25 * MIN);
  });

  it('skips to the next phase, keeping it running only if it was', () => {
    const running = skip(start(initialState(), T0), T0 + MIN, DEFAULT_SETTINGS);
    expect(running).toMatchObject({
      phase: 'shortBreak',
      status: 'running',
      runningSince: T0 + MIN,
      cycle: 0,
    });
    const idle = skip(initialState(), T0, DEFAULT_SETTINGS);
    expect(idle).toMatchObject({ phase: 'shortBreak', status: 'idle' });
    expect(skip(running, T0 + 2 * MIN, DEFAULT_SETTINGS).phase).toBe('focus');
  });

  it('ignores actions that make no sense in the current state', () => {
    const idle = initialState();
    expect(pause(idle, T0)).toBe(idle);
    expect(resume(idle, T0)).toBe(idle);
    expect(endEarly(idle, T0)).toBe(idle);
    const running = start(idle, T0);
    expect(start(running, T0 + MIN)).toBe(running);
  });
});

describe('formatting', () => {
  it('rounds the clock up and switches to hours when needed', () => {
    expect(formatClock(25 * MIN)).toBe('25:00');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(90 * MIN)).toBe('1:30:00');
  });

  it('keys days by the local calendar', () => {
    expect(dayKey(new Date(2025, 11, 31, 23, 59).getTime())).toBe('2025-12-31');
    expect(dayKey(new Date(2026, 0, 1, 0, 0).getTime())).toBe('2026-01-01');
  });
});
