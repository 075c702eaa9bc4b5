import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode.js';
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode.js';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode.js';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode.js';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode.js';
import initOxipng, { optimise_raw as oxipngRaw } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js';
import type { Encoders, Pixels } from './compress.ts';
import { mozJpegOptions } from './jpeg-options.ts';
import { readMetadata } from './metadata.ts';
import { orientPixels } from './orientation.ts';

/**
 * Decoders for the formats the engine writes, used by tests and the bench to read fixtures and outputs.
 * JPEG and PNG pixels come out as Chromium shows them, EXIF orientation applied (createImageBitmap with
 * imageOrientation 'from-image'), so a test sees what the user sees.
 */
export interface Decoders {
  jpeg: (bytes: Uint8Array) => Promise<Pixels>;
  /** JPEG pixels as stored, orientation ignored: how a PDF draws a DCT image. */
  jpegAsStored: (bytes: Uint8Array) => Promise<Pixels>;
  webp: (bytes: Uint8Array) => Promise<Pixels>;
  png: (bytes: Uint8Array) => Promise<Pixels>;
}

export interface NodeCodecs {
  encoders: Encoders;
  decoders: Decoders;
}

const require = createRequire(import.meta.url);

// The toolkit compiles without the DOM lib, whose typings own `WebAssembly`; this is the slice used here.
type WasmModule = object;
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

/** Compiles a wasm file shipped inside an installed jSquash package. */
async function compileFrom(pkg: string, file: string): Promise<WasmModule> {
  const root = dirname(require.resolve(`${pkg}/package.json`));
  return WebAssembly.compile(await readFile(join(root, file)));
}

// The emscripten encoders' `init` accepts a compiled WebAssembly.Module at run time (see their
// encode.js), but their typings only declare the options object: one cast bridges the two.
type EmscriptenInit = (arg: never) => Promise<unknown>;
const initWith = (init: unknown, module: WasmModule) => (init as EmscriptenInit)(module as never);

/** A copy that owns its buffer, so callers may transfer or keep it after the wasm heap moves on. */
const own = (buffer: ArrayBuffer): Uint8Array => new Uint8Array(buffer.slice(0));
const view = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * jSquash's encoders read only data, width and height. Their typings ask for the DOM's ImageData, which
 * the toolkit (no DOM lib) sees as unresolved but the web app (DOM lib, importing this in its tests) checks.
 */
const asImageData = (pixels: Pixels) => pixels as unknown as Parameters<typeof encodeJpeg>[0];

let loading: Promise<NodeCodecs> | undefined;

/**
 * Real jSquash codecs in Node: the wasm is read from node_modules and compiled once (no fetch,
 * no network). WebP uses its SIMD build, which every Node ≥ 16 runs.
 */
export function loadNodeCodecs(): Promise<NodeCodecs> {
  loading ??= (async () => {
    const [jpegEnc, jpegDec, webpEnc, webpDec, pngBytes, oxipng] = await Promise.all([
      compileFrom('@jsquash/jpeg', 'codec/enc/mozjpeg_enc.wasm'),
      compileFrom('@jsquash/jpeg', 'codec/dec/mozjpeg_dec.wasm'),
      compileFrom('@jsquash/webp', 'codec/enc/webp_enc_simd.wasm'),
      compileFrom('@jsquash/webp', 'codec/dec/webp_dec.wasm'),
      compileFrom('@jsquash/png', 'codec/pkg/squoosh_png_bg.wasm'),
      compileFrom('@jsquash/oxipng', 'codec/pkg/squoosh_oxipng_bg.wasm'),
    ]);
    await Promise.all([
      initWith(initJpegEncode, jpegEnc),
      initWith(initJpegDecode, jpegDec),
      initWith(initWebpEncode, webpEnc),
      initWith(initWebpDecode, webpDec),
      initPngDecode(pngBytes),
      initOxipng(oxipng),
    ]);
    const encoders: Encoders = {
      jpeg: async (pixels, quality, fullChroma) =>
        own(await encodeJpeg(asImageData(pixels), mozJpegOptions(quality, fullChroma))),
      webp: async (pixels, quality) => own(await encodeWebp(asImageData(pixels), { quality })),
      png: async (pixels, level) => oxipngRaw(pixels.data, pixels.width, pixels.height, level, false, false),
    };
    const decoders: Decoders = {
      jpeg: async (bytes) =>
        orientPixels(toPixels(await decodeJpeg(view(bytes))), readMetadata(bytes).orientation),
      jpegAsStored: async (bytes) => toPixels(await decodeJpeg(view(bytes))),
      // Chromium turns PNGs by their eXIf orientation but shows WebPs as stored, whatever their EXIF says.
      webp: async (bytes) => toPixels(await decodeWebp(view(bytes))),
      png: async (bytes) =>
        orientPixels(toPixels(await decodePng(view(bytes))), readMetadata(bytes).orientation),
    };
    return { encoders, decoders };
  })();
  return loading;
}

function toPixels(image: { data: Uint8ClampedArray; width: number; height: number }): Pixels {
  return { data: image.data, width: image.width, height: image.height };
}
