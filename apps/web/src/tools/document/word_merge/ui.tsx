import { useCallback, useRef, useState } from 'react';
import { FileInput } from '../../../framework/file-input.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { RunStatus } from '../../../framework/run-status.tsx';
import { useToolError } from '../../../framework/use-tool-error.ts';
import { useAbortableRun } from '../../../framework/use-abortable-run.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { formatBytes } from '../../../framework/format.ts';
import { Icon } from '../../../ui/icons.tsx';
import { OrderedList, OrderedRow } from '../../../ui/ordered-list.tsx';
import { useFileMoveButtons, useOrderedList } from '../../../ui/use-ordered-list.ts';
import type { WordMergeRequest, WordMergeResponse } from './protocol.ts';
import './word-merge.css';

const bridge = createWorkerBridge<WordMergeRequest, WordMergeResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

const DOCX = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface WordItem {
  id: string;
  file: File;
}

let lastId = 0;

export default function WordMergeTool() {
  const { t } = useToolTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ResultFile | null>(null);
  const { error, capture, clearError } = useToolError();
  const listRef = useRef<HTMLOListElement>(null);
  const runs = useAbortableRun();

  const onChange = useCallback(() => {
    setResult(null);
    clearError();
  }, [clearError]);
  const { items, changeItems, move, dragging, start } = useOrderedList<WordItem>({ listRef, onChange });
  const { moveBy: moveByButton, announcement } = useFileMoveButtons({
    items,
    move,
  });

  const run = () =>
    capture(async () => {
      const abort = runs.start();
      setBusy(true);
      setResult(null);
      try {
        const files = await Promise.all(
          items.map(async (item) => ({ name: item.file.name, bytes: await item.file.arrayBuffer() })),
        );
        const res = await bridge.run(
          { files },
          { signal: abort.signal, transfer: files.map((f) => f.bytes) },
        );
        const firstName = items[0]?.file.name.replace(/\.docx$/i, '') || 'document';
        setResult({
          name: `${firstName}_merged.docx`,
          blob: new Blob([res.bytes], {
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          }),
          note: t('resultNote', { files: items.length, images: t('images', { count: res.images }) }),
        });
      } finally {
        runs.finish(abort);
        setBusy(false);
      }
    });

  return (
    <div className="stack">
      <FileInput
        accept={DOCX}
        multiple
        onFiles={(files) =>
          changeItems((list) => [...list, ...files.map((file) => ({ id: `docx-${++lastId}`, file }))])
        }
        label={items.length ? t('addMore') : t('add')}
        hint={t('hint')}
      />

      {items.length > 0 ? (
        <section className="stack" aria-label={t('count', { count: items.length })}>
          <div className="word-merge-head">
            <strong>{t('count', { count: items.length })}</strong>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => changeItems(() => [])}
            >
              {t('clear')}
            </button>
          </div>
          <OrderedList prefix="word-merge" listRef={listRef} announcement={announcement}>
            {items.map((item, index) => (
              <OrderedRow
                key={item.id}
                prefix="word-merge"
                testId="word-merge-row"
                index={index}
                count={items.length}
                dragging={dragging === index}
                disabled={busy}
                name={item.file.name}
                lead={<Icon name="document" size={22} className="word-merge-icon" />}
                meta={<span className="muted">{formatBytes(item.file.size)}</span>}
                onDragStart={start(index)}
                onMove={(delta) => moveByButton(index, delta)}
                onRemove={() => changeItems((list) => list.filter((i) => i.id !== item.id))}
              />
            ))}
          </OrderedList>
        </section>
      ) : null}

      <p className="muted">{t('keeps')}</p>
      <div className="word-merge-actions">
        <button type="button" className="btn btn-primary" disabled={items.length < 2 || busy} onClick={run}>
          {t('run')}
        </button>
        {busy ? (
          <RunStatus status={t('working')} onCancel={() => runs.cancel()} />
        ) : items.length === 1 ? (
          <span className="muted">{t('needTwo')}</span>
        ) : null}
      </div>
      <p className="muted">{t('privacy')}</p>

      <ErrorMessage error={error} />
      {result ? <ResultsPanel results={[result]} /> : null}
    </div>
  );
}
