import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkerBridge } from './worker-bridge.ts';
import { exposeWorker, type WorkerHandler, type WorkerScope } from './worker-expose.ts';

type Req = { value: number; wait?: boolean; fail?: string };

/**
 * An in-memory Worker: postMessage hands the message to an `exposeWorker` handler on a fake
 * global scope, whose replies come back through `onmessage`, asynchronously like the real thing.
 */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  received: unknown[] = [];
  transfers: Transferable[][] = [];
  private listener: ((event: MessageEvent) => void) | null = null;

  constructor(handler: WorkerHandler<Req, number>) {
    FakeWorker.created.push(this);
    const scope: WorkerScope = {
      postMessage: (message) => {
        if (this.terminated) return;
        setTimeout(() => {
          if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: message }));
        }, 0);
      },
      addEventListener: (_type, listener) => {
        this.listener = listener;
      },
    };
    exposeWorker(handler, scope);
  }

  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.received.push(message);
    this.transfers.push(transfer);
    setTimeout(() => this.listener?.(new MessageEvent('message', { data: message })), 0);
  }

  terminate() {
    this.terminated = true;
  }
}

/** Requests with `wait` stay pending until `release()` is called. */
function makeHandler() {
  const gates: Array<() => void> = [];
  const started: number[] = [];
  const handler: WorkerHandler<Req, number> = async (req, ctx) => {
    started.push(req.value);
    ctx.onProgress(0, 2);
    if (req.wait) await new Promise<void>((resolve) => gates.push(resolve));
    if (req.fail) throw Object.assign(new Error(req.fail), { code: 'bad_input', params: { n: req.value } });
    ctx.onProgress(2, 2);
    return { result: req.value * 2 };
  };
  return { handler, started, release: () => gates.shift()?.() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  FakeWorker.created = [];
  vi.useRealTimers();
});

describe('createWorkerBridge', () => {
  it('creates the worker lazily and returns results with progress', async () => {
    const { handler } = makeHandler();
    const factory = vi.fn(() => new FakeWorker(handler) as unknown as Worker);
    const bridge = createWorkerBridge<Req, number>(factory);
    expect(factory).not.toHaveBeenCalled();
    const progress: Array<[number, number]> = [];
    await expect(bridge.run({ value: 21 }, { onProgress: (d, t) => progress.push([d, t]) })).resolves.toBe(
      42,
    );
    expect(progress).toEqual([
      [0, 2],
      [2, 2],
    ]);
    await expect(bridge.run({ value: 2 })).resolves.toBe(4);
    expect(factory).toHaveBeenCalledTimes(1); // one worker per bridge
    bridge.terminate();
  });

  it('runs calls one at a time, in order', async () => {
    const { handler, started, release } = makeHandler();
    const bridge = createWorkerBridge<Req, number>(() => new FakeWorker(handler) as unknown as Worker);
    const first = bridge.run({ value: 1, wait: true });
    const second = bridge.run({ value: 2 });
    const third = bridge.run({ value: 3 });
    await flush();
    expect(started).toEqual([1]); // the others wait
    release();
    await expect(first).resolves.toBe(2);
    await expect(second).resolves.toBe(4);
    await expect(third).resolves.toBe(6);
    expect(started).toEqual([1, 2, 3]);
    bridge.terminate();
  });

  it('passes transferables to postMessage', async () => {
    const { handler } = makeHandler();
    const bridge = createWorkerBridge<Req, number>(() => new FakeWorker(handler) as unknown as Worker);
    const buffer = new ArrayBuffer(8);
    await bridge.run({ value: 1 }, { transfer: [buffer] });
    expect(FakeWorker.created[0]!.transfers[0]).toEqual([buffer]);
    bridge.terminate();
  });

  it('aborting the running call terminates the worker and starts a new one for the next call', async () => {
    const { handler, started } = makeHandler();
    const bridge = createWorkerBridge<Req, number>(() => new FakeWorker(handler) as unknown as Worker);
    const controller = new AbortController();
    const running = bridge.run({ value: 1, wait: true }, { signal: controller.signal });
    const next = bridge.run({ value: 5 });
    await flush();
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    await expect(next).resolves.toBe(10);
    expect(FakeWorker.created).toHaveLength(2);
    expect(started).toEqual([1, 5]);
    bridge.terminate();
  });

  it('aborting a queued call drops it without touching the running one', async () => {
    const { handler, started, release } = makeHandler();
    const bridge = createWorkerBridge<Req, number>(() => new FakeWorker(handler) as unknown as Worker);
    const controller = new AbortController();
    const running = bridge.run({ value: 1, wait: true });
    const queued = bridge.run({ value: 2 }, { signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    await flush();
    release();
    await expect(running).resolves.toBe(2);
    expect(started).toEqual([1]);
    expect(FakeWorker.created).toHaveLength(1);
    bridge.terminate();
  });

  it('rejects at once when the signal is already aborted', async () => {
    const factory = vi.fn(() => new FakeWorker(makeHandler().handler) as unknown as Worker);
    const bridge = createWorkerBridge<Req, number>(factory);
    await expect(bridge.run({ value: 1 }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(factory).not.toHaveBeenCalled();
  });

  it('rebuilds worker errors with message, code and params', async () => {
    const { handler } = makeHandler();
    const bridge = createWorkerBridge<Req, number>(() => new FakeWorker(handler) as unknown as Worker);
    const error = await bridge.run({ value: 7, fail: 'Cannot read it' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: 'Cannot read it', code: 'bad_input', params: { n: 7 } });
    await expect(bridge.run({ value: 1 })).resolves.toBe(2); // the worker still serves
    bridge.terminate();
  });

  it('terminates an idle worker after idleMs and starts a fresh one later', async () => {
    vi.useFakeTimers();
    const { handler } = makeHandler();
    const bridge = createWorkerBridge<Req, number>(() => new FakeWorker(handler) as unknown as Worker, {
      idleMs: 1_000,
    });
    const first = bridge.run({ value: 1 });
    await vi.advanceTimersByTimeAsync(10);
    await expect(first).resolves.toBe(2);
    await vi.advanceTimersByTimeAsync(900);
    expect(FakeWorker.created[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    const second = bridge.run({ value: 3 });
    await vi.advanceTimersByTimeAsync(10);
    await expect(second).resolves.toBe(6);
    expect(FakeWorker.created).toHaveLength(2);
    bridge.terminate();
  });

  it('uses a 30 s idle time by default and a busy worker is never idle', async () => {
    vi.useFakeTimers();
    const { handler, release } = makeHandler();
    const bridge = createWorkerBridge<Req, number>(() => new FakeWorker(handler) as unknown as Worker);
    const running = bridge.run({ value: 1, wait: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWorker.created[0]!.terminated).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(10);
    await running;
    await vi.advanceTimersByTimeAsync(29_000);
    expect(FakeWorker.created[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('a crashing worker fails the current call and is replaced', async () => {
    const { handler } = makeHandler();
    const bridge = createWorkerBridge<Req, number>(() => new FakeWorker(handler) as unknown as Worker);
    const pending = bridge.run({ value: 1, wait: true });
    await flush();
    FakeWorker.created[0]!.onerror?.(new ErrorEvent('error', { message: 'Out of memory' }));
    await expect(pending).rejects.toMatchObject({ message: 'Out of memory', code: 'worker_crashed' });
    await expect(bridge.run({ value: 4 })).resolves.toBe(8);
    expect(FakeWorker.created).toHaveLength(2);
    bridge.terminate();
  });

  it('terminate() rejects everything pending', async () => {
    const { handler } = makeHandler();
    const bridge = createWorkerBridge<Req, number>(() => new FakeWorker(handler) as unknown as Worker);
    const a = bridge.run({ value: 1, wait: true });
    const b = bridge.run({ value: 2 });
    bridge.terminate();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });
});
