import type { ToolLocalesModule } from '../framework/define-tool.ts';
import { registerToolLocales } from './i18n.ts';

/*
 * Every tool's strings at once, for tests only: the app loads one tool's strings when its page
 * opens (`loadTool` in framework/lazy-tool.ts). Importing this module in the app would put all of
 * them back in one chunk.
 */

const modules = import.meta.glob<ToolLocalesModule>(['../tools/*/*/locales.ts', '!../tools/*/kit/**'], {
  eager: true,
});

/** Each tool folder's strings, keyed by the folder name (which is the tool's code). */
export const allToolLocales: ReadonlyArray<ToolLocalesModule & { code: string }> = Object.entries(
  modules,
).map(([path, mod]) => ({ code: path.split('/').at(-2) ?? '', locales: mod.locales }));

/** Registers the strings of every tool, as if each tool's page had been opened. */
export function registerAllToolLocales(): void {
  registerToolLocales(allToolLocales);
}
