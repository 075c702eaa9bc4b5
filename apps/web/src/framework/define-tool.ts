import type { ComponentType } from 'react';

/**
 * A tool's own strings per language. They are merged under `tools.<code>` in the i18n resources,
 * so `t('tools.pdf_merge.addFiles')` (or `useToolTranslation()` + `t('addFiles')`) reads them.
 * Both languages must have the same keys (the registry test checks it).
 */
export type ToolLocales = { 'zh-CN': Record<string, unknown>; en: Record<string, unknown> };

/** What a tool's `locales.ts` exports. */
export interface ToolLocalesModule {
  locales: ToolLocales;
}

/**
 * What a tool folder's `index.ts` exports by default. Keep that file light: every tool's index.ts
 * loads together (the registry chunk) with the first tool page. The tool's UI and its strings are
 * separate chunks, loaded only when its page opens.
 */
export interface ToolDefinition {
  /** The function code, equal to the folder name and to the route segment in `/func/<code>`. */
  code: string;
  /** Loads the tool's UI chunk; only called when the tool page opens. */
  load: () => Promise<{ default: ComponentType }>;
  /** Loads the tool's strings (`() => import('./locales.ts')`), with its UI chunk. */
  locales: () => Promise<ToolLocalesModule>;
}

/** Typed identity helper for a tool folder's `index.ts`. */
export function defineTool(def: ToolDefinition): ToolDefinition {
  return def;
}
