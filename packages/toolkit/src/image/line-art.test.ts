import { describe, expect, it } from 'vitest';
import type { Pixels } from './compress-types.ts';
import { toLineDrawing } from './line-art.ts';
import { photo } from './test-photos-node.ts';

/** Share of pixels darker than `below` (0–255). */
function darkShare(p: Pixels, below: number): number {
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) if (p.data[i]! < below) n++;
  return n / (p.width * p.height);
}

/** Connected groups of dark pixels (8-neighbours) and how many of them are lone specks of under 4 pixels. */
function inkGroups(p: Pixels): { groups: number; specks: number } {
  const { width: w, height: h } = p;
  const seen = new Uint8Array(w * h);
  const ink = (i: number) => p.data[i * 4]! < 128;
  let groups = 0;
  let specks = 0;
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || !ink(start)) continue;
    groups++;
    let size = 0;
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const q = stack.pop()!;
      size++;
      const x = q % w;
      const y = (q - x) / w;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          const n = ny * w + nx;
          if (nx >= 0 && ny >= 0 && nx < w && ny < h && !seen[n] && ink(n)) {
            seen[n] = 1;
            stack.push(n);
          }
        }
    }
    if (size < 4) specks++;
  }
  return { groups, specks };
}

const isGrey = (p: Pixels) => p.data.every((v, i) => i % 4 === 3 || v === p.data[i - (i % 4)]);

describe('toLineDrawing on real photos', () => {
  it('pencil: the same size, grey, mostly white paper with dark strokes that deepen with strength', async () => {
    const cat = await photo('chelsea.png');
    const light = toLineDrawing(cat, { style: 'pencil', strength: 0 });
    const dark = toLineDrawing(cat, { style: 'pencil', strength: 1 });
    expect([light.width, light.height]).toEqual([451, 300]);
    expect(isGrey(light)).toBe(true);
    expect(darkShare(light, 200)).toBeLessThan(0.15); // paper
    expect(darkShare(dark, 128)).toBeGreaterThan(0.01); // strokes
    expect(darkShare(dark, 200)).toBeGreaterThan(darkShare(light, 200) * 2);
    expect(dark.data.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
  });

  it('line art: clean black lines on white, more lines with strength, hardly a lone speck', async () => {
    for (const name of ['chelsea.png', 'board-photo.jpg', 'nikon-gps.jpg']) {
      const source = await photo(name);
      const few = toLineDrawing(source, { style: 'lineart', strength: 0 });
      const many = toLineDrawing(source, { style: 'lineart', strength: 1 });
      expect([few.width, few.height]).toEqual([source.width, source.height]);
      expect(isGrey(few)).toBe(true);
      // White paper with lines: a few per cent ink, not an edge map covering the picture.
      expect(darkShare(few, 128)).toBeGreaterThan(0.01);
      expect(darkShare(many, 128)).toBeLessThan(0.15);
      expect(darkShare(many, 128)).toBeGreaterThan(darkShare(few, 128) * 1.3);
      // Nearly all ink is white or black, not grey noise.
      expect(darkShare(many, 230) - darkShare(many, 25)).toBeLessThan(darkShare(many, 128) * 1.2);
      const { groups, specks } = inkGroups(many);
      expect(specks / groups).toBeLessThan(0.1);
    }
  });

  it('draws nothing on a flat picture and keeps a PNG transparent where it was', async () => {
    const flat: Pixels = { data: new Uint8ClampedArray(64 * 48 * 4).fill(90), width: 64, height: 48 };
    for (const style of ['pencil', 'lineart'] as const) {
      const out = toLineDrawing(flat, { style, strength: 1 });
      expect(darkShare(out, 250)).toBe(0);
    }
    const sign = await photo('signature-alpha.png');
    const out = toLineDrawing(sign, { style: 'lineart', strength: 0.5 });
    for (let i = 3; i < out.data.length; i += 400) expect(out.data[i]).toBe(sign.data[i]);
    expect(out.data[3]).toBe(0);
  });

  it('gives a large photo the same look, drawn on a shrunk copy (a 2706 × 1800 enlargement)', async () => {
    const cat = await photo('chelsea.png');
    const k = 6;
    const big: Pixels = {
      data: new Uint8ClampedArray(cat.width * k * cat.height * k * 4),
      width: cat.width * k,
      height: cat.height * k,
    };
    for (let y = 0; y < big.height; y++)
      for (let x = 0; x < big.width; x++) {
        const s = (Math.floor(y / k) * cat.width + Math.floor(x / k)) * 4;
        big.data.set(cat.data.subarray(s, s + 4), (y * big.width + x) * 4);
      }
    const small = toLineDrawing(cat, { style: 'lineart', strength: 0.5 });
    const large = toLineDrawing(big, { style: 'lineart', strength: 0.5 });
    expect([large.width, large.height]).toEqual([2706, 1800]);
    const ratio = darkShare(large, 128) / darkShare(small, 128);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
