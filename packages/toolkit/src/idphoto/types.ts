import type { Pixels } from '../image/compress-types.ts';

export type { Pixels };

/**
 * The three models the engine needs, as plain arrays in and out, so the engine runs (and is
 * tested) the same whatever runtime the caller loads them with. The server runs them with
 * TensorFlow.js (apps/server/src/modules/idphoto/models.ts).
 */
export interface IdPhotoModels {
  /** BlazeFace full range: 256×256×3 RGB in [-1, 1] → 896 logits and 896×16 regressors. */
  detect(input: Float32Array): Promise<{ scores: Float32Array; boxes: Float32Array }>;
  /** Face Mesh: a 192×192×3 face crop in [0, 1] → 468 (x, y, z) points in crop pixels, face score. */
  mesh(input: Float32Array): Promise<{ points: Float32Array; score: number }>;
  /** Selfie Segmentation: 256×256×3 RGB in [0, 1] → 256×256 person probabilities. */
  segment(input: Float32Array): Promise<Float32Array>;
}

export interface Point {
  x: number;
  y: number;
}

/** A detected face in image pixels: box, score and BlazeFace's six key points. */
export interface Face {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  /** Right eye, left eye (the subject's), nose tip, mouth, right ear, left ear. */
  keypoints: Point[];
}

/** Why a photo cannot become an ID photo (message keys, worded in en and zh by the callers). */
export type IdPhotoRefusal = 'noFace' | 'severalFaces' | 'faceTooSmall' | 'cutOff';
