import { useToolTranslation } from '../../framework/tool-context.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { DiffView, type LineTokens } from './diff-view.tsx';
import type { Compare } from './use-compare.ts';

/**
 * Everything under a comparison's options: the status line, an error, the differences and the privacy
 * line. `notePending` adds "Comparing…" to the status while a newer result is on its way.
 */
export function CompareOutcome(props: { compare: Compare; tokens?: LineTokens; notePending?: boolean }) {
  const { t } = useToolTranslation();
  const { diff, hasInput, status, options } = props.compare;
  const differs = Boolean(diff.result && !diff.result.identical);
  return (
    <>
      <p className={`tc-status${differs ? ' has-diff' : ''}`} role="status" data-testid="diff-status">
        {status}
        {props.notePending && hasInput && diff.pending && diff.result ? (
          <span className="muted"> · {t('comparing')}</span>
        ) : null}
      </p>
      <ErrorMessage error={diff.error} />
      {hasInput && diff.result && differs ? (
        <DiffView result={diff.result} view={options.view} tokens={props.tokens} />
      ) : null}
      <p className="muted tc-privacy">{t('privacy')}</p>
    </>
  );
}
