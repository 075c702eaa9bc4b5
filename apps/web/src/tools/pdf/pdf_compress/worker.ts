// Compresses a PDF off the main thread. The jSquash MozJPEG modules are imported here so Vite emits
// their .wasm files next to this worker: nothing is fetched from another origin.
import decodeJpeg from '@jsquash/jpeg/decode.js';
import encodeJpeg from '@jsquash/jpeg/encode.js';
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { cmykJpegDecoder, type PdfImageCodecs } from '@toolbox/toolkit/pdf/compress';
import { makeCompressHandler } from './handler.ts';

// MozJpegColorSpace.GRAYSCALE / YCbCr (a const enum in the typings).
const GREY = 1;
const YCBCR = 3;

/** ImageData wants a Uint8ClampedArray over a plain ArrayBuffer: reuse it when it is one already. */
const clamped = (data: Uint8Array | Uint8ClampedArray): Uint8ClampedArray<ArrayBuffer> =>
  data instanceof Uint8ClampedArray && data.buffer instanceof ArrayBuffer
    ? (data as Uint8ClampedArray<ArrayBuffer>)
    : new Uint8ClampedArray(data);

const codecs: PdfImageCodecs = {
  decodeJpeg: async (bytes) =>
    decodeJpeg(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer),
  // CMYK JPEGs: pdf.js's own decoder, loaded the first time a PDF holds one.
  decodeCmykJpeg: async (bytes, decode) =>
    cmykJpegDecoder((await import('pdfjs-dist/image_decoders/pdf.image_decoders.mjs')).JpegImage)(
      bytes,
      decode,
    ),
  encodeJpeg: async (image, quality, grey) =>
    new Uint8Array(
      await encodeJpeg(new ImageData(clamped(image.data), image.width, image.height), {
        quality,
        color_space: (grey ? GREY : YCBCR) as never,
      }),
    ),
};

exposeWorker(makeCompressHandler(async () => codecs));
