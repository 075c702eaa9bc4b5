import { tools } from '@toolbox/catalog';
import type { ServerTaskDef } from './define.ts';
import wordToImage from './word_to_image.ts';
import wordToPdf from './word_to_pdf.ts';

/**
 * Every server task, one file each. Add a task: write `<code>.ts` beside this file and add it here
 * (registry.test.ts fails when a file is missing from this list or its code from the catalogue).
 */
export const serverTasks: readonly ServerTaskDef<unknown>[] = [wordToPdf, wordToImage];

const byCode = new Map(serverTasks.map((task) => [task.code, task]));

/** The task file of a code, or null. */
export function serverTask(code: string): ServerTaskDef<unknown> | null {
  return byCode.get(code) ?? null;
}

/** A server task with what the catalogue says of its tool. */
export interface ServerTool {
  code: string;
  accept: readonly string[];
  maxFiles: number;
  /** Category code, the task's apiType. */
  apiType: string;
  /** openLevel 1: the result is watermarked until paid. */
  paidResult: boolean;
  /** openLevel of the tool (2: members' jobs go first). */
  openLevel: number;
  task: ServerTaskDef<unknown>;
}

/** The server tool of a code, or null when the code is unknown or runs elsewhere. */
export function serverTool(code: string): ServerTool | null {
  const task = byCode.get(code);
  const tool = tools.find((t) => t.code === code);
  if (!task || !tool) return null;
  return {
    code,
    accept: task.accepts,
    maxFiles: task.maxFiles,
    apiType: tool.category,
    paidResult: tool.openLevel === 1,
    openLevel: tool.openLevel,
    task,
  };
}

/** Every extension some server task accepts (upload config without a tool code). */
export const allServerInputs: readonly string[] = [...new Set(serverTasks.flatMap((t) => t.accepts))];
