// Sets one file's DPI without re-encoding (JPEG, PNG, BMP, TIFF); other formats answer why they cannot.
import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { readDpi, readImageSize, setDpi } from '@toolbox/toolkit/image';
import type { ImageJob, ImageJobResult, ImageNote } from '../../../features/image-batch/protocol.ts';

export interface DpiOptions {
  dpi: number;
}

const MIME = { jpeg: 'image/jpeg', png: 'image/png', bmp: 'image/bmp', tiff: 'image/tiff' } as const;
const coded = (code: string) => Object.assign(new Error(code), { code });

export const handleDpi: WorkerHandler<ImageJob<DpiOptions>, ImageJobResult> = async ({ file, options }) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const before = readDpi(bytes);
  const out = setDpi(bytes, options.dpi);
  if (!out.ok) throw coded(`dpi_${out.reason}`);
  const notes: ImageNote[] = [];
  if (before.ok) {
    const was = before.dpi ? Math.round(before.dpi.x) : null;
    notes.push(was === null ? { code: 'dpi_none_before' } : { code: 'dpi_before', params: { dpi: was } });
  }
  const size = readImageSize(out.bytes) ?? { width: 0, height: 0 };
  const output = { name: file.name, bytes: out.bytes.buffer, type: MIME[out.format], ...size };
  return { result: { outputs: [output], notes }, transfer: [output.bytes] };
};
