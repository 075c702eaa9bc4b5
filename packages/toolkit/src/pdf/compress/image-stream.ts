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
import type { PDFContext, PDFObject } from 'pdf-lib';
import { filterNames, isJpegChain, jpegBytesOf } from '../filter-chain.ts';
import { fromRgba, type Raster } from './resample.ts';

/** RGBA pixels as a JPEG decoder returns them. */
export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** The codecs the compressor needs, injected so it runs the same in a worker and in Node. */
export interface PdfImageCodecs {
  decodeJpeg: (bytes: Uint8Array) => Promise<RgbaImage>;
  /** Encodes RGBA at quality 1..100; `grey` writes a one-component JPEG. */
  encodeJpeg: (image: RgbaImage, quality: number, grey: boolean) => Promise<Uint8Array>;
  /** Decodes a CMYK JPEG to RGB(A) with the image's /Decode applied (see cmyk-jpeg.ts); optional. */
  decodeCmykJpeg?: (bytes: Uint8Array, decode?: readonly number[]) => Promise<RgbaImage>;
}

/** An image XObject we know how to decode and write back. */
export interface ImageInfo {
  width: number;
  height: number;
  /** 1 (grey) or 3 (RGB-like: DeviceRGB, CalRGB, ICCBased N 3). */
  channels: 1 | 3;
  filter: 'dct' | 'flate' | 'none';
}

const resolve = (context: PDFContext, value: PDFObject | undefined) =>
  value instanceof PDFRef ? context.lookup(value) : value;

const num = (context: PDFContext, value: PDFObject | undefined) => {
  const resolved = resolve(context, value);
  return resolved instanceof PDFNumber ? resolved.asNumber() : undefined;
};

/** Components of a colour space we can re-encode losslessly in meaning, or undefined. */
function channelsOf(context: PDFContext, space: PDFObject | undefined): 1 | 3 | undefined {
  const cs = resolve(context, space);
  if (cs === PDFName.of('DeviceGray') || cs === PDFName.of('CalGray')) return 1;
  if (cs === PDFName.of('DeviceRGB') || cs === PDFName.of('CalRGB')) return 3;
  if (!(cs instanceof PDFArray) || cs.size() < 2) return undefined;
  const family = resolve(context, cs.get(0));
  if (family === PDFName.of('CalGray')) return 1;
  if (family === PDFName.of('CalRGB')) return 3;
  if (family !== PDFName.of('ICCBased')) return undefined;
  const profile = resolve(context, cs.get(1));
  const n = profile instanceof PDFRawStream ? num(context, profile.dict.get(PDFName.of('N'))) : undefined;
  return n === 1 || n === 3 ? n : undefined;
}

/**
 * What an image stream is, when we can recompress it: 8-bit grey or RGB, DCT or Flate (PNG predictors
 * allowed) or unfiltered, no /Decode inversion, no colour-key /Mask, no /Matte soft mask (that one must
 * keep the image's exact size). Palette, colour-keyed and CMYK images go to keyed-image.ts; 1-bit, JBIG2
 * and JPX stay as they are.
 */
export function describeImage(context: PDFContext, stream: PDFRawStream): ImageInfo | undefined {
  const dict = stream.dict;
  if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) return undefined;
  if (resolve(context, dict.get(PDFName.of('ImageMask'))) === PDFBool.True) return undefined;
  if (dict.has(PDFName.of('Decode')) || resolve(context, dict.get(PDFName.of('Mask'))) instanceof PDFArray)
    return undefined;
  const smask = resolve(context, dict.get(PDFName.of('SMask')));
  if (smask instanceof PDFRawStream && smask.dict.has(PDFName.of('Matte'))) return undefined;
  const width = num(context, dict.get(PDFName.of('Width')));
  const height = num(context, dict.get(PDFName.of('Height')));
  const channels = channelsOf(context, dict.get(PDFName.of('ColorSpace')));
  if (!width || !height || !channels) return undefined;
  const rawFilter = resolve(context, dict.get(PDFName.of('Filter')));
  const filters =
    rawFilter instanceof PDFArray ? rawFilter.asArray().map((f) => resolve(context, f)) : [rawFilter];
  const only = filters.length === 1 ? filters[0] : undefined;
  // A JPEG, also behind lossless filters ([/FlateDecode /DCTDecode] from pdfLaTeX).
  if (isJpegChain(filterNames(context, stream))) return { width, height, channels, filter: 'dct' };
  if (num(context, dict.get(PDFName.of('BitsPerComponent'))) !== 8) return undefined;
  if (only === PDFName.of('FlateDecode')) return { width, height, channels, filter: 'flate' };
  if (rawFilter === undefined) return { width, height, channels, filter: 'none' };
  return undefined;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Undoes PNG row predictors (DecodeParms /Predictor 10-15): each row starts with its filter type byte. */
function unpredictPng(data: Uint8Array, width: number, height: number, channels: number): Uint8Array {
  const stride = width * channels;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const type = data[y * (stride + 1)];
    const input = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const raw = data[input + x] ?? 0;
      const left = x >= channels ? out[row + x - channels]! : 0;
      const up = y > 0 ? out[row - stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? out[row - stride + x - channels]! : 0;
      const predicted =
        type === 1
          ? left
          : type === 2
            ? up
            : type === 3
              ? (left + up) >> 1
              : type === 4
                ? paeth(left, up, upLeft)
                : 0;
      out[row + x] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

/** Decodes an image that `describeImage` accepted into grey or RGB samples. */
export async function readImage(
  context: PDFContext,
  stream: PDFRawStream,
  info: ImageInfo,
  codecs: PdfImageCodecs,
): Promise<Raster | undefined> {
  if (info.filter === 'dct') {
    const jpeg = jpegBytesOf(context, stream);
    if (!jpeg) return undefined;
    const rgba = await codecs.decodeJpeg(jpeg);
    return fromRgba(rgba.data, rgba.width, rgba.height, info.channels);
  }
  let data = info.filter === 'none' ? stream.getContents() : decodePDFRawStream(stream).decode();
  const parms = resolve(context, stream.dict.get(PDFName.of('DecodeParms')));
  const predictor = parms instanceof PDFDict ? (num(context, parms.get(PDFName.of('Predictor'))) ?? 1) : 1;
  if (predictor >= 10) {
    const colors = parms instanceof PDFDict ? (num(context, parms.get(PDFName.of('Colors'))) ?? 1) : 1;
    const columns = parms instanceof PDFDict ? (num(context, parms.get(PDFName.of('Columns'))) ?? 1) : 1;
    if (colors !== info.channels || columns !== info.width) return undefined;
    data = unpredictPng(data, info.width, info.height, info.channels);
  } else if (predictor !== 1) {
    return undefined; // TIFF predictor 2: rare, left alone
  }
  if (data.length < info.width * info.height * info.channels) return undefined;
  return { data, width: info.width, height: info.height, channels: info.channels };
}
