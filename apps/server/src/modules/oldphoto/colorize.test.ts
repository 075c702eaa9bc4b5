import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plane, resize, type Plane } from './filters.ts';
import { applyChroma, chromaOf, rasterizeStrokes, solveChroma, workSize, type Hint } from './colorize.ts';
import { loadRgb } from './test-photos.ts';
import { lumaOf, type Rgb } from './repair.ts';

const toolkitImages = join(import.meta.dirname, '../../../../../packages/toolkit/src/image/__fixtures__');

const chroma = (rgb: Rgb) => {
  const y = lumaOf(rgb);
  return {
    cb: plane(
      y.width,
      y.height,
      rgb[2].data.map((b, i) => 0.564 * (b - y.data[i]!)),
    ),
    cr: plane(
      y.width,
      y.height,
      rgb[0].data.map((r, i) => 0.713 * (r - y.data[i]!)),
    ),
  };
};

const meanOver = (p: Plane, where: (x: number, y: number) => boolean) => {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++)
      if (where(x, y)) {
        sum += p.data[y * p.width + x]!;
        n++;
      }
  return sum / n;
};

describe('colourisation by optimisation', () => {
  it('hints fill their regions of a real old photo, each up to the strong edge between them', async () => {
    // face_man_1: a light studio backdrop around a dark head. A red stroke on the backdrop (upper
    // left), blue ones on the hair and the left cheek, and white on the shirt.
    // The scan's transparent margins (laid on white) are cut off: only the photograph is coloured.
    const full = lumaOf(await loadRgb('face_man_1.png'));
    const rows: number[] = [];
    for (let yy = 0; yy < full.height; yy++) {
      const row = full.data.subarray(yy * full.width, (yy + 1) * full.width);
      if (row.reduce((a, v) => a + v, 0) / full.width < 250) rows.push(yy);
    }
    const top = rows[0]! + 2;
    const luma = plane(
      full.width,
      rows.at(-1)! - 2 - top,
      full.data.slice(top * full.width, (rows.at(-1)! - 2) * full.width),
    );
    const size = workSize(luma.width, luma.height);
    const y = resize(
      plane(
        luma.width,
        luma.height,
        luma.data.map((v) => v / 255),
      ),
      size.width,
      size.height,
    );
    const red = '#d03030';
    const blue = '#3050d0';
    const hints = rasterizeStrokes(
      [
        {
          color: red,
          width: 0.02,
          points: [
            [0.04, 0.2],
            [0.12, 0.2],
          ],
        },
        {
          color: blue,
          width: 0.02,
          points: [
            [0.3, 0.26],
            [0.36, 0.24],
          ],
        },
        {
          color: blue,
          width: 0.02,
          points: [
            [0.36, 0.55],
            [0.4, 0.58],
          ],
        },
        {
          color: '#ffffff',
          width: 0.02,
          points: [
            [0.55, 0.93],
            [0.6, 0.95],
          ],
        },
      ],
      size.width,
      size.height,
    );
    const started = performance.now();
    const { cb, cr, report } = solveChroma(y, hints);
    const seconds = (performance.now() - started) / 1000;
    // The solved colour itself (a saturated red on a near-white backdrop clips once made RGB).
    const out = { cb: resize(cb, luma.width, luma.height), cr: resize(cr, luma.width, luma.height) };
    const W = luma.width;
    const H = luma.height;
    const L = (x: number, yy: number) => luma.data[Math.round(yy) * W + Math.round(x)]!;
    // Far from each stroke: the backdrop low on the left (about 200 px below its stroke), the right cheek.
    const backdrop = (x: number, yy: number) =>
      x < W * 0.1 && yy > H * 0.55 && yy < H * 0.7 && L(x, yy) > 170;
    const face = (x: number, yy: number) => x > W * 0.58 && x < W * 0.66 && yy > H * 0.5 && yy < H * 0.6;
    // Either side of the head's left edge, 3 to 8 pixels away from it, on rows through the hair.
    const edgeOf = new Map<number, number>();
    for (let yy = Math.round(H * 0.2); yy < H * 0.3; yy++) {
      let x = 0;
      while (x < W - 1 && L(x, yy) > 80) x++;
      edgeOf.set(yy, x);
    }
    const outside = (x: number, yy: number) =>
      edgeOf.has(yy) && x <= edgeOf.get(yy)! - 3 && x >= edgeOf.get(yy)! - 8;
    const inside = (x: number, yy: number) =>
      edgeOf.has(yy) && x >= edgeOf.get(yy)! + 3 && x <= edgeOf.get(yy)! + 8;
    // How much of a hint's colour a region has: the mean projection of its chroma on the hint's.
    const share = (where: (x: number, yy: number) => boolean, hex: string) => {
      const h = chromaOf(hex);
      const norm = h.cb * h.cb + h.cr * h.cr;
      return (meanOver(out.cb, where) * h.cb + meanOver(out.cr, where) * h.cr) / norm;
    };
    const figures = {
      seconds,
      ...report,
      backdropRed: share(backdrop, red),
      backdropBlue: share(backdrop, blue),
      faceBlue: share(face, blue),
      faceRed: share(face, red),
      outsideRed: share(outside, red),
      outsideBlue: share(outside, blue),
      insideBlue: share(inside, blue),
      insideRed: share(inside, red),
    };
    console.log('spread (shares of the hint colours)', figures);
    // Spread: the far side of each region has most of its own hint's colour and little of the other.
    expect(figures.backdropRed).toBeGreaterThan(0.7);
    expect(figures.faceBlue).toBeGreaterThan(0.5);
    // Stopped at the edge: a few pixels either side, each colour on its own side.
    expect(figures.outsideRed).toBeGreaterThan(0.7);
    expect(figures.insideBlue).toBeGreaterThan(0.7);
    // (red and blue are not orthogonal: a pure red region projects to about −0.45 on blue)
    expect(figures.outsideBlue).toBeLessThan(0);
    expect(figures.insideRed).toBeLessThan(0);
    expect(figures.faceRed).toBeLessThan(0.1);
  });

  it('hints sampled from a real colour photo bring back its colours from the grey version', async () => {
    const truthRgb = await loadRgb(join(toolkitImages, 'chelsea.png'));
    const luma = lumaOf(truthRgb);
    const truth = chroma(truthRgb);
    const size = workSize(luma.width, luma.height);
    const y = resize(
      plane(
        luma.width,
        luma.height,
        luma.data.map((v) => v / 255),
      ),
      size.width,
      size.height,
    );
    const smallCb = resize(truth.cb, size.width, size.height);
    const smallCr = resize(truth.cr, size.width, size.height);
    // One hint pixel in 400, on a lattice (as scattered scribbles would be).
    const hints: Hint[] = [];
    for (let yy = 5; yy < size.height; yy += 20)
      for (let x = 5; x < size.width; x += 20) {
        const index = yy * size.width + x;
        hints.push({ index, cb: smallCb.data[index]!, cr: smallCr.data[index]! });
      }
    const { cb, cr, report } = solveChroma(y, hints);
    const out = chroma(applyChroma(luma, cb, cr));
    let err = 0;
    let greyErr = 0;
    for (let i = 0; i < luma.data.length; i++) {
      err += Math.hypot(out.cb.data[i]! - truth.cb.data[i]!, out.cr.data[i]! - truth.cr.data[i]!);
      greyErr += Math.hypot(truth.cb.data[i]!, truth.cr.data[i]!);
    }
    console.log('chelsea', {
      hints: hints.length,
      report,
      err: err / luma.data.length,
      greyErr: greyErr / luma.data.length,
    });
    expect(err).toBeLessThan(0.5 * greyErr);
  });
});
