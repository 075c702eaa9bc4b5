/** Messages between a {@link createWorkerBridge} and an {@link exposeWorker} handler. */
export interface WorkerRequestMessage<Req> {
  id: number;
  req: Req;
}

/** An error as it crosses the worker boundary (Error objects lose their own properties in transit). */
export interface SerializedError {
  message: string;
  name: string;
  code?: string;
  params?: Record<string, unknown>;
}

export type WorkerResponseMessage<Res> =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'result'; result: Res }
  | { id: number; type: 'error'; error: SerializedError };

/** An error thrown inside a worker, rebuilt on the calling side with its message, code and params. */
export class WorkerError extends Error {
  code?: string;
  params?: Record<string, unknown>;

  constructor(serialized: SerializedError) {
    super(serialized.message);
    this.name = serialized.name || 'Error';
    if (serialized.code !== undefined) this.code = serialized.code;
    if (serialized.params !== undefined) this.params = serialized.params;
  }
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const e = error as { message?: unknown; name?: unknown; code?: unknown; params?: unknown };
    const out: SerializedError = {
      message: String(e.message ?? ''),
      name: typeof e.name === 'string' ? e.name : 'Error',
    };
    if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
    if (typeof e.params === 'object' && e.params !== null) out.params = { ...(e.params as object) };
    return out;
  }
  return { message: String(error), name: 'Error' };
}
