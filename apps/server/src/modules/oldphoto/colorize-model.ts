import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as OrtModule from 'onnxruntime-web';
import { plane, resize, type Plane } from './filters.ts';

/*
 * image_coloring with a colourisation model the operator provides (no such model ships in a package
 * we can reach). The model is an ONNX file run by ONNX Runtime's WebAssembly build in this process,
 * loaded with the first task that asks for it.
 *
 * The model's contract is the one of the common Lab colourisation networks (Zhang et al.'s
 * "Colorful Image Colorization" and its ONNX exports): one input, the CIE L channel of the photo as
 * float32 [1, 1, S, S] with L from 0 to 100; one output, the predicted a and b channels as float32
 * [1, 2, H, W] in Lab units (about -110 to 110), at any size. S is COLORIZE_MODEL_SIZE (256 by
 * default). A model that wants its input scaled otherwise carries that step inside itself.
 */

type Env = Record<string, string | undefined>;

export interface ColorizeModelSettings {
  /** The .onnx file. */
  path: string;
  /** The side of the square L input the model takes. */
  size: number;
}

/** A bad COLORIZE_MODEL* setting: the key and what is wrong. */
export class ColorizeModelSettingError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

/** The operator's colourisation model, or null when COLORIZE_MODEL is not set. */
export function colorizeModelSettings(env: Env = process.env): ColorizeModelSettings | null {
  const path = env.COLORIZE_MODEL?.trim();
  const sizeText = env.COLORIZE_MODEL_SIZE?.trim();
  if (!path) {
    if (sizeText) throw new ColorizeModelSettingError('COLORIZE_MODEL_SIZE', 'set without COLORIZE_MODEL');
    return null;
  }
  if (!existsSync(path) || !statSync(path).isFile())
    throw new ColorizeModelSettingError(
      'COLORIZE_MODEL',
      'no such file (expected the path of an .onnx model)',
    );
  const size = sizeText ? Number(sizeText) : 256;
  if (!Number.isInteger(size) || size < 16 || size > 2048)
    throw new ColorizeModelSettingError('COLORIZE_MODEL_SIZE', 'expected a whole number from 16 to 2048');
  return { path, size };
}

type Ort = typeof OrtModule;
type Session = Awaited<ReturnType<Ort['InferenceSession']['create']>>;
let ort: Promise<Ort> | null = null;
const sessions = new Map<string, Promise<Session>>();

/** ONNX Runtime (WebAssembly, one thread), its .wasm files read from the installed package. */
function loadOrt(): Promise<Ort> {
  return (ort ??= import('onnxruntime-web').then((runtime) => {
    const dist = dirname(createRequire(import.meta.url).resolve('onnxruntime-web'));
    runtime.env.wasm.numThreads = 1;
    runtime.env.wasm.wasmPaths = pathToFileURL(join(dist, '/')).href;
    return runtime;
  }));
}

/** The model's session, created once per file (and again when a creation failed). */
function sessionOf(path: string): Promise<Session> {
  let session = sessions.get(path);
  if (!session) {
    session = loadOrt().then((runtime) => runtime.InferenceSession.create(path));
    session.catch(() => sessions.delete(path));
    sessions.set(path, session);
  }
  return session;
}

/** sRGB 0..255 → linear light 0..1. */
function linear(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light 0..1 → sRGB 0..255. */
function gamma(c: number): number {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.min(255, Math.max(0, v * 255));
}

// D65 white of CIE Lab.
const XN = 0.95047;
const ZN = 1.08883;
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
const fInv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));

/** The Lab lightness of a grey (luma 0..255, its three channels equal). */
export function lightnessOfGrey(luma: number): number {
  return 116 * f(linear(luma)) - 16;
}

/** Lab (D65) → sRGB 0..255. */
export function labToRgb(l: number, a: number, b: number): [number, number, number] {
  const fy = (l + 16) / 116;
  const x = XN * fInv(fy + a / 500);
  const y = fInv(fy);
  const z = ZN * fInv(fy - b / 200);
  return [
    gamma(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    gamma(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    gamma(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  ];
}

/**
 * Runs the model on the photo's brightness (`luma`, 0..255) and answers the chroma it predicts as
 * the Cb and Cr planes `applyChroma` adds to the photo's own brightness, at the model's output size.
 */
export async function modelChroma(
  luma: Plane,
  settings: ColorizeModelSettings,
): Promise<{ cb: Plane; cr: Plane }> {
  const session = await sessionOf(settings.path);
  const runtime = await loadOrt();
  const { size } = settings;
  const small = resize(luma, size, size);
  const input = new Float32Array(size * size);
  for (let i = 0; i < input.length; i++) input[i] = lightnessOfGrey(small.data[i]!);
  const output = await session.run({
    [session.inputNames[0]!]: new runtime.Tensor('float32', input, [1, 1, size, size]),
  });
  const ab = output[session.outputNames[0]!]!;
  const dims = ab.dims;
  if (dims.length !== 4 || dims[0] !== 1 || dims[1] !== 2)
    throw new Error(`the colourisation model answered dims [${dims.join(', ')}], expected [1, 2, H, W]`);
  const [h, w] = [dims[2]!, dims[3]!];
  const data = ab.data as Float32Array;
  // The model's grid may differ from its input's: its lightness is read at the same place.
  const lightness = resize(plane(size, size, input), w, h);
  const cb = plane(w, h);
  const cr = plane(w, h);
  for (let i = 0; i < w * h; i++) {
    const [r, g, b] = labToRgb(lightness.data[i]!, data[i]!, data[w * h + i]!);
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    cb.data[i] = (b - y) / 1.773;
    cr.data[i] = (r - y) / 1.403;
  }
  return { cb, cr };
}
