import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { id3Size, LAME_ENCODER_DELAY, readMp3Gapless } from './mp3-gapless.ts';
import { nodeMp3Wasm } from './mp3-wasm-node.ts';
import { AudioError, probeAudio, runAudioJob, setMp3Wasm } from './transcode.ts';
import { readWav16 } from './wav.ts';

const bytes = (name: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../../../apps/web/e2e/fixtures/audio/${name}`, import.meta.url))),
  );
const file = (name: string) => ({ name, blob: new Blob([bytes(name)]) });

describe('MP3 gapless tags', () => {
  it('reads the LAME tag ffmpeg (libmp3lame) wrote: the samples it keeps are what ffmpeg decodes', () => {
    const roll = readMp3Gapless(bytes('roll.mp3'));
    expect(roll).toMatchObject({ sampleRate: 44100, spf: 1152, delay: LAME_ENCODER_DELAY });
    // `ffmpeg -i roll.mp3 -f s16le -` gives 242604 stereo samples; kongas (MPEG-2, 576 a frame): 54822.
    expect(roll && roll.frames * roll.spf - roll.delay - roll.padding).toBe(242604);
    const kongas = readMp3Gapless(bytes('kongas.mp3'));
    expect(kongas?.spf).toBe(576);
    expect(kongas && kongas.frames * kongas.spf - kongas.delay - kongas.padding).toBe(54822);
    expect(readMp3Gapless(bytes('corrupt.mp3'))).toBeNull();
    // The same MP3 behind a 267 KB cover picture (ID3v2 APIC): found past the tag.
    const cover = bytes('cover-art.mp3');
    expect(id3Size(cover)).toBeGreaterThan(266_000);
    const covered = readMp3Gapless(cover);
    expect(covered && covered.frames * covered.spf - covered.delay - covered.padding).toBe(54822);
  });
});

// Node has no WebCodecs: these run on PCM input, which mediabunny decodes itself, and the wasm LAME.
describe('audio jobs in Node', () => {
  setMp3Wasm(nodeMp3Wasm);

  it('reads a WAV: shape, waveform, silence', async () => {
    const space = await probeAudio(file('space.wav'), 50);
    expect(space).toMatchObject({ sampleRate: 22050, channels: 1, codec: 'pcm-s16', silent: false });
    expect(space.duration).toBeCloseTo(3.032063, 5);
    expect(space.peaks).toHaveLength(50);
    expect(Math.max(...space.peaks)).toBeGreaterThan(0.5);
    expect((await probeAudio(file('silent.wav'))).silent).toBe(true);
    await expect(probeAudio(file('corrupt.mp3'))).rejects.toMatchObject({ code: 'audio_unreadable' });
  });

  it('cuts to the sample and converts rate and channels on the way', async () => {
    const res = await runAudioJob({
      files: [file('space.wav')],
      format: 'wav',
      sampleRate: 44100,
      channels: 2,
      cut: { startMs: 500, endMs: 2250 },
    });
    const wav = readWav16(res.bytes);
    expect(wav?.sampleRate).toBe(44100);
    expect(wav?.channels).toBe(2);
    // 1.75 s is 38587.5 samples at the source's 22050 Hz: cut at a whole source sample, then doubled.
    expect(wav?.planes[0]?.length).toBe(2 * Math.round(1.75 * 22050));
    expect(Array.from(wav?.planes[0]?.subarray(1000, 1010) ?? [])).toEqual(
      Array.from(wav?.planes[1]?.subarray(1000, 1010) ?? []),
    );
    await expect(
      runAudioJob({ files: [file('space.wav')], format: 'wav', cut: { startMs: 2000, endMs: 4000 } }),
    ).rejects.toBeInstanceOf(AudioError);
  });

  it('joins WAVs and writes an MP3 whose LAME tag keeps exactly the sound', async () => {
    const progress: number[] = [];
    const res = await runAudioJob({ files: [file('space.wav'), file('silent.wav')], format: 'mp3' }, (done) =>
      progress.push(done),
    );
    expect(res).toMatchObject({ sampleRate: 22050, channels: 1, mimeType: 'audio/mpeg' });
    const tag = readMp3Gapless(res.bytes);
    expect(tag && tag.frames * tag.spf - tag.delay - tag.padding).toBe(2 * 66857);
    expect(progress.at(-1)).toBe(Math.round((2 * 66857) / 22.05));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  }, 30_000);
});
