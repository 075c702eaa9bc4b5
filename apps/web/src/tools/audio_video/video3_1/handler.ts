import type { WorkerHandler } from '../../../framework/worker-expose.ts';
import { convert, openInput, videoTrackOf } from '../kit/video/engine.ts';
import { transferOf } from '../kit/output/output-file.ts';
import { handleProbe } from '../kit/video/probe.ts';
import type { WatermarkOptions, WatermarkRequest, WatermarkResponse } from './protocol.ts';

/** Where the text's anchor sits and how it is aligned, for a corner, in a picture of w×h with margin m. */
function place(options: WatermarkOptions, w: number, h: number, m: number) {
  const right = options.corner.endsWith('right');
  const bottom = options.corner.startsWith('bottom');
  if (options.corner === 'center')
    return { x: w / 2, y: h / 2, align: 'center' as const, base: 'middle' as const };
  return {
    x: right ? w - m : m,
    y: bottom ? h - m : m,
    align: right ? ('right' as const) : ('left' as const),
    base: bottom ? ('bottom' as const) : ('top' as const),
  };
}

/**
 * Draws a text watermark on every frame: frames are turned upright first (rotation baked in), the text
 * drawn with a dark outline so it reads on light and dark pictures, and the video encoded as H.264;
 * the sound is copied.
 */
export const handleWatermarkRequest: WorkerHandler<WatermarkRequest, WatermarkResponse> = async (
  req,
  ctx,
) => {
  if (req.kind === 'probe') return handleProbe(req);
  const name = req.file.name;
  const input = await openInput(req.file);
  try {
    const video = await videoTrackOf(input, name);
    const w = await video.getDisplayWidth();
    const h = await video.getDisplayHeight();
    const canvas = new OffscreenCanvas(w, h);
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d context');
    const px = Math.max(8, Math.round(h * req.options.size));
    const spot = place(req.options, w, h, Math.round(px * 0.6));
    const bytes = await convert(
      name,
      input,
      'mp4',
      {
        video: {
          codec: 'avc',
          forceTranscode: true,
          allowTransformationMetadata: false,
          processedWidth: w,
          processedHeight: h,
          process: (sample) => {
            sample.draw(g, 0, 0, w, h);
            g.save();
            g.globalAlpha = req.options.opacity;
            g.font = `bold ${px}px sans-serif`;
            g.textAlign = spot.align;
            g.textBaseline = spot.base;
            g.lineWidth = Math.max(2, px / 8);
            g.strokeStyle = 'rgba(0,0,0,0.8)';
            g.strokeText(req.options.text, spot.x, spot.y);
            g.fillStyle = '#fff';
            g.fillText(req.options.text, spot.x, spot.y);
            g.restore();
            return canvas;
          },
        },
      },
      ctx.onProgress,
    );
    return { result: { kind: 'mark', bytes }, transfer: transferOf(bytes) };
  } finally {
    input.dispose();
  }
};
