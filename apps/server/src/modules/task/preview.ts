import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { readDpi, setDpi } from '@toolbox/toolkit/image';
import type { Limits } from '../convert/run.ts';
import type { Converted } from '../convert/word.ts';
import { previewMedia } from './preview-media.ts';
import { previewPdf } from './preview-pdf.ts';
import { drawWatermark } from './watermark.ts';

/** Largest picture we decode for a preview (pixels); bigger results get no preview (and stay paid-for). */
const MAX_PIXELS = 40_000_000;

/** The programs and limits previews of documents and media run with. */
export interface PreviewSetup {
  pdftoppmPath: string;
  ffmpegPath: string;
  ffprobePath: string;
  limits: Limits;
}

/** The programs previews call (Debian's poppler-utils and ffmpeg), found on PATH. */
export const previewPrograms = { pdftoppmPath: 'pdftoppm', ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' };

const defaultSetup: PreviewSetup = { ...previewPrograms, limits: { timeoutMs: 120_000, memoryMB: 2048 } };

/**
 * The watermarked preview of a paid result, written beside it: images (PNG, JPEG) marked in their
 * pixels, PDFs as marked pictures of their first pages, audio and video as their first seconds
 * with a beep (and, for video, the mark over every frame). Null when the result is of a kind this
 * server cannot preview; the caller then treats the result as free rather than sell it unseen.
 */
export async function makePreview(
  result: Converted,
  workDir: string,
  setup: PreviewSetup = defaultSetup,
): Promise<Converted | null> {
  const path = join(workDir, `preview.${result.ext}`);
  const name = result.name.replace(/(\.[^.]*)?$/, (ext) => `-preview${ext}`);
  if (result.ext === 'pdf') {
    await previewPdf(result.path, path, workDir, setup.pdftoppmPath, setup.limits);
    return { ...result, path, name };
  }
  if (result.mimeType.startsWith('audio/') || result.mimeType.startsWith('video/')) {
    await previewMedia(result.path, path, result.ext, workDir, setup);
    return { ...result, path, name };
  }
  if (result.ext !== 'png' && result.ext !== 'jpg') return null;
  const bytes = await readFile(result.path);
  // The preview declares the result's print resolution too (an ID photo's 300 DPI).
  const declared = readDpi(bytes);
  const withDpi = (out: Uint8Array): Uint8Array => {
    if (!declared.ok || !declared.dpi) return out;
    const marked = setDpi(out, Math.round(declared.dpi.x));
    return marked.ok ? marked.bytes : out;
  };
  if (result.ext === 'png') {
    const image = PNG.sync.read(bytes);
    if (image.width * image.height > MAX_PIXELS) return null;
    drawWatermark(image.data, image.width, image.height);
    await writeFile(path, withDpi(PNG.sync.write(image)));
    return { ...result, path, name };
  }
  if (result.ext === 'jpg') {
    const image = jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 1024, maxResolutionInMP: 40 });
    drawWatermark(image.data, image.width, image.height);
    await writeFile(
      path,
      withDpi(jpeg.encode({ data: image.data, width: image.width, height: image.height }, 85).data),
    );
    return { ...result, path, name };
  }
  return null;
}
