// The HEIC tools' worker: every image of a HEIC file decoded by libheif (turned as the file says),
// encoded as JPEG or PNG with its EXIF (orientation reset), XMP and colour profile carried over.
import type { WorkerHandler } from '../../../../framework/worker-expose.ts';
import {
  openHeic,
  withJpegMetadata,
  withPngMetadata,
  type EncodeSpec,
  type LibHeif,
  type Pixels,
  type TileHelper,
} from '@toolbox/toolkit/image';
import type { ImageJob, ImageNote } from '../../../../features/image-batch/protocol.ts';
import type { HeicJobResult, HeicOptions, HeicOutput } from './protocol.ts';

/** An encoder; `smallest` asks for the smallest JPEG (MozJPEG) over the fastest. */
export type Encode = (pixels: Pixels, spec: EncodeSpec & { smallest?: boolean }) => Promise<Uint8Array>;

/** A small picture of decoded pixels for the page's preview (undefined where none can be made). */
export type MakeThumbnail = (pixels: Pixels) => Promise<Blob | undefined>;

const coded = (code: string) => Object.assign(new Error(code), { code });

/** "IMG_0001.HEIC" → "IMG_0001.jpg", or "IMG_0001-2.jpg" for the second image of several. */
export function outputName(name: string, index: number, count: number, format: HeicOptions['format']) {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}${count > 1 ? `-${index + 1}` : ''}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

/**
 * The worker handler, with libheif and the encoder injected (the browser's, or Node's in tests), and
 * optionally a helper that decodes half of each grid photo's tiles on another thread and a maker of
 * thumbnails (a failed thumbnail costs the preview, not the photo).
 */
export function heicHandler(
  loadLib: () => Promise<LibHeif>,
  loadEncode: () => Promise<Encode>,
  tileHelperFor?: (bytes: Uint8Array) => TileHelper,
  makeThumbnail?: MakeThumbnail,
): WorkerHandler<ImageJob<HeicOptions>, HeicJobResult> {
  return async ({ file, options }, { onProgress }) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const [lib, encode] = await Promise.all([loadLib(), loadEncode()]);
    const helper = tileHelperFor?.(bytes);
    const heic = openHeic(lib, bytes);
    if (heic === 'not_heic') throw coded('heic_not_heic');
    if (typeof heic === 'string') throw coded('heic_damaged');
    const outputs: HeicOutput[] = [];
    const notes: ImageNote[] = heic.count > 1 ? [{ code: 'heic_images', params: { count: heic.count } }] : [];
    try {
      for (let i = 0; i < heic.count; i++) {
        onProgress(i, heic.count);
        const image = await heic.decode(i, helper);
        if (image === 'too_large') throw coded('file_too_large');
        if (typeof image === 'string') throw coded('heic_damaged');
        const { format } = options;
        const encoded = await encode(image.pixels, {
          format,
          quality: options.quality,
          smallest: options.smallest,
        });
        let out: Uint8Array;
        if (format === 'jpeg') {
          const carried = withJpegMetadata(encoded, image);
          out = carried.bytes;
          if (carried.dropped.length && !notes.some((n) => n.code === 'metadata_dropped'))
            notes.push({
              code: 'metadata_dropped',
              params: { what: carried.dropped.join(', ').toUpperCase() },
            });
        } else out = withPngMetadata(encoded, image);
        const thumbnail = await makeThumbnail?.(image.pixels).catch(() => undefined);
        outputs.push({
          ...(thumbnail ? { thumbnail } : {}),
          name: outputName(file.name, i, heic.count, format),
          bytes: out.slice().buffer as ArrayBuffer,
          type: format === 'jpeg' ? 'image/jpeg' : 'image/png',
          width: image.pixels.width,
          height: image.pixels.height,
        });
      }
    } finally {
      heic.close();
    }
    onProgress(heic.count, heic.count);
    return { result: { outputs, notes }, transfer: outputs.map((o) => o.bytes) };
  };
}
