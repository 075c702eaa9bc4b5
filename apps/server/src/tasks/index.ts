import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tools } from '@toolbox/catalog';
import type { ServerTaskDef } from './define.ts';
import { isTaskFile } from './task-files.ts';

export { isTaskFile };

/**
 * Loads every task file of this folder: adding a tool is adding its file (and its catalogue
 * row), nothing else. A file whose default export is not a task of its own name stops the
 * start with a message naming it. (The server bundle, scripts/build-server.ts, replaces the
 * import below with a table of this folder's task files made when it is built.)
 */
async function loadTasks(): Promise<ServerTaskDef<unknown>[]> {
  const here = dirname(fileURLToPath(import.meta.url));
  const names = readdirSync(here).filter(isTaskFile).sort();
  const loaded: ServerTaskDef<unknown>[] = [];
  for (const name of names) {
    const task = ((await import(/* @vite-ignore */ `./${name}`)) as { default?: ServerTaskDef<unknown> })
      .default;
    if (task?.code !== name.slice(0, -3) || typeof task.run !== 'function') {
      throw new Error(
        `apps/server/src/tasks/${name}: export default defineServerTask({ code: '${name.slice(0, -3)}', ... })`,
      );
    }
    loaded.push(task);
  }
  return loaded;
}

/** Every server task, one file each (see README.md). */
export const serverTasks: readonly ServerTaskDef<unknown>[] = await loadTasks();

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
