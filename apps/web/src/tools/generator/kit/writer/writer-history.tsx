import { CopyButton } from '../../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { useLocale } from '../../../../i18n/use-locale.ts';
import type { WriterResult } from '../../../../features/ai-writer/index.ts';

/** The last results kept in this browser: each can be shown again or copied. */
export function WriterHistory(props: {
  results: WriterResult[];
  onShow: (result: WriterResult) => void;
  onClear: () => void;
}) {
  const { t } = useToolTranslation();
  const locale = useLocale();
  if (props.results.length === 0) return null;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <details className="card writer-history">
      <summary>{t('history', { count: props.results.length })}</summary>
      <p className="muted">{t('historyNote')}</p>
      <ol className="writer-history-list">
        {props.results.map((result) => (
          <li key={result.id}>
            <div className="writer-history-text">
              <strong>{result.summary}</strong>
              <span className="muted">{time.format(result.time)}</span>
              <span className="writer-history-preview">{result.text.slice(0, 120)}</span>
            </div>
            <div className="row">
              <button type="button" className="btn btn-ghost" onClick={() => props.onShow(result)}>
                {t('show')}
              </button>
              <CopyButton text={result.text} className="btn-ghost" />
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-ghost" onClick={props.onClear}>
        {t('clearHistory')}
      </button>
    </details>
  );
}
