import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import encodeAvif, { init as initAvifEncode } from '@jsquash/avif/encode.js';
import decodeAvif, { init as initAvifDecode } from '@jsquash/avif/decode.js';
import encodePng, { init as initPngEncode } from '@jsquash/png/encode.js';
import initResize, { resize as wasmResize } from '@jsquash/resize/lib/resize/pkg/squoosh_resize.js';
import { loadNodeCodecs } from './codecs-node.ts';
import type { Pixels } from './compress-types.ts';
import type { PrimitiveEncoders } from './encode.ts';
import { encodeImage, type EncodeSpec } from './encode.ts';
import { assertCanvasFits, imageError, sniffFormat, type SourceFormat } from './formats.ts';
import { gifFrameCount } from './gif-frames.ts';
import { readImageSize } from './dimensions.ts';
import type { Resampler } from './resize.ts';
import { decodeTiff } from './tiff.ts';

/** The converters' codecs in Node (tests and the bench): the same jSquash wasm as the worker. */
export interface NodeConvertCodecs {
  encoders: PrimitiveEncoders;
  resample: Resampler;
  /** JPEG (orientation applied), PNG, WebP, AVIF and TIFF to RGBA. */
  decode: (bytes: Uint8Array) => Promise<Pixels>;
}

const require = createRequire(import.meta.url);
type WasmModule = object;
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

async function compileFrom(pkg: string, file: string): Promise<WasmModule> {
  const root = dirname(require.resolve(`${pkg}/package.json`));
  return WebAssembly.compile(await readFile(join(root, file)));
}

// jSquash's typings ask for the DOM's ImageData and its emscripten inits for options objects; at run
// time they read only data, width and height, and accept a compiled module.
const asImageData = (pixels: Pixels) => pixels as unknown as Parameters<typeof encodeAvif>[0];
type AnyInit = (arg: never) => Promise<unknown>;
const initWith = (init: unknown, module: WasmModule) => (init as AnyInit)(module as never);
const view = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

let loading: Promise<NodeConvertCodecs> | undefined;

export function loadNodeConvertCodecs(): Promise<NodeConvertCodecs> {
  loading ??= (async () => {
    const base = await loadNodeCodecs();
    const [avifEnc, avifDec, pngEnc, resize] = await Promise.all([
      compileFrom('@jsquash/avif', 'codec/enc/avif_enc.wasm'),
      compileFrom('@jsquash/avif', 'codec/dec/avif_dec.wasm'),
      compileFrom('@jsquash/png', 'codec/pkg/squoosh_png_bg.wasm'),
      compileFrom('@jsquash/resize', 'lib/resize/pkg/squoosh_resize_bg.wasm'),
    ]);
    await Promise.all([
      initWith(initAvifEncode, avifEnc),
      initWith(initAvifDecode, avifDec),
      initWith(initPngEncode, pngEnc),
      initWith(initResize, resize),
    ]);
    const resample: Resampler = async (p, width, height) => {
      assertCanvasFits(width, height);
      const bytes = new Uint8Array(p.data.buffer, p.data.byteOffset, p.data.byteLength);
      const data = wasmResize(bytes, p.width, p.height, width, height, 3, true, false);
      return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height };
    };
    const encoders: PrimitiveEncoders = {
      jpeg: (p, q, fullChroma) => base.encoders.jpeg(p, q, fullChroma),
      webp: (p, q) => base.encoders.webp(p, q),
      avif: async (p, quality) =>
        new Uint8Array(await encodeAvif(asImageData(p) as never, { quality, speed: 6 })),
      png: async (p, optimise) =>
        optimise ? base.encoders.png(p, 2) : new Uint8Array(await encodePng(asImageData(p) as never)),
    };
    const decode = async (bytes: Uint8Array): Promise<Pixels> => {
      const format = sniffFormat(bytes);
      if (format === 'jpeg') return base.decoders.jpeg(bytes);
      if (format === 'png') return base.decoders.png(bytes);
      if (format === 'webp') return base.decoders.webp(bytes);
      if (format === 'tiff') return decodeTiff(bytes);
      if (format === 'avif') {
        const image = await decodeAvif(view(bytes));
        if (!image) throw imageError('image_load_abnormal');
        return { data: image.data as Uint8ClampedArray, width: image.width, height: image.height };
      }
      throw imageError('unsupported_file');
    };
    return { encoders, resample, decode };
  })();
  return loading;
}

/** The image tools' codecs shape (decode a Blob, encode to any format, resample) over Node's jSquash. */
export interface NodeImageCodecs {
  decode: (file: Blob) => Promise<{ pixels: Pixels; source: SourceFormat; notes: Array<{ code: string }> }>;
  encode: (pixels: Pixels, spec: EncodeSpec) => Promise<Uint8Array>;
  resample: Resampler;
}

/** As the worker does: the header's size is checked against the canvas limit before decoding. */
export async function loadNodeImageCodecs(): Promise<NodeImageCodecs> {
  const node = await loadNodeConvertCodecs();
  return {
    decode: async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const source = sniffFormat(bytes);
      const size = readImageSize(bytes);
      if (size) assertCanvasFits(size.width, size.height);
      const notes = source === 'gif' && gifFrameCount(bytes) > 1 ? [{ code: 'gif_first_frame' }] : [];
      return { pixels: await node.decode(bytes), source, notes };
    },
    resample: node.resample,
    encode: (pixels, spec) => encodeImage(pixels, spec, node.encoders, node.resample),
  };
}
