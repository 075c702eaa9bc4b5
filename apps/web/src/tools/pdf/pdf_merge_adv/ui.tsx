import { useCallback, useRef, useState } from 'react';
import { FileInput } from '../../../framework/file-input.tsx';
import { RunStatus } from '../../../framework/run-status.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolError } from '../../../framework/use-tool-error.ts';
import { useAbortableRun } from '../../../framework/use-abortable-run.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { useDragReorder } from '../../../ui/use-drag-reorder.ts';
import { useMoveByButton } from '../../../ui/use-ordered-list.ts';
import { MERGED_NAME } from '../kit/pdf-merge/file-list.ts';
import { PdfFileList } from '../kit/pdf-merge/pdf-file-list.tsx';
import { inspectWith } from '../kit/pdf-merge/inspect.ts';
import { usePdfList } from '../kit/pdf-merge/use-pdf-list.ts';
import { PageList } from './page-list.tsx';
import type { MergeAdvRequest, MergeAdvResponse } from './protocol.ts';
import { usePageSequence } from './use-page-sequence.ts';
import '../kit/pdf-merge/pdf-merge.css';
import './pdf-merge-adv.css';

const bridge = createWorkerBridge<MergeAdvRequest, MergeAdvResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const inspect = inspectWith(bridge);

/** Pages picked from several PDFs, in any order, merged into one file. */
export default function PdfMergeAdvTool() {
  const { t } = useToolTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<ResultFile | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { error, capture, clearError } = useToolError();
  const filesRef = useRef<HTMLOListElement>(null);
  const pagesRef = useRef<HTMLOListElement>(null);
  const runs = useAbortableRun();

  const onChange = useCallback(() => {
    setResult(null);
    clearError();
  }, [clearError]);
  const files = usePdfList({ inspect, onChange, listRef: filesRef });
  const { pages, docs, move, remove, reset } = usePageSequence(files.items, onChange);
  const pageDrag = useDragReorder(pagesRef, move);

  const moveFile = useMoveByButton({
    items: files.items,
    move: files.move,
    refocusIn: filesRef,
    onMoved: (item, position) =>
      setAnnouncement(t('moved', { name: item.file.name, position: position + 1 })),
  });
  const movePage = useMoveByButton({
    items: pages,
    move,
    refocusIn: pagesRef,
    onMoved: (entry, position) =>
      setAnnouncement(t('pageMoved', { name: entry.name, n: entry.page + 1, position: position + 1 })),
  });

  const merge = () =>
    capture(async () => {
      const used = files.items.filter((item) => pages.some((p) => p.fileId === item.id));
      const indexOf = new Map(used.map((item, i) => [item.id, i]));
      const abort = runs.start();
      setResult(null);
      setProgress({ done: 0, total: used.length });
      try {
        const inputs = await Promise.all(
          used.map(async (item) => ({ name: item.file.name, bytes: await item.file.arrayBuffer() })),
        );
        const picks = pages.map((p) => ({ file: indexOf.get(p.fileId) ?? -1, page: p.page }));
        const res = await bridge.run(
          { kind: 'assemble', files: inputs, picks },
          {
            signal: abort.signal,
            transfer: inputs.map((f) => f.bytes),
            onProgress: (done, total) => setProgress({ done, total }),
          },
        );
        if (res.kind !== 'assemble') return;
        setResult({
          name: MERGED_NAME,
          blob: new Blob([res.bytes], { type: 'application/pdf' }),
          note: t('pageCount', { count: res.pageCount }),
        });
      } finally {
        runs.finish(abort);
        setProgress(null);
      }
    });

  const busy = progress !== null;

  return (
    <div className={`pdf-merge${files.items.length ? ' has-files' : ''}`}>
      <FileInput
        accept=".pdf,application/pdf"
        multiple
        onFiles={(added) => void files.addFiles(added)}
        label={files.items.length ? t('addMore') : t('choose')}
        hint={t('hint')}
      />
      {files.items.length ? (
        <section className="pdf-merge-files" aria-label={t('listLabel')}>
          <PdfFileList
            items={files.items}
            listRef={filesRef}
            dragging={files.dragging}
            busy={busy}
            start={files.start}
            onMove={moveFile}
            onRemove={(id) => files.changeItems((list) => list.filter((other) => other.id !== id))}
            announcement=""
          />
        </section>
      ) : null}

      {files.items.length ? (
        <section className="pdf-merge-files" aria-label={t('pagesLabel')}>
          <div className="merge-adv-bar">
            <strong>{t('pagesLabel')}</strong>
            <span className="muted" data-testid="picked-count">
              {t('picked', { count: pages.length })}
            </span>
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={reset}>
              {t('resetPages')}
            </button>
          </div>
          <p className="muted">{pages.length ? t('pagesHint') : t('noPages')}</p>
          <PageList
            pages={pages}
            docs={docs}
            listRef={pagesRef}
            dragging={pageDrag.dragging}
            busy={busy}
            start={pageDrag.start}
            onMove={movePage}
            onRemove={remove}
          />
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
        </section>
      ) : null}

      {files.items.length ? (
        <div className="pdf-merge-actions">
          {progress ? (
            <div className="pdf-merge-progress">
              <RunStatus
                status={t('merging', progress)}
                progress={progress}
                progressLabel={t('merge')}
                onCancel={() => runs.cancel()}
              />
            </div>
          ) : (
            <button type="button" className="btn btn-primary" disabled={!pages.length} onClick={merge}>
              {t('merge')}
            </button>
          )}
          <p className="pdf-merge-privacy muted">{t('privacy')}</p>
        </div>
      ) : null}

      <ErrorMessage error={error} />
      {result ? <ResultsPanel results={[result]} /> : null}
    </div>
  );
}
