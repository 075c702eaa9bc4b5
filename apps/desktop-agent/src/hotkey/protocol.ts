// What the agent's thread and the hotkey worker (hotkey-worker.ts) say to each other.
import type { MessagePort } from 'node:worker_threads';
import type { Combination } from './combination.ts';

/** Agent → worker, over the MessagePort handed over in workerData (read synchronously). */
export type HotkeyCommand =
  | { op: 'register'; seq: number; combination: Combination }
  | { op: 'unregister'; seq: number }
  | { op: 'quit' };

/** How a registration went: taken by another program, or no global shortcuts on this system. */
export type RegisterOutcome = { ok: true } | { ok: false; why: 'taken' | 'unavailable'; detail: string };

/** Worker → agent (parentPort). */
export type HotkeyReport =
  | { type: 'ready'; threadId: number }
  | { type: 'unavailable'; reason: string }
  | { type: 'done'; seq: number; outcome: RegisterOutcome }
  | { type: 'pressed' };

export interface HotkeyWorkerData {
  commands: MessagePort;
  /** Int32 slot 0: set to 1 and notified when a command waits (the X11 loop sleeps on it). */
  wake: SharedArrayBuffer;
}

/** What a platform's loop gets from the worker: commands in, reports out, a wait for the next command. */
export interface LoopIO {
  next(): HotkeyCommand | undefined;
  report(report: HotkeyReport): void;
  /** Sleeps until a command is posted or `ms` passed. */
  wait(ms: number): void;
}

/** The id of our one hotkey (RegisterHotKey's id, WM_HOTKEY's wParam). */
export const HOTKEY_ID = 1;
/** The message that wakes the Windows loop out of GetMessageW to read commands. */
export const WM_APP = 0x8000;
