import { useId, useState } from 'react';
import { FileInput } from '../../../framework/file-input.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { CheckField } from '../../../ui/field.tsx';
import { MergeFiles, MergeResults, type MergeOutcome } from '../kit/pdf-merge/merge-files.tsx';
import { inspectWith } from '../kit/pdf-merge/inspect.ts';
import { filesForWorker, usePdfList } from '../kit/pdf-merge/use-pdf-list.ts';
import type { InvoiceRequest, InvoiceResponse } from './protocol.ts';
import '../kit/pdf-merge/pdf-merge.css';
import './invoice-pdf-merge.css';

const bridge = createWorkerBridge<InvoiceRequest, InvoiceResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const inspect = inspectWith(bridge);

const OUTPUT_NAME = 'invoices.pdf';

export default function InvoicePdfMergeTool() {
  const { t } = useToolTranslation();
  const id = useId();
  const [perSheet, setPerSheet] = useState<2 | 4>(2);
  const [cutLines, setCutLines] = useState(true);
  const run = useToolRun<MergeOutcome>();
  const list = usePdfList({ inspect, onChange: run.stale });
  const { items } = list;

  const layOut = () =>
    run.start(async ({ signal, onProgress }) => {
      const files = await filesForWorker(items);
      const res = await bridge.run(
        { kind: 'layout', files, perSheet, cutLines },
        { signal, transfer: files.map((f) => f.bytes), onProgress },
      );
      if (res.kind !== 'layout') return undefined;
      const file = res.bytes
        ? {
            name: OUTPUT_NAME,
            blob: new Blob([res.bytes], { type: 'application/pdf' }),
            note: `${t('sheets', { count: res.sheetCount })} · ${t('pageCount', { count: res.pageCount })}`,
          }
        : null;
      return { file, failed: res.failed };
    }, items.length);

  const changeOption =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      run.setResult(null);
    };

  return (
    <ToolTemplate
      className={`pdf-merge invoice-merge${items.length ? ' has-files' : ''}`}
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
          <MergeFiles list={list} busy={run.busy} />
        </>
      }
      options={
        <div className="card invoice-merge-options">
          <fieldset className="invoice-merge-per-sheet">
            <legend className="field-label">{t('perSheet')}</legend>
            {([2, 4] as const).map((n) => (
              <label key={n} className="check">
                <input
                  type="radio"
                  name={`${id}-per-sheet`}
                  checked={perSheet === n}
                  onChange={() => changeOption(setPerSheet)(n)}
                />
                <span>{t(n === 2 ? 'two' : 'four')}</span>
              </label>
            ))}
          </fieldset>
          <CheckField label={t('cutLines')} checked={cutLines} onChange={changeOption(setCutLines)} />
          <p className="field-hint invoice-merge-notes">{t('notes')}</p>
        </div>
      }
      action={{
        className: 'pdf-merge-actions',
        label: t('run'),
        onRun: () => void layOut(),
        disabled: items.length === 0,
        status: run.progress ? t('working', run.progress) : '',
        progressLabel: t('run'),
        swap: true,
        statusClassName: 'pdf-merge-progress',
      }}
      beside={<p className="pdf-merge-privacy muted">{t('privacy')}</p>}
      results={<MergeResults outcome={run.result} noneText={t('nothing')} />}
    />
  );
}
