// Reading and writing the photos of old_photo_repair and image_coloring: decoded with the same
// codecs as the ID photos (EXIF orientation applied), pixels as RGB planes, the result written in
// the upload's format with the upload's DPI, and the faces (BlazeFace, models/idphoto) found.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { detectFaces } from '@toolbox/toolkit/idphoto';
import { readDpi, setDpi, type Pixels } from '@toolbox/toolkit/image';
import { loadNodeCodecs } from '@toolbox/toolkit/node';
import type { TaskCaps } from '../../tasks/limits.ts';
import { decodeUploadedImage } from '../convert/decode-image.ts';
import type { Converted } from '../convert/word.ts';
import { loadIdPhotoModels } from '../idphoto/models.ts';
import { plane } from './filters.ts';
import type { Box, Rgb } from './repair.ts';

export interface PhotoInput {
  path: string;
  name: string;
  ext: string;
}

export interface Photo {
  planes: Rgb;
  /** The DPI the upload declares, carried to the result. */
  dpi: number | null;
}

/** The upload decoded into planes, once its size is within the tier's cap. */
export async function readPhoto(input: PhotoInput, caps: TaskCaps): Promise<Photo> {
  const bytes = new Uint8Array(await readFile(input.path));
  const fits = (w: number, h: number) => w * h <= caps.megapixels * 1e6;
  const pixels = await decodeUploadedImage(bytes, input.ext, fits, 'photoTooLarge');
  const declared = readDpi(bytes);
  const dpi = declared.ok && declared.dpi ? Math.round(declared.dpi.x) : null;
  return { planes: toPlanes(pixels), dpi: dpi && dpi >= 1 && dpi <= 65535 ? dpi : null };
}

/** RGBA pixels → RGB planes; transparent parts are laid on white (a print's paper). */
export function toPlanes({ data, width, height }: Pixels): Rgb {
  const planes = [plane(width, height), plane(width, height), plane(width, height)] as Rgb;
  for (let i = 0; i < width * height; i++) {
    const a = data[i * 4 + 3]! / 255;
    for (let k = 0; k < 3; k++) planes[k]!.data[i] = data[i * 4 + k]! * a + 255 * (1 - a);
  }
  return planes;
}

export function toPixels(planes: Rgb): Pixels {
  const { width, height } = planes[0];
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let k = 0; k < 3; k++) data[i * 4 + k] = planes[k]!.data[i]!;
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
}

/** A face found: its box (grown by a fifth) and BlazeFace's key points (eyes, nose, mouth, ears). */
export interface FaceBox extends Box {
  keypoints: { x: number; y: number }[];
}

/** Faces in the photo, for the steps that must treat them gently or colour them as skin. */
export async function findFaces(planes: Rgb): Promise<FaceBox[]> {
  const faces = await detectFaces(toPixels(planes), await loadIdPhotoModels());
  return faces.map((f) => ({
    x: f.x - f.width * 0.1,
    y: f.y - f.height * 0.1,
    width: f.width * 1.2,
    height: f.height * 1.2,
    keypoints: f.keypoints,
  }));
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'photo';

/** The result in the upload's format (PNG stays lossless, JPEG and WebP at quality 92), its DPI kept. */
export async function savePhoto(
  photo: Photo,
  input: PhotoInput,
  suffix: string,
  workDir: string,
): Promise<Converted> {
  const { encoders } = await loadNodeCodecs();
  const pixels = toPixels(photo.planes);
  const ext = input.ext === 'png' || input.ext === 'webp' ? input.ext : 'jpg';
  let bytes: Uint8Array =
    ext === 'png'
      ? await encoders.png(pixels, 1)
      : ext === 'webp'
        ? await encoders.webp(pixels, 92)
        : await encoders.jpeg(pixels, 92);
  if (photo.dpi && ext !== 'webp') {
    const marked = setDpi(bytes, photo.dpi);
    if (marked.ok) bytes = marked.bytes;
  }
  const name = `${baseName(input.name)}-${suffix}.${ext}`;
  const path = join(workDir, `result-${name}`);
  await writeFile(path, bytes);
  return { path, name, ext, mimeType: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` };
}
