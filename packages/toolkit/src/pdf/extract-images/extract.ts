// The images embedded in a PDF: JPEGs (DCTDecode, also behind Flate) come out byte for byte as .jpg, everything pdf-lib can
// inflate (Flate, LZW, RunLength, ASCII85/Hex, none) as PNG, with the soft mask (/SMask) as alpha; inline
// images (BI ... EI in page content) the same way. Images we
// cannot decode here (JPEG 2000, JBIG2, CCITT fax, unusual colour spaces) are reported by page so the
// caller can render those pages instead (the spec's scale 1.5).
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
} from 'pdf-lib';
import type { PDFDocument, PDFObject } from 'pdf-lib';
import { baseName, openForPages, PageInputError } from '../pages.ts';
import { inlineImagesOfPage } from './inline-images.ts';
import { encodePng, type Channels } from '../../image/png-encode.ts';
import { jpegBytesOf } from '../filter-chain.ts';
import { Unsupported, colorSpaceOf, unpackSamples, unpredict, type Pixels } from './samples.ts';

export interface ExtractedImage {
  name: string;
  bytes: Uint8Array;
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  /** 0-based page where the image is first used. */
  page: number;
}

export interface ExtractResult {
  images: ExtractedImage[];
  /** 0-based pages holding images that could not be decoded here. */
  fallbackPages: number[];
  pageCount: number;
}

/** Decodes a JPEG to RGBA, for JPEGs that carry a soft mask (the worker uses the browser's decoder). */
export type JpegDecoder = (bytes: Uint8Array) => Promise<{ width: number; height: number; data: Uint8Array }>;

const num = (object: PDFObject | undefined, fallback: number) =>
  object instanceof PDFNumber ? object.asNumber() : fallback;

function filtersOf(stream: PDFRawStream, doc: PDFDocument): PDFName[] {
  const filter = doc.context.lookup(stream.dict.get(PDFName.of('Filter')));
  if (filter instanceof PDFName) return [filter];
  if (filter instanceof PDFArray)
    return filter
      .asArray()
      .map((f) => doc.context.lookup(f))
      .filter((f): f is PDFName => f instanceof PDFName);
  return [];
}

const LOSSLESS = new Set([
  'FlateDecode',
  'Fl',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'ASCII85Decode',
  'A85',
  'ASCIIHexDecode',
  'AHx',
]);

/** Every image XObject a page draws, through nested form XObjects; refs in first-use order. */
function imageRefsOfPage(doc: PDFDocument, pageIndex: number, seenForms: Set<PDFRef>): PDFRef[] {
  const found: PDFRef[] = [];
  const visit = (resources: PDFObject | undefined) => {
    const res = doc.context.lookup(resources);
    if (!(res instanceof PDFDict)) return;
    const xobjects = doc.context.lookup(res.get(PDFName.of('XObject')));
    if (!(xobjects instanceof PDFDict)) return;
    for (const value of xobjects.values()) {
      if (!(value instanceof PDFRef)) continue;
      const target = doc.context.lookup(value);
      if (!(target instanceof PDFRawStream)) continue;
      const subtype = target.dict.lookup(PDFName.of('Subtype'));
      if (subtype === PDFName.of('Image')) found.push(value);
      else if (subtype === PDFName.of('Form') && !seenForms.has(value)) {
        seenForms.add(value);
        visit(target.dict.get(PDFName.of('Resources')));
      }
    }
  };
  visit(doc.getPage(pageIndex).node.Resources());
  return found;
}

/** Decodes a lossless image (or a soft mask) to 8-bit grey or RGB pixels. */
function decodeLossless(doc: PDFDocument, stream: PDFRawStream): Pixels {
  const lookup = (o: PDFObject | undefined) => doc.context.lookup(o);
  const dict = stream.dict;
  const filters = filtersOf(stream, doc);
  if (!filters.every((f) => LOSSLESS.has(f.asString().slice(1)))) throw new Unsupported('filter');
  const width = num(lookup(dict.get(PDFName.of('Width'))), 0);
  const height = num(lookup(dict.get(PDFName.of('Height'))), 0);
  if (width <= 0 || height <= 0 || width * height > 100_000_000) throw new Unsupported('size');
  const isMask = lookup(dict.get(PDFName.of('ImageMask'))) === PDFBool.True;
  const bpc = isMask ? 1 : num(lookup(dict.get(PDFName.of('BitsPerComponent'))), 8);
  if (![1, 2, 4, 8, 16].includes(bpc)) throw new Unsupported('bits');
  const parmsObject = lookup(dict.get(PDFName.of('DecodeParms')));
  const parms =
    parmsObject instanceof PDFArray ? lookup(parmsObject.get(parmsObject.size() - 1)) : parmsObject;
  let data = filters.length ? decodePDFRawStream(stream).decode() : stream.contents;
  data = unpredict(data, parms instanceof PDFDict ? parms : undefined, lookup);
  const decode = lookup(dict.get(PDFName.of('Decode')));
  const inverted =
    decode instanceof PDFArray && num(lookup(decode.get(0)), 0) > num(lookup(decode.get(1)), 1);

  if (isMask) {
    // A stencil: sample 0 paints (black), 1 leaves the page (transparent); Decode [1 0] swaps them.
    const bits = unpackSamples(data, width, height, 1, 1, false);
    const out = new Uint8Array(width * height * 2);
    for (let i = 0; i < width * height; i++)
      out[i * 2 + 1] = ((bits[i] as number) === 0) !== inverted ? 255 : 0;
    return { width, height, channels: 2, data: out };
  }
  const cs = colorSpaceOf(dict.get(PDFName.of('ColorSpace')) ?? PDFName.of('DeviceGray'), lookup);
  const samples = unpackSamples(data, width, height, cs.n, bpc, cs.indexed ?? false);
  if (inverted && !cs.indexed)
    for (let i = 0; i < samples.length; i++) samples[i] = 255 - (samples[i] as number);
  const out = new Uint8Array(width * height * cs.out);
  for (let i = 0; i < width * height; i++) cs.convert(samples, i * cs.n, out, i * cs.out);
  return { width, height, channels: cs.out, data: out };
}

/** Grey alpha values for a `width` x `height` image from its soft mask (nearest neighbour if sizes differ). */
async function alphaOf(
  doc: PDFDocument,
  stream: PDFRawStream,
  width: number,
  height: number,
  jpeg?: JpegDecoder,
): Promise<Uint8Array | null> {
  const smask = doc.context.lookup(stream.dict.get(PDFName.of('SMask')));
  if (!(smask instanceof PDFRawStream)) return null;
  let mask: Pixels;
  const smaskJpeg = jpegBytesOf(doc.context, smask);
  if (smaskJpeg) {
    if (!jpeg) return null;
    const rgba = await jpeg(smaskJpeg);
    const data = new Uint8Array(rgba.width * rgba.height);
    for (let i = 0; i < data.length; i++) data[i] = rgba.data[i * 4] as number;
    mask = { width: rgba.width, height: rgba.height, channels: 1, data };
  } else mask = decodeLossless(doc, smask);
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const my = Math.min(mask.height - 1, Math.floor((y * mask.height) / height));
    for (let x = 0; x < width; x++) {
      const mx = Math.min(mask.width - 1, Math.floor((x * mask.width) / width));
      alpha[y * width + x] = mask.data[(my * mask.width + mx) * mask.channels] as number;
    }
  }
  return alpha;
}

function withAlpha(pixels: Pixels, alpha: Uint8Array): Pixels {
  const channels = (pixels.channels + 1) as Channels;
  const count = pixels.width * pixels.height;
  const out = new Uint8Array(count * channels);
  for (let i = 0; i < count; i++) {
    for (let c = 0; c < pixels.channels; c++)
      out[i * channels + c] = pixels.data[i * pixels.channels + c] as number;
    out[i * channels + channels - 1] = alpha[i] as number;
  }
  return { ...pixels, channels, data: out };
}

async function extractOne(
  doc: PDFDocument,
  stream: PDFRawStream,
  jpeg?: JpegDecoder,
): Promise<Omit<ExtractedImage, 'name' | 'page'>> {
  // A JPEG, alone or behind lossless filters ([/FlateDecode /DCTDecode] from pdfLaTeX): kept as it is.
  const jpegBytes = jpegBytesOf(doc.context, stream);
  const dict = stream.dict;
  if (jpegBytes) {
    const width = num(doc.context.lookup(dict.get(PDFName.of('Width'))), 0);
    const height = num(doc.context.lookup(dict.get(PDFName.of('Height'))), 0);
    const hasMask = doc.context.lookup(dict.get(PDFName.of('SMask'))) instanceof PDFRawStream;
    if (!hasMask || !jpeg) return { bytes: jpegBytes, type: 'image/jpeg', width, height };
    const rgba = await jpeg(jpegBytes);
    const alpha = await alphaOf(doc, stream, rgba.width, rgba.height, jpeg);
    const rgb = new Uint8Array(rgba.width * rgba.height * 3);
    for (let i = 0; i < rgba.width * rgba.height; i++) rgb.set(rgba.data.subarray(i * 4, i * 4 + 3), i * 3);
    const pixels: Pixels = { width: rgba.width, height: rgba.height, channels: 3, data: rgb };
    const out = alpha ? withAlpha(pixels, alpha) : pixels;
    return {
      bytes: encodePng(out.width, out.height, out.channels, out.data),
      type: 'image/png',
      width: out.width,
      height: out.height,
    };
  }
  let pixels = decodeLossless(doc, stream);
  const alpha = await alphaOf(doc, stream, pixels.width, pixels.height, jpeg);
  if (alpha && pixels.channels !== 2) pixels = withAlpha(pixels, alpha);
  return {
    bytes: encodePng(pixels.width, pixels.height, pixels.channels, pixels.data),
    type: 'image/png',
    width: pixels.width,
    height: pixels.height,
  };
}

/** Error code when a PDF holds no image at all. */
export const NO_IMAGE = 'pdf_no_image';

/**
 * Extracts every image XObject once (shared images are not repeated) and every inline image, named
 * `<file>-p<page>-<n>.<ext>`.
 * Throws `pdf_encrypted` / `pdf_unreadable` / `pdf_no_image` (with `{ name }`).
 */
export async function extractImages(
  input: { name: string; bytes: Uint8Array },
  options: { jpeg?: JpegDecoder; onProgress?: (done: number, total: number) => void } = {},
): Promise<ExtractResult> {
  const { doc, pageCount } = await openForPages(input);
  const base = baseName(input.name);
  const seen = new Set<PDFRef>();
  const seenForms = new Set<PDFRef>();
  const seenInlineForms = new Set<PDFRef>();
  const images: ExtractedImage[] = [];
  const fallback = new Set<number>();
  for (let page = 0; page < pageCount; page++) {
    let n = 0;
    const add = async (stream: PDFRawStream) => {
      try {
        const image = await extractOne(doc, stream, options.jpeg);
        const ext = image.type === 'image/jpeg' ? 'jpg' : 'png';
        images.push({ ...image, page, name: `${base}-p${page + 1}-${++n}.${ext}` });
      } catch {
        fallback.add(page);
      }
    };
    for (const ref of imageRefsOfPage(doc, page, seenForms)) {
      if (seen.has(ref)) continue;
      seen.add(ref);
      await add(doc.context.lookup(ref) as PDFRawStream);
    }
    // Inline images (BI ... ID ... EI in the content) follow the page's image XObjects; each is its own.
    let inline: PDFRawStream[] = [];
    try {
      inline = inlineImagesOfPage(doc, page, seenInlineForms);
    } catch {
      fallback.add(page); // content we cannot read: rendering the page shows what it draws
    }
    for (const stream of inline) await add(stream);
    options.onProgress?.(page + 1, pageCount);
  }
  if (images.length === 0 && fallback.size === 0) throw new PageInputError(NO_IMAGE, { name: input.name });
  return { images, fallbackPages: [...fallback].sort((a, b) => a - b), pageCount };
}
