import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { LAME_ENCODER_DELAY, mp3FrameAt, readMp3Gapless } from './mp3-gapless.ts';
import { nodeMp3Wasm } from './mp3-wasm-node.ts';
import { runAudioJob, setMp3Wasm, type AudioJob } from './transcode.ts';

const fixture = (name: string) => {
  const path = fileURLToPath(new URL(`../../../../apps/web/e2e/fixtures/audio/${name}`, import.meta.url));
  return { name, blob: new Blob([readFileSync(path)]) };
};

const hasFfprobe = !spawnSync('ffprobe', ['-version']).error;

/** ffprobe's warnings, its duration, and the samples (per channel) ffmpeg decodes from an MP3. */
function probe(bytes: Uint8Array): { warnings: string; duration: number; samples: number } {
  const dir = mkdtempSync(join(tmpdir(), 'mp3-out-'));
  try {
    const path = join(dir, 'out.mp3');
    writeFileSync(path, bytes);
    const args = ['-v', 'warning', '-show_entries', 'format=duration', '-of', 'csv=p=0', path];
    const probed = spawnSync('ffprobe', args, { encoding: 'utf8' });
    const decoded = spawnSync('ffmpeg', ['-v', 'warning', '-i', path, '-ac', '1', '-f', 's16le', '-'], {
      maxBuffer: 1 << 28,
    });
    return {
      warnings: (probed.stderr + decoded.stderr.toString()).trim(),
      duration: Number(probed.stdout.trim()),
      samples: decoded.stdout.length / 2,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether the frame at `at` is a Xing/Info (tag) frame rather than sound. */
function isTagFrame(bytes: Uint8Array, at: number): boolean {
  const frame = mp3FrameAt(bytes, at);
  const tag =
    frame && String.fromCharCode(...bytes.subarray(at + frame.xingOffset, at + frame.xingOffset + 4));
  return tag === 'Xing' || tag === 'Info';
}

// The wasm instantiation our encoder goes through (the package instantiates the module we compiled).
const wasmApi = (globalThis as unknown as { WebAssembly: { instantiate: (...args: unknown[]) => unknown } })
  .WebAssembly;

describe('LAME in the worker', () => {
  it('compiles its wasm once and keeps one encoder for file after file, each MP3 gapless and clean', async () => {
    let compiles = 0;
    setMp3Wasm(() => {
      compiles++;
      return nodeMp3Wasm();
    });
    const instantiate = vi.spyOn(wasmApi, 'instantiate');
    const jobs: AudioJob[] = [
      // 22.05 kHz mono to 44.1 kHz stereo (MPEG-1), then 96 kHz 5.1 to 48 kHz stereo, then MPEG-2.
      { files: [fixture('space.wav')], format: 'mp3', sampleRate: 44100, channels: 2, bitrate: 192_000 },
      { files: [fixture('laser-96k-5.1.wav')], format: 'mp3', bitrate: 320_000 },
      { files: [fixture('space.wav')], format: 'mp3', bitrate: 64_000 },
    ];
    for (const job of jobs) {
      const res = await runAudioJob(job);
      const tag = readMp3Gapless(res.bytes);
      expect(tag?.delay).toBe(LAME_ENCODER_DELAY);
      const samples = tag ? tag.frames * tag.spf - tag.delay - tag.padding : -1;
      expect(samples).toBe(Math.round(res.duration * res.sampleRate));
      // One tag frame (ours, in the muxer's place), then sound only: LAME writes none of its own.
      const first = mp3FrameAt(res.bytes, 0);
      expect(isTagFrame(res.bytes, 0)).toBe(true);
      expect(isTagFrame(res.bytes, first?.length ?? 0)).toBe(false);
      expect(mp3FrameAt(res.bytes, first?.length ?? 0)?.sampleRate).toBe(res.sampleRate);
      if (hasFfprobe) {
        const out = probe(res.bytes);
        expect(out.warnings).toBe('');
        expect(out.samples).toBe(samples);
        // ffprobe's duration counts whole frames (delay and padding too, as for ffmpeg's own MP3s);
        // decoding, ffmpeg honours the LAME tag and gives exactly the sound.
        expect(out.duration).toBeCloseTo(((tag?.frames ?? 0) * (tag?.spf ?? 0)) / res.sampleRate, 3);
      }
    }
    expect(compiles).toBe(1);
    expect(instantiate).toHaveBeenCalledTimes(1);
  }, 60_000);
});
