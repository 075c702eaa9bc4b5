import { useEffect, useId, useMemo, useState } from 'react';
import { downloadBlob } from '../../../framework/download.ts';
import { formatBytes } from '../../../framework/format.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon } from '../../../ui/icons.tsx';
import { Base64Error, decodeBase64, sniffFileType } from '@toolbox/toolkit/textcode';

type Outcome =
  | { kind: 'image'; blob: Blob; ext: string; mime: string }
  | { kind: 'notImage'; mime: string }
  | { kind: 'error'; error: Base64Error };

function decodeImage(text: string): Outcome | null {
  if (!text.trim()) return null;
  try {
    const { bytes } = decodeBase64(text);
    const type = sniffFileType(bytes);
    if (type.preview !== 'image') return { kind: 'notImage', mime: type.mime };
    return {
      kind: 'image',
      blob: new Blob([bytes as BlobPart], { type: type.mime }),
      ext: type.ext,
      mime: type.mime,
    };
  } catch (error) {
    if (error instanceof Base64Error) return { kind: 'error', error };
    throw error;
  }
}

export function DecodePanel() {
  const { t } = useToolTranslation();
  const [text, setText] = useState('');
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [broken, setBroken] = useState(false);
  const inputId = useId();
  const outcome = useMemo(() => decodeImage(text), [text]);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setSize(null);
    setBroken(false);
    if (outcome?.kind !== 'image') return setUrl(null);
    const objectUrl = URL.createObjectURL(outcome.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [outcome]);

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={inputId}>{t('input')}</label>
        <textarea
          id={inputId}
          className="i64-input"
          value={text}
          placeholder={t('inputPlaceholder')}
          spellCheck={false}
          aria-invalid={outcome && outcome.kind !== 'image' ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {outcome?.kind === 'error' ? (
        <p className="notice notice-error" role="alert">
          {t(`base64Errors.${outcome.error.reason}`, outcome.error.params)}
        </p>
      ) : outcome?.kind === 'notImage' ? (
        <p className="notice notice-error" role="alert">
          {t('notImage', { type: outcome.mime })}
        </p>
      ) : broken ? (
        <p className="notice notice-error" role="alert">
          {t('loadFailed')}
        </p>
      ) : null}
      {outcome?.kind === 'image' && url && !broken ? (
        <div className="card stack i64-preview">
          <img
            src={url}
            alt={t('preview')}
            onLoad={(e) =>
              setSize({
                width: e.currentTarget.naturalWidth,
                height: e.currentTarget.naturalHeight,
              })
            }
            onError={() => setBroken(true)}
          />
          <p className="muted" data-testid="decoded-info">
            {t('detected', {
              type: outcome.ext.toUpperCase(),
              width: size?.width ?? '…',
              height: size?.height ?? '…',
              size: formatBytes(outcome.blob.size),
            })}
          </p>
          <div className="row">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => downloadBlob(outcome.blob, `image.${outcome.ext}`)}
            >
              <Icon name="download" size={18} />
              <span>{t('download', { name: `image.${outcome.ext}` })}</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
