import type { PdfFailure } from '@toolbox/toolkit/pdf';
import { formatBytes } from '../../../../framework/format.ts';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { ResultsPanel, type ResultFile } from '../../../../framework/results-panel.tsx';
import { ErrorMessage } from '../../../../framework/tool-error.tsx';
import { failureCode, sortByName, totals } from './file-list.ts';
import { PdfFileList } from './pdf-file-list.tsx';
import type { usePdfList } from './use-pdf-list.ts';

/**
 * The files section of a merge-like tool: totals, Sort by name (when `sortLocale` is given) and Remove
 * all, then the ordered rows. Nothing while the list is empty.
 */
export function MergeFiles(props: {
  list: ReturnType<typeof usePdfList>;
  busy: boolean;
  sortLocale?: string;
}) {
  const { t } = useToolTranslation();
  const { list, busy, sortLocale } = props;
  const { items, changeItems } = list;
  if (!items.length) return null;
  const sum = totals(items);
  return (
    <section className="pdf-merge-files" aria-label={t('listLabel')}>
      <div className="pdf-merge-toolbar">
        <span className="pdf-merge-summary">
          {t('fileCount', { count: sum.files })} · {t('pageCount', { count: sum.pages })} ·{' '}
          {formatBytes(sum.bytes)}
        </span>
        <span className="pdf-merge-toolbar-buttons">
          {sortLocale !== undefined ? (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy || items.length < 2}
              onClick={() => changeItems((current) => sortByName(current, sortLocale))}
            >
              {t('sortByName')}
            </button>
          ) : null}
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
      <PdfFileList list={list} busy={busy} />
    </section>
  );
}

/** The files a run left out, each with the shared message naming it; `noneText` when none was used. */
export function MergeFailures(props: { failed: PdfFailure[]; anyUsed: boolean; noneText: string }) {
  const { t } = useToolTranslation();
  if (!props.failed.length) return null;
  return (
    <div className="pdf-merge-failed">
      <p>{props.anyUsed ? t('skipped') : props.noneText}</p>
      {props.failed.map((failure, i) => (
        <ErrorMessage
          key={`${i}-${failure.name}`}
          error={{ code: failureCode(failure.reason), params: { name: failure.name } }}
        />
      ))}
    </div>
  );
}

/** What a merge-like run made: the output (none when no file could be used) and the files left out. */
export interface MergeOutcome {
  file: ResultFile | null;
  failed: PdfFailure[];
}

/** The files a run left out (`noneText` when it used none), then the output file. */
export function MergeResults(props: { outcome: MergeOutcome | null; noneText: string }) {
  const { outcome } = props;
  if (!outcome) return null;
  return (
    <>
      <MergeFailures failed={outcome.failed} anyUsed={!!outcome.file} noneText={props.noneText} />
      {outcome.file ? <ResultsPanel results={[outcome.file]} /> : null}
    </>
  );
}
