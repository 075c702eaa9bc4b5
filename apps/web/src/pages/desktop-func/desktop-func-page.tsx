import { tools } from '@toolbox/catalog';
import { desktopFuncCodes, type DesktopFuncCode } from '@toolbox/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { bridgeCall, storedPairing } from '../../features/desktop/bridge.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../shell/hooks.ts';
import { Spinner } from '../../ui/icons.tsx';
import { FileSearchPanel } from '../desktop-index/file-search-panel.tsx';
import '../desktop-index/desktop-index.css';
import './desktop-func.css';
import { funcKinds } from './func-kinds.ts';
import { FuncRunPanel } from './func-run-panel.tsx';

const isFuncCode = (code: string): code is DesktopFuncCode =>
  (desktopFuncCodes as readonly string[]).includes(code);

/**
 * /desktop-func/{tool}: a desktop tool run by the paired agent on local files (file_search_desktop
 * is the advanced file search). Only tools the agent says it can run here are offered.
 */
export function DesktopFuncPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { code = '' } = useParams();
  const tool = tools.find((x) => x.code === code && x.runs === 'desktop');
  const [pairing] = useState(storedPairing);
  const [codes, setCodes] = useState<string[] | 'failed' | null>(null);
  useDocumentTitle(tool ? tool.name[locale] : null);

  useEffect(() => {
    if (!pairing) return;
    bridgeCall<{ codeList: string[] }>('func:list-func-code', null, pairing).then(
      (r) => setCodes(r.codeList),
      () => setCodes('failed'),
    );
  }, [pairing]);

  const frame = (body: ReactNode) => (
    <div className="page desktop-page desktop-func-page">
      <p>
        <Link to="/desktop-index">{t('desktopFunc.back')}</Link>
      </p>
      <h1>{tool ? tool.name[locale] : code}</h1>
      {tool && <p>{tool.description[locale]}</p>}
      {body}
    </div>
  );

  if (!tool) return frame(<p role="alert">{t('desktopFunc.unknownTool', { code })}</p>);
  if (!pairing || codes === 'failed') {
    return frame(
      <div className="card" role="alert">
        <p data-testid="desktop-not-paired">{t(pairing ? 'desktop.pairFailed' : 'desktop.notPaired')}</p>
        <Link to="/desktop-introduction" className="btn btn-primary">
          {t('desktop.getTheApp')}
        </Link>
      </div>,
    );
  }
  if (!codes) {
    return (
      <div className="page-loading">
        <Spinner label={tool.name[locale]} />
      </div>
    );
  }
  if (!codes.includes(code))
    return frame(
      <p role="alert" data-testid="desktop-func-unavailable">
        {t('desktopFunc.unavailable')}
      </p>,
    );
  if (code === 'file_search_desktop') return frame(<FileSearchPanel />);
  if (!isFuncCode(code)) return frame(<p role="alert">{t('desktopFunc.unknownTool', { code })}</p>);
  return frame(<FuncRunPanel key={code} code={code} kind={funcKinds[code]} />);
}
