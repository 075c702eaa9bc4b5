import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import type { IdPhotoModels } from '@toolbox/toolkit/idphoto';

/**
 * The ID-photo models (BlazeFace, Face Mesh, Selfie Segmentation: see models/idphoto/SOURCES.md)
 * run in this process with TensorFlow.js on its WebAssembly backend. Weights come from the
 * repository and the wasm binaries from the installed npm package: nothing is fetched.
 */
const modelDir = join(import.meta.dirname, '../../../models/idphoto');
const require = createRequire(import.meta.url);

interface ModelJson {
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  modelTopology: object;
  weightsManifest: { weights: tf.io.WeightsManifestEntry[] }[];
  signature?: object;
  userDefinedMetadata?: { signature?: object };
}

async function loadModel(name: string): Promise<GraphModel> {
  const json = JSON.parse(await readFile(join(modelDir, `${name}.json`), 'utf8')) as ModelJson;
  const bin = await readFile(join(modelDir, `${name}.bin`));
  const weightData = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength);
  return loadGraphModel({
    load: () =>
      Promise.resolve({
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((m) => m.weights),
        weightData,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature ?? json.userDefinedMetadata?.signature,
      }),
  });
}

/** Runs a model on one NHWC input and answers its outputs by name, as plain arrays. */
async function run(
  model: GraphModel,
  input: Float32Array,
  shape: [number, number, number, number],
  outputs: string[],
): Promise<Float32Array[]> {
  const x = tf.tensor4d(input, shape);
  try {
    const out = model.execute(x, outputs);
    const list = Array.isArray(out) ? out : [out];
    try {
      return (await Promise.all(list.map((t) => t.data()))) as Float32Array[];
    } finally {
      list.forEach((t) => t.dispose());
    }
  } finally {
    x.dispose();
  }
}

let loading: Promise<IdPhotoModels> | undefined;

/** Loads the backend and the three models once per process (about 0.3 s). */
export function loadIdPhotoModels(): Promise<IdPhotoModels> {
  loading ??= (async () => {
    setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`);
    if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js wasm backend did not start');
    const [detector, mesh, selfie] = await Promise.all([
      loadModel('blazeface'),
      loadModel('facemesh'),
      loadModel('selfie'),
    ]);
    return {
      async detect(input) {
        // Outputs: scores and regressors of the 16×16 grid (512 anchors), then of the 8×8 (384).
        const [s16, r16, s8, r8] = await run(
          detector,
          input,
          [1, 256, 256, 3],
          ['Identity', 'Identity_2', 'Identity_1', 'Identity_3'],
        );
        const scores = new Float32Array(896);
        scores.set(s16!, 0);
        scores.set(s8!, 512);
        const boxes = new Float32Array(896 * 16);
        boxes.set(r16!, 0);
        boxes.set(r8!, 512 * 16);
        return { scores, boxes };
      },
      async mesh(input) {
        const [points, flag] = await run(mesh, input, [1, 192, 192, 3], ['Identity_2', 'Identity_1']);
        return { points: points!, score: flag![0]! };
      },
      async segment(input) {
        const [mask] = await run(selfie, input, [1, 256, 256, 3], ['activation_10']);
        return mask!;
      },
    };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
