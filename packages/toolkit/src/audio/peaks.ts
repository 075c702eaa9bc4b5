import type { Planes } from './pcm.ts';

/**
 * The waveform of a whole file in `buckets` columns: each column the largest absolute sample of any
 * channel in its stretch of time. Feed the decoded chunks in order with the file's total frame
 * count known ahead (from its duration; frames past it land in the last column).
 */
export class PeakMeter {
  readonly peaks: Float32Array;
  private frame = 0;
  /** The loudest sample seen, for telling a silent file. */
  max = 0;

  constructor(
    readonly totalFrames: number,
    readonly buckets: number,
  ) {
    this.peaks = new Float32Array(buckets);
  }

  add(planes: Planes): void {
    const frames = planes[0]?.length ?? 0;
    const per = Math.max(1, this.totalFrames) / this.buckets;
    for (let i = 0; i < frames; i++) {
      let v = 0;
      for (const p of planes) v = Math.max(v, Math.abs(p[i] ?? 0));
      const b = Math.min(this.buckets - 1, Math.floor((this.frame + i) / per));
      if (v > (this.peaks[b] ?? 0)) this.peaks[b] = v;
      if (v > this.max) this.max = v;
    }
    this.frame += frames;
  }
}

/** Below this every sample is silence to the ear (-90 dBFS, under 16-bit dither). */
export const SILENCE_LEVEL = 10 ** (-90 / 20);
