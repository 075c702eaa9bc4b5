import { useState } from 'react';
import { FileInput } from '../../../framework/file-input.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { formatBytes, withSuffix } from '../../../framework/format.ts';
import { RadioChips } from '../../../ui/segmented.tsx';
import type { CompressLevel } from '@toolbox/toolkit/pdf/compress';
import type { PdfCompressRequest, PdfCompressResponse } from './protocol.ts';
import './pdf-compress.css';

const bridge = createWorkerBridge<PdfCompressRequest, PdfCompressResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

const LEVELS: readonly CompressLevel[] = ['low', 'medium', 'high'];

interface Outcome {
  file: ResultFile;
  before: number;
  after: number;
  kept: boolean;
  changed: number;
  total: number;
}

/** Whole percent saved, never negative (a kept original saves 0). */
const savedPercent = (before: number, after: number) =>
  before > 0 ? Math.max(0, Math.round((1 - after / before) * 100)) : 0;

export default function PdfCompressTool() {
  const { t } = useToolTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [level, setLevel] = useState<CompressLevel>('medium');
  const run = useToolRun<Outcome>();

  const compress = (chosen: File) =>
    run.start(async ({ signal, onProgress }) => {
      const bytes = await chosen.arrayBuffer();
      const res = await bridge.run(
        { name: chosen.name, bytes, level },
        {
          signal,
          transfer: [bytes],
          // A file without images has nothing to count: the status alone shows then.
          onProgress: (done, total) => (total > 0 ? onProgress(done, total) : undefined),
        },
      );
      const after = res.bytes.byteLength;
      const percent = savedPercent(res.originalSize, after);
      return {
        file: {
          name: withSuffix(chosen.name, '_compressed', 'pdf'),
          blob: new Blob([res.bytes], { type: 'application/pdf' }),
          note: res.keptOriginal
            ? t('noteKept', { pages: res.pageCount })
            : t('note', { pages: res.pageCount, percent }),
        },
        before: res.originalSize,
        after,
        kept: res.keptOriginal,
        changed: res.imagesChanged,
        total: res.imagesTotal,
      };
    });

  const outcome = run.result;
  return (
    <ToolTemplate
      run={run}
      input={
        <>
          <FileInput
            accept=".pdf,application/pdf"
            onFiles={(files) => {
              setFile(files[0] ?? null);
              run.stale();
            }}
            label={file ? t('replace') : t('choose')}
            hint={t('hint')}
          />
          {file ? (
            <p className="pdf-compress-file">
              <strong>{file.name}</strong> <span className="muted">· {formatBytes(file.size)}</span>
            </p>
          ) : null}
        </>
      }
      options={
        <fieldset className="card pdf-compress-levels">
          <legend className="field-label">{t('level')}</legend>
          <RadioChips
            className="pdf-compress-chips"
            name="pdf-compress-level"
            value={level}
            options={LEVELS}
            onChange={(value) => {
              setLevel(value);
              run.stale();
            }}
            labelOf={(value) => t(`levels.${value}`)}
          />
          <p className="field-hint">{t('levelHint')}</p>
        </fieldset>
      }
      action={{
        className: 'pdf-compress-actions',
        label: t('run'),
        onRun: () => file && void compress(file),
        disabled: !file,
        status: run.progress ? t('progress', run.progress) : t('working'),
        progressLabel: t('working'),
      }}
      note={<p className="muted">{t('privacy')}</p>}
      results={
        outcome ? (
          <>
            <div className="card pdf-compress-summary">
              <dl className="pdf-compress-sizes">
                <div>
                  <dt>{t('before')}</dt>
                  <dd>{formatBytes(outcome.before)}</dd>
                </div>
                <div>
                  <dt>{t('after')}</dt>
                  <dd>{formatBytes(outcome.after)}</dd>
                </div>
              </dl>
              <p className={outcome.kept ? 'muted' : 'pdf-compress-saved'}>
                {outcome.kept
                  ? t('kept')
                  : t('saved', { percent: savedPercent(outcome.before, outcome.after) })}
              </p>
              {outcome.total > 0 && !outcome.kept ? (
                <p className="muted">{t('images', { changed: outcome.changed, count: outcome.total })}</p>
              ) : null}
            </div>
            <ResultsPanel results={[outcome.file]} />
          </>
        ) : null
      }
    />
  );
}
