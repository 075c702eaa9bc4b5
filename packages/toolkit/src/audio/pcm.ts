/** Planar float PCM: one Float32Array per channel, samples in -1…1. */
export type Planes = Float32Array[];

const SQRT1_2 = Math.SQRT1_2;

/**
 * The same sound in `to` channels. Down to mono: the mean of all channels. 5.1 (L R C LFE Ls Rs)
 * to stereo: ITU-R BS.775 (centre and surrounds at -3 dB, LFE dropped). Other downmixes to
 * stereo: the mean of the even channels left, of the odd ones right. Mono up: copied to every
 * channel; stereo and more up: the channels kept in place and the new ones silent.
 */
export function mixChannels(planes: Planes, to: number): Planes {
  const from = planes.length;
  const frames = planes[0]?.length ?? 0;
  if (from === to) return planes;
  if (from === 0) return Array.from({ length: to }, () => new Float32Array(frames));
  if (to === 1) {
    const out = new Float32Array(frames);
    for (const p of planes) for (let i = 0; i < frames; i++) out[i] = (out[i] ?? 0) + (p[i] ?? 0) / from;
    return [out];
  }
  if (from === 1) return Array.from({ length: to }, () => (planes[0] ?? new Float32Array(frames)).slice());
  if (from < to) {
    return Array.from({ length: to }, (_, c) => planes[c]?.slice() ?? new Float32Array(frames));
  }
  if (to === 2 && from === 6) {
    const [l, r, c, , ls, rs] = planes as [
      Float32Array,
      Float32Array,
      Float32Array,
      Float32Array,
      Float32Array,
      Float32Array,
    ];
    const left = new Float32Array(frames);
    const right = new Float32Array(frames);
    const norm = 1 / (1 + SQRT1_2 + SQRT1_2);
    for (let i = 0; i < frames; i++) {
      const centre = (c[i] ?? 0) * SQRT1_2;
      left[i] = ((l[i] ?? 0) + centre + (ls[i] ?? 0) * SQRT1_2) * norm;
      right[i] = ((r[i] ?? 0) + centre + (rs[i] ?? 0) * SQRT1_2) * norm;
    }
    return [left, right];
  }
  // Fewer channels: channel c of the output is the mean of the inputs c, c + to, c + 2·to, …
  return Array.from({ length: to }, (_, c) => {
    const out = new Float32Array(frames);
    let n = 0;
    for (let k = c; k < from; k += to, n++) {
      const p = planes[k];
      if (p) for (let i = 0; i < frames; i++) out[i] = (out[i] ?? 0) + (p[i] ?? 0);
    }
    if (n > 1) for (let i = 0; i < frames; i++) out[i] = (out[i] ?? 0) / n;
    return out;
  });
}

/**
 * A streaming sample-rate converter: feed chunks of planar PCM in order, then `flush()`. Output
 * sample k is the input at time k / toRate, interpolated linearly between its two neighbours;
 * when lowering the rate, a moving-average low-pass as wide as the step first keeps most of what
 * the new rate cannot carry from folding back. In all, `round(inputFrames · toRate / fromRate)`
 * frames come out.
 */
export class Resampler {
  private readonly step: number;
  /** Position of the next output frame, in input frames from the start of the next chunk. */
  private pos = 0;
  private prev: Float32Array;
  private inFrames = 0;
  private outFrames = 0;
  private readonly taps: number;
  private readonly history: Float32Array[];

  constructor(
    readonly fromRate: number,
    readonly toRate: number,
    readonly channels: number,
  ) {
    this.step = fromRate / toRate;
    this.prev = new Float32Array(channels);
    this.taps = this.step > 1 ? Math.max(1, Math.round(this.step)) : 1;
    this.history = Array.from({ length: channels }, () => new Float32Array(this.taps));
  }

  /** Resampled frames of the next chunk (possibly none, when the chunk is short). */
  process(planes: Planes): Planes {
    const n = planes[0]?.length ?? 0;
    if (this.step === 1) {
      this.inFrames += n;
      this.outFrames += n;
      return planes;
    }
    const input = this.taps > 1 ? this.smooth(planes) : planes;
    this.inFrames += n;
    // Output frames whose right neighbour lies in this chunk: pos < n - 1 (index -1 is `prev`).
    const count = n === 0 ? 0 : Math.max(0, Math.ceil((n - 1 - this.pos) / this.step));
    const out = Array.from({ length: this.channels }, () => new Float32Array(count));
    for (let c = 0; c < this.channels; c++) {
      const src = input[c] ?? new Float32Array(n);
      const dst = out[c] as Float32Array;
      const before = this.prev[c] ?? 0;
      let pos = this.pos;
      for (let k = 0; k < count; k++, pos += this.step) {
        const i = Math.floor(pos);
        const frac = pos - i;
        const a = i < 0 ? before : (src[i] ?? 0);
        const b = src[i + 1] ?? 0;
        dst[k] = a + (b - a) * frac;
      }
    }
    if (n > 0) {
      this.pos += count * this.step - n;
      for (let c = 0; c < this.channels; c++) this.prev[c] = input[c]?.[n - 1] ?? 0;
    }
    this.outFrames += count;
    return out;
  }

  /** The last frames, holding the final input sample, so the length comes out exact. */
  flush(): Planes {
    const expected = Math.round((this.inFrames * this.toRate) / this.fromRate);
    const count = Math.max(0, expected - this.outFrames);
    this.outFrames += count;
    return Array.from({ length: this.channels }, (_, c) => new Float32Array(count).fill(this.prev[c] ?? 0));
  }

  /** A moving average over the last `taps` samples (this chunk's and the previous one's). */
  private smooth(planes: Planes): Planes {
    const taps = this.taps;
    return planes.map((src, c) => {
      const hist = this.history[c] ?? new Float32Array(taps);
      const ext = new Float32Array(taps + src.length);
      ext.set(hist, 0);
      ext.set(src, taps);
      const out = new Float32Array(src.length);
      let sum = 0;
      for (let j = 1; j < taps; j++) sum += ext[j] ?? 0;
      for (let i = 0; i < src.length; i++) {
        sum += ext[i + taps] ?? 0;
        out[i] = sum / taps;
        sum -= ext[i + 1] ?? 0;
      }
      this.history[c] = ext.slice(ext.length - taps);
      return out;
    });
  }
}
