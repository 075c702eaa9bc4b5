import { describe, expect, it } from 'vitest';
import { createVideoBridge } from './bridge.ts';

/** A worker that answers each job with its value doubled, as a real one would, and records terminate. */
class AnsweringWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;

  postMessage(message: { id: number; req: number }) {
    setTimeout(() => {
      const data = { type: 'result', id: message.id, result: message.req * 2 };
      if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data }));
    }, 0);
  }

  terminate() {
    this.terminated = true;
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createVideoBridge', () => {
  it('stops the worker once its jobs are done, so an idle video worker does not keep its memory', async () => {
    const workers: AnsweringWorker[] = [];
    const bridge = createVideoBridge<number, number>(() => {
      workers.push(new AnsweringWorker());
      return workers.at(-1) as unknown as Worker;
    });
    const [a, b] = await Promise.all([bridge.run(1), bridge.run(2)]);
    expect([a, b]).toEqual([2, 4]);
    expect(workers).toHaveLength(1); // queued jobs share the worker
    await nextTask();
    expect(workers[0]!.terminated).toBe(true);
    await expect(bridge.run(3)).resolves.toBe(6);
    expect(workers).toHaveLength(2); // the next job gets a fresh worker
  });
});
