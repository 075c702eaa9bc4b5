import { sampleAffine, toTensor } from './sample.ts';
import type { Face, IdPhotoModels, Pixels } from './types.ts';

const INPUT = 256;
/** Faces scored below this are not faces. */
export const FACE_SCORE = 0.55;

/** BlazeFace full-range anchors (normalised centres): 16×16 cells × 2, then 8×8 cells × 6. */
const anchors: Float32Array = (() => {
  const list: number[] = [];
  for (const [grid, perCell] of [
    [16, 2],
    [8, 6],
  ] as const) {
    for (let y = 0; y < grid; y++)
      for (let x = 0; x < grid; x++)
        for (let k = 0; k < perCell; k++) list.push((x + 0.5) / grid, (y + 0.5) / grid);
  }
  return Float32Array.from(list);
})();

const iou = (a: Face, b: Face): number => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
};

/**
 * Decodes BlazeFace's outputs for an input that showed the image scaled by `scale` and shifted by
 * (padX, padY) inside the 256 square: faces in image pixels, best first, overlaps removed.
 */
export function decodeFaces(
  scores: Float32Array,
  boxes: Float32Array,
  scale: number,
  padX: number,
  padY: number,
): Face[] {
  const found: Face[] = [];
  const toX = (v: number) => (v * INPUT - padX) / scale;
  const toY = (v: number) => (v * INPUT - padY) / scale;
  for (let i = 0; i < anchors.length / 2; i++) {
    const score = 1 / (1 + Math.exp(-Math.max(-80, Math.min(80, scores[i]!))));
    if (score < FACE_SCORE) continue;
    const r = boxes.subarray(i * 16, i * 16 + 16);
    const ax = anchors[i * 2]!;
    const ay = anchors[i * 2 + 1]!;
    const cx = ax + r[0]! / INPUT;
    const cy = ay + r[1]! / INPUT;
    const w = r[2]! / INPUT;
    const h = r[3]! / INPUT;
    const keypoints = [];
    for (let k = 0; k < 6; k++)
      keypoints.push({ x: toX(ax + r[4 + k * 2]! / INPUT), y: toY(ay + r[5 + k * 2]! / INPUT) });
    found.push({
      x: toX(cx - w / 2),
      y: toY(cy - h / 2),
      width: (w * INPUT) / scale,
      height: (h * INPUT) / scale,
      score,
      keypoints,
    });
  }
  found.sort((a, b) => b.score - a.score);
  const kept: Face[] = [];
  for (const f of found) if (kept.every((k) => iou(k, f) < 0.3)) kept.push(f);
  return kept;
}

/** Every face in the photo (BlazeFace on the whole photo, letterboxed into 256 × 256). */
export async function detectFaces(image: Pixels, models: IdPhotoModels): Promise<Face[]> {
  const scale = INPUT / Math.max(image.width, image.height);
  const padX = (INPUT - image.width * scale) / 2;
  const padY = (INPUT - image.height * scale) / 2;
  const square = sampleAffine(image, INPUT, INPUT, {
    a: 1 / scale,
    b: 0,
    c: -padX / scale,
    d: 0,
    e: 1 / scale,
    f: -padY / scale,
  });
  // Outside the photo stays black (alpha 0, colour 0): BlazeFace sees a letterbox.
  const { scores, boxes } = await models.detect(toTensor(square, 1 / 127.5, -1));
  return decodeFaces(scores, boxes, scale, padX, padY);
}
