// The batch watermarker's drawing (image_batch_add_water_marker) on each photo, then the photo's own
// print resolution written back (image_change_dpi's writer), so a 300 DPI scan prints at its size.
import { readDpi, setDpi } from '@toolbox/toolkit/image';
import { markWork } from '../../../features/image-batch/watermark/work.ts';
import type { MarkOptions } from '../../../features/image-batch/watermark/options.ts';
import type { ImageWork } from '../../../features/image-batch/handler.ts';

/** The DPI a file declares, rounded, when it declares one (JPEG, PNG, BMP, TIFF). */
export function declaredDpi(bytes: Uint8Array): number | null {
  const read = readDpi(bytes);
  if (!read.ok || !read.dpi) return null;
  const dpi = Math.round(read.dpi.x);
  return dpi >= 1 && dpi <= 65535 ? dpi : null;
}

export const idMarkWork: ImageWork<MarkOptions> = async (image, ctx) => {
  const drafts = await markWork(image, ctx);
  const dpi = declaredDpi(new Uint8Array(await ctx.file.arrayBuffer()));
  if (dpi === null) return drafts;
  return drafts.map((draft) => {
    const marked = setDpi(draft.bytes, dpi);
    if (!marked.ok) {
      // WebP and GIF have no field for it: the photo keeps its pixels and loses the declared DPI.
      ctx.note({ code: 'dpi_lost', params: { dpi } });
      return draft;
    }
    ctx.note({ code: 'dpi_kept', params: { dpi } });
    return { ...draft, bytes: marked.bytes };
  });
};
