import { watermarkCentres } from '@toolbox/toolkit/image';
import type { WatermarkOptions } from './options.ts';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What is drawn: the text's font, or the mark picture (decoded once per run). */
export type Mark = { kind: 'text'; text: string } | { kind: 'image'; bitmap: ImageBitmap };

/**
 * Draws the marks on a picture already on the canvas (W × H): the same code for the page's preview
 * and the worker's output, so what is previewed is what comes out.
 */
export function drawWatermark(
  ctx: Context2D,
  W: number,
  H: number,
  mark: Mark,
  options: WatermarkOptions,
): void {
  const unit = Math.min(W, H) / 100;
  const size = Math.max(1, options.size * unit);
  let markW: number;
  let markH: number;
  ctx.save();
  ctx.globalAlpha = Math.min(1, Math.max(0, options.opacity / 100));
  if (mark.kind === 'text') {
    ctx.font = `${options.bold ? 'bold ' : ''}${Math.round(size)}px ${options.font}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = options.colour;
    markW = Math.max(1, ctx.measureText(mark.text).width);
    markH = size;
  } else {
    markW = size * 3; // a picture mark is three text heights wide
    markH = (markW * mark.bitmap.height) / Math.max(1, mark.bitmap.width);
  }
  const angle = (options.angle * Math.PI) / 180;
  for (const { x, y } of watermarkCentres(W, H, markW, markH, options)) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.translate(x, y);
    ctx.rotate(angle);
    if (mark.kind === 'text') ctx.fillText(mark.text, 0, 0);
    else ctx.drawImage(mark.bitmap, -markW / 2, -markH / 2, markW, markH);
  }
  ctx.restore();
}
