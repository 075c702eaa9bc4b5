import encodeJpeg from '@jsquash/jpeg/encode.js';
import { loadNodeCodecs } from '../../image/codecs-node.ts';
import { JpegImage } from 'pdfjs-dist/legacy/image_decoders/pdf.image_decoders.mjs';
import { cmykJpegDecoder } from './cmyk-jpeg.ts';
import type { PdfImageCodecs } from './image-stream.ts';

// MozJpegColorSpace.GRAYSCALE / YCbCr (a const enum in the typings, so spelled out here).
const GREY = 1;
const YCBCR = 3;

/** The compressor's codecs in Node (tests, bench): jSquash MozJPEG from node_modules, no network. */
export async function loadPdfImageCodecsNode(): Promise<PdfImageCodecs> {
  const { decoders } = await loadNodeCodecs(); // also initialises the shared MozJPEG encoder
  return {
    decodeJpeg: (bytes) => decoders.jpegAsStored(bytes), // a PDF ignores EXIF orientation
    decodeCmykJpeg: cmykJpegDecoder(JpegImage),
    encodeJpeg: async (image, quality, grey) =>
      new Uint8Array(
        await encodeJpeg(image as never, { quality, color_space: (grey ? GREY : YCBCR) as never }),
      ),
  };
}
