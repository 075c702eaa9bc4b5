/** Files of the tasks folder that are the framework, not tasks. */
const frameworkFiles = new Set(['define.ts', 'index.ts', 'limits.ts', 'queues.ts', 'task-files.ts']);

/** A task file: `<code>.ts` (lower-case code, no dots: tests and READMEs are not tasks). */
export function isTaskFile(name: string): boolean {
  return /^[a-z0-9_]+\.ts$/.test(name) && !frameworkFiles.has(name);
}
