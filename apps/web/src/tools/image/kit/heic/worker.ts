// The HEIC tools' worker: libheif and the encoders load here, never on the page.
import { exposeWorker } from '../../../../framework/worker-expose.ts';
import { browserCodecs } from '../../../../features/image-batch/browser-codecs.ts';
import { heicHandler } from './handler.ts';
import { loadLibHeif } from './libheif.ts';

const codecs = browserCodecs();
exposeWorker(heicHandler(loadLibHeif, async () => codecs.encode));
