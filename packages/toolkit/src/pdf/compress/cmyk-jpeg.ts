// CMYK JPEGs (DCTDecode in DeviceCMYK or a four-component ICC space, Adobe-inverted ones included):
// MozJPEG's decoder refuses them, so pdf.js's own JPEG decoder (pdfjs-dist/image_decoders, injected by
// the caller) turns them into RGB with the conversion pdf.js renders them with, /Decode applied as pdf.js
// applies it. They are then re-encoded as RGB JPEGs like any photo.
// The typings of pdfjs-dist's image_decoders entry (it ships none), also for the web app that imports this.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pdfjs-image-decoders.d.ts" />
import { PDFArray, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import type { PDFContext } from 'pdf-lib';
import { jpegBytesOf } from '../filter-chain.ts';
import type { RgbaImage } from './image-stream.ts';
import { isCmyk, type KeyedImage } from './keyed-image.ts';

/** pdf.js's JpegImage class (pdfjs-dist/image_decoders), the parts used here. */
export interface JpegImageClass {
  new (options: { decodeTransform?: Int32Array; colorTransform?: number }): {
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(options: {
      width: number;
      height: number;
      forceRGB: boolean;
      isSourcePDF: boolean;
    }): Uint8Array | Uint8ClampedArray;
  };
}

/** A CMYK JPEG decoder over pdf.js's JpegImage: bytes and the image's /Decode array to RGBA. */
export function cmykJpegDecoder(
  JpegImage: JpegImageClass,
): (bytes: Uint8Array, decode?: readonly number[]) => Promise<RgbaImage> {
  return async (bytes, decode) => {
    // /Decode as pdf.js turns it into a transform of the 8-bit samples (Adobe-inverted CMYK: [1 0 ...]).
    let decodeTransform: Int32Array | undefined;
    if (decode && decode.length === 8 && decode.some((v, i) => v !== (i % 2 ? 1 : 0))) {
      decodeTransform = new Int32Array(8);
      for (let i = 0; i < 8; i += 2) {
        decodeTransform[i] = ((decode[i + 1]! - decode[i]!) * 256) | 0;
        decodeTransform[i + 1] = (decode[i]! * 255) | 0;
      }
    }
    const jpeg = new JpegImage({ decodeTransform });
    jpeg.parse(bytes);
    if (jpeg.numComponents !== 4) throw new Error('not a CMYK JPEG');
    const { width, height } = jpeg;
    const rgb = jpeg.getData({ width, height, forceRGB: true, isSourcePDF: true });
    const rgba = new Uint8Array(width * height * 4);
    for (let i = 0, j = 0; i < width * height; i++, j += 3) {
      rgba[i * 4] = rgb[j]!;
      rgba[i * 4 + 1] = rgb[j + 1]!;
      rgba[i * 4 + 2] = rgb[j + 2]!;
      rgba[i * 4 + 3] = 255;
    }
    return { data: rgba, width, height };
  };
}

/**
 * A CMYK JPEG image read to RGB through `decode`, to be written back in DeviceRGB; undefined for any
 * other image, or one with a colour key or a soft mask with /Matte.
 */
export async function readCmykJpeg(
  context: PDFContext,
  stream: PDFRawStream,
  decode: ((bytes: Uint8Array, decode?: readonly number[]) => Promise<RgbaImage>) | undefined,
): Promise<KeyedImage | undefined> {
  const dict = stream.dict;
  if (!decode || dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) return undefined;
  if (!isCmyk(context, dict.get(PDFName.of('ColorSpace')))) return undefined;
  if (context.lookup(dict.get(PDFName.of('Mask'))) instanceof PDFArray) return undefined;
  const smask = context.lookup(dict.get(PDFName.of('SMask')));
  if (smask instanceof PDFRawStream && smask.dict.has(PDFName.of('Matte'))) return undefined;
  const bytes = jpegBytesOf(context, stream);
  if (!bytes) return undefined;
  const decodeArray = context.lookup(dict.get(PDFName.of('Decode')));
  let values: number[] | undefined;
  if (decodeArray instanceof PDFArray) {
    const items = decodeArray.asArray().map((v) => context.lookup(v));
    if (!items.every((v) => v instanceof PDFNumber)) return undefined;
    values = items.map((v) => (v as PDFNumber).asNumber());
  }
  const rgba = await decode(bytes, values);
  const rgb = new Uint8Array(rgba.width * rgba.height * 3);
  for (let i = 0; i < rgba.width * rgba.height; i++) rgb.set(rgba.data.subarray(i * 4, i * 4 + 3), i * 3);
  return {
    raster: { data: rgb, width: rgba.width, height: rgba.height, channels: 3 },
    colorSpace: PDFName.of('DeviceRGB'),
  };
}
