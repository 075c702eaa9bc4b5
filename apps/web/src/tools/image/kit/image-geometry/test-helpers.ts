// For unit tests of the geometry tools (happy-dom has no Worker, createImageBitmap or canvas): the
// tool's own worker handler runs in-process, on the codecs the test gives (Node's jSquash build,
// `loadNodeImageCodecs` of '@toolbox/toolkit/node', which only tests may import).
import type { ImageCodecs } from '../../../../features/image-batch/codecs.ts';
import type { ImageWork } from '../../../../features/image-batch/handler.ts';
import { geometryHandler, type ManyWork } from './handler.ts';
import type { GeometryAnswer, GeometryRequest } from './protocol.ts';

/**
 * A stand-in for `framework/worker-bridge.ts` (return it from `vi.mock`) whose bridges answer with
 * `geometryHandler` around the tool's work; every answer is pushed to `answers`.
 */
export function geometryBridge<Options>(
  loadCodecs: () => Promise<ImageCodecs>,
  work: ImageWork<Options> | null,
  answers: GeometryAnswer[],
  many?: ManyWork<Options>,
) {
  const handle = geometryHandler(loadCodecs, work, many);
  return {
    createWorkerBridge: () => ({
      run: async (
        req: GeometryRequest<Options>,
        options: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
      ) => {
        options.signal?.throwIfAborted();
        const { result } = await handle(req, { onProgress: options.onProgress ?? (() => {}) });
        answers.push(result);
        return result;
      },
      terminate: () => {},
    }),
  };
}

/** The outputs of the last run among `answers`. */
export function lastRun(answers: GeometryAnswer[]) {
  const run = answers.findLast((a) => a.kind === 'run');
  if (!run || run.kind !== 'run') throw new Error('no run yet');
  return run.outputs;
}
