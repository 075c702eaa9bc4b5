import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Converted } from '../convert/word.ts';
import { drawWatermark } from './watermark.ts';

/** Largest picture we decode for a preview (pixels); bigger results get no preview (and stay paid-for). */
const MAX_PIXELS = 40_000_000;

/**
 * The watermarked preview of a paid image result (PNG or JPEG), written beside it; null when the
 * result is not an image this server can mark.
 */
export async function makePreview(result: Converted, workDir: string): Promise<Converted | null> {
  const bytes = await readFile(result.path);
  const path = join(workDir, `preview.${result.ext}`);
  const name = result.name.replace(/(\.[^.]*)?$/, (ext) => `-preview${ext}`);
  if (result.ext === 'png') {
    const image = PNG.sync.read(bytes);
    if (image.width * image.height > MAX_PIXELS) return null;
    drawWatermark(image.data, image.width, image.height);
    await writeFile(path, PNG.sync.write(image));
    return { ...result, path, name };
  }
  if (result.ext === 'jpg') {
    const image = jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 1024, maxResolutionInMP: 40 });
    drawWatermark(image.data, image.width, image.height);
    await writeFile(
      path,
      jpeg.encode({ data: image.data, width: image.width, height: image.height }, 85).data,
    );
    return { ...result, path, name };
  }
  return null;
}
