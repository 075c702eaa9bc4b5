import { useRef, useState } from 'react';
import { FileInput } from '../../../framework/file-input.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { useDragReorder } from '../../../ui/use-drag-reorder.ts';
import { useMoveByButton } from '../../../ui/use-ordered-list.ts';
import { MERGED_NAME } from '../kit/pdf-merge/file-list.ts';
import { PdfFileList } from '../kit/pdf-merge/pdf-file-list.tsx';
import { inspectWith } from '../kit/pdf-merge/inspect.ts';
import { filesForWorker, usePdfList } from '../kit/pdf-merge/use-pdf-list.ts';
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
  const [announcement, setAnnouncement] = useState('');
  const pagesRef = useRef<HTMLOListElement>(null);
  const run = useToolRun<ResultFile>();
  const files = usePdfList({ inspect, onChange: run.stale });
  const { pages, docs, move, remove, reset } = usePageSequence(files.items, run.stale);
  const pageDrag = useDragReorder(pagesRef, move);
  const movePage = useMoveByButton({
    items: pages,
    move,
    refocusIn: pagesRef,
    onMoved: (entry, position) =>
      setAnnouncement(t('pageMoved', { name: entry.name, n: entry.page + 1, position: position + 1 })),
  });

  const used = files.items.filter((item) => pages.some((p) => p.fileId === item.id));
  const merge = () =>
    run.start(async ({ signal, onProgress }) => {
      const indexOf = new Map(used.map((item, i) => [item.id, i]));
      const inputs = await filesForWorker(used);
      const picks = pages.map((p) => ({ file: indexOf.get(p.fileId) ?? -1, page: p.page }));
      const res = await bridge.run(
        { kind: 'assemble', files: inputs, picks },
        { signal, transfer: inputs.map((f) => f.bytes), onProgress },
      );
      if (res.kind !== 'assemble') return undefined;
      return {
        name: MERGED_NAME,
        blob: new Blob([res.bytes], { type: 'application/pdf' }),
        note: t('pageCount', { count: res.pageCount }),
      };
    }, used.length);

  const hasFiles = files.items.length > 0;
  return (
    <ToolTemplate
      className={`pdf-merge${hasFiles ? ' has-files' : ''}`}
      run={run}
      input={
        <>
          <FileInput
            accept=".pdf,application/pdf"
            multiple
            onFiles={(added) => void files.addFiles(added)}
            label={hasFiles ? t('addMore') : t('choose')}
            hint={t('hint')}
          />
          {hasFiles ? (
            <section className="pdf-merge-files" aria-label={t('listLabel')}>
              <PdfFileList list={files} busy={run.busy} />
            </section>
          ) : null}
        </>
      }
      options={
        hasFiles ? (
          <section className="pdf-merge-files" aria-label={t('pagesLabel')}>
            <div className="merge-adv-bar">
              <strong>{t('pagesLabel')}</strong>
              <span className="muted" data-testid="picked-count">
                {t('picked', { count: pages.length })}
              </span>
              <button type="button" className="btn btn-secondary" disabled={run.busy} onClick={reset}>
                {t('resetPages')}
              </button>
            </div>
            <p className="muted">{pages.length ? t('pagesHint') : t('noPages')}</p>
            <PageList
              pages={pages}
              docs={docs}
              listRef={pagesRef}
              dragging={pageDrag.dragging}
              busy={run.busy}
              start={pageDrag.start}
              onMove={movePage}
              onRemove={remove}
            />
            <p className="visually-hidden" aria-live="polite">
              {announcement}
            </p>
          </section>
        ) : null
      }
      action={{
        className: 'pdf-merge-actions',
        label: t('merge'),
        onRun: () => void merge(),
        disabled: !pages.length,
        status: run.progress ? t('merging', run.progress) : '',
        progressLabel: t('merge'),
        swap: true,
        statusClassName: 'pdf-merge-progress',
        hidden: !hasFiles,
      }}
      beside={<p className="pdf-merge-privacy muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} /> : null}
    />
  );
}
