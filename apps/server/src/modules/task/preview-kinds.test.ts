import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDIA_PREVIEW_SECONDS, previewMedia } from './preview-media.ts';
import { PDF_PREVIEW_MAX_PAGES } from './preview-pdf.ts';
import { makePreview } from './preview.ts';

// Paid results of every kind get a preview the buyer can judge and cannot clean: PDFs, audio, video.
const work = mkdtempSync(join(tmpdir(), 'preview-kinds-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// A real pdfTeX manual none of us wrote (Debian's bzip2; see the corpus README for its licence).
const manual = fileURLToPath(
  new URL('../../../../../packages/toolkit/src/pdf/__fixtures__/corpus/bzip2-manual.pdf', import.meta.url),
);
const tools = {
  ffmpegPath: 'ffmpeg',
  ffprobePath: 'ffprobe',
  limits: { timeoutMs: 120_000, memoryMB: 2048 },
};

const run = (program: string, args: string[]) => execFileSync(program, args, { encoding: 'utf8' });
const pdfPages = (path: string) => Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [path]))![1]);
const duration = (path: string) =>
  Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path]));

/** One page of a PDF rendered at 36 DPI, as grey levels. */
function renderGrey(path: string, page: number): PNG {
  const prefix = join(work, `render-${Math.random().toString(36).slice(2)}`);
  run('pdftoppm', [
    '-r',
    '36',
    '-gray',
    '-png',
    '-singlefile',
    '-f',
    String(page),
    '-l',
    String(page),
    path,
    prefix,
  ]);
  return PNG.sync.read(readFileSync(`${prefix}.png`));
}

/** Strength of one frequency (Goertzel) in a slice of mono 16-bit samples. */
function toneStrength(samples: Int16Array, rate: number, from: number, seconds: number, hz: number) {
  const start = Math.round(from * rate);
  const end = Math.min(samples.length, start + Math.round(seconds * rate));
  const k = 2 * Math.cos((2 * Math.PI * hz) / rate);
  let [s1, s2] = [0, 0];
  for (let i = start; i < end; i++) [s1, s2] = [samples[i]! / 32768 + k * s1 - s2, s1];
  return Math.sqrt(s1 * s1 + s2 * s2 - k * s1 * s2) / (end - start);
}

function decodeMono(path: string, rate: number): Int16Array {
  const args = ['-v', 'error', '-i', path, '-ac', '1', '-ar', String(rate), '-f', 's16le', '-'];
  const raw = execFileSync('ffmpeg', args, { maxBuffer: 64 << 20 });
  return new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
}

describe('PDF previews', () => {
  it('are pictures of the first pages, page sizes kept, the watermark in the pixels and no text left', async () => {
    const preview = await makePreview(
      { path: manual, name: 'manual.pdf', ext: 'pdf', mimeType: 'application/pdf' },
      work,
    );
    expect(preview?.name).toBe('manual-preview.pdf');
    expect(pdfPages(manual)).toBe(38);
    expect(pdfPages(preview!.path)).toBe(PDF_PREVIEW_MAX_PAGES);
    expect(run('pdfinfo', [preview!.path])).toMatch(/Page size:\s+612 x 792 pts/);
    // The clean document's text is not in the preview at all: nothing to copy out or strip.
    expect(run('pdftotext', [manual, '-'])).toContain('bzip2');
    expect(run('pdftotext', [preview!.path, '-']).trim()).toBe('');
    // Same page, same place, but the mark changed a good share of the pixels.
    const clean = renderGrey(manual, 3);
    const marked = renderGrey(preview!.path, 3);
    expect([marked.width, marked.height]).toEqual([clean.width, clean.height]);
    let changed = 0;
    for (let i = 0; i < clean.data.length; i += 4) {
      if (Math.abs(clean.data[i]! - marked.data[i]!) > 40) changed += 1;
    }
    expect(changed / (clean.width * clean.height)).toBeGreaterThan(0.02);
  });
});

describe('audio and video previews', () => {
  it('cut audio to the preview length and beep every few seconds', async () => {
    const song = join(work, 'hum.mp3');
    run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=40', '-q:a', '4', song]);
    const preview = await makePreview(
      { path: song, name: 'hum.mp3', ext: 'mp3', mimeType: 'audio/mpeg' },
      work,
    );
    expect(preview?.name).toBe('hum-preview.mp3');
    expect(duration(song)).toBeGreaterThan(39);
    expect(duration(preview!.path)).toBeCloseTo(MEDIA_PREVIEW_SECONDS, 0);
    const samples = decodeMono(preview!.path, 16_000);
    const original = decodeMono(song, 16_000);
    // Beeps at 0, 5, 10 ... s; the song itself has no 1 kHz anywhere.
    for (const at of [5.05, 10.05, 25.05]) {
      expect(toneStrength(samples, 16_000, at, 0.3, 1000)).toBeGreaterThan(
        20 * toneStrength(samples, 16_000, at + 1, 0.3, 1000),
      );
      expect(toneStrength(original, 16_000, at, 0.3, 1000)).toBeLessThan(
        toneStrength(samples, 16_000, at, 0.3, 1000) / 20,
      );
    }
    // Between beeps the song is heard as it is.
    const kept = toneStrength(samples, 16_000, 2, 1, 440) / toneStrength(original, 16_000, 2, 1, 440);
    expect(kept).toBeGreaterThan(0.8);
    expect(kept).toBeLessThan(1.25);
  });

  it('lay the mark over every frame of a video and keep its size and sound', async () => {
    const film = join(work, 'film.mp4');
    run('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10:duration=35'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=35'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', film],
    ]);
    const preview = await makePreview(
      { path: film, name: 'film.mp4', ext: 'mp4', mimeType: 'video/mp4' },
      work,
    );
    const info = run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,width,height',
      '-of',
      'csv=p=0',
      preview!.path,
    ]);
    expect(info).toContain('video,320,240');
    expect(info).toContain('audio');
    expect(duration(preview!.path)).toBeLessThanOrEqual(MEDIA_PREVIEW_SECONDS + 0.2);
    const frame = (path: string, at: number) => {
      const out = join(work, `frame-${Math.random().toString(36).slice(2)}.png`);
      run('ffmpeg', ['-v', 'error', '-ss', String(at), '-i', path, '-frames:v', '1', out]);
      return PNG.sync.read(readFileSync(out));
    };
    for (const at of [1, 28]) {
      const clean = frame(film, at);
      const marked = frame(preview!.path, at);
      let changed = 0;
      for (let i = 0; i < clean.data.length; i += 4) {
        if (
          Math.abs(clean.data[i]! - marked.data[i]!) + Math.abs(clean.data[i + 1]! - marked.data[i + 1]!) >
          60
        ) {
          changed += 1;
        }
      }
      expect(changed / (320 * 240)).toBeGreaterThan(0.02);
    }
  });

  it('never read another file or URL named inside a user file (a playlist posing as a video)', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // A video somewhere else on the server, which a playlist can name by its path.
      const secret = join(work, 'someone-elses.ts');
      run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=5:duration=3', secret]);
      for (const segment of [secret, `http://127.0.0.1:${port}/segment.ts`]) {
        const playlist = join(work, 'playlist.mp4');
        writeFileSync(
          playlist,
          `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:3,\n${segment}\n#EXT-X-ENDLIST\n`,
        );
        await expect(previewMedia(playlist, join(work, 'out.mp4'), 'mp4', work, tools)).rejects.toThrow();
      }
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });
});
