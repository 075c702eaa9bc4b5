/** Units a numeric timestamp can be written in. */
export type TimestampUnit = 's' | 'ms' | 'us' | 'ns';

const PER_MS: Record<TimestampUnit, number> = { s: 1e-3, ms: 1, us: 1e3, ns: 1e6 };

/** Guesses the unit from the digit count: 10 digits are seconds, 13 milliseconds, 16 µs, 19 ns. */
export function guessUnit(digits: string): TimestampUnit {
  const n = digits.replace(/^[-+]/, '').replace(/\.\d*$/, '').length;
  return n <= 11 ? 's' : n <= 14 ? 'ms' : n <= 17 ? 'us' : 'ns';
}

/** Epoch milliseconds of a numeric timestamp, or null when it is not a number or out of Date's range. */
export function timestampToMs(input: string, unit: TimestampUnit): number | null {
  const text = input.trim();
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
  const ms = Number(text) / PER_MS[unit];
  return Math.abs(ms) <= 8.64e15 ? Math.floor(ms) : null;
}

/** A timestamp in the given unit (seconds are floored, like `date +%s`). */
export function msToTimestamp(ms: number, unit: TimestampUnit): string {
  if (unit === 's') return String(Math.floor(ms / 1000));
  return (BigInt(ms) * BigInt(PER_MS[unit])).toString();
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
      era: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows this IANA time zone. */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

export interface ZonedTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 = Sunday. */
  weekday: number;
  /** Offset from UTC in minutes (east positive), e.g. 480 for Asia/Shanghai. */
  offsetMinutes: number;
}

/** Date.UTC without its 0–99 → 1900–1999 year mapping. */
function utcOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, ms);
  return d.getTime();
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock time at `ms` in `timeZone`. */
export function zonedTime(ms: number, timeZone: string): ZonedTime {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  const yearAbs = Number(parts.year);
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - yearAbs : yearAbs;
  const millisecond = ((ms % 1000) + 1000) % 1000;
  const t = {
    year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
  const wall = utcOf(t.year, t.month, t.day, t.hour, t.minute, t.second, millisecond);
  return { ...t, offsetMinutes: Math.round((wall - ms) / 60_000) };
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `+08:00`, `-03:30`, `Z` for UTC when `z` is set. */
export function formatOffset(minutes: number, z = false): string {
  if (minutes === 0 && z) return 'Z';
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** `2024-03-01 08:30:00` (with `.123` when `withMs`) in `timeZone`. */
export function formatDateTime(ms: number, timeZone: string, withMs = false): string {
  const t = zonedTime(ms, timeZone);
  const year = t.year < 0 ? `-${pad(t.year, 4)}` : pad(t.year, 4);
  const base = `${year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
  return withMs ? `${base}.${pad(t.millisecond, 3)}` : base;
}

/** ISO 8601 with the zone's offset, e.g. `2024-03-01T08:30:00.000+08:00`. */
export function formatIso(ms: number, timeZone: string): string {
  const t = zonedTime(ms, timeZone);
  return `${formatDateTime(ms, timeZone, true).replace(' ', 'T')}${formatOffset(t.offsetMinutes, true)}`;
}

const DATE_TIME =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Epoch milliseconds of a date and time typed as `2024-03-01 08:30[:00[.000]]` (also with `/` or `T`),
 * read in `timeZone` unless it carries its own offset (`Z`, `+08:00`). Null when it is not a valid date.
 */
export function parseDateTime(input: string, timeZone: string): number | null {
  const m = DATE_TIME.exec(input.trim());
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((v) => Number(v ?? 0));
  const msPart = Number((m[7] ?? '0').padEnd(3, '0'));
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = utcOf(y!, mo!, d!, h, mi, s, msPart);
  if (new Date(wall).getUTCDate() !== d) return null; // 2023-02-30
  const zone = m[8];
  if (zone) {
    if (zone.toUpperCase() === 'Z') return wall;
    const digits = zone.replace(':', '');
    const offset = (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3))) * (digits[0] === '-' ? -1 : 1);
    return wall - offset * 60_000;
  }
  // Guess with the offset at the wall time, then correct once (enough across DST changes).
  let guess = wall - zonedTime(wall, timeZone).offsetMinutes * 60_000;
  guess = wall - zonedTime(guess, timeZone).offsetMinutes * 60_000;
  return guess;
}

/** The largest whole unit for "3 minutes ago" / "in 2 days" (value negative in the past). */
export function relativeTime(ms: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const diff = (ms - now) / 1000;
  const abs = Math.abs(diff);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 365.25 * 86400],
    ['month', 30.44 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, seconds] of units) {
    if (abs >= seconds) return { value: Math.trunc(diff / seconds), unit };
  }
  return { value: Math.trunc(diff), unit: 'second' };
}
