// The HEIC tools' worker: libheif and the encoders load here, never on the page. A grid photo's tiles
// are shared with a helper worker (two cores); JPEG is written by the browser's own encoder unless
// the smallest file is asked for (MozJPEG), or the picture has transparency. Each result comes with a
// small thumbnail drawn from the same pixels, so the page never decodes the full result to show it.
import type { Pixels } from '@toolbox/toolkit/image';
import { exposeWorker } from '../../../../framework/worker-expose.ts';
import { browserCodecs } from '../../../../features/image-batch/browser-codecs.ts';
import { heicHandler, type Encode, type MakeThumbnail } from './handler.ts';
import { loadLibHeif } from './libheif.ts';
import { hasNativeJpeg, nativeJpeg, pixelCanvas } from './native-jpeg.ts';
import { thumbnailOf } from './thumbnail.ts';
import { tileHelperFor } from './tiles.ts';

const codecs = browserCodecs();

function opaque(p: Pixels): boolean {
  for (let i = 3; i < p.data.length; i += 4) if (p.data[i] !== 255) return false;
  return true;
}

// The picture last put on a canvas: the JPEG encoder and then the thumbnail draw from the same one,
// so its pixels are copied to a canvas once. Let go as soon as the thumbnail is made.
let drawn: { pixels: Pixels; canvas: OffscreenCanvas } | undefined;
function canvasOf(pixels: Pixels): OffscreenCanvas {
  if (drawn?.pixels !== pixels) drawn = { pixels, canvas: pixelCanvas(pixels) };
  return drawn.canvas;
}

const encode: Encode = (pixels, spec) =>
  spec.format === 'jpeg' && !spec.smallest && hasNativeJpeg() && opaque(pixels)
    ? nativeJpeg(canvasOf(pixels), spec.quality ?? 90)
    : codecs.encode(pixels, spec);

const thumbnail: MakeThumbnail = async (pixels) => {
  try {
    return hasNativeJpeg() ? await thumbnailOf(canvasOf(pixels)) : undefined;
  } finally {
    drawn = undefined;
  }
};

exposeWorker(heicHandler(loadLibHeif, async () => encode, tileHelperFor, thumbnail));
