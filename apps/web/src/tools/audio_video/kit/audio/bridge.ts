import { createWorkerBridge } from '../../../../framework/worker-bridge.ts';
import type { AudioRequest, AudioResponse } from './protocol.ts';

const worker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

/** Reads picked files (shape, waveform): its own worker, so reading never waits for a run. */
export const probeBridge = createWorkerBridge<AudioRequest, AudioResponse>(worker);

/** Runs conversions, cuts and merges; Cancel stops its worker. */
export const runBridge = createWorkerBridge<AudioRequest, AudioResponse>(worker);
