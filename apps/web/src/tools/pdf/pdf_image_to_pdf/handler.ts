import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { imagesToPdf } from '@toolbox/toolkit/pdf';
import type { ImagesRequest, ImagesResponse } from './protocol.ts';

/** What the worker does; separate from worker.ts so tests can run it in-process. */
export const handleImagesRequest: WorkerHandler<ImagesRequest, ImagesResponse> = async (
  req,
  { onProgress },
) => {
  const inputs = req.images.map((image) => ({ name: image.name, bytes: new Uint8Array(image.bytes) }));
  const pdf = await imagesToPdf(inputs, {
    pageSize: req.pageSize,
    orientation: req.orientation,
    margin: req.margin,
    onProgress,
  });
  const bytes = pdf.slice().buffer as ArrayBuffer;
  return { result: { bytes, pageCount: inputs.length }, transfer: [bytes] };
};
