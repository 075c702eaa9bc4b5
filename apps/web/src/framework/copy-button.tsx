import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons.tsx';
import { toast } from '../ui/toast-store.ts';
import { copyText } from './clipboard.ts';

/**
 * Copies `text` (or what the function returns at click time). Success toasts 'Copied' and the
 * button shows a tick for 2 s; a refusing clipboard toasts the spec's 'copy failed'.
 */
export function CopyButton(props: {
  text: string | (() => string);
  label?: string;
  className?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const onClick = async () => {
    const value = typeof props.text === 'function' ? props.text() : props.text;
    if (await copyText(value)) {
      setCopied(true);
      toast.success(t('common.copied'));
    } else {
      toast.warning(t('errors.copy_failed'));
    }
  };

  return (
    <button
      type="button"
      className={`btn btn-secondary ${props.className ?? ''}`.trim()}
      onClick={onClick}
      disabled={props.disabled}
    >
      <Icon name={copied ? 'check' : 'copy'} size={18} />
      <span>{copied ? t('common.copied') : (props.label ?? t('common.copy'))}</span>
    </button>
  );
}
