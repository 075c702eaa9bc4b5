import { describe, expect, it } from 'vitest';
import { plane, type Plane } from './filters.ts';
import { loadRgb } from './test-photos.ts';
import { detectDefects, inpaint, lumaOf, repairPlanes, type Rgb } from './repair.ts';

const copy = (planes: Rgb): Rgb => planes.map((p) => plane(p.width, p.height, p.data.slice())) as Rgb;

/**
 * Synthetic damage on a real photo: two long scratches (one bright, one dark, 2 px wide, one
 * curved) and 25 dust specks; answers the damaged pixels.
 */
function scratch(planes: Rgb): Uint8Array {
  const { width: w, height: h } = planes[0];
  const damaged = new Uint8Array(w * h);
  const put = (x: number, y: number, v: number) => {
    const i = Math.round(y) * w + Math.round(x);
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    // Counted as damage where it changes the photo visibly (a white line on white paper does not).
    if (Math.abs(planes[1].data[i]! - v) >= 40) damaged[i] = 1;
    for (const p of planes) p.data[i] = v;
  };
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 30 + t * (w - 80);
    const y = 60 + t * (h - 140);
    put(x, y, 250);
    put(x + 1, y, 245);
    const cx = w * 0.85 - t * w * 0.5;
    const cy = 20 + t * (h - 60) + 30 * Math.sin(t * 6);
    put(cx, cy, 10);
    put(cx, cy + 1, 15);
  }
  let seed = 7;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let n = 0; n < 25; n++) {
    const x = 10 + rand() * (w - 20);
    const y = 10 + rand() * (h - 20);
    const v = n % 2 ? 245 : 15;
    for (let dy = 0; dy < 2; dy++) for (let dx = 0; dx < 2; dx++) put(x + dx, y + dy, v);
  }
  return damaged;
}

const meanAbs = (a: Plane, b: Plane, where: Uint8Array) => {
  let sum = 0;
  let n = 0;
  where.forEach((m, i) => {
    if (!m) return;
    sum += Math.abs(a.data[i]! - b.data[i]!);
    n++;
  });
  return sum / n;
};

describe('old photo repair on real old photographs', () => {
  for (const name of ['face_man_1.png', 'face_woman_1.png']) {
    it(`${name}: the mask finds synthetic scratches and dust, and filling them brings the pixels back`, async () => {
      const clean = await loadRgb(name);
      const damaged = copy(clean);
      const truth = scratch(damaged);
      const { width: w, height: h } = clean[0];
      const found = detectDefects(lumaOf(damaged));
      let hit = 0;
      let total = 0;
      let falseAlarm = 0;
      truth.forEach((t, i) => {
        if (t) {
          total++;
          if (found.mask[i]) hit++;
        }
      });
      // Outside the damage (and its one-pixel border the mask is grown by), little is flagged.
      const near = new Uint8Array(w * h);
      truth.forEach((t, i) => {
        if (!t) return;
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) near[i + dy * w + dx] = 1;
      });
      found.mask.forEach((m, i) => {
        if (m && !near[i]) falseAlarm++;
      });
      const recall = hit / total;
      const falseShare = falseAlarm / (w * h);
      console.log(name, { recall, falseShare, scratches: found.scratches, specks: found.specks });
      expect(recall).toBeGreaterThan(0.9);
      expect(falseShare).toBeLessThan(0.01);
      expect(found.scratches).toBeGreaterThanOrEqual(2);

      const before = meanAbs(damaged[1], clean[1], truth);
      const fixed = copy(damaged);
      inpaint(fixed, found.mask);
      const after = meanAbs(fixed[1], clean[1], truth);
      const elsewhere = meanAbs(
        fixed[1],
        clean[1],
        Uint8Array.from(near, (v) => 1 - v),
      );
      console.log(name, { before, after, elsewhere });
      expect(after).toBeLessThan(before / 4);
      expect(after).toBeLessThan(15);
      expect(elsewhere).toBeLessThan(1);
    });
  }

  it('the full repair stretches a faded photo and leaves an undamaged photo close to itself', async () => {
    const clean = await loadRgb('face_man_1.png');
    const faded = copy(clean);
    for (const p of faded) for (let i = 0; i < p.data.length; i++) p.data[i] = 90 + p.data[i]! * 0.45;
    const spread = (p: Plane) => {
      const sorted = Float32Array.from(p.data).sort();
      return sorted[Math.floor(sorted.length * 0.99)]! - sorted[Math.floor(sorted.length * 0.01)]!;
    };
    const wasSpread = spread(faded[1]);
    repairPlanes(faded, { scratches: true, denoise: 'low', levels: true, colour: 'neutral' });
    expect(spread(faded[1])).toBeGreaterThan(wasSpread * 1.8);
  });
});
