// The two server tasks on old photos: old_photo_repair and image_coloring.
import type { ImageColoringOptions, OldPhotoRepairOptions } from '@toolbox/contracts/photo-tools';
import type { TaskCaps } from '../../tasks/limits.ts';
import { colorizeModelSettings, modelChroma } from './colorize-model.ts';
import { ConvertError } from '../convert/run.ts';
import type { Converted, Progress } from '../convert/word.ts';
import { skinStrokes, skyStrokes } from './auto-hints.ts';
import { applyChroma, rasterizeStrokes, solveChroma, workSize, type Stroke } from './colorize.ts';
import { plane, resize } from './filters.ts';
import { findFaces, readPhoto, savePhoto, type PhotoInput } from './photo-io.ts';
import { lumaOf, repairPlanes } from './repair.ts';

/** old_photo_repair: scratches and dust filled, noise reduced, fading corrected; faces treated gently. */
export async function oldPhotoRepair(
  input: PhotoInput,
  options: Required<OldPhotoRepairOptions>,
  workDir: string,
  caps: TaskCaps,
  progress: Progress,
): Promise<Converted> {
  const photo = await readPhoto(input, caps);
  await progress('findingFace', 0, 2);
  const faces = await findFaces(photo.planes);
  await progress('repairing', 1, 2);
  repairPlanes(photo.planes, options, faces);
  await progress('repairing', 2, 2);
  return savePhoto(photo, input, 'restored', workDir);
}

/**
 * image_coloring: the photo's brightness kept, its colour solved from the painted strokes (and,
 * when asked, sky and skin hints placed first, so the user's strokes paint over them).
 */
export async function imageColoring(
  input: PhotoInput,
  options: Required<ImageColoringOptions>,
  workDir: string,
  caps: TaskCaps,
  progress: Progress,
): Promise<Converted> {
  const photo = await readPhoto(input, caps);
  const luma = lumaOf(photo.planes);
  if (options.method === 'model') {
    const model = colorizeModelSettings();
    if (!model) throw new ConvertError('noColourModel', 'COLORIZE_MODEL is not set', false);
    await progress('colouring', 0, 1);
    const { cb, cr } = await modelChroma(luma, model);
    photo.planes = applyChroma(luma, cb, cr);
    await progress('colouring', 1, 1);
    return savePhoto(photo, input, 'colour', workDir);
  }
  const strokes: Stroke[] = [];
  if (options.auto) {
    await progress('findingFace', 0, 2);
    const faces = await findFaces(photo.planes);
    const small = workSize(luma.width, luma.height);
    strokes.push(...skyStrokes(resize(luma, small.width, small.height)));
    strokes.push(...skinStrokes(faces, luma.width, luma.height));
  }
  strokes.push(...options.strokes);
  if (!strokes.length) throw new ConvertError('noColourHints', 'no strokes and no automatic hints', false);
  await progress('colouring', 1, 2);
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
  const { cb, cr } = solveChroma(y, rasterizeStrokes(strokes, size.width, size.height));
  photo.planes = applyChroma(luma, cb, cr);
  await progress('colouring', 2, 2);
  return savePhoto(photo, input, 'colour', workDir);
}
