import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { inspectPdf, mergeInvoices } from '@toolbox/toolkit/pdf';
import type { InvoiceRequest, InvoiceResponse } from './protocol.ts';

/** What the worker does with each request; separate from worker.ts so tests can run it in-process. */
export const handleInvoiceRequest: WorkerHandler<InvoiceRequest, InvoiceResponse> = async (
  req,
  { onProgress },
) => {
  if (req.kind === 'inspect') {
    return {
      result: {
        kind: 'inspect',
        inspection: await inspectPdf(new Uint8Array(req.bytes)),
      },
    };
  }
  const inputs = req.files.map((file) => ({
    name: file.name,
    bytes: new Uint8Array(file.bytes),
  }));
  const res = await mergeInvoices(inputs, {
    perSheet: req.perSheet,
    cutLines: req.cutLines,
    onProgress,
  });
  const bytes = res.bytes ? (res.bytes.slice().buffer as ArrayBuffer) : null;
  return {
    result: {
      kind: 'layout',
      bytes,
      pageCount: res.pageCount,
      sheetCount: res.sheetCount,
      failed: res.failed,
    },
    transfer: bytes ? [bytes] : [],
  };
};
