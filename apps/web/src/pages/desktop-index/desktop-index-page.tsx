import { tools } from '@toolbox/catalog';
import type { ClientInfo, DesktopVersion } from '@toolbox/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getLogin } from '../../features/auth/login-store.ts';
import { bridgeCall, pair, storedPairing } from '../../features/desktop/bridge.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Spinner } from '../../ui/icons.tsx';
import { FileSearchPanel, warnBridge } from './file-search-panel.tsx';
import { ScreenshotPanel } from './screenshot-panel.tsx';
import './desktop-index.css';

/** The desktop home stores its state (the login) with the agent every 2 s (spec §9). */
export const STORE_STATE_MS = 2_000;
const SECTIONS_KEY = 'toolbox.desktop.sections';

function useSectionOpen(name: string): [boolean, () => void] {
  const read = () =>
    (JSON.parse(localStorage.getItem(SECTIONS_KEY) ?? '{}') as Record<string, boolean>)[name] ?? true;
  const [open, setOpen] = useState(read);
  const toggle = () => {
    const all = JSON.parse(localStorage.getItem(SECTIONS_KEY) ?? '{}') as Record<string, boolean>;
    all[name] = !open;
    localStorage.setItem(SECTIONS_KEY, JSON.stringify(all));
    setOpen(!open);
  };
  return [open, toggle];
}

/** A collapsible section whose open state is remembered in this browser. */
function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, toggle] = useSectionOpen(name);
  return (
    <section className="card desktop-section" data-testid={`desktop-section-${name}`}>
      <h2>
        <button
          type="button"
          className="desktop-section-toggle"
          aria-expanded={open}
          aria-label={t('desktop.toggleSection', { name: title })}
          onClick={toggle}
        >
          {title}
        </button>
      </h2>
      {open && children}
    </section>
  );
}

/**
 * /desktop-index: the desktop app's home. The agent opens it with ?clientId=…, which pairs this
 * browser with it (the id then leaves the address). Tools (file search, screenshot), the desktop
 * functions the agent runs, the web functions, and the agent's version.
 */
export function DesktopIndexPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const clientId = params.get('clientId');
  const [pairing, setPairing] = useState<ClientInfo | null | 'failed'>(() =>
    clientId ? null : storedPairing(),
  );
  const [version, setVersion] = useState<DesktopVersion | null>(null);
  const [localCodes, setLocalCodes] = useState<string[]>([]);
  useDocumentTitle(t('desktop.homeTitle'));

  useEffect(() => {
    if (!clientId) return;
    pair(clientId)
      .then((info) => {
        setPairing(info);
        void navigate('/desktop-index', { replace: true });
      })
      .catch(() => setPairing('failed'));
  }, [clientId, navigate]);

  const paired = pairing && pairing !== 'failed' ? pairing : null;
  useEffect(() => {
    if (!paired) return;
    bridgeCall<DesktopVersion>('env:get-version', null, paired).then(setVersion, () => setPairing('failed'));
    bridgeCall<{ codeList: string[] }>('func:list-func-code', null, paired).then(
      (r) => setLocalCodes(r.codeList),
      warnBridge,
    );
    const timer = setInterval(() => {
      void bridgeCall('user:save', getLogin(), paired).catch(() => {});
    }, STORE_STATE_MS);
    return () => clearInterval(timer);
  }, [paired]);

  if (pairing === 'failed' || (!pairing && !clientId)) {
    return (
      <div className="page desktop-page">
        <div className="card" role="alert">
          <h1>{t('desktop.homeTitle')}</h1>
          <p data-testid="desktop-not-paired">
            {t(pairing === 'failed' ? 'desktop.pairFailed' : 'desktop.notPaired')}
          </p>
          <Link to="/desktop-introduction" className="btn btn-primary">
            {t('desktop.getTheApp')}
          </Link>
        </div>
      </div>
    );
  }
  if (!paired || !version) {
    return (
      <div className="page-loading">
        <Spinner label={t('desktop.homeTitle')} />
      </div>
    );
  }

  const desktopTools = tools.filter((tool) => localCodes.includes(tool.code));
  const webTools = tools.filter((tool) => tool.built && !tool.code.endsWith('_desktop')).slice(0, 12);
  return (
    <div className="page desktop-page">
      <h1>{t('desktop.homeTitle')}</h1>
      <Section name="tools" title={t('desktop.sections.tools')}>
        <FileSearchPanel />
        <h3>{t('desktop.screenshot')}</h3>
        <ScreenshotPanel />
      </Section>
      <Section name="local" title={t('desktop.sections.local')}>
        {desktopTools.length === 0 ? (
          <p>{t('desktop.noLocal')}</p>
        ) : (
          <ul className="desktop-func-list">
            {desktopTools.map((tool) => (
              <li key={tool.code}>
                <Link to={`/desktop-func/${tool.code}`}>{tool.name[locale]}</Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section name="web" title={t('desktop.sections.web')}>
        <ul className="desktop-func-list" data-testid="desktop-web-functions">
          {webTools.map((tool) => (
            <li key={tool.code}>
              <Link to={`/func/${tool.code}`}>{tool.name[locale]}</Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-link"
          onClick={() =>
            void bridgeCall('page:open', { webViewCode: 'browser', data: { url: '/' } }).catch(warnBridge)
          }
        >
          {t('desktop.openInBrowser')}
        </button>
      </Section>
      <p className="desktop-version" data-testid="desktop-version">
        {t('desktop.version', { version: version.version })}
      </p>
    </div>
  );
}
