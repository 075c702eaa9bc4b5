// Reads, decodes and encodes audio off the main thread (mediabunny, WebCodecs and the wasm MP3/AAC
// encoders, which load only here); nothing leaves the browser.
import { exposeWorker } from '../../../../framework/worker-expose.ts';
import { registerBuiltMp3Encoder } from '../output/mp3-wasm.ts';
import { handleAudioRequest } from './handler.ts';

registerBuiltMp3Encoder();
exposeWorker(handleAudioRequest);
