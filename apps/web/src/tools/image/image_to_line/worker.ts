import { exposeWorker } from '../../../framework/worker-expose.ts';
import { browserCodecs } from '../../../features/image-batch/browser-codecs.ts';
import { imageJobHandler } from '../../../features/image-batch/handler.ts';
import { toLineWork } from './work.ts';

const codecs = browserCodecs();
exposeWorker(imageJobHandler(toLineWork, async () => codecs));
