import { useEffect, useState } from 'react';
import { isAbortError } from '../../../framework/abort.ts';
import { downloadBlob } from '../../../framework/download.ts';
import { formatBytes } from '../../../framework/format.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { TextFileField } from '../../../features/text-file/text-file-field.tsx';
import type { SniffedType } from '@toolbox/toolkit/textcode';
import { base64Bridge } from './bridge.ts';
import { FilePreview } from './file-preview.tsx';

interface Decoded {
  bytes: Uint8Array;
  sniffed: SniffedType;
  declaredType: string | null;
  for: string;
}

export function DecodePanel() {
  const { t } = useToolTranslation();
  const [text, setText] = useState('');
  const [decoded, setDecoded] = useState<Decoded | null>(null);
  const [error, setError] = useState<{ for: string; error: unknown } | null>(null);

  // Decoding runs in the worker, a moment after typing stops; a newer input cancels the older run.
  useEffect(() => {
    if (!text.trim()) return;
    const control = new AbortController();
    const timer = setTimeout(() => {
      base64Bridge.run({ op: 'decode', text }, { signal: control.signal }).then(
        (res) => {
          if (res.op !== 'decode') return;
          setDecoded({
            bytes: new Uint8Array(res.bytes),
            sniffed: res.sniffed,
            declaredType: res.declaredType,
            for: text,
          });
          setError(null);
        },
        (e: unknown) => {
          if (isAbortError(e)) return;
          setError({ for: text, error: e });
          setDecoded(null);
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      control.abort();
    };
  }, [text]);

  const current = decoded && decoded.for === text ? decoded : null;
  const failure = error && error.for === text ? error.error : null;
  const reason =
    (failure as { code?: string; params?: Record<string, unknown> } | null)?.code === 'bad_base64'
      ? (failure as { params: Record<string, unknown> }).params
      : null;
  const name = current ? `file.${current.sniffed.ext}` : '';

  return (
    <div className="stack">
      <TextFileField
        label={t('input')}
        open={{ label: t('openTxt'), accept: '.txt,text/plain' }}
        value={text}
        onText={setText}
        placeholder={t('inputPlaceholder')}
        spellCheck={false}
        aria-invalid={failure ? true : undefined}
      />
      {reason ? (
        <p className="notice notice-error" role="alert">
          {t(`base64Errors.${String(reason.reason)}`, reason)}
        </p>
      ) : (
        <ErrorMessage error={failure} />
      )}
      {text.trim() && !current && !failure ? (
        <p className="muted" role="status">
          {t('decoding')}
        </p>
      ) : null}
      {current ? (
        <div className="card stack b64-result">
          <p className="b64-detected" data-testid="decode-summary">
            {t('detected', {
              type: `${current.sniffed.ext.toUpperCase()} (${current.sniffed.mime})`,
              size: formatBytes(current.bytes.length),
            })}
            {current.declaredType && current.declaredType !== current.sniffed.mime ? (
              <span className="muted"> · {t('declared', { type: current.declaredType })}</span>
            ) : null}
          </p>
          <FilePreview bytes={current.bytes} type={current.sniffed} />
          <div className="row">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                downloadBlob(new Blob([current.bytes as BlobPart], { type: current.sniffed.mime }), name)
              }
            >
              <Icon name="download" size={18} />
              <span>{t('download', { name })}</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
