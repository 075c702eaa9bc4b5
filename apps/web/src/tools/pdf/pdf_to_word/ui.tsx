import { useEffect, useRef, useState } from 'react';
import { useFunctionUse } from '../../../features/credits/use-function-use.tsx';
import { FileInput } from '../../../framework/file-input.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { RunStatus } from '../../../framework/run-status.tsx';
import { useToolError } from '../../../framework/use-tool-error.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { formatBytes, withSuffix } from '../../../framework/format.ts';
import { pdfToDocx } from '@toolbox/toolkit/docx/from-pdf';
import type { InspectRequest, InspectResponse } from './protocol.ts';
import { encodeImage, openForWord } from './load-pdf.ts';
import './pdf-to-word.css';

const bridge = createWorkerBridge<InspectRequest, InspectResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export default function PdfToWordTool() {
  const { t } = useToolTranslation();
  const use = useFunctionUse('pdf_to_word');
  const [file, setFile] = useState<File | null>(null);
  const [pages, setPages] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<ResultFile | null>(null);
  const [scanned, setScanned] = useState<number[]>([]);
  const { error, capture, clearError } = useToolError();
  const control = useRef<AbortController | null>(null);

  useEffect(() => () => control.current?.abort(), []);

  const choose = (files: File[]) =>
    capture(async () => {
      const next = files[0] ?? null;
      setFile(next);
      setPages(null);
      setResult(null);
      clearError();
      if (!next) return;
      const res = await bridge.run({ name: next.name, bytes: await next.arrayBuffer() });
      setPages(res.pageCount);
    });

  const run = () =>
    capture(async () => {
      if (!file || pages === null) return;
      if (!(await use.requestUse({ pages }))) return;
      const abort = new AbortController();
      control.current = abort;
      setBusy(true);
      setResult(null);
      setScanned([]);
      setProgress(null);
      const opened = await openForWord(await file.arrayBuffer());
      try {
        const res = await pdfToDocx(opened.doc, {
          ops: opened.ops,
          encodeImage,
          signal: abort.signal,
          onProgress: (done, total) => setProgress({ done, total }),
        });
        setScanned(res.scannedPages);
        setResult({
          name: withSuffix(file.name, '', 'docx'),
          blob: new Blob([res.bytes as Uint8Array<ArrayBuffer>], { type: DOCX_TYPE }),
          note: t('note', {
            pages: t('pageCount', { count: res.pageCount }),
            tables: t('tables', { count: res.tables }),
            pictures: t('pictures', { count: res.pictures }),
          }),
        });
      } finally {
        await opened.close();
        if (control.current === abort) control.current = null;
        setBusy(false);
        setProgress(null);
      }
    });

  return (
    <div className="stack">
      <FileInput
        accept=".pdf,application/pdf"
        onFiles={choose}
        label={file ? t('replace') : t('choose')}
        hint={t('hint')}
      />
      {file ? (
        <p className="pdf-to-word-file">
          <strong>{file.name}</strong>{' '}
          <span className="muted">
            · {formatBytes(file.size)}
            {pages !== null ? ` · ${t('pageCount', { count: pages })}` : ''}
          </span>
        </p>
      ) : null}
      <p className="muted">{t('keeps')}</p>
      <div className="pdf-to-word-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || pages === null || busy || use.busy}
          onClick={run}
        >
          {t('run')}
        </button>
        {busy ? (
          <RunStatus
            status={progress ? t('reading', progress) : t('working')}
            progress={progress}
            progressLabel={t('working')}
            onCancel={() => control.current?.abort()}
          />
        ) : null}
      </div>
      <p className="muted">{t('privacy')}</p>
      <ErrorMessage error={error} />
      {result ? <ResultsPanel results={[result]} /> : null}
      {result && scanned.length ? (
        <p className="muted" role="status">
          {t(scanned.length === 1 ? 'scanned' : 'scannedMany', { pages: scanned.join(', ') })}
        </p>
      ) : null}
      {use.dialogs}
    </div>
  );
}
