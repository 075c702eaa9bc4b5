// The agent's side of the global shortcut: one worker thread owns the registration with the system
// (hotkey-worker.ts); this class sends it commands, wakes it, and turns its reports into promises
// and press callbacks.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { Combination } from './combination.ts';
import type { HotkeyCommand, HotkeyReport, HotkeyWorkerData, RegisterOutcome } from './protocol.ts';
import { wakeWin32Thread } from './win32.ts';

/** What the screenshot shortcut needs of a global hotkey (tests give a fake). */
export interface HotkeyBackend {
  /** Replaces the registered combination with this one. */
  register(combination: Combination): Promise<RegisterOutcome>;
  unregister(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The worker: from source its .ts file through tsx's require hook (a worker does not inherit the
 * agent's loader), in the single executable the bundled hotkey-worker.cjs that the build puts in the
 * engines folder beside the bundle's own URL (scripts/build-desktop.ts).
 */
function startWorker(workerData: HotkeyWorkerData): Worker {
  const here = import.meta.url;
  const options = { workerData, transferList: [workerData.commands] };
  if (!here.endsWith('.ts')) return new Worker(new URL('./hotkey-worker.cjs', here), options);
  const tsx = createRequire(here).resolve('tsx/cjs/api');
  const file = fileURLToPath(new URL('./hotkey-worker.ts', here));
  // Plain script or module alike (the worker inherits flags such as --input-type=module).
  const code = [
    `const load = process.getBuiltinModule('node:module').createRequire(${JSON.stringify(file)});`,
    `load(${JSON.stringify(tsx)}).register();`,
    `load(${JSON.stringify(file)});`,
  ].join('\n');
  return new Worker(code, { ...options, eval: true });
}

type Registration = Extract<HotkeyCommand, { seq: number }>;
type Omitted<T> = T extends unknown ? Omit<T, 'seq'> : never;

/** A global hotkey of the operating system (Windows: RegisterHotKey; Linux: an X11 key grab). */
export class GlobalHotkey implements HotkeyBackend {
  private worker: Worker | null = null;
  private port: MessagePort | null = null;
  private ready: Promise<number | null> | null = null;
  private readonly wake = new Int32Array(new SharedArrayBuffer(4));
  private readonly waiting = new Map<number, (outcome: RegisterOutcome) => void>();
  private seq = 0;
  private unavailable: string | null = null;

  constructor(private readonly onPress: () => void) {}

  register(combination: Combination): Promise<RegisterOutcome> {
    return this.send({ op: 'register', combination });
  }

  async unregister(): Promise<void> {
    if (this.worker) await this.send({ op: 'unregister' });
  }

  /** Releases the combination and ends the worker (at most 2 s, then it is terminated). */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const threadId = await this.ready;
    if (threadId !== null && !this.unavailable) {
      this.port!.postMessage({ op: 'quit' } satisfies HotkeyCommand);
      this.signal(threadId);
    }
    const ended = new Promise((resolve) => worker.once('exit', resolve));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    await worker.terminate();
    this.worker = null;
  }

  private start(): Promise<number | null> {
    if (this.ready) return this.ready;
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    const worker = startWorker({ commands: port2, wake: this.wake.buffer as SharedArrayBuffer });
    this.worker = worker;
    // The agent may exit while the worker waits for key presses.
    worker.unref();
    this.ready = new Promise((resolve) => {
      const fail = (reason: string) => {
        this.unavailable ??= reason;
        for (const done of this.waiting.values())
          done({ ok: false, why: 'unavailable', detail: this.unavailable });
        this.waiting.clear();
        resolve(null);
      };
      worker.on('message', (report: HotkeyReport) => {
        if (report.type === 'ready') resolve(report.threadId);
        else if (report.type === 'unavailable') fail(report.reason);
        else if (report.type === 'pressed') this.onPress();
        else {
          this.waiting.get(report.seq)?.(report.outcome);
          this.waiting.delete(report.seq);
        }
      });
      worker.on('error', (error) => fail(error.message));
      worker.on('exit', () => fail('the shortcut worker ended'));
    });
    return this.ready;
  }

  private async send(command: Omitted<Registration>): Promise<RegisterOutcome> {
    const threadId = await this.start();
    if (threadId === null || this.unavailable)
      return { ok: false, why: 'unavailable', detail: this.unavailable ?? 'no shortcut worker' };
    const seq = ++this.seq;
    return new Promise((resolve) => {
      this.waiting.set(seq, resolve);
      this.port!.postMessage({ ...command, seq } as Registration);
      this.signal(threadId);
    });
  }

  /** Windows: a thread message out of GetMessageW; X11: the flag the loop sleeps on. */
  private signal(threadId: number): void {
    if (process.platform === 'win32') wakeWin32Thread(threadId);
    else {
      Atomics.store(this.wake, 0, 1);
      Atomics.notify(this.wake, 0);
    }
  }
}
