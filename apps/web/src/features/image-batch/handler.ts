// The worker side of an image tool: decode (orientation applied, canvas limit checked), the tool's
// work, encode; errors keep their translatable codes.
import type { WorkerContext, WorkerHandler } from '../../framework/worker-expose.ts';
import type { EncodeSpec, Pixels } from '@toolbox/toolkit/image';
import type { DecodedImage, ImageCodecs } from './codecs.ts';
import type { ImageJob, ImageJobResult, ImageNote, ImageOutput } from './protocol.ts';

/** An output the work returns: bytes as produced by an encoder. */
export interface ImageDraft {
  name: string;
  bytes: Uint8Array;
  type: string;
  width: number;
  height: number;
}

export interface ImageWorkContext<Options> {
  file: File;
  options: Options;
  codecs: ImageCodecs;
  encode: (pixels: Pixels, spec: EncodeSpec) => Promise<Uint8Array>;
  onProgress: WorkerContext['onProgress'];
  /** Adds a note to this file's result. */
  note: (note: ImageNote) => void;
}

/** What a tool does with one decoded image. */
export type ImageWork<Options> = (
  image: DecodedImage,
  ctx: ImageWorkContext<Options>,
) => Promise<ImageDraft[]>;

const hasCode = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string';

function coded(code: string, cause: unknown): Error {
  return Object.assign(new Error(code, { cause }), { code });
}

/**
 * The handler a tool's worker exposes (`exposeWorker(imageJobHandler(work, loadCodecs))`). A file
 * that cannot be decoded answers `image_load_abnormal`; a failure in the work without a code answers
 * `processing_error`; coded errors (`file_too_large`, the tool's own) pass through unchanged.
 */
export function imageJobHandler<Options>(
  work: ImageWork<Options>,
  loadCodecs: () => Promise<ImageCodecs>,
): WorkerHandler<ImageJob<Options>, ImageJobResult> {
  return async ({ file, options }, { onProgress }) => {
    const codecs = await loadCodecs();
    let image: DecodedImage;
    try {
      image = await codecs.decode(file);
    } catch (error) {
      throw hasCode(error) ? error : coded('image_load_abnormal', error);
    }
    const notes: ImageNote[] = [...image.notes];
    let drafts: ImageDraft[];
    try {
      drafts = await work(image, {
        file,
        options,
        codecs,
        encode: codecs.encode,
        onProgress,
        note: (n) => notes.push(n),
      });
    } catch (error) {
      throw hasCode(error) ? error : coded('processing_error', error);
    }
    const outputs: ImageOutput[] = drafts.map((d) => ({
      name: d.name,
      // A copy that owns exactly its bytes (an encoder's view may sit in a larger wasm heap).
      bytes: d.bytes.slice().buffer as ArrayBuffer,
      type: d.type,
      width: d.width,
      height: d.height,
    }));
    return { result: { outputs, notes }, transfer: outputs.map((o) => o.bytes) };
  };
}
