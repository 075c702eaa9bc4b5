/** A running total of bytes moved, sampled at time `t` (ms since the phase started). */
export interface Sample {
  t: number;
  bytes: number;
}

/** Round-trip summary: median RTT and jitter (mean change between consecutive RTTs). */
export function summarizePings(rtts: readonly number[]): { ping: number; jitter: number } | null {
  if (rtts.length === 0) return null;
  const sorted = [...rtts].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const ping = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  let change = 0;
  for (let i = 1; i < rtts.length; i++) change += Math.abs(rtts[i]! - rtts[i - 1]!);
  return { ping, jitter: rtts.length > 1 ? change / (rtts.length - 1) : 0 };
}

/** Megabits per second for `bytes` over `ms`. */
export function mbps(bytes: number, ms: number): number {
  return ms > 0 ? (bytes * 8) / (ms * 1000) : 0;
}

/** The total at time `t`, interpolated between samples. */
function bytesAt(samples: readonly Sample[], t: number): number {
  if (samples.length === 0) return 0;
  if (t <= samples[0]!.t) return samples[0]!.bytes;
  for (let i = 1; i < samples.length; i++) {
    const b = samples[i]!;
    if (b.t >= t) {
      const a = samples[i - 1]!;
      return a.bytes + ((b.bytes - a.bytes) * (t - a.t)) / (b.t - a.t || 1);
    }
  }
  return samples[samples.length - 1]!.bytes;
}

/**
 * Throughput after the warm-up: TCP slow start and connection set-up make the first seconds
 * slower than the line, so they are left out. Falls back to the whole run when it was too short.
 */
export function steadyMbps(samples: readonly Sample[], warmupMs: number): number {
  if (samples.length < 2) return 0;
  const last = samples[samples.length - 1]!;
  const from = last.t - warmupMs >= 1000 ? warmupMs : samples[0]!.t;
  return mbps(last.bytes - bytesAt(samples, from), last.t - from);
}

/** Speed over the last `windowMs`, for the live gauge. */
export function recentMbps(samples: readonly Sample[], windowMs = 1000): number {
  if (samples.length < 2) return 0;
  const last = samples[samples.length - 1]!;
  const from = Math.max(samples[0]!.t, last.t - windowMs);
  return mbps(last.bytes - bytesAt(samples, from), last.t - from);
}

/** Position on the gauge, 0..1, on a log scale from 1 to 1000 Mbps (slow lines stay readable). */
export function gaugePosition(value: number): number {
  if (!(value > 0)) return 0;
  return Math.min(1, Math.max(0, Math.log10(Math.max(value, 1)) / 3));
}

/** Mbps shown with sensible precision: 0.85, 8.4, 94, 940. */
export function formatMbps(value: number): string {
  if (value < 1) return value.toFixed(2);
  if (value < 10) return value.toFixed(1);
  return Math.round(value).toString();
}
