import { useCallback, useRef, useState } from 'react';
import { FileInput } from '../../framework/file-input.tsx';
import { RunStatus } from '../../framework/run-status.tsx';
import { ResultsPanel, type ResultFile } from '../../framework/results-panel.tsx';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { useToolError } from '../../framework/use-tool-error.ts';
import { useAbortableRun } from '../../framework/use-abortable-run.ts';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { createWorkerBridge } from '../../framework/worker-bridge.ts';
import { formatBytes } from '../../framework/format.ts';
import { Icon } from '../../ui/icons.tsx';
import { useFileMoveButtons } from '../../ui/use-ordered-list.ts';
import type { PdfFailure } from '@toolbox/toolkit/pdf/merge.ts';
import { failureCode, MERGED_NAME, sortByName, totals } from '../../features/pdf-merge/file-list.ts';
import type { MergeRequest, MergeResponse } from './protocol.ts';
import { PdfFileList } from '../../features/pdf-merge/pdf-file-list.tsx';
import { inspectWith } from '../../features/pdf-merge/inspect.ts';
import { usePdfList } from '../../features/pdf-merge/use-pdf-list.ts';
import '../../features/pdf-merge/pdf-merge.css';

const bridge = createWorkerBridge<MergeRequest, MergeResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const inspect = inspectWith(bridge);

interface Outcome {
  file: ResultFile | null;
  failed: PdfFailure[];
}

export default function PdfMergeTool() {
  const { t, i18n } = useToolTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { error, capture, clearError } = useToolError();
  const listRef = useRef<HTMLOListElement>(null);
  const runs = useAbortableRun();

  /** Every change to the list makes an earlier result stale. */
  const onListChange = useCallback(() => {
    setOutcome(null);
    clearError();
  }, [clearError]);
  const { items, changeItems, addFiles, move, dragging, start } = usePdfList({
    inspect,
    onChange: onListChange,
    listRef,
  });

  const { moveBy: moveByButton, announcement } = useFileMoveButtons({
    items,
    move,
    refocusIn: listRef,
  });

  const merge = () =>
    capture(async () => {
      const control = runs.start();
      setOutcome(null);
      setProgress({ done: 0, total: items.length });
      try {
        const files = await Promise.all(
          items.map(async (item) => ({ name: item.file.name, bytes: await item.file.arrayBuffer() })),
        );
        const res = await bridge.run(
          { kind: 'merge', files },
          {
            signal: control.signal,
            transfer: files.map((f) => f.bytes),
            onProgress: (done, total) => setProgress({ done, total }),
          },
        );
        if (res.kind !== 'merge') return;
        const file = res.bytes
          ? {
              name: MERGED_NAME,
              blob: new Blob([res.bytes], { type: 'application/pdf' }),
              note: t('pageCount', { count: res.pageCount }),
            }
          : null;
        setOutcome({ file, failed: res.failed });
      } finally {
        runs.finish(control);
        setProgress(null);
      }
    });

  const sum = totals(items);
  const busy = progress !== null;

  return (
    <div className={`pdf-merge${items.length ? ' has-files' : ''}`}>
      <FileInput
        accept=".pdf,application/pdf"
        multiple
        onFiles={(files) => void addFiles(files)}
        label={items.length ? t('addMore') : t('choose')}
        hint={t('hint')}
      />

      {items.length > 0 ? (
        <section className="pdf-merge-files" aria-label={t('listLabel')}>
          <div className="pdf-merge-toolbar">
            <span className="pdf-merge-summary">
              {t('fileCount', { count: sum.files })} · {t('pageCount', { count: sum.pages })} ·{' '}
              {formatBytes(sum.bytes)}
            </span>
            <span className="pdf-merge-toolbar-buttons">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy || items.length < 2}
                onClick={() => changeItems((list) => sortByName(list, i18n.language))}
              >
                {t('sortByName')}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => changeItems(() => [])}
              >
                {t('clear')}
              </button>
            </span>
          </div>
          <PdfFileList
            items={items}
            listRef={listRef}
            dragging={dragging}
            busy={busy}
            start={start}
            onMove={moveByButton}
            onRemove={(id) => changeItems((list) => list.filter((other) => other.id !== id))}
            announcement={announcement}
          />
        </section>
      ) : null}

      {items.length > 0 ? (
        <div className="pdf-merge-actions">
          {busy ? (
            <div className="pdf-merge-progress">
              <RunStatus
                status={t('merging', progress)}
                progress={progress}
                progressLabel={t('merge')}
                onCancel={() => runs.cancel()}
              />
            </div>
          ) : (
            <>
              <button type="button" className="btn btn-primary" disabled={items.length < 2} onClick={merge}>
                <Icon name="pdf" size={20} />
                <span>{t('merge')}</span>
              </button>
              {items.length < 2 ? <p className="muted">{t('needTwo')}</p> : null}
            </>
          )}
          <p className="pdf-merge-privacy muted">{t('privacy')}</p>
        </div>
      ) : null}

      <ErrorMessage error={error} />
      {outcome && outcome.failed.length > 0 ? (
        <div className="pdf-merge-failed">
          <p>{outcome.file ? t('skipped') : t('nothingMerged')}</p>
          {outcome.failed.map((failure, i) => (
            <ErrorMessage
              key={`${i}-${failure.name}`}
              error={{ code: failureCode(failure.reason), params: { name: failure.name } }}
            />
          ))}
        </div>
      ) : null}
      {outcome?.file ? <ResultsPanel results={[outcome.file]} /> : null}
    </div>
  );
}
