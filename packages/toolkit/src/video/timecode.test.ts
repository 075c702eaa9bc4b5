import { describe, expect, it } from 'vitest';
import { checkCutRange, formatTimecode, keyframeStart, parseTimecode } from './timecode.ts';

describe('parseTimecode', () => {
  it('reads HH:MM:SS and HH:MM:SS.ms', () => {
    expect(parseTimecode('00:00:05')).toBe(5);
    expect(parseTimecode('01:02:03')).toBe(3723);
    expect(parseTimecode('00:00:01.5')).toBe(1.5);
    expect(parseTimecode('00:00:01.250')).toBe(1.25);
    expect(parseTimecode(' 00:01:00.007 ')).toBeCloseTo(60.007, 6);
  });
  it('reads the shorter forms', () => {
    expect(parseTimecode('02:30')).toBe(150);
    expect(parseTimecode('7.5')).toBe(7.5);
  });
  it('refuses what is not a time code', () => {
    for (const bad of ['', 'abc', '00:60:00', '00:00:60', '1:2:3:4', '00:00:01.1234', '-1', '00:00:01,5'])
      expect(parseTimecode(bad), bad).toBeNull();
  });
});

describe('formatTimecode', () => {
  it('writes HH:MM:SS.mmm and reads back the same', () => {
    expect(formatTimecode(0)).toBe('00:00:00.000');
    expect(formatTimecode(3723.4567)).toBe('01:02:03.457');
    for (const s of [0.04, 9, 59.999, 3600.5]) expect(parseTimecode(formatTimecode(s))).toBeCloseTo(s, 3);
  });
});

describe('checkCutRange', () => {
  it('accepts a range inside the length', () => {
    expect(checkCutRange('00:00:01', '00:00:03.500', 9)).toEqual({ ok: true, start: 1, end: 3.5 });
  });
  it('names what is wrong', () => {
    expect(checkCutRange('1:x', '00:00:02', 9)).toEqual({ ok: false, error: 'start_format' });
    expect(checkCutRange('00:00:01', '', 9)).toEqual({ ok: false, error: 'end_format' });
    expect(checkCutRange('00:00:03', '00:00:03', 9)).toEqual({ ok: false, error: 'end_not_after_start' });
    expect(checkCutRange('00:00:04', '00:00:02', 9)).toEqual({ ok: false, error: 'end_not_after_start' });
    expect(checkCutRange('00:00:01', '00:00:09.500', 9)).toEqual({ ok: false, error: 'beyond_length' });
    expect(checkCutRange('00:00:10', '00:00:12', 9)).toEqual({ ok: false, error: 'beyond_length' });
  });
  it('allows the end at the shown length (rounded to the millisecond)', () => {
    expect(checkCutRange('00:00:00', '00:00:02.006', 2.005333)).toEqual({
      ok: true,
      start: 0,
      end: 2.005333,
    });
  });
});

describe('keyframeStart', () => {
  it('is the last key frame at or before the start', () => {
    const keys = [0, 1.92, 3.84, 5.76, 7.68];
    expect(keyframeStart(2.5, keys)).toBe(1.92);
    expect(keyframeStart(3.84, keys)).toBe(3.84);
    expect(keyframeStart(1, keys)).toBe(0);
    expect(keyframeStart(8, [7.68, 0, 3.84])).toBe(7.68);
  });
});
