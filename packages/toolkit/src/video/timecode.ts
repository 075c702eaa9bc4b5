/**
 * Time codes as the spec writes them: `HH:MM:SS` or `HH:MM:SS.ms` (hours may be left out, so `MM:SS`
 * and plain seconds are read too). Minutes and seconds stay below 60 once there is a larger unit.
 */
const TIMECODE = /^(?:(?:(\d{1,3}):)?([0-5]?\d):)?(\d+)(?:\.(\d{1,3}))?$/;

/** Seconds of a time code, or null when it is not one. */
export function parseTimecode(text: string): number | null {
  const m = TIMECODE.exec(text.trim());
  if (!m) return null;
  const [, h, min, s, ms] = m;
  const seconds = Number(s);
  if ((min !== undefined || h !== undefined) && seconds >= 60) return null;
  const fraction = ms === undefined ? 0 : Number(ms.padEnd(3, '0')) / 1000;
  return Number(h ?? 0) * 3600 + Number(min ?? 0) * 60 + seconds + fraction;
}

/** `HH:MM:SS.mmm` for a number of seconds (rounded to the millisecond). */
export function formatTimecode(seconds: number): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const ms = total % 1000;
  const s = Math.floor(total / 1000) % 60;
  const m = Math.floor(total / 60_000) % 60;
  const h = Math.floor(total / 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}.${String(ms).padStart(3, '0')}`;
}

/** Why a cut range was refused; each has a message in both languages on the page. */
export type CutRangeError = 'start_format' | 'end_format' | 'end_not_after_start' | 'beyond_length';

export type CutRange = { ok: true; start: number; end: number } | { ok: false; error: CutRangeError };

/**
 * Reads and checks a cut range against the media's length: both fields are time codes, the end lies
 * after the start, and neither lies beyond the length (a thousandth of a second of slack, as the
 * length itself is shown to the millisecond).
 */
export function checkCutRange(startText: string, endText: string, length: number): CutRange {
  const start = parseTimecode(startText);
  if (start === null) return { ok: false, error: 'start_format' };
  const end = parseTimecode(endText);
  if (end === null) return { ok: false, error: 'end_format' };
  if (end <= start) return { ok: false, error: 'end_not_after_start' };
  if (start > length + 0.001 || end > length + 0.001) return { ok: false, error: 'beyond_length' };
  return { ok: true, start, end: Math.min(end, length) };
}

/**
 * Where a copy (no re-encode) of [start, end] really begins: the last key frame at or before `start`
 * (video can only be decoded from one). `keyframes` are the key frames' times, in any order.
 */
export function keyframeStart(start: number, keyframes: readonly number[]): number {
  let best = 0;
  for (const k of keyframes) if (k <= start + 1e-6 && k > best) best = k;
  return best;
}
