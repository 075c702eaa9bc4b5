// Base64 of large files is built and parsed here, so the page never freezes on a 100 MB file.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { decodeBase64, encodeBase64, sniffFileType } from '@toolbox/toolkit/textcode';
import type { Base64Request, Base64Response } from './protocol.ts';

exposeWorker<Base64Request, Base64Response>(async (req, { onProgress }) => {
  if (req.op === 'encode') {
    const base64 = encodeBase64(new Uint8Array(req.bytes), (done) => onProgress(done, 1));
    return { result: { op: 'encode', base64 } };
  }
  const { bytes, declaredType } = decodeBase64(req.text);
  const buffer = bytes.buffer as ArrayBuffer;
  return {
    result: {
      op: 'decode',
      bytes: buffer,
      declaredType,
      sniffed: sniffFileType(bytes),
    },
    transfer: [buffer],
  };
});
