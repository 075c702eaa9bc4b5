import type { ComponentType } from 'react';

/**
 * A tool's own strings per language. They are merged under `tools.<code>` in the i18n resources,
 * so `t('tools.pdf_merge.addFiles')` (or `useToolTranslation()` + `t('addFiles')`) reads them.
 * Both languages must have the same keys (the registry test checks it).
 */
export type ToolLocales = { 'zh-CN': Record<string, unknown>; en: Record<string, unknown> };

/**
 * What a tool folder's `index.ts` exports by default. Keep that file light: every tool's index.ts
 * and locales load together (the registry chunk) with the first tool page.
 */
export interface ToolDefinition {
  /** The function code, equal to the folder name and to the route segment in `/func/<code>`. */
  code: string;
  /** Loads the tool's UI chunk; only called when the tool page opens. */
  load: () => Promise<{ default: ComponentType }>;
  locales: ToolLocales;
}

/** Typed identity helper for a tool folder's `index.ts`. */
export function defineTool(def: ToolDefinition): ToolDefinition {
  return def;
}
