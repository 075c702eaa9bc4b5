import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { loadLayersModel, type LayersModel } from '@tensorflow/tfjs-layers';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

/**
 * The super-resolution models (UpscalerJS ESRGAN "slim" ×2 and "medium" ×4, RDN architecture: see
 * models/enlarge/SOURCES.md) run in this process with TensorFlow.js on its WebAssembly backend,
 * as the ID-photo models do. Weights come from the repository, the wasm from node_modules.
 */
export const modelDir = join(import.meta.dirname, '../../../models/enlarge');
const require = createRequire(import.meta.url);

export type Scale = 2 | 4;

interface ModelJson {
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
}

async function loadModel(dir: string): Promise<LayersModel> {
  const json = JSON.parse(await readFile(join(dir, 'model.json'), 'utf8')) as ModelJson;
  const shards = await Promise.all(
    json.weightsManifest.flatMap((m) => m.paths).map((p) => readFile(join(dir, p))),
  );
  const bin = Buffer.concat(shards);
  const weightData = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength);
  return loadLayersModel({
    load: () =>
      Promise.resolve({
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((m) => m.weights),
        weightData,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
      }),
  });
}

/**
 * Starts the wasm backend (shared with the ID-photo models; a second call is harmless). The binary
 * comes from our node_modules: `tfjs-backend-wasm-simd.wasm` where WebAssembly SIMD validates (every
 * Node ≥ 16), 2.7× less CPU per tile than the plain build (measured, docs/benchmarks.md); never the
 * threaded one, which TensorFlow.js does not start in Node (TilePool runs threads of its own).
 */
async function wasmBackend(): Promise<void> {
  if (tf.getBackend() === 'wasm') return;
  setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`);
  if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js wasm backend did not start');
}

/** Whether the wasm backend runs its SIMD build (it picks it when this flag holds). */
export async function wasmSimd(): Promise<boolean> {
  await wasmBackend();
  return (await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT')) === true;
}

/** One model of a scale: RGB 0..255 in (NHWC float), RGB 0..255 out at `scale` times the size. */
export interface Upscaler {
  scale: Scale;
  run(input: Float32Array, width: number, height: number): Promise<Float32Array>;
}

const loading = new Map<Scale, Promise<Upscaler>>();

/** Loads the model of a scale once per process. */
export function loadUpscaler(scale: Scale): Promise<Upscaler> {
  let found = loading.get(scale);
  if (!found) {
    found = (async () => {
      await wasmBackend();
      const model = await loadModel(join(modelDir, `x${scale}`));
      return {
        scale,
        async run(input, width, height) {
          const out = tf.tidy(() => model.predict(tf.tensor4d(input, [1, height, width, 3])) as tf.Tensor);
          try {
            return (await out.data()) as Float32Array;
          } finally {
            out.dispose();
          }
        },
      };
    })();
    found.catch(() => loading.delete(scale));
    loading.set(scale, found);
  }
  return found;
}
