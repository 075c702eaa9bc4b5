import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { Icon } from '../../ui/icons.tsx';

/**
 * What a failed account call says, for the form's {@link FormAlert}: forms make their calls
 * `silent`, so the answer stays beside the fields instead of in a toast that covers the card and
 * fades. Anything that is not an API answer gets `fallback`.
 */
export function failureMessages(error: unknown, fallback: string): string[] {
  return [isApiError(error) && error.message ? error.message : fallback];
}

/** Every failing validation message at once, announced by screen readers (role=alert). */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="auth-alert" role="alert" data-testid="form-alert">
      <Icon name="alert" />
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A labelled input with an optional hint and something after the input (a button, a prefix). */
export function Field(
  props: {
    label: string;
    hint?: string;
    prefix?: string;
    after?: ReactNode;
    invalid?: boolean;
    ref?: Ref<HTMLInputElement>;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'>,
) {
  const { label, hint, prefix, after, invalid, className, ...input } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="auth-input-row">
        <div className={prefix ? 'auth-input has-prefix' : 'auth-input'}>
          {prefix ? (
            <span className="auth-prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            id={id}
            type="text"
            aria-describedby={hint ? hintId : undefined}
            aria-invalid={invalid || undefined}
            {...input}
          />
        </div>
        {after}
      </div>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** The send-code button: locked with a visible countdown for 60 s after each send. */
export function SendCodeButton(props: {
  remaining: number;
  busy: boolean;
  label: string;
  onClick: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const locked = props.remaining > 0;
  return (
    <button
      type="button"
      className="btn btn-secondary auth-code-button"
      disabled={locked || props.busy}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {locked ? t('auth.resendIn', { count: props.remaining }) : props.label}
    </button>
  );
}

/** The 'or' line between e-mail sign-in and third-party sign-in. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="auth-divider" role="separator">
      <span>{t('auth.or')}</span>
    </div>
  );
}
