import { detectFaces } from './detect.ts';
import { composite, refineMatte, resizeMap, upsample, type Background } from './matte.ts';
import { sampleAffine, toTensor, type Affine } from './sample.ts';
import type { HeadStandard } from './standards.ts';
import type { Face, IdPhotoModels, IdPhotoRefusal, Pixels, Point } from './types.ts';

/** Faces narrower than this share of the largest one are ignored (far background faces). */
const SIGNIFICANT_FACE = 0.35;
/** The output may enlarge the head at most this much before the photo counts as too small. */
const MAX_ENLARGE = 2.2;
/** Face Mesh scores a real face near 1 (0.01 for scikit-image's cat). */
const MESH_FACE_SCORE = 0.5;
/** Half the width under the chin that must be inside the photo, in eye distances. */
const HALF_FACE = 0.9;
/** Eyes closer than this many pixels are too few pixels for an ID photo. */
const MIN_EYE_DISTANCE = 24;

/** A face measured in its levelled frame: origin between the eyes, x along the eye line, y down. */
export interface HeadGeometry {
  /** Between the eyes, in image pixels. */
  eyes: Point;
  /** Roll of the eye line, radians (positive: the subject's left eye lower in the image). */
  roll: number;
  /** Eye to chin, crown to eye (negative), in levelled pixels. */
  chinY: number;
  crownY: number;
  /** The face's horizontal centre (between the cheeks), levelled. */
  centreX: number;
  eyeDistance: number;
  faces: number;
}

export type Analysis = { ok: true; head: HeadGeometry } | { ok: false; reason: IdPhotoRefusal };

const avg = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The affine map of a rotated square crop: output 0..size spans `side` source pixels around centre. */
function squareCrop(centre: Point, side: number, roll: number, size: number): Affine {
  const cos = Math.cos(roll);
  const sin = Math.sin(roll);
  const s = side / size;
  return {
    a: cos * s,
    b: -sin * s,
    c: centre.x - (cos * side) / 2 + (sin * side) / 2,
    d: sin * s,
    e: cos * s,
    f: centre.y - (sin * side) / 2 - (cos * side) / 2,
  };
}

const apply = (m: Affine, x: number, y: number): Point => ({
  x: m.a * x + m.b * y + m.c,
  y: m.d * x + m.e * y + m.f,
});

/** The map from levelled coordinates, scaled by 1/k and shifted, to image pixels. */
function levelledMap(head: HeadGeometry, k: number, originX: number, originY: number): Affine {
  const cos = Math.cos(head.roll);
  const sin = Math.sin(head.roll);
  const e = head.eyes;
  return {
    a: cos / k,
    b: -sin / k,
    c: e.x + cos * originX - sin * originY,
    d: sin / k,
    e: cos / k,
    f: e.y + sin * originX + cos * originY,
  };
}

/** Face Mesh landmarks of `face`, in image pixels. */
async function landmarks(image: Pixels, face: Face, models: IdPhotoModels): Promise<Point[] | null> {
  const [right, left] = face.keypoints as [Point, Point];
  const roll = Math.atan2(left.y - right.y, left.x - right.x);
  const centre = { x: face.x + face.width / 2, y: face.y + face.height / 2 };
  const map = squareCrop(centre, Math.max(face.width, face.height) * 1.6, roll, 192);
  const crop = sampleAffine(image, 192, 192, map);
  const { points, score } = await models.mesh(toTensor(crop, 1 / 255, 0));
  // Face Mesh's own face score confirms a human face (a cat's face passes BlazeFace, not this).
  if (score < MESH_FACE_SCORE) return null;
  const out: Point[] = [];
  for (let i = 0; i < points.length / 3; i++) out.push(apply(map, points[i * 3]!, points[i * 3 + 1]!));
  return out;
}

/**
 * Finds the one face of a photo and measures it: eyes, roll, chin (Face Mesh) and crown (the top
 * of the person mask above the face, so hair counts). Refuses no face, several faces, a face too
 * small, or a head cut off by the photo's edge.
 */
export async function analyse(image: Pixels, models: IdPhotoModels): Promise<Analysis> {
  const all = await detectFaces(image, models);
  if (all.length === 0) return { ok: false, reason: 'noFace' };
  const largest = Math.max(...all.map((f) => f.width));
  const faces = all.filter((f) => f.width >= largest * SIGNIFICANT_FACE);
  if (faces.length > 1) return { ok: false, reason: 'severalFaces' };
  const mesh = await landmarks(image, faces[0]!, models);
  if (!mesh) return { ok: false, reason: 'noFace' };
  let right = avg(mesh[33]!, mesh[133]!);
  let left = avg(mesh[362]!, mesh[263]!);
  if (left.x < right.x) [left, right] = [right, left];
  const eyes = avg(right, left);
  const roll = Math.atan2(left.y - right.y, left.x - right.x);
  const cos = Math.cos(roll);
  const sin = Math.sin(roll);
  const level = (p: Point): Point => ({
    x: (p.x - eyes.x) * cos + (p.y - eyes.y) * sin,
    y: -(p.x - eyes.x) * sin + (p.y - eyes.y) * cos,
  });
  const chinY = level(mesh[152]!).y;
  const centreX = (level(mesh[234]!).x + level(mesh[454]!).x) / 2;
  const eyeDistance = Math.hypot(left.x - right.x, left.y - right.y);
  if (eyeDistance < MIN_EYE_DISTANCE || chinY <= 0) return { ok: false, reason: 'faceTooSmall' };
  const chin = mesh[152]!;
  if (chin.y > image.height - 1 || chin.y < 0 || chin.x < 0 || chin.x > image.width - 1)
    return { ok: false, reason: 'cutOff' };

  // The crown: segment a levelled square around the head, then walk up from the eye line.
  const side = 4 * chinY;
  const top = -2.6 * chinY;
  const head: HeadGeometry = { eyes, roll, chinY, crownY: 0, centreX, eyeDistance, faces: faces.length };
  const map = levelledMap(head, 256 / side, centreX - side / 2, top);
  const square = sampleAffine(image, 256, 256, map);
  const mask = await models.segment(toTensor(square, 1 / 255, 0));
  const eyeRow = Math.round((-top / side) * 256);
  let crownRow = eyeRow;
  for (let u = Math.round(256 * 0.39); u <= Math.round(256 * 0.61); u++) {
    let v = eyeRow;
    while (v > 0 && mask[(v - 1) * 256 + u]! >= 0.5) {
      if (square.data[((v - 1) * 256 + u) * 4 + 3] === 0) return { ok: false, reason: 'cutOff' };
      v--;
    }
    crownRow = Math.min(crownRow, v);
  }
  head.crownY = top + (crownRow / 256) * side;
  return { ok: true, head };
}

/** Source pixels from the chin down to the photo's bottom edge, along the levelled vertical. */
function photoBelowChin(image: Pixels, head: HeadGeometry): number {
  const cos = Math.cos(head.roll);
  const chinRow = head.eyes.y + Math.sin(head.roll) * head.centreX + cos * head.chinY;
  // Two pixels short of the edge: the last rows are sampled from between the last two rows.
  return (image.height - 2 - chinRow) / cos;
}

/** How far inside a band the framing may go when the photo is short below the chin (re-measuring varies). */
const BAND_MARGIN = 0.15;
const inner = ([lo, hi]: [number, number]): [number, number] => [
  lo + (hi - lo) * BAND_MARGIN,
  hi - (hi - lo) * BAND_MARGIN,
];

/**
 * Head share and crown position: the middle of the head band, eyes at the middle of theirs unless
 * that pushes the crown out of its band. A photo cut close under the chin (a head-and-shoulders
 * portrait) may have too little below the chin for that: then the head grows and the crown moves
 * down, each staying inside its band (and the eyes inside theirs), until the photo is tall enough,
 * bottom corners included (a levelled tilted photo's edge is nearer on one side). `below` is the
 * photo below the chin in head heights; `aspect` the output's width over its height.
 */
function framing(head: HeadGeometry, standard: HeadStandard, below: number, aspect: number) {
  const eyeShare = -head.crownY / (head.chinY - head.crownY);
  const eyeMid = (standard.eyeFromBottom[0] + standard.eyeFromBottom[1]) / 2;
  const mid = (standard.head[0] + standard.head[1]) / 2;
  const clampCrown = (c: number) => Math.max(standard.crownTop[0], Math.min(standard.crownTop[1], c));
  const first = { share: mid, crownTop: clampCrown(1 - eyeMid - eyeShare * mid) };
  const tan = Math.abs(Math.tan(head.roll));
  const headPx = head.chinY - head.crownY;
  // What the photo must hold below the chin, in head heights: down to the output's bottom edge,
  // plus how much lower the tilted edge runs at the corners, or only under the face.
  const need = (f: { share: number; crownTop: number }, corners: boolean) =>
    (1 - f.crownTop - f.share) / f.share +
    (corners ? (tan * aspect) / (2 * f.share) : (tan * HALF_FACE * head.eyeDistance) / headPx);
  const fits = (f: { share: number; crownTop: number }, corners: boolean) => need(f, corners) <= below;
  if (fits(first, true)) return first;
  const [, headMax] = inner(standard.head);
  const [, crownMax] = inner(standard.crownTop);
  const [eyeMin] = inner(standard.eyeFromBottom);
  const candidates = [];
  for (let share = mid; share <= headMax + 1e-9; share += (headMax - mid) / 16) {
    // As low as the crown band and the eye band (eyes not under their lowest line) allow.
    const crownTop = Math.max(first.crownTop, Math.min(crownMax, 1 - eyeMin - eyeShare * share));
    if (1 - crownTop - eyeShare * share < eyeMin) break;
    candidates.push({ share, crownTop });
  }
  // Corners inside the photo if that can be done, else at least the part under the face (what
  // makeIdPhoto checks); else the framing that needs the least, for that check to judge.
  return (
    candidates.find((f) => fits(f, true)) ??
    candidates.find((f) => fits(f, false)) ??
    candidates.at(-1) ??
    first
  );
}

export interface IdPhotoSpec {
  widthPx: number;
  heightPx: number;
  standard: HeadStandard;
  background: Background;
}

/** Where the head landed in a finished photo, as fractions of its height. */
export interface Placement {
  head: number;
  crownTop: number;
  eyeFromBottom: number;
  rollDegrees: number;
}

export type IdPhotoResult =
  { ok: true; pixels: Pixels; placement: Placement } | { ok: false; reason: IdPhotoRefusal };

/** Above this many pixels the matte is refined on a smaller copy and enlarged (memory and time). */
const MATTE_MAX_PIXELS = 4_000_000;

/** Person alpha for `image` (Selfie Segmentation at 256², refined on the photo's edges). */
export async function personAlpha(image: Pixels, models: IdPhotoModels): Promise<Float32Array> {
  const { width, height } = image;
  const shrink = Math.min(1, Math.sqrt(MATTE_MAX_PIXELS / (width * height)));
  const w = Math.max(1, Math.round(width * shrink));
  const h = Math.max(1, Math.round(height * shrink));
  const work =
    shrink < 1 ? sampleAffine(image, w, h, { a: width / w, b: 0, c: 0, d: 0, e: height / h, f: 0 }) : image;
  const square = sampleAffine(work, 256, 256, { a: w / 256, b: 0, c: 0, d: 0, e: h / 256, f: 0 });
  const mask = await models.segment(toTensor(square, 1 / 255, 0));
  const coarse = upsample(mask, 256, w, h);
  const radius = Math.max(2, Math.round(Math.min(w, h) / 100));
  const alpha = refineMatte(work, coarse, radius);
  return shrink < 1 ? resizeMap(alpha, w, h, width, height) : alpha;
}

/**
 * The whole ID photo: one face found and measured, eyes levelled, scaled so chin to crown is the
 * middle of the standard's band, placed so the eye line sits in its band, cropped to the size,
 * and the background replaced (matte refined at the hair, spill removed).
 */
export async function makeIdPhoto(
  image: Pixels,
  spec: IdPhotoSpec,
  models: IdPhotoModels,
): Promise<IdPhotoResult> {
  const analysis = await analyse(image, models);
  if (!analysis.ok) return analysis;
  const head = analysis.head;
  const { widthPx: W, heightPx: H, standard } = spec;
  const headPx = head.chinY - head.crownY;
  const { share, crownTop } = framing(head, standard, photoBelowChin(image, head) / headPx, W / H);
  const k = (share * H) / headPx;
  if (k > MAX_ENLARGE) return { ok: false, reason: 'faceTooSmall' };
  const eyeShare = -head.crownY / headPx;
  const map = levelledMap(head, k, head.centreX - W / (2 * k), head.crownY - (crownTop * H) / k);
  const crop = sampleAffine(image, W, H, map);
  // Cut off: the part of the photo below the face (neck, shoulders) must be inside the source.
  const chinRow = Math.round(crownTop * H + share * H);
  const halfFace = Math.round(head.eyeDistance * HALF_FACE * k);
  for (let y = Math.max(0, chinRow); y < H; y++)
    for (let x = Math.max(0, Math.round(W / 2 - halfFace)); x < Math.min(W, W / 2 + halfFace); x++)
      if (crop.data[(y * W + x) * 4 + 3] === 0) return { ok: false, reason: 'cutOff' };
  const alpha = await personAlpha(crop, models);
  const pixels = composite(crop, alpha, spec.background);
  return {
    ok: true,
    pixels,
    placement: {
      head: share,
      crownTop,
      eyeFromBottom: 1 - (crownTop + eyeShare * share),
      rollDegrees: (head.roll * 180) / Math.PI,
    },
  };
}

/** Replaces the background of a finished ID photo (any size), keeping its pixels and framing. */
export async function changeBackground(
  image: Pixels,
  background: Background,
  models: IdPhotoModels,
): Promise<Pixels> {
  const alpha = await personAlpha(image, models);
  return composite(image, alpha, background);
}
