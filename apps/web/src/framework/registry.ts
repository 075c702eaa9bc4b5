import type { ToolDefinition } from './define-tool.ts';
import { registerToolLocales } from '../i18n/i18n.ts';

/*
 * This module is loaded lazily (see `registry-loader.ts`): every tool's index.ts and strings sit
 * in its chunk, which only tool pages need, so the home page does not download them.
 */

/** Folder path → module, discovered by glob: adding a folder under `src/tools/` adds the tool. */
const modules = import.meta.glob<{ default: ToolDefinition }>('../tools/*/index.ts', { eager: true });

/** The folder name of a glob key such as `../tools/pdf_merge/index.ts`. */
export function folderOf(path: string): string {
  return path.split('/').at(-2) ?? '';
}

/** Every tool folder with its definition, for checks that compare the folder with the code. */
export const toolModules: ReadonlyArray<{ folder: string; def: ToolDefinition }> = Object.entries(modules)
  .map(([path, mod]) => ({ folder: folderOf(path), def: mod.default }))
  .sort((a, b) => a.folder.localeCompare(b.folder));

const byCode = new Map<string, ToolDefinition>(toolModules.map(({ def }) => [def.code, def]));

/** The tool with this code, if a folder defines it. */
export function getTool(code: string): ToolDefinition | undefined {
  return byCode.get(code);
}

/** Every defined tool, by code. */
export function allTools(): ToolDefinition[] {
  return toolModules.map((m) => m.def);
}

// Tool strings become readable under `tools.<code>` as soon as the registry is loaded.
registerToolLocales(allTools());
