// Lossless images that image-stream.ts leaves out: palette (/Indexed over grey or RGB) images, images
// with a colour-key mask (/Mask [min max ...]) and CMYK images, any bit depth, behind lossless filters. They are read to
// grey or RGB pixels with the extractor's sample code; a colour key becomes an alpha channel, written
// back as a soft mask, so the pixels it hid stay hidden after lossy re-encoding.
import { PDFArray, PDFBool, PDFDict, PDFName, PDFNumber, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import type { PDFContext, PDFObject } from 'pdf-lib';
import { colorSpaceOf, unpackSamples, unpredict } from '../extract-images/samples.ts';
import { allLossless, filterNames } from '../filter-chain.ts';
import type { Raster } from './resample.ts';

/**
 * A keyed or palette image read to grey or RGB pixels, or a lossless CMYK image's raw 4-channel samples,
 * and the colour space to write the re-encoded one in.
 */
export interface KeyedImage {
  raster: Raster;
  /** 0 where the colour key hid the pixel, 255 elsewhere; undefined without a colour key. */
  alpha?: Uint8Array;
  /** The palette's base space, or the image's own space. */
  colorSpace: PDFObject;
}

const MAX_PIXELS = 100_000_000;

/** Grey or RGB spaces we write back (Device, Cal, ICCBased N 1/3), by their components. */
function plainChannels(context: PDFContext, space: PDFObject | undefined): 1 | 3 | undefined {
  const cs = context.lookup(space);
  if (cs === PDFName.of('DeviceGray') || cs === PDFName.of('CalGray') || cs === PDFName.of('G')) return 1;
  if (cs === PDFName.of('DeviceRGB') || cs === PDFName.of('CalRGB') || cs === PDFName.of('RGB')) return 3;
  if (!(cs instanceof PDFArray) || cs.size() < 2) return undefined;
  const family = context.lookup(cs.get(0));
  if (family === PDFName.of('CalGray')) return 1;
  if (family === PDFName.of('CalRGB')) return 3;
  if (family !== PDFName.of('ICCBased')) return undefined;
  const profile = context.lookup(cs.get(1));
  const n = profile instanceof PDFRawStream ? profile.dict.lookup(PDFName.of('N')) : undefined;
  return n instanceof PDFNumber && (n.asNumber() === 1 || n.asNumber() === 3)
    ? (n.asNumber() as 1 | 3)
    : undefined;
}

/** DeviceCMYK, or an ICC profile with four components. */
export function isCmyk(context: PDFContext, space: PDFObject | undefined): boolean {
  const cs = context.lookup(space);
  if (cs === PDFName.of('DeviceCMYK') || cs === PDFName.of('CMYK')) return true;
  if (!(cs instanceof PDFArray) || context.lookup(cs.get(0)) !== PDFName.of('ICCBased')) return false;
  const profile = context.lookup(cs.get(1));
  const n = profile instanceof PDFRawStream ? profile.dict.lookup(PDFName.of('N')) : undefined;
  return n instanceof PDFNumber && n.asNumber() === 4;
}

/**
 * Reads a palette image or a colour-keyed image; undefined for anything else (image-stream.ts handles
 * plain grey and RGB, and /Decode arrays, stencils and /Matte soft masks stay as they are).
 */
export function readKeyedImage(context: PDFContext, stream: PDFRawStream): KeyedImage | undefined {
  const dict = stream.dict;
  const lookup = (o: PDFObject | undefined) => context.lookup(o);
  if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) return undefined;
  if (lookup(dict.get(PDFName.of('ImageMask'))) === PDFBool.True || dict.has(PDFName.of('Decode')))
    return undefined;
  const key = lookup(dict.get(PDFName.of('Mask')));
  const colorKey = key instanceof PDFArray ? key.asArray().map((v) => lookup(v)) : undefined;
  if (colorKey && dict.has(PDFName.of('SMask'))) return undefined; // the soft mask wins: rare, left alone
  const smask = lookup(dict.get(PDFName.of('SMask')));
  if (smask instanceof PDFRawStream && smask.dict.has(PDFName.of('Matte'))) return undefined;
  const space = dict.get(PDFName.of('ColorSpace'));
  const cs = lookup(space);
  const family = cs instanceof PDFArray ? lookup(cs.get(0)) : undefined;
  const indexed = family === PDFName.of('Indexed') || family === PDFName.of('I');
  const base = indexed ? (cs as PDFArray).get(1) : space;
  const cmyk = !indexed && !colorKey && isCmyk(context, space);
  const channels = cmyk ? 4 : plainChannels(context, base);
  if (!channels || (!indexed && !colorKey && !cmyk)) return undefined;
  if (colorKey && !colorKey.every((v) => v instanceof PDFNumber)) return undefined;

  const width = (lookup(dict.get(PDFName.of('Width'))) as PDFNumber | undefined)?.asNumber?.() ?? 0;
  const height = (lookup(dict.get(PDFName.of('Height'))) as PDFNumber | undefined)?.asNumber?.() ?? 0;
  const bpcObject = lookup(dict.get(PDFName.of('BitsPerComponent')));
  const bpc = bpcObject instanceof PDFNumber ? bpcObject.asNumber() : 8;
  if (width <= 0 || height <= 0 || width * height > MAX_PIXELS || ![1, 2, 4, 8].includes(bpc))
    return undefined;
  const filters = filterNames(context, stream);
  if (!allLossless(filters)) return undefined;

  let data = filters.length ? decodePDFRawStream(stream).decode() : stream.getContents();
  const parmsObject = lookup(dict.get(PDFName.of('DecodeParms')));
  const parms =
    parmsObject instanceof PDFArray ? lookup(parmsObject.get(parmsObject.size() - 1)) : parmsObject;
  data = unpredict(data, parms instanceof PDFDict ? parms : undefined, lookup);
  const space8 = colorSpaceOf(space, lookup);
  const n = space8.n;
  if (data.length < Math.ceil((width * n * bpc) / 8) * height) return undefined;
  const samples = unpackSamples(data, width, height, n, bpc, indexed);

  // CMYK stays CMYK: no conversion to RGB that would change its colours (see compress.ts).
  if (cmyk) return { raster: { data: samples, width, height, channels: 4 }, colorSpace: space! };
  const pixels = new Uint8Array(width * height * space8.out);
  for (let i = 0; i < width * height; i++) space8.convert(samples, i * n, pixels, i * space8.out);
  const raster: Raster = { data: pixels, width, height, channels: space8.out };

  let alpha: Uint8Array | undefined;
  if (colorKey) {
    // Key ranges are in sample values; unpackSamples scaled non-palette samples below 8 bits to 0..255.
    const max = (1 << bpc) - 1;
    const scale = (v: number) => (indexed || bpc === 8 ? v : Math.round((v * 255) / max));
    const ranges = (colorKey as PDFNumber[]).map((v) => scale(v.asNumber()));
    if (ranges.length < n * 2) return undefined;
    alpha = new Uint8Array(width * height);
    for (let i = 0; i < width * height; i++) {
      let hidden = true;
      for (let c = 0; c < n && hidden; c++) {
        const s = samples[i * n + c] as number;
        hidden = s >= (ranges[c * 2] as number) && s <= (ranges[c * 2 + 1] as number);
      }
      alpha[i] = hidden ? 0 : 255;
    }
  }
  return { raster, alpha, colorSpace: base ?? PDFName.of(channels === 1 ? 'DeviceGray' : 'DeviceRGB') };
}
