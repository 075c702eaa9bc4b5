import { useEffect, useState } from 'react';
import { FileInput } from '../../../framework/file-input.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ErrorMessage, ToolError } from '../../../framework/tool-error.tsx';
import { RunStatus } from '../../../framework/run-status.tsx';
import { useAbortableRun } from '../../../framework/use-abortable-run.ts';
import { useToolError } from '../../../framework/use-tool-error.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { formatBytes, withSuffix } from '../../../framework/format.ts';
import { CheckField, InputField } from '../../../ui/field.tsx';
import { DEFAULT_SCAN_OPTIONS, type ScanOptions } from '@toolbox/toolkit/image';
import type { ScanRequest, ScanResponse } from './protocol.ts';
import './paper-scan.css';

const bridge = createWorkerBridge<ScanRequest, ScanResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

type Input = { kind: 'pdf'; file: File; pageCount: number | null } | { kind: 'images'; files: File[] };

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Runs one worker step and checks it answered with the expected kind. */
async function step<K extends ScanResponse['kind']>(
  kind: K,
  req: ScanRequest,
  opts: Parameters<typeof bridge.run>[1],
): Promise<Extract<ScanResponse, { kind: K }>> {
  const res = await bridge.run(req, opts);
  if (res.kind !== kind) throw new Error(`unexpected ${res.kind}`);
  return res as Extract<ScanResponse, { kind: K }>;
}

export default function PaperScanTool() {
  const { t } = useToolTranslation();
  const [input, setInput] = useState<Input | null>(null);
  const [options, setOptions] = useState<ScanOptions>(DEFAULT_SCAN_OPTIONS);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<ResultFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const { error, capture, setError, clearError } = useToolError();
  const runs = useAbortableRun();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const stale = () => {
    setResults([]);
    setPreview(null);
    clearError();
  };
  const change = (patch: Partial<ScanOptions>) => {
    setOptions((o) => ({ ...o, ...patch }));
    stale();
  };

  const choose = (files: File[]) =>
    capture(async () => {
      stale();
      const pdfs = files.filter(isPdf);
      if (pdfs.length > 0 && files.length > 1) {
        setInput(null);
        setError(new ToolError('mixed'));
        return;
      }
      const [first] = files;
      if (!first) return;
      if (pdfs.length === 0) {
        setInput({ kind: 'images', files });
        return;
      }
      setInput({ kind: 'pdf', file: first, pageCount: null });
      const res = await step(
        'inspect',
        { kind: 'inspect', name: first.name, bytes: await first.arrayBuffer() },
        {},
      );
      setInput({ kind: 'pdf', file: first, pageCount: res.pageCount });
    });

  const run = () =>
    capture(async () => {
      if (!input) return;
      const abort = runs.start();
      const { signal } = abort;
      setBusy(true);
      stale();
      const pages: { jpeg: ArrayBuffer; widthPt: number; heightPt: number }[] = [];
      const out: ResultFile[] = [];
      const keep = (jpeg: ArrayBuffer) => new Blob([jpeg.slice(0)], { type: 'image/jpeg' });
      try {
        if (input.kind === 'pdf') {
          const { forEachPage } = await import('./render-pages.ts');
          await forEachPage(
            await input.file.arrayBuffer(),
            async ({ pixels, widthPt, heightPt }, index, count) => {
              setProgress({ done: index, total: count });
              const { data, width, height } = pixels;
              const res = await step(
                'jpeg',
                {
                  kind: 'page',
                  pixels: data.buffer,
                  width,
                  height,
                  options: { ...options, seed: options.seed * 1000 + index },
                },
                { signal, transfer: [data.buffer] },
              );
              if (index === 0) setPreview(URL.createObjectURL(keep(res.jpeg)));
              pages.push({ jpeg: res.jpeg, widthPt, heightPt });
            },
            signal,
          );
        } else {
          for (const [index, file] of input.files.entries()) {
            setProgress({ done: index, total: input.files.length });
            const bytes = await file.arrayBuffer();
            const res = await step(
              'jpeg',
              {
                kind: 'image',
                name: file.name,
                bytes,
                type: file.type,
                options: { ...options, seed: options.seed * 1000 + index },
              },
              { signal, transfer: [bytes] },
            );
            out.push({
              name: withSuffix(file.name, '_scan', 'jpg'),
              blob: keep(res.jpeg),
              note: t('imageNote'),
            });
            // Images go on A4-wide pages, their own aspect ratio kept.
            pages.push({ jpeg: res.jpeg, widthPt: 595.28, heightPt: (595.28 * res.height) / res.width });
          }
        }
        const name = input.kind === 'pdf' ? input.file.name : (input.files[0]?.name ?? 'scan');
        const pdf = await step('pdf', { kind: 'pdf', pages }, { signal, transfer: pages.map((p) => p.jpeg) });
        const count = pages.length;
        setResults([
          {
            name: withSuffix(name, '_scan', 'pdf'),
            blob: new Blob([pdf.bytes], { type: 'application/pdf' }),
            note: t('pdfNote', { count }),
          },
          ...out,
        ]);
      } finally {
        if (runs.finish(abort)) {
          setBusy(false);
          setProgress(null);
        }
      }
    });

  const noisePercent = Math.round(options.noise * 100);
  return (
    <div className="stack">
      <FileInput
        accept=".pdf,application/pdf,image/*"
        multiple
        onFiles={choose}
        label={input ? t('replace') : t('choose')}
        hint={t('hint')}
      />
      {input ? (
        <p className="paper-scan-file">
          {input.kind === 'pdf' ? (
            <>
              <strong>{input.file.name}</strong>{' '}
              <span className="muted">
                · {formatBytes(input.file.size)}
                {input.pageCount !== null ? ` · ${t('pdfInfo', { count: input.pageCount })}` : ''}
              </span>
            </>
          ) : (
            <>
              <strong>
                {input.files.length === 1
                  ? input.files[0]?.name
                  : t('imagesInfo', { count: input.files.length })}
              </strong>{' '}
              <span className="muted">· {formatBytes(input.files.reduce((s, f) => s + f.size, 0))}</span>
            </>
          )}
        </p>
      ) : null}

      <fieldset className="card paper-scan-options">
        <legend className="field-label">{t('look')}</legend>
        <CheckField
          label={t('colour')}
          checked={!options.grey}
          onChange={(colour) => change({ grey: !colour })}
        />
        <CheckField
          label={t('yellowed')}
          checked={options.yellowed}
          onChange={(yellowed) => change({ yellowed })}
        />
        <CheckField label={t('skew')} checked={options.skew} onChange={(skew) => change({ skew })} />
        <InputField
          id="paper-scan-noise"
          fieldClassName="paper-scan-noise"
          label={t('noise')}
          below={<output htmlFor="paper-scan-noise">{t('noiseValue', { value: noisePercent })}</output>}
          type="range"
          min={0}
          max={100}
          step={5}
          value={noisePercent}
          aria-valuetext={t('noiseValue', { value: noisePercent })}
          onChange={(e) => change({ noise: Number(e.target.value) / 100 })}
        />
        <div className="paper-scan-variant">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => change({ seed: (options.seed % 9999) + 1 })}
          >
            {t('reroll')}
          </button>
          <span className="muted">{t('variant', { seed: options.seed })}</span>
        </div>
      </fieldset>

      <div className="paper-scan-actions">
        <button type="button" className="btn btn-primary" disabled={!input || busy} onClick={run}>
          {t('run')}
        </button>
        {busy ? (
          <RunStatus
            status={
              progress ? t('progress', { done: progress.done + 1, total: progress.total }) : t('working')
            }
            progress={progress}
            progressLabel={t('working')}
            onCancel={() => runs.cancel()}
          />
        ) : null}
      </div>
      <p className="muted">{t('privacy')}</p>

      <ErrorMessage error={error} />
      {preview && results.length > 0 ? (
        <figure className="card paper-scan-preview">
          <img src={preview} alt={t('preview')} />
          <figcaption className="muted">{t('preview')}</figcaption>
        </figure>
      ) : null}
      {results.length > 0 ? <ResultsPanel results={results} zipName="scans.zip" /> : null}
    </div>
  );
}
