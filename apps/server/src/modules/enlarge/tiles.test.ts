import { describe, expect, it } from 'vitest';
import { planTiles } from './tiles.ts';

describe('planTiles', () => {
  it('covers every pixel exactly once with its kept cores, each inside its tile', () => {
    for (const [w, h] of [
      [1, 1],
      [500, 333],
      [1024, 1024],
      [97, 1500],
    ] as const) {
      const seen = new Uint8Array(w * h);
      for (const t of planTiles(w, h, 192, 16)) {
        expect(t.width).toBeLessThanOrEqual(192);
        expect(t.height).toBeLessThanOrEqual(192);
        expect(t.keepX).toBeGreaterThanOrEqual(t.x);
        expect(t.keepX + t.keepWidth).toBeLessThanOrEqual(t.x + t.width);
        expect(t.keepY + t.keepHeight).toBeLessThanOrEqual(t.y + t.height);
        for (let y = t.keepY; y < t.keepY + t.keepHeight; y++)
          for (let x = t.keepX; x < t.keepX + t.keepWidth; x++) seen[y * w + x]!++;
      }
      expect(seen.every((v) => v === 1)).toBe(true);
    }
  });

  it('gives inner cores their full margin of context', () => {
    const tiles = planTiles(1000, 600, 192, 16);
    const inner = tiles.find((t) => t.keepX > 0 && t.keepY > 0 && t.keepX + t.keepWidth < 1000)!;
    expect(inner.keepX - inner.x).toBe(16);
    expect(inner.keepY - inner.y).toBe(16);
    expect(inner.x + inner.width - (inner.keepX + inner.keepWidth)).toBe(16);
  });
});
