import { serializeError, type WorkerRequestMessage, type WorkerResponseMessage } from './worker-protocol.ts';

/**
 * The little of a dedicated worker's global scope we use. Typed structurally so worker files
 * compile in the same program as the DOM code (the DOM and WebWorker libs cannot be mixed).
 */
export interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface WorkerContext {
  /** Reports progress to the caller's `onProgress`. */
  onProgress: (done: number, total: number) => void;
}

export type WorkerHandler<Req, Res> = (
  req: Req,
  ctx: WorkerContext,
) => Promise<{ result: Res; transfer?: Transferable[] }>;

/**
 * Worker side of the bridge: call once at the top of a worker module. Each request runs the
 * handler; its result (with `transfer` moved, not copied) or its error goes back to the caller.
 * A thrown error keeps its message, name, `code` and `params` on the other side.
 */
export function exposeWorker<Req, Res>(
  handler: WorkerHandler<Req, Res>,
  scope: WorkerScope = globalThis as unknown as WorkerScope,
): void {
  const reply = (message: WorkerResponseMessage<Res>, transfer: Transferable[] = []) =>
    scope.postMessage(message, transfer);

  scope.addEventListener('message', (event: MessageEvent) => {
    const { id, req } = event.data as WorkerRequestMessage<Req>;
    const onProgress = (done: number, total: number) => reply({ id, type: 'progress', done, total });
    Promise.resolve()
      .then(() => handler(req, { onProgress }))
      .then(
        ({ result, transfer }) => reply({ id, type: 'result', result }, transfer),
        (error: unknown) => reply({ id, type: 'error', error: serializeError(error) }),
      );
  });
}
