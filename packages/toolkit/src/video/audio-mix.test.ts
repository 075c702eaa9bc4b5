import { describe, expect, it } from 'vitest';
import { Resampler, remixChannels } from './audio-mix.ts';

const sine = (n: number, rate: number, hz: number, from = 0) =>
  Float32Array.from({ length: n }, (_, i) => Math.sin((2 * Math.PI * hz * (i + from)) / rate));

describe('remixChannels', () => {
  it('downmixes 5.1 to stereo, averages to mono and copies mono out', () => {
    const one = (v: number) => new Float32Array([v, v]);
    const [l, r] = remixChannels([one(1), one(0), one(1), one(0.5), one(0), one(0)], 2);
    expect(l![0]).toBeCloseTo((1 + Math.SQRT1_2) / (1 + 2 * Math.SQRT1_2));
    expect(r![0]).toBeCloseTo(Math.SQRT1_2 / (1 + 2 * Math.SQRT1_2));
    expect(remixChannels([one(1), one(0)], 1)[0]![1]).toBe(0.5);
    const up = remixChannels([one(0.25)], 2);
    expect(up.map((p) => p[0])).toEqual([0.25, 0.25]);
  });
});

describe('Resampler', () => {
  it('turns 44.1 kHz into 48 kHz across chunk joins without a click', () => {
    const rs = new Resampler(44100, 48000);
    const input = sine(44100, 44100, 440);
    const parts = [input.subarray(0, 1000), input.subarray(1000, 20000), input.subarray(20000)];
    const out = parts.flatMap((p) => Array.from(rs.push([p])[0]!));
    expect(Math.abs(out.length - 48000)).toBeLessThanOrEqual(2);
    const expected = sine(out.length, 48000, 440);
    let worst = 0;
    for (let i = 0; i < out.length; i++) worst = Math.max(worst, Math.abs(out[i]! - expected[i]!));
    expect(worst).toBeLessThan(0.01);
  });
  it('passes samples through at the same rate', () => {
    const p = [new Float32Array([1, 2, 3])];
    expect(new Resampler(48000, 48000).push(p)).toBe(p);
  });
});
