import { useId } from 'react';
import { CopyButton } from '../../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { Icon } from '../../../../ui/icons.tsx';
import type { WriterState } from '../../../../features/ai-writer/index.ts';

/** The line under the text: how it went and what it took. */
function StatusLine({ state }: { state: WriterState }) {
  const { t } = useToolTranslation();
  const { phase, start, done } = state;
  if (phase === 'starting') return <>{t('starting')}</>;
  if (phase === 'writing') return <>{t('writing')}</>;
  if (phase === 'stopped') return <>{t('stopped')}</>;
  if (phase !== 'done') return null;
  const cost = !start
    ? ''
    : start.deductPoint > 0
      ? t('charged', { count: start.deductPoint })
      : start.free
        ? t('free', { left: start.freeCountLeft })
        : '';
  return (
    <>
      {done?.finishReason === 'length' ? t('doneLength') : t('done')} {cost}
    </>
  );
}

/**
 * The text as it is written, with Stop while it is, and Copy and Write again after. The text is
 * not a live region (every word would be read out); the status line under it is.
 */
export function WriterOutput(props: {
  state: WriterState;
  onStop: () => void;
  onRegenerate: () => void;
  canRegenerate: boolean;
}) {
  const { t } = useToolTranslation();
  const headingId = useId();
  const { state } = props;
  const running = state.phase === 'starting' || state.phase === 'writing';
  const error = state.error;
  return (
    <section className="card stack writer-output" aria-labelledby={headingId} aria-busy={running}>
      <div className="writer-output-head">
        <h2 id={headingId}>{t('result')}</h2>
        <div className="row">
          {running ? (
            <button type="button" className="btn btn-secondary" onClick={props.onStop}>
              <Icon name="close" size={18} />
              <span>{t('stop')}</span>
            </button>
          ) : null}
          {!running && state.text ? <CopyButton text={state.text} /> : null}
          {!running && props.canRegenerate ? (
            <button type="button" className="btn btn-secondary" onClick={props.onRegenerate}>
              <Icon name="refresh" size={18} />
              <span>{t('regenerate')}</span>
            </button>
          ) : null}
        </div>
      </div>
      {state.text || running ? (
        <div className="writer-text" data-testid="writer-text" data-phase={state.phase}>
          {state.text}
          {running ? <span className="writer-caret" aria-hidden="true" /> : null}
        </div>
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
      <p className="muted writer-status" role="status">
        <StatusLine state={state} />
      </p>
      {error ? (
        <div className="notice notice-error" role="alert">
          <Icon name="alert" />
          <span>
            {error.message || t('broken')}
            {error.refunded && state.start
              ? ` ${state.start.free ? t('freeReturned') : t('refunded', { count: state.start.deductPoint })}`
              : ''}
          </span>
        </div>
      ) : null}
      {state.text ? <p className="muted writer-note">{t('aiNote')}</p> : null}
    </section>
  );
}
