/**
 * Audio for joined videos: every part is brought to the first part's channel count and sample rate.
 * Planar float samples in, planar float samples out.
 */

/**
 * Maps planar channels to `to` channels: the same count is kept; to mono averages all; from mono
 * copies; 5.1 (L R C LFE Ls Rs) to stereo uses the usual downmix (centre and surrounds at -3 dB);
 * otherwise channels are taken in order and missing ones repeat the last.
 */
export function remixChannels(planes: Float32Array[], to: number): Float32Array[] {
  const from = planes.length;
  const length = planes[0]?.length ?? 0;
  if (from === to) return planes;
  if (from === 0) return Array.from({ length: to }, () => new Float32Array(length));
  if (to === 1) {
    const out = new Float32Array(length);
    for (const p of planes) for (let i = 0; i < length; i++) out[i]! += p[i]! / from;
    return [out];
  }
  if (from === 6 && to === 2) {
    const [l, r, c, , ls, rs] = planes as [
      Float32Array,
      Float32Array,
      Float32Array,
      Float32Array,
      Float32Array,
      Float32Array,
    ];
    const g = Math.SQRT1_2;
    const left = new Float32Array(length);
    const right = new Float32Array(length);
    for (let i = 0; i < length; i++) {
      left[i] = (l[i]! + g * c[i]! + g * ls[i]!) / (1 + 2 * g);
      right[i] = (r[i]! + g * c[i]! + g * rs[i]!) / (1 + 2 * g);
    }
    return [left, right];
  }
  return Array.from({ length: to }, (_, ch) => planes[Math.min(ch, from - 1)]!.slice());
}

/**
 * A streaming linear resampler from `fromRate` to `toRate`: feed planar chunks in order, get planar
 * chunks back; the fractional position carries across chunks so joins are seamless.
 */
export class Resampler {
  private readonly step: number;
  private pos = 0; // position of the next output sample, in input samples from the start of `tail`
  private tail: Float32Array[] | null = null; // the last input sample of the previous chunk, per channel

  constructor(
    readonly fromRate: number,
    readonly toRate: number,
  ) {
    this.step = fromRate / toRate;
  }

  push(planes: Float32Array[]): Float32Array[] {
    if (this.fromRate === this.toRate) return planes;
    const input = this.tail
      ? planes.map((p, ch) => {
          const joined = new Float32Array(p.length + 1);
          joined[0] = this.tail![ch]?.[0] ?? 0;
          joined.set(p, 1);
          return joined;
        })
      : planes;
    const n = input[0]?.length ?? 0;
    const out: number[][] = input.map(() => []);
    while (this.pos + 1 < n) {
      const i = Math.floor(this.pos);
      const f = this.pos - i;
      for (let ch = 0; ch < input.length; ch++) {
        const p = input[ch]!;
        out[ch]!.push(p[i]! + (p[i + 1]! - p[i]!) * f);
      }
      this.pos += this.step;
    }
    // Keep the last sample; the next chunk starts one sample before its own first.
    this.tail = input.map((p) => p.subarray(n - 1));
    this.pos -= n - 1;
    return out.map((o) => Float32Array.from(o));
  }
}
