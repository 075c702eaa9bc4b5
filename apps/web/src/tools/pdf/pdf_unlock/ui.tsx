import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPicker } from '../../../features/pdf/pdf-picker.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ErrorMessage, errorCodeOf } from '../../../framework/tool-error.tsx';
import { useToolError } from '../../../framework/use-tool-error.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import type { UnlockRequest, UnlockResponse } from './protocol.ts';
import '../kit/pdf-images/pdf-images.css';

const bridge = createWorkerBridge<UnlockRequest, UnlockResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

type Stage = 'idle' | 'checking' | 'password' | 'unlocking' | 'done';

/** Removes a PDF's password and owner restrictions: tried without a password first, then with the one typed. */
export default function PdfUnlockTool() {
  const { t } = useToolTranslation();
  const { t: tRoot } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [result, setResult] = useState<{ file: ResultFile; withPassword: boolean } | null>(null);
  const { error, setError, clearError } = useToolError();
  const control = useRef<AbortController | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => control.current?.abort(), []);
  useEffect(() => {
    if (stage === 'password') passwordInput.current?.focus();
  }, [stage, error]);

  const attempt = async (chosen: File, typed: string) => {
    control.current?.abort();
    const abort = new AbortController();
    control.current = abort;
    setResult(null);
    clearError();
    setStage(typed === '' ? 'checking' : 'unlocking');
    try {
      const bytes = await chosen.arrayBuffer();
      const out = await bridge.run(
        { name: chosen.name, bytes, password: typed },
        { signal: abort.signal, transfer: [bytes] },
      );
      setResult({
        file: {
          name: out.name,
          blob: new Blob([out.bytes], { type: 'application/pdf' }),
          note: t('pageCount', { count: out.pageCount }),
        },
        withPassword: typed !== '',
      });
      setStage('done');
    } catch (e) {
      if (abort.signal.aborted) return;
      const code = errorCodeOf(e);
      if (code === 'pdf_password_needed') setStage('password');
      else {
        setError(e);
        setStage(code === 'pdf_password_wrong' ? 'password' : 'idle');
      }
    } finally {
      if (control.current === abort) control.current = null;
    }
  };

  const open = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    setFile(chosen);
    setPassword('');
    void attempt(chosen, '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) void attempt(file, password);
  };

  const busy = stage === 'checking' || stage === 'unlocking';

  return (
    <div className="pdf-images">
      <PdfPicker hasFile={!!file} onFiles={open} />
      {busy ? (
        <div className="pdf-images-progress">
          <span role="status">{t(stage === 'checking' ? 'checking' : 'unlocking')}</span>
          <button type="button" className="btn btn-secondary" onClick={() => control.current?.abort()}>
            {tRoot('common.cancel')}
          </button>
        </div>
      ) : null}
      {file && (stage === 'password' || (stage === 'unlocking' && password)) ? (
        <form className="card stack" onSubmit={submit}>
          <p className="pdf-images-name">{file.name}</p>
          <p>{t('needsPassword')}</p>
          <div className="field">
            <label htmlFor={id}>{t('password')}</label>
            <input
              id={id}
              ref={passwordInput}
              type={show ? 'text' : 'password'}
              autoComplete="off"
              value={password}
              disabled={busy}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <label className="check">
            <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
            {t('show')}
          </label>
          <div className="row">
            <button type="submit" className="btn btn-primary" disabled={busy || password === ''}>
              {t('unlock')}
            </button>
          </div>
        </form>
      ) : null}
      <ErrorMessage error={error} />
      {result ? (
        <>
          <p role="status">{t(result.withPassword ? 'unlocked' : 'restrictionsRemoved')}</p>
          <ResultsPanel results={[result.file]} />
        </>
      ) : null}
      <p className="muted">{t('privacy')}</p>
    </div>
  );
}
