// The result's thumbnail, made in the HEIC worker from the pixels it already holds: the page then
// shows a picture of a few KB instead of decoding the whole 12 MP JPEG (on a 2-core machine that
// decode competes with the next file's conversion).

/** Longest edge of a thumbnail, px: the results panel shows it about 140 CSS px high, on 2× screens. */
export const THUMBNAIL_EDGE = 320;

/** The size a `width` × `height` picture is scaled to for its thumbnail (never enlarged). */
export function thumbnailSize(width: number, height: number, edge = THUMBNAIL_EDGE) {
  const scale = Math.min(1, edge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A small WebP (alpha kept) of what `source` holds, scaled by the browser with its best filter. */
export async function thumbnailOf(source: OffscreenCanvas): Promise<Blob> {
  const { width, height } = thumbnailSize(source.width, source.height);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
}
