import { useCallback, useEffect, useRef, useState } from 'react';
import {
  advance,
  dayKey,
  endEarly,
  initialState,
  pause,
  remainingMs,
  resume,
  skip,
  start,
  type PhaseEnd,
  type PomodoroState,
} from '@toolbox/toolkit/time';
import { loadPrefs, loadToday, savePrefs, saveToday, type ClockPrefs } from './storage.ts';

/** How often the display refreshes; the time itself always comes from Date.now(). */
const REFRESH_MS = 250;

/**
 * The timer for the page: the engine's state, the saved settings and today's count. Every refresh
 * (and every return to the tab) brings the engine up to the real time; phases that ended while the
 * tab slept are reported to `onPhaseEnd` together.
 */
export function usePomodoro(onPhaseEnd: (ended: PhaseEnd[]) => void) {
  const [prefs, setPrefsState] = useState<ClockPrefs>(loadPrefs);
  const [state, setState] = useState<PomodoroState>(initialState);
  const [now, setNow] = useState(() => Date.now());
  const [today, setToday] = useState(() => loadToday(Date.now()));
  const latest = useRef({ state, prefs, onPhaseEnd });
  latest.current = { state, prefs, onPhaseEnd };

  const sync = useCallback(() => {
    const t = Date.now();
    setNow(t);
    const { state: current, prefs: settings, onPhaseEnd: report } = latest.current;
    const { state: next, ended } = advance(current, t, settings);
    if (ended.length === 0) return;
    latest.current.state = next;
    setState(next);
    const focusToday = ended.filter((e) => e.phase === 'focus' && dayKey(e.at) === dayKey(t)).length;
    if (focusToday > 0) {
      const count = loadToday(t) + focusToday;
      saveToday(t, count);
      setToday(count);
    }
    report(ended);
  }, []);

  useEffect(() => {
    if (state.status !== 'running') return;
    const id = setInterval(sync, REFRESH_MS);
    document.addEventListener('visibilitychange', sync);
    window.addEventListener('focus', sync);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', sync);
      window.removeEventListener('focus', sync);
    };
  }, [state.status, sync]);

  const act = (fn: (s: PomodoroState, t: number) => PomodoroState) => {
    const t = Date.now();
    const next = fn(latest.current.state, t);
    latest.current.state = next;
    setState(next);
    setNow(t);
  };

  const setPrefs = (patch: Partial<ClockPrefs>) => {
    const next = { ...latest.current.prefs, ...patch };
    latest.current.prefs = next;
    savePrefs(next);
    setPrefsState(next);
  };

  return {
    state,
    prefs,
    today,
    remaining: remainingMs(state, now, prefs),
    setPrefs,
    start: () => act(start),
    pause: () => act(pause),
    resume: () => act(resume),
    endEarly: () => act(endEarly),
    skip: () => act((s, t) => skip(s, t, latest.current.prefs)),
  };
}
