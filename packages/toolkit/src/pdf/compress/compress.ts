import { PDFArray, PDFDict, PDFHeader, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream } from 'pdf-lib';
import type { PDFContext, PDFDocument, PDFObject } from 'pdf-lib';
import { openPdf, type PdfFailureReason } from '../open.ts';
import { imageDrawSizes } from './content-scan.ts';
import { describeImage, readImage, type PdfImageCodecs } from './image-stream.ts';
import { readCmykJpeg } from './cmyk-jpeg.ts';
import { readKeyedImage } from './keyed-image.ts';
import { downscale, toRgba, type Raster } from './resample.ts';

export type { PdfImageCodecs, RgbaImage } from './image-stream.ts';

export type CompressLevel = 'low' | 'medium' | 'high';

/**
 * Per level: images drawn above `maxDpi` are shrunk to it, and re-encoded as JPEG at `quality`. Medium
 * matches Ghostscript's /ebook (150 dpi, QFactor 0.76 = IJG quality 66), so the two compare like for like;
 * low suits printing, high screens.
 */
export const COMPRESS_LEVELS: Record<CompressLevel, { maxDpi: number; quality: number }> = {
  low: { maxDpi: 200, quality: 80 },
  medium: { maxDpi: 150, quality: 65 },
  high: { maxDpi: 96, quality: 50 },
};

/** Only images above maxDpi × this are resampled (a 130 dpi photo at the 120 dpi level stays as it is). */
const DOWNSAMPLE_THRESHOLD = 1.15;
/** A re-encoded image replaces the original only when at least this much smaller. */
const MIN_GAIN = 0.95;

export type CompressPdfResult =
  | {
      ok: true;
      bytes: Uint8Array;
      originalSize: number;
      /** True when our output was not smaller, so `bytes` is the input unchanged. */
      keptOriginal: boolean;
      /** Images re-encoded (and maybe downscaled) out of those found. */
      imagesChanged: number;
      imagesTotal: number;
      pageCount: number;
    }
  | { ok: false; reason: PdfFailureReason };

export interface CompressPdfOptions {
  level: CompressLevel;
  codecs: PdfImageCodecs;
  /** Called after each image with (done, total). */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** Image refs used as another image's soft mask or stencil mask: they are not recompressed as photos. */
function maskRefs(context: PDFContext): Set<PDFRef> {
  const masks = new Set<PDFRef>();
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    for (const key of ['SMask', 'Mask']) {
      const value = object.dict.get(PDFName.of(key));
      if (value instanceof PDFRef) masks.add(value);
    }
  }
  return masks;
}

/** Deletes objects nothing reaches from the trailer (old revisions, emptied object streams). */
function dropUnreachable(context: PDFContext): void {
  const reached = new Set<PDFRef>();
  const stack: PDFObject[] = [];
  const { Root, Info } = context.trailerInfo;
  if (Root) stack.push(Root);
  if (Info) stack.push(Info);
  while (stack.length > 0) {
    const object = stack.pop();
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target) stack.push(target);
    } else if (object instanceof PDFDict) {
      stack.push(...object.values());
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}

/** Flate-compresses streams stored without any filter (content streams written raw, fonts, metadata). */
function deflateRawStreams(context: PDFContext): void {
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.has(PDFName.of('Filter'))) continue;
    if (object.dict.get(PDFName.of('Type')) === PDFName.of('Metadata')) continue; // kept readable (XMP)
    const contents = object.getContents();
    if (contents.length < 256) continue;
    const dict = object.dict.clone(context);
    dict.delete(PDFName.of('Length'));
    const packed = context.flateStream(contents, {});
    if (packed.getContentsSize() >= contents.length) continue;
    for (const [key, value] of dict.entries()) packed.dict.set(key, value);
    packed.dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
    context.assign(ref, packed);
  }
}

/** Largest page side in points: the bound for images we never saw drawn. */
function largestPage(doc: PDFDocument): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (const page of doc.getPages()) {
    const size = page.getSize();
    width = Math.max(width, size.width);
    height = Math.max(height, size.height);
  }
  return { width, height };
}

/**
 * Recompresses one image: shrink to the level's DPI for the size it is drawn at, JPEG at the level's
 * quality. Returns true when the smaller stream replaced the original.
 */
async function recompressImage(
  doc: PDFDocument,
  ref: PDFRef,
  stream: PDFRawStream,
  drawn: { width: number; height: number },
  options: CompressPdfOptions,
): Promise<boolean> {
  const { context } = doc;
  const info = describeImage(context, stream);
  if (!info) return recompressKeyedImage(doc, ref, stream, drawn, options);
  const { maxDpi, quality } = COMPRESS_LEVELS[options.level];
  // Pixels the image needs at maxDpi over its largest drawn size (1 pt = 1/72 in), never upscaled.
  const scale = Math.min(
    1,
    ((drawn.width / 72) * maxDpi) / info.width,
    ((drawn.height / 72) * maxDpi) / info.height,
  );
  const shrink = scale * DOWNSAMPLE_THRESHOLD < 1;
  // A JPEG is only worth touching when it gets smaller in pixels or its quality is lowered a lot.
  let raster = await readImage(context, stream, info, options.codecs);
  if (!raster) return false;
  if (shrink) {
    raster = downscale(
      raster,
      Math.max(1, Math.round(info.width * scale)),
      Math.max(1, Math.round(info.height * scale)),
    );
  }
  const jpeg = await options.codecs.encodeJpeg(
    { data: toRgba(raster), width: raster.width, height: raster.height },
    quality,
    info.channels === 1,
  );
  if (jpeg.length >= stream.getContents().length * MIN_GAIN) return false;
  const dict = stream.dict.clone(context);
  dict.delete(PDFName.of('DecodeParms'));
  dict.set(PDFName.of('Filter'), PDFName.of('DCTDecode'));
  dict.set(PDFName.of('Width'), PDFNumber.of(raster.width));
  dict.set(PDFName.of('Height'), PDFNumber.of(raster.height));
  dict.set(PDFName.of('BitsPerComponent'), PDFNumber.of(8));
  dict.set(PDFName.of('Length'), PDFNumber.of(jpeg.length));
  context.assign(ref, PDFRawStream.of(dict, jpeg));
  if (shrink) await shrinkSoftMask(doc, stream, raster.width, raster.height, options.codecs);
  return true;
}

/** The scale (at most 1) that brings an image to the level's DPI over its drawn size, or 1 when close. */
function levelScale(
  width: number,
  height: number,
  drawn: { width: number; height: number },
  level: CompressLevel,
): number {
  const { maxDpi } = COMPRESS_LEVELS[level];
  const scale = Math.min(1, ((drawn.width / 72) * maxDpi) / width, ((drawn.height / 72) * maxDpi) / height);
  return scale * DOWNSAMPLE_THRESHOLD < 1 ? scale : 1;
}

/**
 * Palette and colour-keyed images (keyed-image.ts) and CMYK JPEGs (cmyk-jpeg.ts): expanded to grey or RGB, shrunk and re-encoded as
 * JPEG like the others; a colour key becomes a deflated soft mask of the same size, so what it hid stays
 * hidden. Replaces the original only when image and mask together are smaller.
 */
async function recompressKeyedImage(
  doc: PDFDocument,
  ref: PDFRef,
  stream: PDFRawStream,
  drawn: { width: number; height: number },
  options: CompressPdfOptions,
): Promise<boolean> {
  const { context } = doc;
  const keyed =
    readKeyedImage(context, stream) ?? (await readCmykJpeg(context, stream, options.codecs.decodeCmykJpeg));
  if (!keyed) return false;
  let { raster } = keyed;
  const scale = levelScale(raster.width, raster.height, drawn, options.level);
  const width = Math.max(1, Math.round(raster.width * scale));
  const height = Math.max(1, Math.round(raster.height * scale));
  if (raster.channels === 4) return shrinkCmyk(doc, ref, stream, raster, scale, keyed.colorSpace);
  if (scale < 1) raster = downscale(raster, width, height);
  const jpeg = await options.codecs.encodeJpeg(
    { data: toRgba(raster), width, height },
    COMPRESS_LEVELS[options.level].quality,
    raster.channels === 1,
  );
  let mask: PDFRawStream | undefined;
  if (keyed.alpha) {
    const full: Raster = {
      data: keyed.alpha,
      width: keyed.raster.width,
      height: keyed.raster.height,
      channels: 1,
    };
    const alpha = scale < 1 ? downscale(full, width, height) : full;
    mask = context.flateStream(new Uint8Array(alpha.data.buffer, alpha.data.byteOffset, alpha.data.length), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    });
  }
  const size = jpeg.length + (mask?.getContentsSize() ?? 0);
  if (size >= stream.getContents().length * MIN_GAIN) return false;
  const dict = stream.dict.clone(context);
  dict.delete(PDFName.of('DecodeParms'));
  dict.delete(PDFName.of('Mask'));
  dict.delete(PDFName.of('Decode')); // a CMYK JPEG's /Decode is applied in its RGB pixels
  dict.set(PDFName.of('ColorSpace'), keyed.colorSpace);
  dict.set(PDFName.of('Filter'), PDFName.of('DCTDecode'));
  dict.set(PDFName.of('Width'), PDFNumber.of(width));
  dict.set(PDFName.of('Height'), PDFNumber.of(height));
  dict.set(PDFName.of('BitsPerComponent'), PDFNumber.of(8));
  dict.set(PDFName.of('Length'), PDFNumber.of(jpeg.length));
  if (mask) dict.set(PDFName.of('SMask'), context.register(mask));
  context.assign(ref, PDFRawStream.of(dict, jpeg));
  if (scale < 1 && !mask) await shrinkSoftMask(doc, stream, width, height, options.codecs);
  return true;
}

/**
 * A lossless CMYK image stays CMYK (a JPEG encoder for CMYK is not at hand, and converting to RGB here
 * would not match how readers convert it): only shrunk to the level's DPI and deflated, 8 bits.
 */
function shrinkCmyk(
  doc: PDFDocument,
  ref: PDFRef,
  stream: PDFRawStream,
  raster: Raster,
  scale: number,
  colorSpace: PDFObject,
): boolean {
  if (scale >= 1 || stream.dict.has(PDFName.of('SMask'))) return false;
  const width = Math.max(1, Math.round(raster.width * scale));
  const height = Math.max(1, Math.round(raster.height * scale));
  const small = downscale(raster, width, height);
  const packed = doc.context.flateStream(
    new Uint8Array(small.data.buffer, small.data.byteOffset, small.data.length),
  );
  const bytes = packed.getContents();
  if (bytes.length >= stream.getContents().length * MIN_GAIN) return false;
  const dict = stream.dict.clone(doc.context);
  dict.delete(PDFName.of('DecodeParms'));
  dict.set(PDFName.of('ColorSpace'), colorSpace);
  dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
  dict.set(PDFName.of('Width'), PDFNumber.of(width));
  dict.set(PDFName.of('Height'), PDFNumber.of(height));
  dict.set(PDFName.of('BitsPerComponent'), PDFNumber.of(8));
  dict.set(PDFName.of('Length'), PDFNumber.of(bytes.length));
  doc.context.assign(ref, PDFRawStream.of(dict, bytes));
  return true;
}

/**
 * A soft mask shrunk with its image: 8-bit grey masks are area-averaged to the image's new size and
 * deflated (lossless, so edges stay clean). Any other mask stays as it was; it still fits, since a mask
 * is stretched over the image's unit square whatever its size.
 */
async function shrinkSoftMask(
  doc: PDFDocument,
  image: PDFRawStream,
  width: number,
  height: number,
  codecs: PdfImageCodecs,
): Promise<void> {
  const { context } = doc;
  const ref = image.dict.get(PDFName.of('SMask'));
  const mask = ref instanceof PDFRef ? context.lookup(ref) : undefined;
  if (!(ref instanceof PDFRef) || !(mask instanceof PDFRawStream)) return;
  const info = describeImage(context, mask);
  if (!info || info.channels !== 1 || info.width <= width) return;
  const raster = await readImage(context, mask, info, codecs);
  if (!raster) return;
  const small = downscale(raster, width, height);
  const packed = context.flateStream(
    new Uint8Array(small.data.buffer, small.data.byteOffset, small.data.length),
    {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    },
  );
  if (packed.getContentsSize() < mask.getContents().length) context.assign(ref, packed);
}

/**
 * Makes a PDF smaller: images are downscaled to the level's DPI (for the size they are drawn at) and
 * re-encoded as JPEG, unreachable objects dropped, raw streams deflated, objects packed into object
 * streams. Never returns more bytes than it got: when nothing helps, the input comes back unchanged.
 */
export async function compressPdf(
  bytes: Uint8Array,
  options: CompressPdfOptions,
): Promise<CompressPdfResult> {
  const opened = await openPdf(bytes);
  if (!opened.ok) return opened;
  const { doc, pageCount } = opened;
  const { context } = doc;
  const masks = maskRefs(context);
  const drawn = imageDrawSizes(doc);
  const fallback = largestPage(doc);
  const images: [PDFRef, PDFRawStream][] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') &&
      !masks.has(ref)
    )
      images.push([ref, object]);
  }
  let changed = 0;
  for (const [index, [ref, stream]] of images.entries()) {
    options.signal?.throwIfAborted();
    try {
      if (await recompressImage(doc, ref, stream, drawn.get(ref) ?? fallback, options)) changed++;
    } catch {
      // An image our decoders refuse (a CMYK JPEG in disguise, a broken stream) stays as it was.
    }
    options.onProgress?.(index + 1, images.length);
  }
  options.signal?.throwIfAborted();
  dropUnreachable(context);
  deflateRawStreams(context);
  const version = /%PDF-(\d+)\.(\d+)/.exec(context.header.toString());
  if (!version || Number(version[1]) * 10 + Number(version[2]) < 15)
    context.header = PDFHeader.forVersion(1, 7);
  const out = await doc.save({
    useObjectStreams: true,
    objectsPerTick: Infinity,
    updateFieldAppearances: false,
  });
  const keptOriginal = out.length >= bytes.length;
  return {
    ok: true,
    bytes: keptOriginal ? bytes : out,
    originalSize: bytes.length,
    keptOriginal,
    imagesChanged: keptOriginal ? 0 : changed,
    imagesTotal: images.length,
    pageCount,
  };
}
