import { DEFAULT_SETTINGS, dayKey, type PomodoroSettings } from '@toolbox/toolkit/time';

const SETTINGS_KEY = 'toolbox.tomato_clock.settings';
const TODAY_KEY = 'toolbox.tomato_clock.today';

export interface ClockPrefs extends PomodoroSettings {
  sound: boolean;
}

const clamp = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.round(value)))
    : fallback;

function read(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the timer works, it just forgets.
  }
}

/** Saved settings, each checked and kept in range (a hand-edited value cannot break the timer). */
export function loadPrefs(): ClockPrefs {
  const saved = read(SETTINGS_KEY);
  return {
    focusMinutes: clamp(saved.focusMinutes, 1, 120, DEFAULT_SETTINGS.focusMinutes),
    shortBreakMinutes: clamp(saved.shortBreakMinutes, 1, 60, DEFAULT_SETTINGS.shortBreakMinutes),
    longBreakMinutes: clamp(saved.longBreakMinutes, 15, 30, DEFAULT_SETTINGS.longBreakMinutes),
    cyclesBeforeLongBreak: DEFAULT_SETTINGS.cyclesBeforeLongBreak,
    autoStart: typeof saved.autoStart === 'boolean' ? saved.autoStart : DEFAULT_SETTINGS.autoStart,
    sound: typeof saved.sound === 'boolean' ? saved.sound : true,
  };
}

export const savePrefs = (prefs: ClockPrefs): void => write(SETTINGS_KEY, prefs);

/** Pomodoros completed today (a saved count from another day reads as 0). */
export function loadToday(now: number): number {
  const saved = read(TODAY_KEY);
  return saved.day === dayKey(now) ? clamp(saved.count, 0, 10_000, 0) : 0;
}

export const saveToday = (now: number, count: number): void => write(TODAY_KEY, { day: dayKey(now), count });
