// The photo tools' upload decoding (enlarge, clearer, old photo repair, colouring): the size read
// from the header is checked before decoding, so an oversized upload is refused without the memory.
import { readImageSize, type Pixels } from '@toolbox/toolkit/image';
import { loadNodeCodecs } from '@toolbox/toolkit/node';
import { ConvertError } from './run.ts';

/**
 * Decodes a JPEG, PNG or WebP upload (`ext` as sniffed; EXIF orientation applied) when `fits` its
 * size, before and after decoding; else fails with `tooLarge` (not retried). A file that does not
 * decode fails with convertFailed.
 */
export async function decodeUploadedImage(
  bytes: Uint8Array,
  ext: string,
  fits: (width: number, height: number) => boolean,
  tooLarge: ConvertError['key'],
): Promise<Pixels> {
  const size = readImageSize(bytes);
  if (size && !fits(size.width, size.height))
    throw new ConvertError(tooLarge, `${size.width}×${size.height}`, false);
  const { decoders } = await loadNodeCodecs();
  let pixels: Pixels;
  try {
    if (ext === 'png') pixels = await decoders.png(bytes);
    else if (ext === 'webp') pixels = await decoders.webp(bytes);
    else pixels = await decoders.jpeg(bytes);
  } catch (error) {
    throw new ConvertError('convertFailed', `cannot decode the image: ${String(error)}`, false);
  }
  if (!fits(pixels.width, pixels.height))
    throw new ConvertError(tooLarge, `${pixels.width}×${pixels.height}`, false);
  return pixels;
}
