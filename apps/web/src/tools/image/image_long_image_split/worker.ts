import { exposeWorker } from '../../../framework/worker-expose.ts';
import { browserCodecs } from '../../../features/image-batch/browser-codecs.ts';
import { geometryHandler } from '../kit/image-geometry/handler.ts';
import { splitWork } from './work.ts';

const codecs = browserCodecs();
exposeWorker(geometryHandler(async () => codecs, splitWork));
