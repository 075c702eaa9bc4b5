import { describe, expect, it } from 'vitest';
import { formatMbps, gaugePosition, mbps, recentMbps, steadyMbps, summarizePings } from './speed-stats.ts';

describe('speed statistics', () => {
  it('summarises pings as median and jitter', () => {
    expect(summarizePings([])).toBeNull();
    expect(summarizePings([20])).toEqual({ ping: 20, jitter: 0 });
    // Median of 10, 12, 30, 11 is 11.5; changes 2, 18, 19 average 13.
    expect(summarizePings([10, 12, 30, 11])).toEqual({ ping: 11.5, jitter: 13 });
  });

  it('converts bytes over time to megabits per second', () => {
    expect(mbps(12_500_000, 1000)).toBe(100);
    expect(mbps(1, 0)).toBe(0);
  });

  it('leaves the warm-up out of the steady speed', () => {
    // 1 MB/s (8 Mbps) for the first 2 s, then 10 MB/s (80 Mbps) for 4 s.
    const samples = [];
    for (let t = 0; t <= 6000; t += 200) {
      const bytes = t <= 2000 ? t * 1000 : 2_000_000 + (t - 2000) * 10_000;
      samples.push({ t, bytes });
    }
    expect(steadyMbps(samples, 2000)).toBeCloseTo(80, 5);
    expect(recentMbps(samples, 1000)).toBeCloseTo(80, 5);
    expect(recentMbps(samples.slice(0, 8), 1000)).toBeCloseTo(8, 5);
    // A run too short for a warm-up is measured whole.
    expect(steadyMbps(samples.slice(0, 11), 2000)).toBeCloseTo(8, 5);
  });

  it('places values on a log gauge and formats them', () => {
    expect(gaugePosition(0)).toBe(0);
    expect(gaugePosition(10)).toBeCloseTo(1 / 3);
    expect(gaugePosition(5000)).toBe(1);
    expect([0.849, 8.44, 94.4, 940.2].map(formatMbps)).toEqual(['0.85', '8.4', '94', '940']);
  });
});
