// Extracts a video's sound as MP3 off the main thread (mediabunny, WebCodecs, LAME in WebAssembly).
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleToMp3Request } from './handler.ts';

exposeWorker(handleToMp3Request);
