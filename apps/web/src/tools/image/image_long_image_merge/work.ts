import {
  imageError,
  mergeImages,
  planMerge,
  readImageSize,
  readMetadata,
  sniffFormat,
  type MergeOptions,
} from '@toolbox/toolkit/image';
import type { ImageCodecs } from '../../../features/image-batch/codecs.ts';
import { encodeSpecOf, type OutputOptions } from '../../../features/image-batch/output-options.tsx';
import type { ManyWork } from '../kit/image-geometry/handler.ts';
import { outputFile, specFor } from '../kit/image-geometry/output.ts';
import { fillColour } from '../kit/image-geometry/fill.ts';

export interface LongMergeOptions extends MergeOptions {
  /** '#rrggbb', or 'transparent'. */
  fill: string;
  output: OutputOptions;
}

/** Longest side each format can hold (MozJPEG 65,535; WebP 16,383). */
const SIDE_LIMIT: Partial<Record<string, { max: number; name: string }>> = {
  jpeg: { max: 65_535, name: 'JPG' },
  webp: { max: 16_383, name: 'WebP' },
};
const HEADER_BYTES = 256 * 1024;

/**
 * An image's size as shown, from its header where that is certain (JPEG and PNG, whose EXIF turn
 * Chromium applies, as our decode does), else by decoding it.
 */
async function shownSize(file: File, codecs: ImageCodecs): Promise<{ width: number; height: number }> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const format = sniffFormat(head);
  const size = format === 'jpeg' || format === 'png' ? readImageSize(head) : null;
  if (size) return readMetadata(head).orientation >= 5 ? { width: size.height, height: size.width } : size;
  const { pixels } = await codecs.decode(file);
  return { width: pixels.width, height: pixels.height };
}

/** Throws 'merge_side_limit' when the output format cannot hold a side this long. */
function checkSides(format: string, width: number, height: number): void {
  const limit = SIDE_LIMIT[format];
  if (limit && Math.max(width, height) > limit.max)
    throw imageError('merge_side_limit', { format: limit.name, max: limit.max.toLocaleString('en') });
}

/**
 * Joins the files in their order into one image: sizes first (headers), the plan checked against the
 * canvas limit and the format's longest side before anything big is made, then each image decoded,
 * scaled if the fit asks, and drawn.
 */
export const mergeWork: ManyWork<LongMergeOptions> = async (files, { options, codecs, onProgress }) => {
  const sizes = [];
  for (const file of files) sizes.push(await shownSize(file, codecs));
  const plan = planMerge(sizes, options);
  if (plan.tooLarge) throw imageError('file_too_large');
  const source = sniffFormat(new Uint8Array(await files[0]!.slice(0, 32).arrayBuffer()));
  const planned = encodeSpecOf(options.output, source).format;
  // A JPEG kept as JPEG may turn PNG once transparent parts appear: that case is checked after drawing.
  if (!(options.output.format === 'keep' && planned === 'jpeg' && options.fill === 'transparent'))
    checkSides(planned, plan.width, plan.height);
  let canvas;
  try {
    canvas = await mergeImages(plan, fillColour(options.fill), {
      count: files.length,
      load: async (i) => (await codecs.decode(files[i]!)).pixels,
      resize: codecs.resample,
      onProgress,
    });
  } catch (error) {
    // A canvas the browser cannot give memory for is 'too large' too.
    if (error instanceof RangeError) throw imageError('file_too_large');
    throw error;
  }
  checkSides(specFor(options.output, source, canvas).format, canvas.width, canvas.height);
  const target = { name: 'long-image.png', suffix: '', output: options.output, source };
  return [await outputFile(canvas, target, codecs.encode)];
};
