/**
 * The Pomodoro timer as a pure state machine over `now` (ms since the epoch). Time is always
 * derived from timestamps, never from counted ticks, so a throttled background tab stays exact.
 */
export type Phase = 'focus' | 'shortBreak' | 'longBreak';
export type Status = 'idle' | 'running' | 'paused' | 'endedEarly';

export interface PomodoroSettings {
  focusMinutes: number;
  shortBreakMinutes: number;
  /** 15 to 30 by the spec. */
  longBreakMinutes: number;
  /** Focus sessions before a long break (4). */
  cyclesBeforeLongBreak: number;
  /** Start the next phase by itself when one ends. */
  autoStart: boolean;
}

export const DEFAULT_SETTINGS: PomodoroSettings = {
  focusMinutes: 25,
  shortBreakMinutes: 5,
  longBreakMinutes: 15,
  cyclesBeforeLongBreak: 4,
  autoStart: true,
};

export interface PomodoroState {
  phase: Phase;
  status: Status;
  /** When the running stretch began (null unless running). */
  runningSince: number | null;
  /** Time already spent in this phase before the running stretch (pauses excluded). */
  elapsedMs: number;
  /** Focus sessions finished since the last long break. */
  cycle: number;
  /** True after a resume, until the phase changes: the spec's "resumed" state. */
  resumed: boolean;
}

/** A phase that ran to its end, reported so the UI can notify and count. */
export interface PhaseEnd {
  phase: Phase;
  at: number;
  next: Phase;
}

export const initialState = (): PomodoroState => ({
  phase: 'focus',
  status: 'idle',
  runningSince: null,
  elapsedMs: 0,
  cycle: 0,
  resumed: false,
});

export function phaseMs(phase: Phase, s: PomodoroSettings): number {
  const minutes =
    phase === 'focus' ? s.focusMinutes : phase === 'shortBreak' ? s.shortBreakMinutes : s.longBreakMinutes;
  return Math.round(minutes * 60_000);
}

export function elapsed(state: PomodoroState, now: number): number {
  return state.elapsedMs + (state.runningSince === null ? 0 : Math.max(0, now - state.runningSince));
}

export function remainingMs(state: PomodoroState, now: number, s: PomodoroSettings): number {
  return Math.max(0, phaseMs(state.phase, s) - elapsed(state, now));
}

/** Which phase follows, given the focus sessions finished so far (including one just ended). */
function following(phase: Phase, cycle: number, s: PomodoroSettings): Phase {
  if (phase !== 'focus') return 'focus';
  return cycle >= s.cyclesBeforeLongBreak ? 'longBreak' : 'shortBreak';
}

/** Moves to `phase`, running from `at` or waiting to be started. */
function enter(state: PomodoroState, phase: Phase, cycle: number, run: boolean, at: number): PomodoroState {
  return {
    phase,
    status: run ? 'running' : 'idle',
    runningSince: run ? at : null,
    elapsedMs: 0,
    cycle: phase === 'focus' && state.phase === 'longBreak' ? 0 : cycle,
    resumed: false,
  };
}

export function start(state: PomodoroState, now: number): PomodoroState {
  if (state.status === 'running' || state.status === 'paused') return state;
  return { ...state, status: 'running', runningSince: now, elapsedMs: 0, resumed: false };
}

export function pause(state: PomodoroState, now: number): PomodoroState {
  if (state.status !== 'running') return state;
  return { ...state, status: 'paused', runningSince: null, elapsedMs: elapsed(state, now) };
}

export function resume(state: PomodoroState, now: number): PomodoroState {
  if (state.status !== 'paused') return state;
  return { ...state, status: 'running', runningSince: now, resumed: true };
}

/** Stops the current phase before its end; an interrupted focus session does not count. */
export function endEarly(state: PomodoroState, now: number): PomodoroState {
  if (state.status !== 'running' && state.status !== 'paused') return state;
  return {
    ...state,
    status: 'endedEarly',
    runningSince: null,
    elapsedMs: elapsed(state, now),
    resumed: false,
  };
}

/** Goes straight to the next phase (a skipped focus session does not count) and keeps running if it was. */
export function skip(state: PomodoroState, now: number, s: PomodoroSettings): PomodoroState {
  const next = following(state.phase, state.cycle, s);
  return enter(state, next, state.cycle, state.status === 'running', now);
}

/**
 * Brings the state up to `now`: every phase that has run out ends at its exact end time (a tab left
 * in the background for an hour catches up on all of them). Returns the phases that ended.
 */
export function advance(
  state: PomodoroState,
  now: number,
  s: PomodoroSettings,
): { state: PomodoroState; ended: PhaseEnd[] } {
  const ended: PhaseEnd[] = [];
  let current = state;
  while (current.status === 'running' && current.runningSince !== null) {
    const endsAt = current.runningSince + phaseMs(current.phase, s) - current.elapsedMs;
    if (now < endsAt) break;
    const cycle = current.phase === 'focus' ? current.cycle + 1 : current.cycle;
    const next = following(current.phase, cycle, s);
    ended.push({ phase: current.phase, at: endsAt, next });
    current = enter(current, next, cycle, s.autoStart, endsAt);
    if (ended.length > 1000) break; // zero-length phases must not spin forever
  }
  return { state: current, ended };
}

/** "mm:ss" (or "h:mm:ss") for a remaining time, rounded up so 0:00 shows only at the very end. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${String(m).padStart(2, '0')}:${sec}`;
}

/** Local calendar day key, e.g. "2025-03-09", for today's count. */
export function dayKey(time: number): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
