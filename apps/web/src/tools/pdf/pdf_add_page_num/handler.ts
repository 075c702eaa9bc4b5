import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { addPageNumbers } from '@toolbox/toolkit/pdf';
import type { PageNumRequest, PageNumResponse } from './protocol.ts';

/** An error the page translates: `code` is a shared error code, `params` fills its placeholders. */
function coded(code: string, params: Record<string, unknown>): Error {
  return Object.assign(new Error(code), { code, params });
}

/** What the worker does; separate from worker.ts so tests can run it in-process. */
export const handlePageNumRequest: WorkerHandler<PageNumRequest, PageNumResponse> = async (req) => {
  const res = await addPageNumbers(new Uint8Array(req.bytes), req.options);
  if (!res.ok)
    throw coded(res.reason === 'encrypted' ? 'pdf_encrypted' : 'pdf_unreadable', { name: req.name });
  const bytes = res.bytes.slice().buffer as ArrayBuffer;
  return { result: { bytes, pageCount: res.pageCount }, transfer: [bytes] };
};
