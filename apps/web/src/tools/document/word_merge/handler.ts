import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { DocxError, mergeDocx } from '@toolbox/toolkit/docx';
import type { WordMergeRequest, WordMergeResponse } from './protocol.ts';

/** What the worker does; separate from worker.ts so tests can run it in-process. */
export const handleWordMerge: WorkerHandler<WordMergeRequest, WordMergeResponse> = async (
  req,
  { onProgress },
) => {
  try {
    const res = mergeDocx(
      req.files.map((f) => ({ name: f.name, bytes: new Uint8Array(f.bytes) })),
      onProgress,
    );
    const bytes = res.bytes.slice().buffer as ArrayBuffer;
    return { result: { bytes, images: res.images }, transfer: [bytes] };
  } catch (e) {
    // The page translates `code` (tools.word_merge.errors.*) with the file's name.
    if (e instanceof DocxError) throw Object.assign(new Error(e.code), { code: e.code, params: e.params });
    throw e;
  }
};
