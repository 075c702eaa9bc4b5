import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkCutRange,
  checkFormat,
  fitFormat,
  MemoryBytes,
  formatTimecode,
  mixChannels,
  parseTimecode,
  PeakMeter,
  planMerge,
  readWav16,
  Resampler,
  WavWriter,
  type Planes,
} from './index.ts';

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../../../apps/web/e2e/fixtures/audio/${name}`, import.meta.url))),
  );

describe('time codes', () => {
  it('reads HH:MM:SS and HH:MM:SS.ms, the fraction being of a second', () => {
    expect(parseTimecode('00:00:00')).toBe(0);
    expect(parseTimecode('01:02:03')).toBe(3723_000);
    expect(parseTimecode(' 00:01:05.250 ')).toBe(65_250);
    expect(parseTimecode('00:00:01.5')).toBe(1500);
    expect(parseTimecode('00:00:01.05')).toBe(1050);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '1:2:3',
      '00:60:00',
      '00:00:60',
      '00:01',
      '00:00:01.',
      '00:00:01.1234',
      'abc',
      '',
      '-00:00:01',
    ])
      expect(parseTimecode(bad), bad).toBeNull();
  });

  it('writes milliseconds back, the fraction only when there is one', () => {
    expect(formatTimecode(3723_000)).toBe('01:02:03');
    expect(formatTimecode(65_250)).toBe('00:01:05.250');
    expect(formatTimecode(5537.959)).toBe('00:00:05.538');
    expect(parseTimecode(formatTimecode(123_456))).toBe(123_456);
  });

  it('checks a cut: end after start, neither beyond the length', () => {
    expect(checkCutRange('00:00:01', '00:00:02.5', 5000)).toEqual({ ok: true, startMs: 1000, endMs: 2500 });
    expect(checkCutRange('00:00:02', '00:00:02', 5000)).toEqual({
      ok: false,
      error: 'time_end_before_start',
      field: 'end',
    });
    expect(checkCutRange('00:00:03', '00:00:02', 5000)).toMatchObject({ error: 'time_end_before_start' });
    expect(checkCutRange('00:00:01', '00:00:06', 5000)).toEqual({
      ok: false,
      error: 'time_beyond_length',
      field: 'end',
    });
    expect(checkCutRange('00:00:06', '00:00:07', 5000)).toMatchObject({
      error: 'time_beyond_length',
      field: 'start',
    });
    expect(checkCutRange('1s', '00:00:02', 5000)).toEqual({
      ok: false,
      error: 'time_format',
      field: 'start',
    });
    // The length written to the millisecond (rounded up) is the end of the file.
    expect(checkCutRange('00:00:00', '00:00:05.538', 5537.959)).toEqual({
      ok: true,
      startMs: 0,
      endMs: 5537.959,
    });
  });
});

describe('format limits and merge plans', () => {
  it('holds MP3 to 48 kHz and two channels', () => {
    expect(checkFormat('mp3', 44100, 2)).toBeNull();
    expect(checkFormat('mp3', 96000, 2)).toBe('rate_unsupported');
    expect(checkFormat('mp3', 44100, 6)).toBe('channels_unsupported');
    expect(checkFormat('m4a', 96000, 2)).toBeNull();
    expect(checkFormat('wav', 192000, 8)).toBeNull();
    expect(checkFormat('wav', 44100, 9)).toBe('channels_unsupported');
    expect(fitFormat('mp3', { sampleRate: 96000, channels: 6 })).toEqual({ sampleRate: 48000, channels: 2 });
    expect(fitFormat('mp3', { sampleRate: 44100, channels: 1 })).toEqual({ sampleRate: 44100, channels: 1 });
    expect(fitFormat('m4a', { sampleRate: 7000, channels: 1 })).toEqual({ sampleRate: 8000, channels: 1 });
  });

  it('brings every file to the first one’s shape, or to a chosen one the format holds', () => {
    const inputs = [
      { sampleRate: 44100, channels: 2 },
      { sampleRate: 22050, channels: 1 },
      { sampleRate: 44100, channels: 2 },
    ];
    expect(planMerge('mp3', inputs)).toEqual({
      ok: true,
      plan: {
        target: { sampleRate: 44100, channels: 2 },
        steps: [
          { resample: false, remix: false },
          { resample: true, remix: true },
          { resample: false, remix: false },
        ],
      },
    });
    expect(planMerge('mp3', inputs, { sampleRate: 22050, channels: 1 })).toMatchObject({
      ok: true,
      plan: {
        steps: [
          { resample: true, remix: true },
          { resample: false, remix: false },
          { resample: true, remix: true },
        ],
      },
    });
    expect(planMerge('mp3', inputs, { sampleRate: 96000, channels: 2 })).toEqual({
      ok: false,
      error: 'rate_unsupported',
    });
    expect(planMerge('m4a', [])).toEqual({ ok: false, error: 'no_inputs' });
  });
});

const sine = (freq: number, rate: number, frames: number, amp = 0.5) =>
  Float32Array.from({ length: frames }, (_, i) => amp * Math.sin((2 * Math.PI * freq * i) / rate));

/** Zero crossings upward per second: the frequency of a clean tone. */
function frequency(p: Float32Array, rate: number): number {
  let n = 0;
  for (let i = 1; i < p.length; i++) if ((p[i - 1] ?? 0) < 0 && (p[i] ?? 0) >= 0) n++;
  return (n * rate) / p.length;
}

const concat = (parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('channel mixing', () => {
  it('averages down to mono, copies mono up, keeps stereo in place when adding channels', () => {
    const l = Float32Array.of(1, 0.5, 0);
    const r = Float32Array.of(0, 0.5, -1);
    expect(Array.from(mixChannels([l, r], 1)[0] ?? [])).toEqual([0.5, 0.5, -0.5]);
    const up = mixChannels([l], 2);
    expect(up.map((p) => Array.from(p))).toEqual([Array.from(l), Array.from(l)]);
    const four = mixChannels([l, r], 4);
    expect(four.map((p) => Array.from(p))).toEqual([Array.from(l), Array.from(r), [0, 0, 0], [0, 0, 0]]);
  });

  it('folds 5.1 to stereo with the centre on both sides and the LFE left out', () => {
    const one = Float32Array.of(1);
    const zero = Float32Array.of(0);
    const [left, right] = mixChannels([zero, zero, one, zero, zero, zero], 2);
    expect(left?.[0]).toBeCloseTo(right?.[0] ?? NaN, 6);
    expect(left?.[0]).toBeGreaterThan(0.2);
    const lfe = mixChannels([zero, zero, zero, one, zero, zero], 2);
    expect(lfe.map((p) => p[0])).toEqual([0, 0]);
    const leftOnly = mixChannels([one, zero, zero, zero, zero, zero], 2);
    expect(leftOnly[1]?.[0]).toBe(0);
  });
});

describe('resampling', () => {
  it.each([
    [22050, 44100],
    [44100, 48000],
    [48000, 44100],
    [44100, 22050],
    [11025, 48000],
  ])('%i Hz to %i Hz keeps the pitch and the length, chunk by chunk as at once', (from, to) => {
    const input = sine(440, from, from * 2);
    const whole = new Resampler(from, to, 1);
    const once = concat([
      whole.process([input])[0] ?? new Float32Array(),
      whole.flush()[0] ?? new Float32Array(),
    ]);
    expect(once.length).toBe(Math.round((input.length * to) / from));
    expect(frequency(once, to)).toBeCloseTo(440, -1);

    const chunked = new Resampler(from, to, 1);
    const parts: Float32Array[] = [];
    for (let at = 0; at < input.length; at += 1000 + (at % 7))
      parts.push(chunked.process([input.subarray(at, at + 1000 + (at % 7))])[0] ?? new Float32Array());
    parts.push(chunked.flush()[0] ?? new Float32Array());
    const streamed = concat(parts);
    expect(streamed.length).toBe(once.length);
    let maxDiff = 0;
    for (let i = 0; i < once.length; i++)
      maxDiff = Math.max(maxDiff, Math.abs((once[i] ?? 0) - (streamed[i] ?? 0)));
    expect(maxDiff).toBeLessThan(1e-5);
  });

  it('damps a tone the lower rate cannot carry', () => {
    // 20 kHz at 48 kHz cannot exist at 8 kHz; without the low-pass it folds back at full level.
    const out =
      new Resampler(48000, 8000, 1).process([sine(20000, 48000, 48000, 1)])[0] ?? new Float32Array();
    const peak = out.slice(100).reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peak).toBeLessThan(0.35);
  });
});

describe('WAV writing', () => {
  it('writes 16-bit PCM that reads back sample for sample, in chunks', () => {
    const left = sine(1000, 8000, 3000);
    const right = sine(500, 8000, 3000, -0.25);
    const sink = new MemoryBytes();
    const writer = new WavWriter(8000, 2, sink);
    writer.add([left.subarray(0, 1234), right.subarray(0, 1234)]);
    writer.add([left.subarray(1234), right.subarray(1234)]);
    expect(writer.frames).toBe(3000);
    writer.finish();
    const bytes = sink.bytes();
    expect(bytes.length).toBe(44 + 3000 * 4);
    const back = readWav16(bytes);
    expect(back?.sampleRate).toBe(8000);
    expect(back?.channels).toBe(2);
    for (const [i, p] of [left, right].entries())
      for (let k = 0; k < 3000; k += 97) expect(back?.planes[i]?.[k]).toBeCloseTo(p[k] ?? NaN, 4);
  });

  it('clamps out-of-range samples and writes WAVE_FORMAT_EXTENSIBLE for 5.1', () => {
    const sink = new MemoryBytes();
    const writer = new WavWriter(48000, 6, sink);
    const planes: Planes = Array.from({ length: 6 }, () => Float32Array.of(2, -2));
    writer.add(planes);
    writer.finish();
    const bytes = sink.bytes();
    const view = new DataView(bytes.buffer);
    expect(view.getUint16(20, true)).toBe(0xfffe);
    expect(view.getUint32(40, true)).toBe(0x3f);
    expect(readWav16(bytes)?.planes[0]?.[0]).toBeCloseTo(0x7fff / 0x8000, 6);
    expect(readWav16(bytes)?.planes[0]?.[1]).toBe(-1);
  });

  it('reads a real 16-bit WAV (LibreOffice’s gallery sound) to its length', () => {
    const wav = readWav16(fixture('space.wav'));
    expect(wav?.sampleRate).toBe(22050);
    expect(wav?.channels).toBe(1);
    // ffprobe: 3.032063 s
    expect((wav?.planes[0]?.length ?? 0) / 22050).toBeCloseTo(3.032063, 4);
  });
});

describe('waveform peaks', () => {
  it('keeps the loudest sample of each stretch and tells silence', () => {
    const meter = new PeakMeter(1000, 4);
    const p = new Float32Array(1000);
    p[10] = 0.2;
    p[260] = -0.9;
    p[999] = 0.5;
    meter.add([p.subarray(0, 300)]);
    meter.add([p.subarray(300)]);
    expect(Array.from(meter.peaks).map((v) => Math.round(v * 10) / 10)).toEqual([0.2, 0.9, 0, 0.5]);
    const silent = readWav16(fixture('silent.wav'));
    const quiet = new PeakMeter(silent?.planes[0]?.length ?? 0, 10);
    quiet.add(silent?.planes ?? []);
    expect(quiet.max).toBe(0);
  });
});
