import type { ByteSink } from './byte-sink.ts';
import type { Planes } from './pcm.ts';

/**
 * Writes a 16-bit PCM WAV (RIFF, WAVE_FORMAT_PCM, or WAVE_FORMAT_EXTENSIBLE above two channels)
 * from planar float chunks into `sink`: `add()` each chunk in order (the samples go straight to the
 * sink after the header's room), then `finish()` writes the header with the sizes. Samples are
 * clamped to -1…1 and rounded to the nearest step.
 */
export class WavWriter {
  private dataBytes = 0;
  private readonly headerSize: number;
  /** Samples not yet written: gathered so a file on disk sees a few large writes, not one a packet. */
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(
    readonly sampleRate: number,
    readonly channels: number,
    private readonly sink: ByteSink,
  ) {
    this.headerSize = 12 + 8 + (channels > 2 ? 40 : 16) + 8;
  }

  /** Frames written so far. */
  get frames(): number {
    return this.dataBytes / (2 * this.channels);
  }

  add(planes: Planes): void {
    const frames = planes[0]?.length ?? 0;
    if (!frames) return;
    const bytes = new Uint8Array(frames * this.channels * 2);
    const view = new DataView(bytes.buffer);
    for (let c = 0; c < this.channels; c++) {
      const p = planes[c];
      for (let i = 0; i < frames; i++) {
        const v = Math.max(-1, Math.min(1, p?.[i] ?? 0));
        view.setInt16((i * this.channels + c) * 2, Math.round(v < 0 ? v * 0x8000 : v * 0x7fff), true);
      }
    }
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.dataBytes += bytes.length;
    if (this.pendingBytes >= WRITE_BLOCK) this.flush();
  }

  private flush(): void {
    if (!this.pendingBytes) return;
    const block = new Uint8Array(this.pendingBytes);
    let at = 0;
    for (const chunk of this.pending) {
      block.set(chunk, at);
      at += chunk.length;
    }
    this.sink.write(block, this.headerSize + this.dataBytes - this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** Writes the samples still gathered, then the header (at the sink's start). */
  finish(): void {
    this.flush();
    const extensible = this.channels > 2;
    const fmtSize = extensible ? 40 : 16;
    const headerSize = this.headerSize;
    const out = new Uint8Array(headerSize);
    const view = new DataView(out.buffer);
    const ascii = (at: number, text: string) => {
      for (let i = 0; i < text.length; i++) out[at + i] = text.charCodeAt(i);
    };
    const blockAlign = this.channels * 2;
    ascii(0, 'RIFF');
    view.setUint32(4, headerSize - 8 + this.dataBytes, true);
    ascii(8, 'WAVE');
    ascii(12, 'fmt ');
    view.setUint32(16, fmtSize, true);
    view.setUint16(20, extensible ? 0xfffe : 1, true);
    view.setUint16(22, this.channels, true);
    view.setUint32(24, this.sampleRate, true);
    view.setUint32(28, this.sampleRate * blockAlign, true);
    view.setUint16(32, blockAlign, true);
    view.setUint16(34, 16, true);
    if (extensible) {
      view.setUint16(36, 22, true); // extension size
      view.setUint16(38, 16, true); // valid bits
      view.setUint32(40, CHANNEL_MASKS[this.channels] ?? 0, true);
      // KSDATAFORMAT_SUBTYPE_PCM: 00000001-0000-0010-8000-00aa00389b71
      out.set([1, 0, 0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xaa, 0, 0x38, 0x9b, 0x71], 44);
    }
    const dataAt = 12 + 8 + fmtSize;
    ascii(dataAt, 'data');
    view.setUint32(dataAt + 4, this.dataBytes, true);
    this.sink.write(out, 0);
  }
}

/** Bytes of samples gathered before a write. */
const WRITE_BLOCK = 4 * 1024 * 1024;

/** Speaker masks of the usual layouts (3.0, quad, 5.0, 5.1, 6.1, 7.1). */
const CHANNEL_MASKS: Record<number, number> = { 3: 0x7, 4: 0x33, 5: 0x37, 6: 0x3f, 7: 0x13f, 8: 0x63f };

/** Reads back a 16-bit PCM WAV's shape and samples (for tests and previews of our own output). */
export function readWav16(
  bytes: Uint8Array,
): { sampleRate: number; channels: number; planes: Planes } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let at = 12;
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      channels = view.getUint16(at + 10, true);
      sampleRate = view.getUint32(at + 12, true);
      bits = view.getUint16(at + 22, true);
    } else if (id === 'data') {
      if (bits !== 16 || !channels) return null;
      const frames = Math.floor(Math.min(size, bytes.length - at - 8) / (2 * channels));
      const planes = Array.from({ length: channels }, () => new Float32Array(frames));
      for (let i = 0; i < frames; i++)
        for (let c = 0; c < channels; c++)
          (planes[c] as Float32Array)[i] = view.getInt16(at + 8 + (i * channels + c) * 2, true) / 0x8000;
      return { sampleRate, channels, planes };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
