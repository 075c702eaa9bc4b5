import { open, readFile, writeFile } from 'node:fs/promises';

/** A quiet stretch of the recording, seconds. */
export interface Silence {
  start: number;
  end: number;
}

/** A piece of the recording recognised on its own, seconds. */
export interface Chunk {
  start: number;
  end: number;
}

/**
 * Reads the silences ffmpeg's silencedetect wrote through `ametadata=mode=print`
 * (`lavfi.silence_start=…` then `lavfi.silence_end=…`); a silence still open at the end of the
 * file ends at `duration`.
 */
export function parseSilences(text: string, duration: number): Silence[] {
  const out: Silence[] = [];
  let start: number | null = null;
  for (const line of text.split('\n')) {
    const m = /^lavfi\.silence_(start|end)=(-?[\d.]+)/.exec(line.trim());
    if (!m) continue;
    const t = Math.max(0, Number(m[2]));
    if (m[1] === 'start') start = t;
    else if (start !== null) {
      out.push({ start, end: t });
      start = null;
    }
  }
  if (start !== null) out.push({ start, end: duration });
  return out;
}

/**
 * Cuts `duration` seconds into chunks of about `target` seconds, each cut in the middle of the
 * longest silence within `window` seconds of the ideal point (a word is not cut in two), or at the
 * ideal point when there is none. The last chunk takes the rest when it is shorter than
 * target + window.
 */
export function planChunks(
  duration: number,
  silences: readonly Silence[],
  target: number,
  window: number,
): Chunk[] {
  const chunks: Chunk[] = [];
  let start = 0;
  while (duration - start > target + window) {
    const ideal = start + target;
    let cut = ideal;
    let best = 0;
    for (const s of silences) {
      const middle = (s.start + s.end) / 2;
      if (Math.abs(middle - ideal) <= window && s.end - s.start > best && middle > start + 1) {
        best = s.end - s.start;
        cut = middle;
      }
    }
    chunks.push({ start, end: cut });
    start = cut;
  }
  if (duration > start) chunks.push({ start, end: duration });
  return chunks;
}

/** 16 kHz mono 16-bit PCM: bytes a second. */
const bytesPerSecond = 16_000 * 2;

/** The offset and length of the `data` chunk of a RIFF/WAVE file (ffmpeg may write a LIST chunk first). */
export async function wavData(path: string): Promise<{ offset: number; length: number }> {
  const handle = await open(path, 'r');
  try {
    const header = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(header, 0, header.length, 0);
    let at = 12;
    while (at + 8 <= bytesRead) {
      const id = header.toString('latin1', at, at + 4);
      const size = header.readUInt32LE(at + 4);
      if (id === 'data') {
        const { size: fileSize } = await handle.stat();
        return { offset: at + 8, length: Math.min(size, fileSize - at - 8) };
      }
      at += 8 + size + (size % 2);
    }
    throw new Error('no data chunk in the WAV');
  } finally {
    await handle.close();
  }
}

/** A 44-byte WAV header for `length` bytes of 16 kHz mono 16-bit PCM. */
function wavHeader(length: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(16_000, 24);
  h.writeUInt32LE(bytesPerSecond, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(length, 40);
  return h;
}

/** Writes one chunk of the 16 kHz mono WAV `source` as its own WAV file `target`. */
export async function writeChunk(
  source: string,
  data: { offset: number; length: number },
  chunk: Chunk,
  target: string,
): Promise<void> {
  const from = Math.min(data.length, Math.floor(chunk.start * bytesPerSecond) & ~1);
  const to = Math.min(data.length, Math.ceil(chunk.end * bytesPerSecond) & ~1);
  const handle = await open(source, 'r');
  try {
    const pcm = Buffer.alloc(to - from);
    await handle.read(pcm, 0, pcm.length, data.offset + from);
    await writeFile(target, Buffer.concat([wavHeader(pcm.length), pcm]));
  } finally {
    await handle.close();
  }
}

/** Seconds of 16 kHz mono 16-bit sound in `length` bytes. */
export const pcmSeconds = (length: number) => length / bytesPerSecond;

/** The silences file, or nothing when ffmpeg wrote none (no silence at all). */
export const readSilences = (path: string) => readFile(path, 'utf8').catch(() => '');
