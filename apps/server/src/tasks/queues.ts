import type { FilesConfig } from '../config.ts';

/**
 * Server tasks run on one pg-boss queue per kind of work, so a slow video or AI job never holds
 * up Word conversions. Each queue has its own number of jobs run at once per worker process and
 * its own limits for one whole task (conversion, rendering and packing together).
 */
export type QueueKind = 'office' | 'media' | 'ai';

export interface QueueSpec {
  kind: QueueKind;
  /** The pg-boss queue name. */
  name: string;
  /** Jobs of this queue one worker process runs at the same time. */
  concurrency: number;
  /** Time limit of one whole task; its converters are killed past it. */
  timeoutMs: number;
  /** Address-space limit of each converter process, MiB. */
  memoryMB: number;
}

/**
 * The queues, from the configuration: office uses CONVERT_TIMEOUT_SECONDS and CONVERT_MEMORY_MB;
 * media (audio, video) and ai (image models, speech) allow five times the time, ai twice the memory.
 */
export function taskQueues(files: FilesConfig): Record<QueueKind, QueueSpec> {
  const time = files.convertTimeoutMs;
  const memory = files.convertMemoryMB;
  return {
    office: { kind: 'office', name: 'task-office', concurrency: 1, timeoutMs: time, memoryMB: memory },
    media: { kind: 'media', name: 'task-media', concurrency: 1, timeoutMs: time * 5, memoryMB: memory },
    ai: { kind: 'ai', name: 'task-ai', concurrency: 1, timeoutMs: time * 5, memoryMB: memory * 2 },
  };
}
