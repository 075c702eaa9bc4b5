import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { call } from '../../../api/call.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon } from '../../../ui/icons.tsx';
import { IpResult } from '../kit/ip-info/ip-result.tsx';
import { useIpLookup } from '../kit/ip-info/use-ip-lookup.ts';

export default function MyIpTool() {
  const { t } = useToolTranslation();
  const { info, error, loading, lookup } = useIpLookup({ startsLoading: true, clearOnError: false });
  const load = useCallback(() => lookup((signal) => call('myIp', {}, { signal, silent: true })), [lookup]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
        <h2 style={{ margin: 0, fontSize: '1.1rem' }}>{t('yourIp')}</h2>
        <div className="row" style={{ gap: 8, flexWrap: 'wrap' }}>
          <button type="button" className="btn btn-secondary" onClick={() => void load()} disabled={loading}>
            <Icon name="refresh" size={18} />
            <span>{t('refresh')}</span>
          </button>
          <Link className="btn btn-ghost" to="/func/ip_query">
            <Icon name="search" size={18} />
            <span>{t('lookupOther')}</span>
          </Link>
        </div>
      </div>
      <p role="status" className="muted" style={{ margin: 0 }}>
        {loading ? t('loading') : ''}
      </p>
      <ErrorMessage error={error} />
      {info ? <IpResult info={info} /> : null}
      <p className="field-hint">{t('explain')}</p>
    </div>
  );
}
