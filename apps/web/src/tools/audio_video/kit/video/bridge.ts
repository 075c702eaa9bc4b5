// The bridge to a video tool's worker. The framework keeps an idle worker for 30 s; a video worker
// idle after a job still holds its V8 heap, mediabunny's module caches and the codecs' pools (about
// 40-90 MiB measured after a 1080p re-encode), so here the worker is stopped as soon as it has no
// job: the next job starts a fresh one (a module load, small beside any video job).
import { createWorkerBridge, type WorkerBridge } from '../../../../framework/worker-bridge.ts';

/** A worker bridge whose worker is terminated the moment its queue is empty. */
export function createVideoBridge<Req, Res>(factory: () => Worker): WorkerBridge<Req, Res> {
  return createWorkerBridge<Req, Res>(factory, { idleMs: 0 });
}
