// Starting hints for image_coloring: sky blue on a smooth bright region that touches the top edge,
// skin on the cheeks, forehead and nose of each face BlazeFace finds. The page shows them as
// strokes the user can keep, paint over or remove.
import { boxMean, components, plane, type Plane } from './filters.ts';
import type { Stroke } from './colorize.ts';
import type { FaceBox } from './photo-io.ts';

export const SKY = '#8fb8de';
export const SKIN = '#e0ac8c';

/**
 * Sky: pixels of the upper 45 % that are bright (Y > 0.55 of white) and smooth (local deviation
 * under 0.035), in a region touching the top edge and covering at least 3 % of the picture; hints
 * are short strokes on a coarse lattice inside it.
 */
export function skyStrokes(luma: Plane): Stroke[] {
  const { width: w, height: h } = luma;
  const y01 = plane(
    w,
    h,
    luma.data.map((v) => v / 255),
  );
  const mean = boxMean(y01, 2);
  const sq = boxMean(
    plane(
      w,
      h,
      y01.data.map((v) => v * v),
    ),
    2,
  );
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < Math.floor(h * 0.45); y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const sd = Math.sqrt(Math.max(0, sq.data[i]! - mean.data[i]! ** 2));
      mask[i] = y01.data[i]! > 0.55 && sd < 0.035 ? 1 : 0;
    }
  const strokes: Stroke[] = [];
  const step = Math.max(4, Math.round(Math.min(w, h) / 12));
  for (const c of components(mask, w, h)) {
    if (c.minY > 1 || c.pixels.length < 0.03 * w * h) continue;
    const inSky = new Set(c.pixels);
    for (let y = step; y < h; y += step)
      for (let x = step; x < w; x += step) {
        if (!inSky.has(y * w + x)) continue;
        strokes.push({ color: SKY, width: 0.01, points: [[x / w, y / h]] });
      }
  }
  return strokes;
}

/** Skin: dots on both cheeks, the forehead and the nose of each face (key points: eyes, nose, mouth). */
export function skinStrokes(faces: readonly FaceBox[], width: number, height: number): Stroke[] {
  const strokes: Stroke[] = [];
  for (const face of faces) {
    const [rightEye, leftEye, nose, mouth] = face.keypoints;
    if (!rightEye || !leftEye || !nose || !mouth) continue;
    const eyeGap = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
    const radius = Math.max(1, eyeGap * 0.25);
    const mid = (a: { x: number; y: number }, b: { x: number; y: number }, t: number) => ({
      x: a.x + (b.x - a.x) * t,
      y: a.y + (b.y - a.y) * t,
    });
    const eyes = mid(rightEye, leftEye, 0.5);
    const spots = [
      mid(rightEye, mouth, 0.55),
      mid(leftEye, mouth, 0.55),
      { x: eyes.x - (nose.x - eyes.x) * 0.9, y: eyes.y - (nose.y - eyes.y) * 0.9 },
      mid(eyes, nose, 0.6),
    ];
    for (const s of spots)
      strokes.push({
        color: SKIN,
        width: (2 * radius) / Math.min(width, height),
        points: [[s.x / width, s.y / height]],
      });
  }
  return strokes;
}
