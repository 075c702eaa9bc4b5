/**
 * Cut points as the spec writes them: `HH:MM:SS` or `HH:MM:SS.ms` (the fraction is of a second:
 * `.5` is half a second, `.250` a quarter). Times are kept in whole milliseconds.
 */

/** Why a cut point or a pair of them was refused; the tools translate these codes. */
export type TimeError = 'time_format' | 'time_end_before_start' | 'time_beyond_length';

const PATTERN = /^(\d{1,2}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/;

/** Milliseconds of `HH:MM:SS` or `HH:MM:SS.ms` (surrounding spaces allowed), or null when it is neither. */
export function parseTimecode(text: string): number | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const [, hh = '0', mm = '0', ss = '0', frac] = m;
  const ms = frac === undefined ? 0 : Number(frac.padEnd(3, '0'));
  return ((Number(hh) * 60 + Number(mm)) * 60 + Number(ss)) * 1000 + ms;
}

/** `HH:MM:SS.mmm` of milliseconds (rounded to whole milliseconds); `.mmm` is left off when zero. */
export function formatTimecode(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const frac = total % 1000;
  const s = Math.floor(total / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const base = `${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
  return frac ? `${base}.${String(frac).padStart(3, '0')}` : base;
}

export type CutRange =
  { ok: true; startMs: number; endMs: number } | { ok: false; error: TimeError; field: 'start' | 'end' };

/**
 * Checks a cut: both times well formed, the end after the start, neither beyond the length
 * (`lengthMs`, the file's duration; a time equal to it is allowed).
 */
export function checkCutRange(start: string, end: string, lengthMs: number): CutRange {
  const startMs = parseTimecode(start);
  if (startMs === null) return { ok: false, error: 'time_format', field: 'start' };
  const endMs = parseTimecode(end);
  if (endMs === null) return { ok: false, error: 'time_format', field: 'end' };
  // The length is known to the microsecond; a time written to the millisecond may round up past it.
  const limit = Math.ceil(lengthMs);
  if (startMs > limit) return { ok: false, error: 'time_beyond_length', field: 'start' };
  if (endMs > limit) return { ok: false, error: 'time_beyond_length', field: 'end' };
  if (endMs <= startMs) return { ok: false, error: 'time_end_before_start', field: 'end' };
  return { ok: true, startMs, endMs: Math.min(endMs, lengthMs) };
}
