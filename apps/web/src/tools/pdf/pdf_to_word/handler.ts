import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { inspectPdf } from '@toolbox/toolkit/pdf';
import type { InspectRequest, InspectResponse } from './protocol.ts';

/** Checks the PDF before pdf.js sees it: encrypted and damaged files are named with the spec's messages. */
export const handleInspect: WorkerHandler<InspectRequest, InspectResponse> = async (req) => {
  const res = await inspectPdf(new Uint8Array(req.bytes));
  if (!res.ok) {
    const code = res.reason === 'encrypted' ? 'pdf_encrypted' : 'pdf_unreadable';
    throw Object.assign(new Error(code), { code, params: { name: req.name } });
  }
  return { result: { pageCount: res.pageCount } };
};
