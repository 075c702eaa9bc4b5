import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readMp3Gapless, readWav16 } from '@toolbox/toolkit/audio';
import { runAudioJob, setMp3Wasm, type AudioJob } from '@toolbox/toolkit/audio/transcode';
import { nodeMp3Wasm } from '@toolbox/toolkit/node';
import { keepOutput, releaseOutput } from '../output/output-keep.ts';
import { installFakeOutputs, removeFakeOutputs, type FakeFolder } from '../output/test-helpers.ts';
import { handleAudioRequest } from './handler.ts';
import { answerBytes, audioFixture } from './test-helpers.ts';

// The worker fetches our build's LAME wasm; in Node the installed package's file.
setMp3Wasm(nodeMp3Wasm);

let folder: FakeFolder;
beforeEach(() => {
  folder = installFakeOutputs();
});
afterEach(removeFakeOutputs);

const run = (job: AudioJob) => handleAudioRequest({ op: 'run', job }, { onProgress: () => undefined });
const space = () => ({ name: 'space.wav', blob: audioFixture('space.wav', 'audio/wav') });

const hasFfprobe = !spawnSync('ffprobe', ['-version']).error;

/**
 * What ffprobe and ffmpeg's decoding say of `bytes` (warnings and errors; empty when clean) and the
 * samples (per channel) ffmpeg decodes: the length a player plays.
 */
function ffprobe(bytes: Uint8Array, extension: string): { warnings: string; samples: number } {
  const dir = mkdtempSync(join(tmpdir(), 'audio-out-'));
  try {
    const path = join(dir, `out.${extension}`);
    writeFileSync(path, bytes);
    const probed = spawnSync('ffprobe', ['-v', 'warning', path], { encoding: 'utf8' });
    // Decoding every packet shows what reading the header alone would not.
    const decoded = spawnSync('ffmpeg', ['-v', 'warning', '-i', path, '-ac', '1', '-f', 's16le', '-'], {
      maxBuffer: 1 << 30,
    });
    // ffmpeg guesses the layout of every plain PCM WAV out loud (its own WAVs too): not a fault.
    const noted = decoded.stderr.toString().replace(/^Guessed Channel Layout.*\n?/gm, '');
    return {
      warnings: (probed.stderr + noted).trim(),
      samples: decoded.stdout.length / 2,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('audio worker output', () => {
  it('writes the MP3 into an OPFS file, the same bytes as in memory, removed once released', async () => {
    // 44.1 kHz stereo: MPEG-1, whose LAME tag needs a larger tag frame than the muxer's Xing frame.
    const job: AudioJob = { files: [space()], format: 'mp3', sampleRate: 44100, channels: 2 };
    const { result, transfer } = await run(job);
    expect(result.op).toBe('run');
    if (result.op !== 'run') return;
    expect(result.bytes).toBeInstanceOf(File);
    expect(transfer).toEqual([]);
    const name = (result.bytes as File).name;
    expect([...folder.files.keys()]).toEqual([name]);
    const disk = await answerBytes(result);
    removeFakeOutputs();
    expect(disk).toEqual((await runAudioJob(job)).bytes);
    const tag = readMp3Gapless(disk);
    // 3.032063 s at 22050 Hz (66857 samples) are 133714 at 44.1 kHz.
    expect(tag && tag.frames * tag.spf - tag.delay - tag.padding).toBe(133714);
    if (hasFfprobe) {
      const probe = ffprobe(disk, 'mp3');
      expect(probe.warnings).toBe('');
      expect(probe.samples).toBe(133714);
    }
    folder = installFakeOutputs();
    folder.files.set(name, disk);
    const blob = keepOutput(result.bytes, result.mimeType);
    await releaseOutput(blob);
    expect(folder.files.size).toBe(0);
  }, 30_000);

  it('writes a WAV with its header last', async () => {
    const wav = await run({ files: [space()], format: 'wav' });
    const bytes = await answerBytes(wav.result);
    expect(readWav16(bytes)?.planes[0]?.length).toBe(66857);
    if (hasFfprobe) expect(ffprobe(bytes, 'wav')).toEqual({ warnings: '', samples: 66857 });
  }, 30_000);

  it('leaves no file behind when a job fails', async () => {
    await expect(
      run({ files: [space()], format: 'wav', cut: { startMs: 2000, endMs: 9000 } }),
    ).rejects.toMatchObject({ code: 'audio_cut_range' });
    expect(folder.files.size).toBe(0);
  });
});
