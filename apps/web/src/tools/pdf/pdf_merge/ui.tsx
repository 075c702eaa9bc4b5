import { FileInput } from '../../../framework/file-input.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { Icon } from '../../../ui/icons.tsx';
import { MERGED_NAME } from '../kit/pdf-merge/file-list.ts';
import { MergeFiles, MergeResults, type MergeOutcome } from '../kit/pdf-merge/merge-files.tsx';
import { inspectWith } from '../kit/pdf-merge/inspect.ts';
import { filesForWorker, usePdfList } from '../kit/pdf-merge/use-pdf-list.ts';
import type { MergeRequest, MergeResponse } from './protocol.ts';
import '../kit/pdf-merge/pdf-merge.css';

const bridge = createWorkerBridge<MergeRequest, MergeResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const inspect = inspectWith(bridge);

export default function PdfMergeTool() {
  const { t, i18n } = useToolTranslation();
  const run = useToolRun<MergeOutcome>();
  const list = usePdfList({ inspect, onChange: run.stale });
  const { items } = list;

  const merge = () =>
    run.start(async ({ signal, onProgress }) => {
      const files = await filesForWorker(items);
      const res = await bridge.run(
        { kind: 'merge', files },
        { signal, transfer: files.map((f) => f.bytes), onProgress },
      );
      if (res.kind !== 'merge') return undefined;
      const file = res.bytes
        ? {
            name: MERGED_NAME,
            blob: new Blob([res.bytes], { type: 'application/pdf' }),
            note: t('pageCount', { count: res.pageCount }),
          }
        : null;
      return { file, failed: res.failed };
    }, items.length);

  return (
    <ToolTemplate
      className={`pdf-merge${items.length ? ' has-files' : ''}`}
      run={run}
      input={
        <>
          <FileInput
            accept=".pdf,application/pdf"
            multiple
            onFiles={(files) => void list.addFiles(files)}
            label={items.length ? t('addMore') : t('choose')}
            hint={t('hint')}
          />
          <MergeFiles list={list} busy={run.busy} sortLocale={i18n.language} />
        </>
      }
      action={{
        className: 'pdf-merge-actions',
        label: (
          <>
            <Icon name="pdf" size={20} />
            <span>{t('merge')}</span>
          </>
        ),
        onRun: () => void merge(),
        disabled: items.length < 2,
        status: run.progress ? t('merging', run.progress) : '',
        progressLabel: t('merge'),
        swap: true,
        statusClassName: 'pdf-merge-progress',
        hidden: items.length === 0,
      }}
      beside={
        <>
          {items.length === 1 ? <p className="muted">{t('needTwo')}</p> : null}
          <p className="pdf-merge-privacy muted">{t('privacy')}</p>
        </>
      }
      results={<MergeResults outcome={run.result} noneText={t('nothingMerged')} />}
    />
  );
}
