import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IdPhotoBackgroundOptions, IdPhotoCutOptions } from '@toolbox/contracts';
import {
  changeBackground,
  makeIdPhoto,
  parseHex,
  printSheet,
  SHEET_DPI,
  standardFor,
  type Background,
  type Pixels,
} from '@toolbox/toolkit/idphoto';
import { compressToTarget, readDpi, readImageSize, setDpi } from '@toolbox/toolkit/image';
import { loadNodeCodecs } from '@toolbox/toolkit/node';
import type { TaskCaps } from '../../tasks/limits.ts';
import { ConvertError } from '../convert/run.ts';
import type { Converted, Progress } from '../convert/word.ts';
import { loadIdPhotoModels } from './models.ts';

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'photo';

/** The uploaded photo decoded (EXIF orientation applied), after the tier's pixel cap. */
async function decode(path: string, ext: string, caps: TaskCaps): Promise<Pixels> {
  const bytes = new Uint8Array(await readFile(path));
  const size = readImageSize(bytes);
  if (size && size.width * size.height > caps.megapixels * 1e6)
    throw new ConvertError('photoTooLarge', `${size.width}×${size.height}`, false);
  const { decoders } = await loadNodeCodecs();
  try {
    if (ext === 'png') return await decoders.png(bytes);
    if (ext === 'webp') return await decoders.webp(bytes);
    return await decoders.jpeg(bytes);
  } catch (error) {
    throw new ConvertError('convertFailed', `cannot decode the photo: ${String(error)}`, false);
  }
}

/** JPEG at the given DPI: best quality, or the best that fits `maxKB` (image_compress's search). */
export async function encode(pixels: Pixels, dpi: number, maxKB: number | null): Promise<Uint8Array> {
  const { encoders } = await loadNodeCodecs();
  let bytes: Uint8Array;
  if (maxKB === null) bytes = await encoders.jpeg(pixels, 92);
  else {
    const found = await compressToTarget(pixels, { format: 'jpeg', targetBytes: maxKB * 1024 }, encoders);
    if (!found.bytes) throw new ConvertError('convertFailed', 'the photo could not be encoded', false);
    bytes = found.bytes;
  }
  const marked = setDpi(bytes, dpi);
  if (!marked.ok) throw new ConvertError('convertFailed', `cannot set the DPI: ${marked.reason}`, false);
  return marked.bytes;
}

const background = (o: { color: string; gradient: boolean }): Background => ({
  color: parseHex(o.color),
  gradient: o.gradient,
});

async function save(workDir: string, name: string, bytes: Uint8Array): Promise<Converted> {
  const path = join(workDir, `result-${name}`);
  await writeFile(path, bytes);
  return { path, name, ext: 'jpg', mimeType: 'image/jpeg' };
}

/** image_id_photo_cut: a photo of a person → an ID photo of the chosen size, or a print sheet. */
export async function idPhotoCut(
  input: { path: string; name: string; ext: string },
  options: Required<IdPhotoCutOptions>,
  workDir: string,
  caps: TaskCaps,
  progress: Progress,
): Promise<Converted> {
  const image = await decode(input.path, input.ext, caps);
  await progress('findingFace', 0, 2);
  const models = await loadIdPhotoModels();
  const made = await makeIdPhoto(
    image,
    {
      widthPx: options.widthPx,
      heightPx: options.heightPx,
      standard: standardFor(options.widthMm, options.heightMm),
      background: background(options),
    },
    models,
  );
  if (!made.ok) throw new ConvertError(made.reason, made.reason, false);
  await progress('background', 1, 2);
  const name = `${baseName(input.name)}-id-photo`;
  if (options.layout === 'single')
    return save(workDir, `${name}.jpg`, await encode(made.pixels, options.dpi, options.maxKB));
  const sheet = printSheet(made.pixels, {
    paper: options.layout,
    copies: options.copies,
    widthMm: options.widthMm,
    heightMm: options.heightMm,
  });
  return save(workDir, `${name}-${options.layout}.jpg`, await encode(sheet.pixels, SHEET_DPI, options.maxKB));
}

/** id_photo_change_bg_color: a finished ID photo → the same photo on a new background. */
export async function idPhotoChangeBackground(
  input: { path: string; name: string; ext: string },
  options: Required<IdPhotoBackgroundOptions>,
  workDir: string,
  caps: TaskCaps,
  progress: Progress,
): Promise<Converted> {
  const bytes = new Uint8Array(await readFile(input.path));
  const image = await decode(input.path, input.ext, caps);
  await progress('background', 0, 1);
  const pixels = await changeBackground(image, background(options), await loadIdPhotoModels());
  // Keep the photo's declared DPI (300 when it declares none).
  const declared = readDpi(bytes);
  const dpi = declared.ok && declared.dpi ? Math.round(declared.dpi.x) : 300;
  return save(workDir, `${baseName(input.name)}-background.jpg`, await encode(pixels, dpi, options.maxKB));
}
