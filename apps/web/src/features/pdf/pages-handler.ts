import type { WorkerHandler } from '../../framework/worker-expose.ts';
import {
  deletePages,
  extractPages,
  openForPages,
  type PagesOutput,
  rotatePages,
  splitPdf,
} from '@toolbox/toolkit/pdf';
import type { PagesFile, PagesRequest, PagesResponse } from './pages-protocol.ts';

function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
}

/** What the worker does with each request; separate from the worker file so tests can run it in-process. */
export const handlePagesRequest: WorkerHandler<PagesRequest, PagesResponse> = async (req, { onProgress }) => {
  const input = { name: req.name, bytes: new Uint8Array(req.bytes) };
  if (req.kind === 'inspect') {
    const { pageCount } = await openForPages(input);
    return { result: { kind: 'inspect', pageCount } };
  }
  let outputs: PagesOutput[];
  if (req.kind === 'split') outputs = await splitPdf(input, req.mode, { onProgress });
  else if (req.kind === 'rotate') outputs = [await rotatePages(input, req.turns)];
  else if (req.kind === 'delete') outputs = [await deletePages(input, req.pages)];
  else outputs = [await extractPages(input, req.pages)];
  const files: PagesFile[] = outputs.map((o) => ({
    name: o.name,
    bytes: ownBuffer(o.bytes),
    pageCount: o.pageCount,
  }));
  return {
    result: { kind: 'files', files },
    transfer: files.map((f) => f.bytes),
  };
};
