import { FileInput } from '../../../framework/file-input.tsx';
import { FileOrderList } from '../../../framework/file-order-list.tsx';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useFileList, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { formatBytes } from '../../../framework/format.ts';
import { Icon } from '../../../ui/icons.tsx';
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
  const run = useToolRun<ResultFile>();
  const list = useFileList<WordItem>(run.stale);
  const { items, changeItems } = list;

  const merge = () =>
    run.start(async ({ signal }) => {
      const files = await Promise.all(
        items.map(async (item) => ({ name: item.file.name, bytes: await item.file.arrayBuffer() })),
      );
      const res = await bridge.run({ files }, { signal, transfer: files.map((f) => f.bytes) });
      const firstName = items[0]?.file.name.replace(/\.docx$/i, '') || 'document';
      return {
        name: `${firstName}_merged.docx`,
        blob: new Blob([res.bytes], {
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }),
        note: t('resultNote', { files: items.length, images: t('images', { count: res.images }) }),
      };
    });

  return (
    <ToolTemplate
      run={run}
      input={
        <>
          <FileInput
            accept={DOCX}
            multiple
            onFiles={(files) =>
              changeItems((current) => [
                ...current,
                ...files.map((file) => ({ id: `docx-${++lastId}`, file })),
              ])
            }
            label={items.length ? t('addMore') : t('add')}
            hint={t('hint')}
          />
          <FileOrderList
            prefix="word-merge"
            list={list}
            busy={run.busy}
            lead={() => <Icon name="document" size={22} className="word-merge-icon" />}
            meta={(item) => <span className="muted">{formatBytes(item.file.size)}</span>}
          />
        </>
      }
      options={<p className="muted">{t('keeps')}</p>}
      action={{
        className: 'word-merge-actions',
        label: t('run'),
        onRun: () => void merge(),
        disabled: items.length < 2,
        status: t('working'),
      }}
      beside={!run.busy && items.length === 1 ? <span className="muted">{t('needTwo')}</span> : null}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} /> : null}
    />
  );
}
