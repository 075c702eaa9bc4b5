import { useId, useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { downloadBlob } from '../../../framework/download.ts';
import { FileInput } from '../../../framework/file-input.tsx';
import { formatBytes, withSuffix } from '../../../framework/format.ts';
import { RunStatus } from '../../../framework/run-status.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useAbortableRun } from '../../../framework/use-abortable-run.ts';
import { useToolError } from '../../../framework/use-tool-error.ts';
import { CheckField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { SHOWN_CHARS, base64Bridge } from './bridge.ts';

/** Line breaks every 76 characters, as MIME (e-mail) Base64 has them. */
const wrap76 = (text: string) => text.replace(/.{76}(?=.)/g, '$&\n');

export function EncodePanel() {
  const { t } = useToolTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [base64, setBase64] = useState<string | null>(null);
  // Set while a file is being encoded: how much of it is done (the worker reports a fraction of 1).
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [dataUrl, setDataUrl] = useState(false);
  const [wrap, setWrap] = useState(false);
  const { error, clearError, capture } = useToolError();
  const runs = useAbortableRun();
  const outputId = useId();

  const encode = async (picked: File) => {
    const abort = runs.start();
    clearError();
    setFile(picked);
    setBase64(null);
    setProgress({ done: 0, total: 1 });
    await capture(async () => {
      const bytes = await picked.arrayBuffer();
      const res = await base64Bridge.run(
        { op: 'encode', bytes },
        {
          signal: abort.signal,
          transfer: [bytes],
          onProgress: (done, total) => setProgress({ done, total }),
        },
      );
      if (res.op === 'encode') setBase64(res.base64);
    });
    if (runs.finish(abort)) setProgress(null);
  };

  const type = file?.type || 'application/octet-stream';
  const full = () => {
    if (base64 === null) return '';
    const body = wrap ? wrap76(base64) : base64;
    return dataUrl ? `data:${type};base64,${body}` : body;
  };
  const text = full();

  return (
    <div className="stack">
      <FileInput
        accept=""
        onFiles={([f]) => f && void encode(f)}
        label={t('chooseFile')}
        hint={t('anyFile')}
      />
      <div className="b64-options">
        <CheckField label={t('formats.dataUrl')} checked={dataUrl} onChange={setDataUrl} />
        <CheckField label={t('wrap')} checked={wrap} onChange={setWrap} />
      </div>
      <ErrorMessage error={error} />
      {progress !== null ? (
        <div className="b64-progress">
          <RunStatus
            status={t('encoding')}
            progress={progress}
            progressLabel={t('encoding')}
            onCancel={() => runs.cancel()}
          />
        </div>
      ) : null}
      {file && base64 !== null ? (
        <div className="field">
          <label htmlFor={outputId}>{t('output')}</label>
          <p className="muted b64-summary" data-testid="encode-summary">
            {t('summary', { name: file.name, size: formatBytes(file.size), length: text.length })}
          </p>
          <textarea
            id={outputId}
            readOnly
            value={text.slice(0, SHOWN_CHARS)}
            spellCheck={false}
            data-testid="encode-output"
          />
          {text.length > SHOWN_CHARS ? (
            <p className="field-hint">{t('truncated', { count: SHOWN_CHARS })}</p>
          ) : null}
          <div className="row b64-actions">
            <CopyButton text={full} />
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() =>
                downloadBlob(
                  new Blob([full()], { type: 'text/plain' }),
                  withSuffix(file.name, '-base64', 'txt'),
                )
              }
            >
              <Icon name="download" size={18} />
              <span>{t('downloadTxt')}</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
