import { protocolTypeSchema, type ProtocolType } from '@toolbox/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authApi } from '../../features/auth/auth-api.ts';
import { sanitizeHtml } from '../../features/auth/sanitize-html.ts';
import '../../features/auth/auth.css';
import { useDocumentTitle, useLocale } from '../../shell/hooks.ts';
import { Spinner } from '../../ui/icons.tsx';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; title: string; html: string };

/**
 * /user-protocol?type=000|001|002: the user agreement, privacy policy or cookie policy from the
 * server, in the reader's language. The HTML is passed through an allow-list first (sanitize-html.ts).
 */
export function UserProtocolPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const parsed = protocolTypeSchema.safeParse(params.get('type') ?? '000');
  const type: ProtocolType = parsed.success ? parsed.data : '000';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    authApi.protocol(type, { signal: controller.signal, silent: true }).then(
      (answer) => setState({ status: 'ready', title: answer.title, html: answer.html }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [type, locale, attempt]);

  const clean = useMemo(() => (state.status === 'ready' ? sanitizeHtml(state.html) : ''), [state]);
  const title = state.status === 'ready' ? state.title : t(`auth.protocol.${type}`);
  useDocumentTitle(title);

  return (
    <article className="page auth-protocol">
      <h1>{title}</h1>
      {state.status === 'loading' ? (
        <div className="page-loading">
          <Spinner label={t('common.loading')} />
        </div>
      ) : state.status === 'failed' ? (
        <div className="notice notice-error" role="alert">
          <p>{t('auth.protocol.failed')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div
          className="auth-protocol-body"
          data-testid="protocol-body"
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      )}
    </article>
  );
}
