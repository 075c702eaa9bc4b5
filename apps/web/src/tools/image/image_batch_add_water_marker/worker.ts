import { exposeWorker } from '../../../framework/worker-expose.ts';
import { browserCodecs } from '../../../features/image-batch/browser-codecs.ts';
import { imageJobHandler } from '../../../features/image-batch/handler.ts';
import { markWork } from '../../../features/image-batch/watermark/work.ts';

const codecs = browserCodecs();
exposeWorker(imageJobHandler(markWork, async () => codecs));
