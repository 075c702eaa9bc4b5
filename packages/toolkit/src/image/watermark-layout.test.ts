import { describe, expect, it } from 'vitest';
import { rotatedBox, watermarkCentres, type WatermarkLayout } from './watermark-layout.ts';

const base: WatermarkLayout = {
  tiled: false,
  position: 'bottom-right',
  angle: 0,
  lineMargin: 10,
  contentMargin: 2,
};

describe('watermarkCentres', () => {
  it('puts a single mark inside the corner, the margin measured on the shorter side', () => {
    // 1000 × 500: margin 2 % of 500 = 10 px; a 200 × 40 mark's centre is 110 px / 30 px from the corner.
    expect(watermarkCentres(1000, 500, 200, 40, base)).toEqual([{ x: 890, y: 470 }]);
    expect(watermarkCentres(1000, 500, 200, 40, { ...base, position: 'top-left' })).toEqual([
      { x: 110, y: 30 },
    ]);
    expect(watermarkCentres(1000, 500, 200, 40, { ...base, position: 'center' })).toEqual([
      { x: 500, y: 250 },
    ]);
  });

  it('keeps a turned single mark inside the picture by its turned box', () => {
    const box = rotatedBox(200, 40, 90);
    expect(box.width).toBeCloseTo(40);
    expect(box.height).toBeCloseTo(200);
    const [p] = watermarkCentres(1000, 500, 200, 40, { ...base, angle: 90 });
    expect(p!.x).toBeCloseTo(1000 - 10 - 20);
    expect(p!.y).toBeCloseTo(500 - 10 - 100);
  });

  it('tiles the whole picture, corners included, at any angle, with the spacing between marks', () => {
    for (const angle of [0, -30, 45, 90]) {
      const points = watermarkCentres(800, 600, 120, 30, { ...base, tiled: true, angle });
      for (const [cx, cy] of [
        [0, 0],
        [800, 0],
        [0, 600],
        [800, 600],
        [400, 300],
      ] as const) {
        const nearest = Math.min(...points.map((p) => Math.hypot(p.x - cx, p.y - cy)));
        expect(nearest).toBeLessThan(160); // within one step (120 + 60 spacing) of every spot
      }
    }
    const flat = watermarkCentres(800, 600, 120, 30, { ...base, tiled: true, lineMargin: 10 });
    const row = flat
      .filter((p) => Math.abs(p.y - 300) < 1)
      .map((p) => p.x)
      .sort((a, b) => a - b);
    expect(row[1]! - row[0]!).toBeCloseTo(120 + 60); // mark width + 10 % of 600
  });
});
