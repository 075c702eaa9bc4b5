import type { z } from 'zod';
import type { ConverterSetup, Converted, Progress } from '../modules/convert/word.ts';
import type { TaskCaps, TierCaps } from './limits.ts';
import type { QueueKind } from './queues.ts';

/** One uploaded file of a task, copied into the task's working directory. */
export interface TaskInput {
  path: string;
  /** The name the user gave it (results are named after it). */
  name: string;
  /** Lower-case extension detected from its content. */
  ext: string;
}

/** What `run` gets: its inputs, checked options, a working directory, programs, caps, progress. */
export interface TaskRunContext<Options> {
  inputs: readonly TaskInput[];
  options: Options;
  /** Removed after the task; results may be written here. */
  workDir: string;
  /** Converter programs and the limits left for this task (time, memory, stop signal). */
  converters: ConverterSetup;
  /** Caps of the owner's tier (see limits.ts). */
  caps: TaskCaps;
  progress: Progress;
}

/** A tool that runs as a server task: one file in apps/server/src/tasks/ (see README.md there). */
export interface ServerTaskDef<Options = unknown> {
  /** The catalogue code (packages/catalog) of the tool. */
  code: string;
  /** Lower-case extensions accepted, as detected by content (modules/file/sniff.ts). */
  accepts: readonly string[];
  /** Most files one task takes. */
  maxFiles: number;
  /** The options /task/submit accepts; unknown keys are dropped, bad values answer 40000. */
  options: z.ZodType<Options>;
  /** The queue its jobs run on (queues.ts). */
  queue: QueueKind;
  /** Caps per tier (limits.ts). */
  limits: TierCaps;
  /** Does the work and answers the result file; throw a ConvertError to fail with a message. */
  run(ctx: TaskRunContext<Options>): Promise<Converted>;
}

/** Declares a server task (typed options); the registry in index.ts lists it. */
export function defineServerTask<Options>(def: ServerTaskDef<Options>): ServerTaskDef<Options> {
  return def;
}
