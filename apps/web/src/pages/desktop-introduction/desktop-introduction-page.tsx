import { tools } from '@toolbox/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import '../desktop-index/desktop-index.css';

const benefitKeys = ['noLimit', 'batch', 'credits', 'search', 'screenshot'] as const;

/**
 * Whether this browser may be on a machine that cannot run the app (64-bit Windows 10 or later).
 * User agents freeze the Windows version at 10.0, so only "not Windows" and "32-bit" are told apart.
 */
export function mayBeIncompatible(userAgent: string): boolean {
  if (!/Windows NT (10|11)\./.test(userAgent)) return true;
  return !/Win64|x64|WOW64|arm64/i.test(userAgent);
}

/**
 * /desktop-introduction: the desktop app's download page: the trial (when a build is published),
 * a compatibility warning, the supported functions, why a desktop app, its benefits, web limits.
 */
export function DesktopIntroductionPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [dialog, setDialog] = useState<'why' | 'limits' | null>(null);
  const [showFunctions, setShowFunctions] = useState(false);
  useDocumentTitle(t('desktop.intro.title'));
  const desktopTools = tools.filter((tool) => tool.code.endsWith('_desktop'));
  // The Windows trial, when this server has a build of it (npm run build:desktop).
  const trial = systemInfoResource.use().data?.desktopTrial;

  return (
    <div className="page desktop-page">
      <h1>{t('desktop.intro.title')}</h1>
      <p>{t('desktop.intro.lead')}</p>
      {mayBeIncompatible(navigator.userAgent) && (
        <p className="notice notice-warning" role="note" data-testid="desktop-incompatible">
          {t('desktop.intro.incompatible')}
        </p>
      )}
      {trial ? (
        <p data-testid="desktop-download">
          <a className="btn btn-primary" href={trial.url} download>
            {t('desktop.intro.download')}
          </a>{' '}
          {t('desktop.intro.downloadSize', {
            version: trial.version,
            size: (trial.bytes / 1024 / 1024).toFixed(0),
          })}
        </p>
      ) : (
        <p data-testid="desktop-download-soon">
          <button type="button" className="btn btn-primary" disabled>
            {t('desktop.intro.download')}
          </button>{' '}
          {t('desktop.intro.downloadSoon')}
        </p>
      )}
      <div>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={showFunctions}
          onClick={() => setShowFunctions((s) => !s)}
        >
          {t('desktop.intro.functions')} ({t('desktop.intro.functionCount', { count: desktopTools.length })})
        </button>
        {showFunctions && (
          <ul className="card desktop-func-list" data-testid="desktop-supported-functions">
            {desktopTools.map((tool) => (
              <li key={tool.code}>{tool.name[locale]}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="desktop-benefits">
        {benefitKeys.map((key) => (
          <div key={key} className="card">
            <h2>{t(`desktop.intro.benefits.${key}.title`)}</h2>
            <p>{t(`desktop.intro.benefits.${key}.text`)}</p>
          </div>
        ))}
      </div>
      <p>
        <button type="button" className="btn btn-link" onClick={() => setDialog('why')}>
          {t('desktop.intro.whyTitle')}
        </button>
        <button type="button" className="btn btn-link" onClick={() => setDialog('limits')}>
          {t('desktop.intro.limitsTitle')}
        </button>
      </p>
      {dialog && (
        <div className="card" role="dialog" aria-label={t(`desktop.intro.${dialog}Title`)}>
          <h2>{t(`desktop.intro.${dialog}Title`)}</h2>
          <p>{t(`desktop.intro.${dialog}`)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
            {t('desktop.intro.close')}
          </button>
        </div>
      )}
    </div>
  );
}
