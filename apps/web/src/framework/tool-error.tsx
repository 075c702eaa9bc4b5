import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons.tsx';
import { useToolCode } from './tool-context.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * An error with a code the UI can translate. Engines and workers throw it (or any Error with a
 * `code`); `params` fill the message's placeholders, e.g. `new ToolError('pdf_encrypted', { name })`.
 */
export class ToolError extends Error {
  override name = 'ToolError';
  readonly code: string;
  readonly params?: Record<string, unknown>;

  constructor(code: string, params?: Record<string, unknown>, message?: string) {
    super(message ?? code);
    this.code = code;
    if (params) this.params = params;
  }
}

function field(error: unknown, key: 'code' | 'message' | 'params'): unknown {
  return typeof error === 'object' && error !== null && key in error
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/** The error's code as a string, if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = field(error, 'code');
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/**
 * The text to show for an error in the current language. A known code wins: first the tool's own
 * `tools.<tool>.errors.<code>`, then the shared `errors.<code>`; otherwise the error's message;
 * otherwise the generic 'processing failed'.
 */
export function errorText(error: unknown, toolCode?: string | null): string {
  const t = i18n.t.bind(i18n);
  const code = errorCodeOf(error);
  const rawParams = field(error, 'params');
  const params =
    typeof rawParams === 'object' && rawParams !== null ? (rawParams as Record<string, unknown>) : {};
  if (code) {
    const keys = [...(toolCode ? [`tools.${toolCode}.errors.${code}`] : []), `errors.${code}`];
    for (const key of keys) if (i18n.exists(key)) return t(key, params);
  }
  const message = field(error, 'message');
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return t('errors.processing_failed');
}

/** Shows an error in the user's language as an alert; renders nothing without an error. */
export function ErrorMessage(props: { error: unknown }) {
  useTranslation(); // re-render when the language changes
  const toolCode = useToolCode();
  if (props.error === null || props.error === undefined) return null;
  return (
    <div className="error-message" role="alert">
      <Icon name="alert" />
      <span>{errorText(props.error, toolCode)}</span>
    </div>
  );
}
