import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { inspectPdf, mergePdfs } from '@toolbox/toolkit/pdf';
import type { MergeRequest, MergeResponse } from './protocol.ts';

/** The bytes as their own ArrayBuffer, so it can be transferred without copying. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
}

/** What the worker does with each request; separate from worker.ts so tests can run it in-process. */
export const handleMergeRequest: WorkerHandler<MergeRequest, MergeResponse> = async (req, { onProgress }) => {
  if (req.kind === 'inspect') {
    return { result: { kind: 'inspect', inspection: await inspectPdf(new Uint8Array(req.bytes)) } };
  }
  const inputs = req.files.map((file) => ({ name: file.name, bytes: new Uint8Array(file.bytes) }));
  const merged = await mergePdfs(inputs, { onProgress });
  const bytes = merged.bytes ? ownBuffer(merged.bytes) : null;
  return {
    result: { kind: 'merge', bytes, pageCount: merged.pageCount, failed: merged.failed },
    transfer: bytes ? [bytes] : [],
  };
};
