import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatIso,
  guessUnit,
  isTimeZone,
  msToTimestamp,
  parseDateTime,
  relativeTime,
  timestampToMs,
  zonedTime,
} from './timestamp.ts';

describe('numeric timestamps', () => {
  it('guesses seconds, milliseconds, micro- and nanoseconds from the length', () => {
    expect(guessUnit('1700000000')).toBe('s');
    expect(guessUnit('1700000000123')).toBe('ms');
    expect(guessUnit('1700000000123456')).toBe('us');
    expect(guessUnit('1700000000123456789')).toBe('ns');
    expect(guessUnit('-86400')).toBe('s');
  });

  it('converts both ways without losing precision', () => {
    expect(timestampToMs('1700000000', 's')).toBe(1_700_000_000_000);
    expect(timestampToMs(' 1700000000.5 ', 's')).toBe(1_700_000_000_500);
    expect(timestampToMs('1700000000123456', 'us')).toBe(1_700_000_000_123);
    expect(timestampToMs('-1', 's')).toBe(-1000);
    expect(timestampToMs('12abc', 's')).toBeNull();
    expect(timestampToMs('99999999999999999', 's')).toBeNull();
    expect(msToTimestamp(1_700_000_000_999, 's')).toBe('1700000000');
    expect(msToTimestamp(-1, 's')).toBe('-1');
    expect(msToTimestamp(1_700_000_000_123, 'ns')).toBe('1700000000123000000');
  });
});

describe('time zones', () => {
  const ms = Date.UTC(2024, 2, 1, 0, 30, 0, 250); // 2024-03-01T00:30:00.250Z
  it('formats the wall time and offset in any IANA zone', () => {
    expect(formatDateTime(ms, 'Asia/Shanghai')).toBe('2024-03-01 08:30:00');
    expect(formatDateTime(ms, 'America/New_York', true)).toBe('2024-02-29 19:30:00.250');
    expect(formatIso(ms, 'Asia/Kolkata')).toBe('2024-03-01T06:00:00.250+05:30');
    expect(formatIso(ms, 'UTC')).toBe('2024-03-01T00:30:00.250Z');
    expect(zonedTime(ms, 'Asia/Shanghai')).toMatchObject({ weekday: 5, offsetMinutes: 480 });
    expect(formatDateTime(-1000, 'UTC')).toBe('1969-12-31 23:59:59');
  });

  it('reads a typed date in the chosen zone, or with its own offset', () => {
    expect(parseDateTime('2024-03-01 08:30:00', 'Asia/Shanghai')).toBe(Date.UTC(2024, 2, 1, 0, 30));
    expect(parseDateTime('2024/3/1 08:30', 'Asia/Shanghai')).toBe(Date.UTC(2024, 2, 1, 0, 30));
    expect(parseDateTime('2024-03-01T08:30:00.5', 'UTC')).toBe(Date.UTC(2024, 2, 1, 8, 30, 0, 500));
    expect(parseDateTime('2024-03-01T08:30:00+05:30', 'Asia/Shanghai')).toBe(Date.UTC(2024, 2, 1, 3, 0));
    expect(parseDateTime('2024-03-01T08:30:00Z', 'Asia/Shanghai')).toBe(Date.UTC(2024, 2, 1, 8, 30));
    expect(parseDateTime('2024-03-01', 'UTC')).toBe(Date.UTC(2024, 2, 1));
  });

  it('handles daylight saving time on both sides of the change', () => {
    // New York: EST (−5) before 10 March 2024, EDT (−4) after.
    expect(parseDateTime('2024-03-09 12:00', 'America/New_York')).toBe(Date.UTC(2024, 2, 9, 17));
    expect(parseDateTime('2024-03-11 12:00', 'America/New_York')).toBe(Date.UTC(2024, 2, 11, 16));
    expect(formatIso(Date.UTC(2024, 6, 1, 12), 'America/New_York')).toBe('2024-07-01T08:00:00.000-04:00');
  });

  it('rejects impossible dates and unknown zones', () => {
    expect(parseDateTime('2023-02-30 00:00', 'UTC')).toBeNull();
    expect(parseDateTime('2024-13-01', 'UTC')).toBeNull();
    expect(parseDateTime('yesterday', 'UTC')).toBeNull();
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('relativeTime', () => {
  const now = Date.UTC(2024, 0, 1);
  it('picks the largest whole unit', () => {
    expect(relativeTime(now - 30_000, now)).toEqual({ value: -30, unit: 'second' });
    expect(relativeTime(now - 5 * 60_000, now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTime(now + 3 * 86_400_000, now)).toEqual({ value: 3, unit: 'day' });
    expect(relativeTime(now - 400 * 86_400_000, now)).toEqual({ value: -1, unit: 'year' });
  });
});
