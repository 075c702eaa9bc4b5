import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../api/call.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { Icon } from '../../../ui/icons.tsx';
import { IpResult } from '../kit/ip-info/ip-result.tsx';
import { useIpLookup } from '../kit/ip-info/use-ip-lookup.ts';

const EXAMPLES = ['8.8.8.8', '114.114.114.114', '2001:4860:4860::8888', '192.168.1.1'];

export default function IpQueryTool() {
  const { t } = useToolTranslation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('ip') ?? '');
  const {
    info,
    error,
    setError,
    loading,
    lookup: ask,
  } = useIpLookup({ startsLoading: false, clearOnError: true });
  const [history, setHistory] = useState<string[]>([]);
  const ids = { input: useId(), hint: useId() };

  const lookup = async (text: string) => {
    const q = text.trim();
    if (!q) {
      setError({ message: t('empty') });
      return;
    }
    const answer = await ask((signal) => call('ipQuery', { query: q }, { signal, silent: true }));
    if (answer) setHistory((h) => [q, ...h.filter((x) => x !== q)].slice(0, 6));
  };

  useEffect(() => {
    const initial = params.get('ip');
    if (initial) void lookup(initial);
    // Only the address in the link on arrival; later typing is submitted by the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookup(query);
  };
  const pick = (value: string) => {
    setQuery(value);
    void lookup(value);
  };

  return (
    <div className="stack">
      <form className="card stack" onSubmit={submit} role="search">
        <div className="field">
          <label htmlFor={ids.input}>{t('label')}</label>
          <div className="row" style={{ gap: 8, flexWrap: 'wrap' }}>
            <input
              id={ids.input}
              type="text"
              inputMode="url"
              value={query}
              placeholder={t('placeholder')}
              aria-describedby={ids.hint}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              style={{ flex: '1 1 220px', minWidth: 0, fontFamily: 'var(--font-mono)' }}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className="btn btn-primary" disabled={loading}>
              <Icon name="search" size={18} />
              <span>{loading ? t('looking') : t('lookup')}</span>
            </button>
          </div>
          <p id={ids.hint} className="field-hint">
            {t('hint')}
          </p>
        </div>
        <div className="row" style={{ gap: 6, flexWrap: 'wrap' }}>
          <span className="muted">{history.length ? t('history') : t('examples')}</span>
          {(history.length ? history : EXAMPLES).map((x) => (
            <button key={x} type="button" className="btn btn-ghost" onClick={() => pick(x)}>
              <span style={{ fontFamily: 'var(--font-mono)' }}>{x}</span>
            </button>
          ))}
        </div>
      </form>
      <ErrorMessage error={error} />
      {info ? <IpResult info={info} /> : null}
    </div>
  );
}
