import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import type { Base64Request, Base64Response } from './protocol.ts';

/** One worker for both directions, created on first use and stopped when idle. */
export const base64Bridge = createWorkerBridge<Base64Request, Base64Response>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** Text areas show at most this many characters; copy and download always use the full text. */
export const SHOWN_CHARS = 100_000;
