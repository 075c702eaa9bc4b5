import { CopyButton } from '../../../../framework/copy-button.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { summaryText, type IpInfo, type Place } from './ip-info.ts';
import './ip-result.css';

const FIELDS: Array<keyof Place> = ['country', 'region', 'city', 'isp'];

/** The answer for one address: the address itself, then where it is in Chinese and English. */
export function IpResult({ info }: { info: IpInfo }) {
  const { t } = useToolTranslation();
  const specialText = info.special ? t(`result.special.${info.special}`) : '';
  const place = info.place;
  return (
    <section className="card ip-result" aria-live="polite" data-testid="ip-result">
      <div className="ip-result-head">
        <div>
          <div className="muted ip-result-label">{t('result.address')}</div>
          <div className="ip-result-ip" data-testid="ip-address">
            {info.ip}
          </div>
          <div className="muted">
            {t('result.version', { version: info.version })}
            {info.host ? ` · ${t('result.resolvedFrom', { host: info.host })}` : ''}
          </div>
        </div>
        <CopyButton text={() => summaryText(info, specialText)} label={t('result.copy')} />
      </div>
      {info.special ? (
        <p className="ip-result-special" data-testid="ip-special">
          {specialText}
        </p>
      ) : place ? (
        <table className="ip-result-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('result.country')}</span>
              </th>
              <th scope="col" lang="zh-CN">
                {t('result.chinese')}
              </th>
              <th scope="col" lang="en">
                {t('result.english')}
              </th>
            </tr>
          </thead>
          <tbody>
            {FIELDS.map((f) => (
              <tr key={f}>
                <th scope="row">{t(`result.${f}`)}</th>
                <td lang="zh-CN">{place['zh-CN'][f] || t('result.unknown')}</td>
                <td lang="en">{place.en[f] || t('result.unknown')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="ip-result-special">{t('result.notFound')}</p>
      )}
      <p className="field-hint">{t('result.source')}</p>
    </section>
  );
}
