import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OperatorMe } from '@toolbox/contracts';
import { isApiError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';
import { RequireLogin } from '../../features/auth/require-login.tsx';
import { registerOperatorLocales } from '../../features/operator/register.ts';
import { ErrorMessage } from '../../framework/tool-error.tsx';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Spinner } from '../../ui/icons.tsx';
import { AuditPanel } from './audit-panel.tsx';
import { ContentPanel } from './content-panel.tsx';
import { DictPanel } from './dict-panel.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';
import { MoneyPanel } from './money-panel.tsx';
import { PicksPanel } from './picks-panel.tsx';
import { ToolsPanel } from './tools-panel.tsx';
import { UsersPanel } from './users-panel.tsx';
import './operator.css';

registerOperatorLocales();

/** The dashboard and its chart engine load only when the tab is opened. */
const DashboardPanel = lazy(() => import('./dashboard-panel.tsx'));

const TABS = [
  'dashboard',
  'tools',
  'users',
  'money',
  'feedback',
  'dict',
  'content',
  'picks',
  'audit',
] as const;
type Tab = (typeof TABS)[number];
const tabLabel = {
  dashboard: 'operator.dash.tab',
  tools: 'operator.tabTools',
  users: 'operator.tabUsers',
  money: 'operator.money.tab',
  feedback: 'operator.tabFeedback',
  dict: 'operator.tabDict',
  content: 'operator.content.tab',
  picks: 'operator.tabPicks',
  audit: 'operator.tabAudit',
} as const;

/** /operator: signed-in users only; the server decides who is an operator (403 for others). */
export function OperatorRoute() {
  return (
    <RequireLogin>
      <OperatorPage />
    </RequireLogin>
  );
}

type Gate =
  | { state: 'loading' }
  | { state: 'operator'; me: OperatorMe }
  | { state: 'refused' | 'error'; error: unknown };

/** The operator console: the tools' settings, users, the carousel and mascot picks, the audit log. */
export function OperatorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('operator.title'));
  const [gate, setGate] = useState<Gate>({ state: 'loading' });
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'tools';

  useEffect(() => {
    const controller = new AbortController();
    call('operatorMe', {}, { signal: controller.signal, silent: true }).then(
      (me) => setGate({ state: 'operator', me }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refused = isApiError(error) && error.code === '40300';
        setGate({ state: refused ? 'refused' : 'error', error });
      },
    );
    return () => controller.abort();
  }, []);

  if (gate.state === 'loading') {
    return (
      <div className="page-loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (gate.state !== 'operator') {
    return (
      <div className="page stack">
        <h1>{t('operator.title')}</h1>
        {gate.state === 'refused' ? (
          <div className="card" role="alert" data-testid="operator-forbidden">
            <p>{t('operator.forbidden')}</p>
            <p className="muted">{t('operator.forbiddenHint')}</p>
          </div>
        ) : (
          <ErrorMessage error={gate.error} />
        )}
      </div>
    );
  }
  return (
    <div className="page stack operator-page">
      <header className="page-head">
        <h1>{t('operator.title')}</h1>
        <p className="lead">
          {t('operator.lead', { name: gate.me.name })} {t('operator.idle', { count: gate.me.idleMinutes })}
        </p>
      </header>
      <nav aria-label={t('operator.tabs')} className="operator-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className={name === tab ? 'btn btn-primary' : 'btn btn-ghost'}
            aria-current={name === tab ? 'page' : undefined}
            onClick={() => setParams({ tab: name })}
          >
            {t(tabLabel[name])}
          </button>
        ))}
      </nav>
      {tab === 'dashboard' ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <DashboardPanel />
        </Suspense>
      ) : null}
      {tab === 'tools' ? <ToolsPanel /> : null}
      {tab === 'users' ? <UsersPanel /> : null}
      {tab === 'money' ? <MoneyPanel /> : null}
      {tab === 'feedback' ? <FeedbackPanel /> : null}
      {tab === 'dict' ? <DictPanel /> : null}
      {tab === 'content' ? <ContentPanel /> : null}
      {tab === 'picks' ? <PicksPanel /> : null}
      {tab === 'audit' ? <AuditPanel /> : null}
    </div>
  );
}
