// Raw PDF image samples to 8-bit pixels: predictors, bit depths, colour spaces, decode arrays.
import {
  PDFArray,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFHexString,
  PDFString,
  decodePDFRawStream,
} from 'pdf-lib';
import type { PDFObject, PDFDict } from 'pdf-lib';
import type { Channels } from '../../image/png-encode.ts';

export class Unsupported extends Error {}

export interface Pixels {
  width: number;
  height: number;
  channels: Channels;
  data: Uint8Array;
}

interface ColorSpace {
  /** Components in the samples. */
  n: number;
  /** Converts one pixel's 8-bit components (already decoded) to grey or RGB. */
  out: 1 | 3;
  convert: (src: Uint8Array, at: number, dst: Uint8Array, to: number) => void;
  /** Indexed: samples are palette indices, not scaled to 0..255. */
  indexed?: boolean;
}

const num = (object: PDFObject | undefined, fallback: number) =>
  object instanceof PDFNumber ? object.asNumber() : fallback;

function grey(n = 1): ColorSpace {
  return { n, out: 1, convert: (s, a, d, t) => void (d[t] = s[a] as number) };
}
function rgb(): ColorSpace {
  return {
    n: 3,
    out: 3,
    convert: (s, a, d, t) => {
      d[t] = s[a] as number;
      d[t + 1] = s[a + 1] as number;
      d[t + 2] = s[a + 2] as number;
    },
  };
}
function cmyk(): ColorSpace {
  return {
    n: 4,
    out: 3,
    convert: (s, a, d, t) => {
      const k = 255 - (s[a + 3] as number);
      d[t] = ((255 - (s[a] as number)) * k) / 255;
      d[t + 1] = ((255 - (s[a + 1] as number)) * k) / 255;
      d[t + 2] = ((255 - (s[a + 2] as number)) * k) / 255;
    },
  };
}

function lookupBytes(object: PDFObject | undefined): Uint8Array {
  if (object instanceof PDFString || object instanceof PDFHexString) return object.asBytes();
  if (object instanceof PDFRawStream) return decodePDFRawStream(object).decode();
  throw new Unsupported('palette');
}

/** The colour spaces we can turn into grey or RGB exactly enough; others fall back to rendering. */
export function colorSpaceOf(
  object: PDFObject | undefined,
  lookup: (o: PDFObject | undefined) => PDFObject | undefined,
): ColorSpace {
  const cs = lookup(object);
  if (cs === PDFName.of('DeviceGray') || cs === PDFName.of('G') || cs === PDFName.of('CalGray'))
    return grey();
  if (cs === PDFName.of('DeviceRGB') || cs === PDFName.of('RGB')) return rgb();
  if (cs === PDFName.of('DeviceCMYK') || cs === PDFName.of('CMYK')) return cmyk();
  if (cs instanceof PDFArray) {
    const kind = lookup(cs.get(0));
    if (kind === PDFName.of('CalRGB')) return rgb();
    if (kind === PDFName.of('CalGray')) return grey();
    if (kind === PDFName.of('ICCBased')) {
      const stream = lookup(cs.get(1));
      const n = stream instanceof PDFRawStream ? num(stream.dict.lookup(PDFName.of('N')), 3) : 3;
      if (n === 1) return grey();
      if (n === 3) return rgb();
      if (n === 4) return cmyk();
    }
    if (kind === PDFName.of('Indexed') || kind === PDFName.of('I')) {
      const base = colorSpaceOf(cs.get(1), lookup);
      const hival = num(lookup(cs.get(2)), 255);
      const table = lookupBytes(lookup(cs.get(3)));
      const entry = new Uint8Array(base.n);
      return {
        n: 1,
        out: base.out,
        indexed: true,
        convert: (s, a, d, t) => {
          const index = Math.min(s[a] as number, hival);
          for (let c = 0; c < base.n; c++) entry[c] = table[index * base.n + c] ?? 0;
          base.convert(entry, 0, d, t);
        },
      };
    }
  }
  throw new Unsupported('colour space');
}

/** Undoes PNG (10-15) and TIFF (2) predictors of Flate/LZW data. */
export function unpredict(
  data: Uint8Array,
  params: PDFDict | undefined,
  lookup: (o: PDFObject | undefined) => PDFObject | undefined,
): Uint8Array {
  const predictor = num(lookup(params?.get(PDFName.of('Predictor'))), 1);
  if (predictor < 2) return data;
  const colors = num(lookup(params?.get(PDFName.of('Colors'))), 1);
  const bpc = num(lookup(params?.get(PDFName.of('BitsPerComponent'))), 8);
  const columns = num(lookup(params?.get(PDFName.of('Columns'))), 1);
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const stride = Math.ceil((colors * bpc * columns) / 8);
  if (predictor === 2) {
    if (bpc !== 8) throw new Unsupported('TIFF predictor');
    const out = data.slice();
    for (let row = 0; row + stride <= out.length; row += stride)
      for (let i = bpp; i < stride; i++)
        out[row + i] = ((out[row + i] as number) + (out[row + i - bpp] as number)) & 255;
    return out;
  }
  const rows = Math.floor(data.length / (stride + 1));
  const out = new Uint8Array(rows * stride);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (stride + 1)] as number;
    const src = r * (stride + 1) + 1;
    const dst = r * stride;
    for (let i = 0; i < stride; i++) {
      const raw = data[src + i] as number;
      const left = i >= bpp ? (out[dst + i - bpp] as number) : 0;
      const up = r > 0 ? (out[dst - stride + i] as number) : 0;
      const upLeft = r > 0 && i >= bpp ? (out[dst - stride + i - bpp] as number) : 0;
      let value = raw;
      if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[dst + i] = value & 255;
    }
  }
  return out;
}

/** Reads `count` samples of `bpc` bits from each row (rows start on byte boundaries), scaled to 0..255 unless indexed. */
export function unpackSamples(
  data: Uint8Array,
  width: number,
  height: number,
  n: number,
  bpc: number,
  indexed: boolean,
): Uint8Array {
  const perRow = width * n;
  const out = new Uint8Array(perRow * height);
  if (bpc === 8) {
    out.set(data.subarray(0, out.length));
    return out;
  }
  const rowBytes = Math.ceil((perRow * bpc) / 8);
  const max = (1 << bpc) - 1;
  for (let y = 0; y < height; y++) {
    for (let i = 0; i < perRow; i++) {
      let value: number;
      if (bpc === 16) value = data[y * rowBytes + i * 2] as number;
      else {
        const bit = i * bpc;
        const byte = data[y * rowBytes + (bit >> 3)] ?? 0;
        value = (byte >> (8 - bpc - (bit & 7))) & max;
        if (!indexed) value = Math.round((value * 255) / max);
      }
      out[y * perRow + i] = value;
    }
  }
  return out;
}
