import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { applyScanEffect, type Pixels, scannedPagesToPdf } from '@toolbox/toolkit/image';
import { inspectPdf } from '@toolbox/toolkit/pdf';
import { MAX_IMAGE_SIDE, SCAN_QUALITY, type ScanRequest, type ScanResponse } from './protocol.ts';

/** The codecs the scan needs, injected: the browser's decoder and jSquash in the worker, Node's in tests. */
export interface ScanCodecs {
  /** Decodes an image, shrunk so its longest side is at most `maxSide`; throws when it cannot. */
  decodeImage: (bytes: ArrayBuffer, type: string, maxSide: number) => Promise<Pixels>;
  /** `grey` writes a one-component JPEG (a third of the size for a grey page). */
  encodeJpeg: (pixels: Pixels, quality: number, grey: boolean) => Promise<Uint8Array>;
}

function coded(code: string, params: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(code), { code, params });
}

const owned = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer;

/** What the worker does; separate from worker.ts so tests can run it in-process. */
export function makeScanHandler(codecs: ScanCodecs): WorkerHandler<ScanRequest, ScanResponse> {
  const toJpeg = async (pixels: Pixels, options: Extract<ScanRequest, { kind: 'page' }>['options']) => {
    const grey = options.grey && !options.yellowed;
    const jpeg = owned(await codecs.encodeJpeg(applyScanEffect(pixels, options), SCAN_QUALITY, grey));
    const result: ScanResponse = { kind: 'jpeg', jpeg, width: pixels.width, height: pixels.height };
    return { result, transfer: [jpeg] };
  };
  return async (req) => {
    switch (req.kind) {
      case 'inspect': {
        const res = await inspectPdf(new Uint8Array(req.bytes));
        if (!res.ok)
          throw coded(res.reason === 'encrypted' ? 'pdf_encrypted' : 'pdf_unreadable', { name: req.name });
        return { result: { kind: 'inspect', pageCount: res.pageCount } };
      }
      case 'page':
        return toJpeg(
          { data: new Uint8ClampedArray(req.pixels), width: req.width, height: req.height },
          req.options,
        );
      case 'image': {
        let pixels: Pixels;
        try {
          pixels = await codecs.decodeImage(req.bytes, req.type, MAX_IMAGE_SIDE);
        } catch {
          throw coded('image_unreadable', { name: req.name });
        }
        return toJpeg(pixels, req.options);
      }
      case 'pdf': {
        const bytes = owned(
          await scannedPagesToPdf(req.pages.map((p) => ({ ...p, jpeg: new Uint8Array(p.jpeg) }))),
        );
        return { result: { kind: 'pdf', bytes }, transfer: [bytes] };
      }
    }
  };
}
