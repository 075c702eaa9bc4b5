// The HEIC tools' worker: libheif and the encoders load here, never on the page. A grid photo's tiles
// are shared with a helper worker (two cores); JPEG is written by the browser's own encoder unless
// the smallest file is asked for (MozJPEG), or the picture has transparency.
import type { Pixels } from '@toolbox/toolkit/image';
import { exposeWorker } from '../../../../framework/worker-expose.ts';
import { browserCodecs } from '../../../../features/image-batch/browser-codecs.ts';
import { heicHandler, type Encode } from './handler.ts';
import { loadLibHeif } from './libheif.ts';
import { hasNativeJpeg, nativeJpeg } from './native-jpeg.ts';
import { tileHelperFor } from './tiles.ts';

const codecs = browserCodecs();

function opaque(p: Pixels): boolean {
  for (let i = 3; i < p.data.length; i += 4) if (p.data[i] !== 255) return false;
  return true;
}

const encode: Encode = (pixels, spec) =>
  spec.format === 'jpeg' && !spec.smallest && hasNativeJpeg() && opaque(pixels)
    ? nativeJpeg(pixels, spec.quality ?? 90)
    : codecs.encode(pixels, spec);

exposeWorker(heicHandler(loadLibHeif, async () => encode, tileHelperFor));
