import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** Which tool page a component renders in; set by the tool page frame. */
export const ToolContext = createContext<{ code: string } | null>(null);

/** The code of the tool whose page is open, or null outside a tool page. */
export function useToolCode(): string | null {
  return useContext(ToolContext)?.code ?? null;
}

/**
 * `t` scoped to the open tool's strings: `t('addFiles')` reads `tools.<code>.addFiles`.
 * Pass the code when rendering outside the tool page (tests do not need to: see README).
 */
export function useToolTranslation(code?: string) {
  const fromContext = useToolCode();
  const scope = code ?? fromContext ?? '';
  return useTranslation('translation', { keyPrefix: `tools.${scope}` });
}
