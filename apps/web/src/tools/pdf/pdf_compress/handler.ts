import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { compressPdf, type PdfImageCodecs } from '@toolbox/toolkit/pdf/compress';
import type { PdfCompressRequest, PdfCompressResponse } from './protocol.ts';

/** An error the page translates: `code` is a shared error code, `params` fills its placeholders. */
function coded(code: string, params: Record<string, unknown>): Error {
  return Object.assign(new Error(code), { code, params });
}

/**
 * What the worker does, with the JPEG codecs passed in (jSquash in the worker, the Node build in tests);
 * separate from worker.ts so tests can run it in-process.
 */
export function makeCompressHandler(
  codecs: () => Promise<PdfImageCodecs>,
): WorkerHandler<PdfCompressRequest, PdfCompressResponse> {
  return async (req, { onProgress }) => {
    const res = await compressPdf(new Uint8Array(req.bytes), {
      level: req.level,
      codecs: await codecs(),
      onProgress,
    });
    if (!res.ok)
      throw coded(res.reason === 'encrypted' ? 'pdf_encrypted' : 'pdf_unreadable', { name: req.name });
    const bytes = res.bytes.slice().buffer as ArrayBuffer;
    const { originalSize, keptOriginal, imagesChanged, imagesTotal, pageCount } = res;
    return {
      result: { bytes, originalSize, keptOriginal, imagesChanged, imagesTotal, pageCount },
      transfer: [bytes],
    };
  };
}
