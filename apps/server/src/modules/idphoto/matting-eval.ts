import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { boxMean, personAlpha, upsample, type IdPhotoModels, type Pixels } from '@toolbox/toolkit/idphoto';
import { loadNodeCodecs } from '@toolbox/toolkit/node';

/**
 * Measures the ID-photo person matte against reference alphas of real portraits
 * (__fixtures__/matting; sources in __fixtures__/SOURCES.md): the bench `matting` and a regression test use it.
 */
export const MATTING_DIR = join(import.meta.dirname, '__fixtures__', 'matting');
export const MATTING_CASES = ['obama', 'biden', 'astronaut'] as const;

/** One reference portrait: the ID-photo crop as the pipeline cuts it, and its reference alpha. */
export interface MattingCase {
  name: string;
  /** RGBA; alpha 0 where the crop reaches past the source photo, as in the pipeline. */
  image: Pixels;
  truth: Float32Array;
}

/** Reads `<name>.jpg` and `<name>-alpha.png` (grey = alpha; PNG alpha 0 = outside the source photo). */
export async function loadMattingCase(name: string): Promise<MattingCase> {
  const { decoders } = await loadNodeCodecs();
  const image = await decoders.jpeg(new Uint8Array(await readFile(join(MATTING_DIR, `${name}.jpg`))));
  const alpha = await decoders.png(new Uint8Array(await readFile(join(MATTING_DIR, `${name}-alpha.png`))));
  if (alpha.width !== image.width || alpha.height !== image.height) throw new Error(`${name}: sizes differ`);
  const truth = new Float32Array(image.width * image.height);
  for (let i = 0; i < truth.length; i++) {
    truth[i] = alpha.data[i * 4]! / 255;
    // Outside the source photo the pipeline's crop is transparent black; restore that exactly.
    if (alpha.data[i * 4 + 3] === 0) image.data.fill(0, i * 4, i * 4 + 4);
  }
  return { name, image, truth };
}

/** Our refined matte (what makeIdPhoto composites with) and the raw Selfie Segmentation mask under it. */
export async function segmentBoth(
  image: Pixels,
  models: IdPhotoModels,
): Promise<{ refined: Float32Array; raw: Float32Array }> {
  let mask: Float32Array | undefined;
  const spy: IdPhotoModels = {
    ...models,
    segment: async (input) => (mask = await models.segment(input)),
  };
  const refined = await personAlpha(image, spy);
  if (!mask) throw new Error('the segmentation model was not called');
  // personAlpha works at full size below 4 MP, so this is the very mask the guided filter refines.
  return { refined, raw: upsample(mask, 256, image.width, image.height) };
}

export interface AlphaErrors {
  /** Sum of absolute differences over the photo, /1000 (alpha in 0..1). */
  sad: number;
  /** Mean squared error over the photo. */
  mse: number;
  /** The same two on the boundary band: reference alpha strictly between 0 and 1, dilated by 3 px. */
  bandSad: number;
  bandMse: number;
  /** Gradient error on the band: Σ (|∇pred| − |∇truth|)² with Gaussian derivatives (σ 1.4), /1000. */
  gradient: number;
  bandPixels: number;
}

/** Pixels where the reference alpha is strictly between 0 and 1, grown by `grow` px (square). */
export function boundaryBand(c: MattingCase, grow = 3): Uint8Array {
  const { width, height } = c.image;
  const soft = new Float32Array(width * height);
  for (let i = 0; i < soft.length; i++)
    soft[i] = c.truth[i]! > 0.5 / 255 && c.truth[i]! < 254.5 / 255 ? 1 : 0;
  const near = boxMean(soft, width, height, grow);
  const band = new Uint8Array(width * height);
  for (let i = 0; i < band.length; i++) band[i] = near[i]! > 0 && c.image.data[i * 4 + 3] !== 0 ? 1 : 0;
  return band;
}

/** Gradient magnitude of a map through Gaussian-derivative filters of σ = 1.4 (separable). */
function gradientMagnitude(map: Float32Array, width: number, height: number): Float32Array {
  const sigma = 1.4;
  const r = Math.ceil(3 * sigma);
  const g: number[] = [];
  const dg: number[] = [];
  for (let k = -r; k <= r; k++) {
    const v = Math.exp(-(k * k) / (2 * sigma * sigma));
    g.push(v);
    dg.push((-k / (sigma * sigma)) * v);
  }
  const gSum = g.reduce((a, b) => a + b, 0);
  const dNorm = dg.reduce((a, b, i) => a + Math.abs(b * (i - r)), 0);
  const pass = (src: Float32Array, kernel: number[], norm: number, horizontal: boolean) => {
    const out = new Float32Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let s = 0;
        for (let k = -r; k <= r; k++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x;
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k));
          s += kernel[k + r]! * src[yy * width + xx]!;
        }
        out[y * width + x] = s / norm;
      }
    return out;
  };
  const gx = pass(pass(map, g, gSum, false), dg, dNorm, true);
  const gy = pass(pass(map, g, gSum, true), dg, dNorm, false);
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = Math.hypot(gx[i]!, gy[i]!);
  return out;
}

/** Errors of a predicted alpha against the case's reference, over the pixels inside the source photo. */
export function alphaErrors(c: MattingCase, pred: Float32Array, band = boundaryBand(c)): AlphaErrors {
  const { width, height } = c.image;
  const gp = gradientMagnitude(pred, width, height);
  const gt = gradientMagnitude(c.truth, width, height);
  let sad = 0;
  let sq = 0;
  let count = 0;
  let bandSad = 0;
  let bandSq = 0;
  let bandPixels = 0;
  let gradient = 0;
  for (let i = 0; i < pred.length; i++) {
    if (c.image.data[i * 4 + 3] === 0) continue;
    const d = Math.abs(Math.max(0, Math.min(1, pred[i]!)) - c.truth[i]!);
    sad += d;
    sq += d * d;
    count++;
    if (!band[i]) continue;
    bandSad += d;
    bandSq += d * d;
    bandPixels++;
    gradient += (gp[i]! - gt[i]!) ** 2;
  }
  return {
    sad: sad / 1000,
    mse: sq / Math.max(1, count),
    bandSad: bandSad / 1000,
    bandMse: bandSq / Math.max(1, bandPixels),
    gradient: gradient / 1000,
    bandPixels,
  };
}
