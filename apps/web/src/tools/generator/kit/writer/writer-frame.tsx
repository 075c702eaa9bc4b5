import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { GptCode, type WriterCode } from '@toolbox/contracts';
import { call } from '../../../../api/call.ts';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { Icon, Spinner } from '../../../../ui/icons.tsx';
import { clearHistory, useWriter, type WriterBody } from '../../../../features/ai-writer/index.ts';
import { WriterHistory } from './writer-history.tsx';
import { WriterOutput } from './writer-output.tsx';
import './writer.css';

/** Whether this server has a provider: null while asking (or when the question failed: then the form shows). */
function useConfigured(): boolean | null | 'unknown' {
  const [configured, setConfigured] = useState<boolean | null | 'unknown'>(null);
  useEffect(() => {
    let live = true;
    call('gptStatus', {}, { silent: true }).then(
      (status) => live && setConfigured(status.configured),
      () => live && setConfigured('unknown'),
    );
    return () => {
      live = false;
    };
  }, []);
  return configured;
}

/**
 * A writer's page: its own form (`form`, fields only), the Write button, the text as it streams
 * with Stop, Copy and Write again, and the last results. `request()` turns the form into the
 * request (null while something required is missing: the browser's own checks say what);
 * `summary` names the request in the history. Without a provider on the server, only a plain
 * notice shows: there is nothing to write with.
 */
export function WriterFrame(props: {
  code: WriterCode;
  form: ReactNode;
  request: () => WriterBody | null;
  summary: string;
}) {
  const { t } = useToolTranslation();
  const configured = useConfigured();
  const writer = useWriter(props.code);
  const unavailable = configured === false || writer.state.error?.code === GptCode.notConfigured;

  if (configured === null) return <Spinner label={t('starting')} />;
  if (unavailable) {
    return (
      <div className="notice" role="status" data-testid="writer-unavailable">
        <Icon name="info" />
        <span>{t('notConfigured')}</span>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = props.request();
    if (body) void writer.generate(body, props.summary);
  };
  const running = writer.state.phase === 'starting' || writer.state.phase === 'writing';

  return (
    <div className="writer">
      <form className="card stack writer-form" onSubmit={submit}>
        {props.form}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={writer.busy}>
            {running ? t('writing') : t('generate')}
          </button>
        </div>
      </form>
      <div className="stack">
        <WriterOutput
          state={writer.state}
          onStop={writer.stop}
          onRegenerate={writer.regenerate}
          canRegenerate={writer.canRegenerate}
        />
        <WriterHistory
          results={writer.history}
          onShow={writer.show}
          onClear={() => {
            clearHistory(props.code);
            writer.setHistory([]);
          }}
        />
      </div>
      {writer.dialogs}
    </div>
  );
}
