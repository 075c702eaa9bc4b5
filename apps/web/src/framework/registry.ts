import type { ToolDefinition } from './define-tool.ts';

/*
 * This module is loaded lazily (see `registry-loader.ts`): every tool's index.ts sits in its
 * chunk, which only tool pages need, so the home page does not download them. A tool's strings
 * are not here: they load with its UI when its page opens (`loadTool` in `lazy-tool.ts`).
 */

/**
 * Folder path → module, discovered by glob: adding a folder `src/tools/<family>/<code>/` adds the
 * tool. A family's `kit/` holds code its tools share and is not a tool.
 */
const modules = import.meta.glob<{ default: ToolDefinition }>(
  ['../tools/*/*/index.ts', '!../tools/*/kit/**'],
  {
    eager: true,
  },
);

/** The family and folder names of a glob key such as `../tools/pdf/pdf_merge/index.ts`. */
export function folderOf(path: string): { family: string; folder: string } {
  const parts = path.split('/');
  return { family: parts.at(-3) ?? '', folder: parts.at(-2) ?? '' };
}

/** Every tool folder with its definition, for checks that compare the folder with the code. */
export const toolModules: ReadonlyArray<{ family: string; folder: string; def: ToolDefinition }> =
  Object.entries(modules)
    .map(([path, mod]) => ({ ...folderOf(path), def: mod.default }))
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
