import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { unlockPdf } from '@toolbox/toolkit/pdf/unlock';
import type { UnlockRequest, UnlockResponse } from './protocol.ts';

/** What the worker does; separate from worker.ts so tests can run it in-process. */
export const handleUnlock: WorkerHandler<UnlockRequest, UnlockResponse> = async (req) => {
  const out = await unlockPdf({ name: req.name, bytes: new Uint8Array(req.bytes) }, req.password);
  const bytes = out.bytes.slice().buffer as ArrayBuffer;
  return { result: { name: out.name, bytes, pageCount: out.pageCount }, transfer: [bytes] };
};
