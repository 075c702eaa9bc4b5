// MP3 output through LAME (wasm-media-encoders: MIT, over LAME, LGPL-2.0, in its own 133 KB wasm),
// registered with mediabunny as a custom encoder. It runs synchronously in the worker that runs the
// job; the wasm is compiled once per worker and its encoders are kept and reconfigured for each file,
// so the second file in a worker starts at once (the package we used before started a worker and
// instantiated its wasm from base64 for every file).
import { createEncoder, type WasmMediaEncoder } from 'wasm-media-encoders';
import {
  CustomAudioEncoder,
  EncodedPacket,
  registerEncoder,
  type AudioCodec,
  type AudioSample,
} from 'mediabunny';
import { mp3FrameAt } from './mp3-gapless.ts';

/** A compiled `WebAssembly.Module` (the toolkit compiles without the DOM lib, which owns its type). */
type WasmModule = object;

/**
 * Where the LAME wasm comes from, compiled: in a browser the file our build emits (see the web app's
 * kit/output/mp3-wasm.ts), in Node the installed package's (`nodeMp3Wasm`).
 */
export type Mp3Wasm = () => Promise<WasmModule>;

type Lame = WasmMediaEncoder<'audio/mpeg'>;
type Kbps = Parameters<Lame['configure']>[0]['bitrate'];
type OutputRate = Parameters<Lame['configure']>[0]['outputSampleRate'];

/** The constant bit rates LAME takes (kbit/s); MPEG-2 and 2.5 clamp the high ones to 160. */
const KBPS: readonly number[] = [8, 16, 24, 32, 40, 48, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const RATES: readonly number[] = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];
const DEFAULT_KBPS = 128;

let wasm: Mp3Wasm | null = null;
let compiled: Promise<WasmModule> | null = null;
/** Encoders not in use, ready to be configured for the next file. */
const idle: Lame[] = [];

/**
 * Sets where this worker's LAME wasm comes from. The first MP3 compiles it; later files reuse the
 * module and the encoders made from it (a different source starts afresh).
 */
export function setMp3Wasm(source: Mp3Wasm): void {
  if (source === wasm) return;
  wasm = source;
  compiled = null;
  idle.length = 0;
}

async function takeLame(): Promise<Lame> {
  const kept = idle.pop();
  if (kept) return kept;
  const source = wasm;
  if (!source) throw new Error('MP3 output without its wasm: call setMp3Wasm first');
  const module = (compiled ??= source().catch((error: unknown) => {
    compiled = null;
    throw error;
  }));
  // The package's typings name `WebAssembly.Module`, which it accepts here and instantiates.
  return createEncoder('audio/mpeg', (await module) as Parameters<typeof createEncoder>[1]);
}

type EncoderConfig = Parameters<typeof CustomAudioEncoder.supports>[1];
type Metadata = Parameters<CustomAudioEncoder['onPacket']>[1];

class LameEncoder extends CustomAudioEncoder {
  private lame: Lame | null = null;
  /** The start of a frame LAME has not finished writing (it writes whole frames, but just in case). */
  private pending = new Uint8Array(0);
  private timestamp: number | null = null;
  private metadata: Metadata;

  static override supports(codec: AudioCodec, config: EncoderConfig): boolean {
    return (
      codec === 'mp3' &&
      (config.numberOfChannels === 1 || config.numberOfChannels === 2) &&
      RATES.includes(config.sampleRate) &&
      KBPS.includes((config.bitrate ?? DEFAULT_KBPS * 1000) / 1000)
    );
  }

  override async init(): Promise<void> {
    const { numberOfChannels, sampleRate, bitrate } = this.config;
    this.lame = await takeLame();
    this.lame.configure({
      channels: numberOfChannels === 1 ? 1 : 2,
      sampleRate,
      bitrate: ((bitrate ?? DEFAULT_KBPS * 1000) / 1000) as Kbps,
      // Without it LAME may pick a lower rate for the bit rate and resample.
      outputSampleRate: sampleRate as OutputRate,
    });
    this.metadata = { decoderConfig: { codec: 'mp3', numberOfChannels, sampleRate } };
  }

  override encode(sample: AudioSample): void {
    const lame = this.live();
    this.timestamp ??= sample.timestamp;
    const planes = Array.from({ length: this.config.numberOfChannels }, (_, c) => {
      const plane = new Float32Array(sample.numberOfFrames);
      sample.copyTo(plane, { format: 'f32-planar', planeIndex: c });
      return plane;
    });
    this.packets(lame.encode(planes));
  }

  override flush(): void {
    this.packets(this.live().finalize());
    if (this.pending.length) throw new Error('LAME ended inside a frame');
  }

  override close(): void {
    // Kept for the next file; its configure() drops whatever this one left half-encoded.
    if (this.lame) idle.push(this.lame);
    this.lame = null;
  }

  private live(): Lame {
    if (!this.lame) throw new Error('MP3 encoder used after close');
    return this.lame;
  }

  /**
   * One packet per MP3 frame of LAME's output `out` (a view into the wasm memory, valid until its
   * next call: every frame is copied out), timed from the first sample's timestamp.
   */
  private packets(out: Uint8Array): void {
    let bytes = out;
    if (this.pending.length) {
      bytes = new Uint8Array(this.pending.length + out.length);
      bytes.set(this.pending);
      bytes.set(out, this.pending.length);
    }
    let at = 0;
    for (;;) {
      const frame = mp3FrameAt(bytes, at);
      if (!frame || at + frame.length > bytes.length) break;
      const duration = frame.spf / frame.sampleRate;
      const start = this.timestamp ?? 0;
      const data = bytes.slice(at, at + frame.length);
      this.onPacket(new EncodedPacket(data, 'key', start, duration), this.metadata);
      this.metadata = undefined;
      this.timestamp = start + duration;
      at += frame.length;
    }
    if (bytes.length - at >= 4 && !mp3FrameAt(bytes, at)) throw new Error('LAME wrote no frame header');
    this.pending = bytes.slice(at);
  }
}

let registered = false;

/** Makes mediabunny write MP3 with {@link LameEncoder} in this worker (once; cheap: no wasm yet). */
export function registerMp3Encoder(): void {
  if (registered) return;
  registerEncoder(LameEncoder);
  registered = true;
}
