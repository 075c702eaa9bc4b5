import { useState } from 'react';
import { CopyButton } from '../../../framework/copy-button.tsx';
import { downloadBlob } from '../../../framework/download.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, SelectField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { COMMON_PATHS, MAX_COPIES, MIN_COPIES, wechatScript } from './make-script.ts';
import './wechat-multiple-open.css';

const counts = Array.from({ length: MAX_COPIES - MIN_COPIES + 1 }, (_, i) => MIN_COPIES + i);

/** wechat_multiple_open: the Windows batch file that opens several WeChat windows, for the user's own install path. */
export default function WechatMultipleOpen() {
  const { t } = useToolTranslation();
  const [path, setPath] = useState<string>(COMMON_PATHS[0]);
  const [copies, setCopies] = useState(2);
  const made = wechatScript(path, copies);
  const steps = t('steps', { returnObjects: true }) as string[];
  const findPath = t('findPath', { returnObjects: true }) as string[];

  return (
    <div className="stack wmo">
      <section className="card stack" aria-label={t('settings')}>
        <InputField
          label={t('path')}
          hint={t('pathHint')}
          value={path}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setPath(e.target.value)}
          aria-invalid={!made.ok || undefined}
          below={
            made.ok ? null : (
              <span className="wmo-error" role="alert">
                {t(`problems.${made.problem}`)}
              </span>
            )
          }
        />
        <div className="row">
          <span className="muted">{t('common')}</span>
          {COMMON_PATHS.map((p) => (
            <button key={p} type="button" className="btn btn-ghost wmo-path" onClick={() => setPath(p)}>
              {p}
            </button>
          ))}
        </div>
        <SelectField
          label={t('copies')}
          value={copies}
          options={counts}
          labelOf={(n) => t('copiesN', { count: n })}
          onChange={setCopies}
        />
      </section>

      <section className="card stack" aria-label={t('script')}>
        <h2>{t('script')}</h2>
        <pre className="wmo-script" data-testid="wmo-script">
          {made.ok ? made.text.replace(/\r\n/g, '\n') : ''}
        </pre>
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!made.ok}
            onClick={() =>
              made.ok &&
              downloadBlob(new Blob([made.text], { type: 'application/x-bat' }), 'wechat-multi-open.bat')
            }
          >
            <Icon name="download" size={18} />
            <span>{t('download')}</span>
          </button>
          <CopyButton text={made.ok ? made.text : ''} disabled={!made.ok} />
        </div>
      </section>

      <section className="card stack wmo-help">
        <h2>{t('whatTitle')}</h2>
        <p>{t('what')}</p>
        <h2>{t('howTitle')}</h2>
        <ol>
          {steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <h2>{t('findTitle')}</h2>
        <ol>
          {findPath.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <div className="notice" role="note">
          <Icon name="info" />
          <span>{t('caveat')}</span>
        </div>
      </section>
    </div>
  );
}
