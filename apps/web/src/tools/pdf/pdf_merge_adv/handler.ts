import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { assemblePages, inspectPdf } from '@toolbox/toolkit/pdf';
import type { MergeAdvRequest, MergeAdvResponse } from './protocol.ts';

/** What the worker does with each request; separate from worker.ts so tests can run it in-process. */
export const handleMergeAdv: WorkerHandler<MergeAdvRequest, MergeAdvResponse> = async (
  req,
  { onProgress },
) => {
  if (req.kind === 'inspect')
    return {
      result: {
        kind: 'inspect',
        inspection: await inspectPdf(new Uint8Array(req.bytes)),
      },
    };
  const inputs = req.files.map((f) => ({
    name: f.name,
    bytes: new Uint8Array(f.bytes),
  }));
  const out = await assemblePages(inputs, req.picks, { onProgress });
  const bytes = out.bytes.slice().buffer as ArrayBuffer;
  return {
    result: { kind: 'assemble', bytes, pageCount: out.pageCount },
    transfer: [bytes],
  };
};
