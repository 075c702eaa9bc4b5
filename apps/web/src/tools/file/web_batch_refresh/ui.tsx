import { useEffect, useMemo, useRef, useState } from 'react';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { InputField, TextAreaField } from '../../../ui/field.tsx';
import { closeTabs, openTabs, refreshTabs, type TabTargets } from './refresh-targets.ts';
import {
  createScheduler,
  MAX_INTERVAL_S,
  MIN_INTERVAL_S,
  parseUrlList,
  type Scheduler,
} from './scheduler.ts';
import './batch-refresh.css';

type Mode = 'tabs' | 'frames';

export default function BatchRefreshTool() {
  const { t } = useToolTranslation();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<Mode>('tabs');
  const [interval, setIntervalS] = useState(30);
  const [maxRounds, setMaxRounds] = useState(0);
  const [running, setRunning] = useState(false);
  const [rounds, setRounds] = useState(0);
  const [nextIn, setNextIn] = useState<number | null>(null);
  const [blocked, setBlocked] = useState(0);
  const [closed, setClosed] = useState(0);
  const [frameKeys, setFrameKeys] = useState(0);
  const [started, setStarted] = useState(false);
  const tabs = useRef<TabTargets | null>(null);
  const scheduler = useRef<Scheduler | null>(null);

  const lines = useMemo(() => parseUrlList(text), [text]);
  const urls = lines.flatMap((l) => ('url' in l ? [l.url] : []));
  const intervalOk = interval >= MIN_INTERVAL_S && interval <= MAX_INTERVAL_S;
  const [activeUrls, setActiveUrls] = useState<string[]>([]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNextIn(scheduler.current?.msUntilNext() ?? null), 250);
    return () => clearInterval(timer);
  }, [running]);
  useEffect(() => () => scheduler.current?.stop(), []);

  const start = () => {
    const list = [...urls];
    setActiveUrls(list);
    setRounds(0);
    setClosed(0);
    setStarted(true);
    if (mode === 'tabs') {
      tabs.current = openTabs(list);
      setBlocked(tabs.current.windows.filter((w) => !w).length);
    } else setBlocked(0);
    scheduler.current = createScheduler({
      intervalMs: interval * 1000,
      maxRounds,
      onRefresh: (round) => {
        setRounds(round);
        if (mode === 'tabs' && tabs.current) setClosed((n) => n + refreshTabs(tabs.current!, list));
        else setFrameKeys((k) => k + 1);
      },
      onDone: () => setRunning(false),
    });
    scheduler.current.start();
    setNextIn(interval * 1000);
    setRunning(true);
  };
  const stop = () => {
    scheduler.current?.stop();
    setRunning(false);
  };

  const status = running
    ? t('running', { count: rounds, seconds: Math.ceil((nextIn ?? 0) / 1000) })
    : started
      ? t('stopped', { count: rounds })
      : t('idle');

  return (
    <div className="stack batch-refresh">
      <div className="card stack">
        <TextAreaField
          label={t('urls')}
          hint={
            <>
              {t('urlsHint')} · <span data-testid="valid-count">{t('valid', { count: urls.length })}</span>
            </>
          }
          below={lines.map((l) =>
            'issue' in l ? (
              <p key={l.line} className="wr-issue" role="alert">
                {t(`issues.${l.issue}`, { line: l.line })}
              </p>
            ) : null,
          )}
          rows={6}
          value={text}
          placeholder={t('urlsPlaceholder')}
          spellCheck={false}
          disabled={running}
          onChange={(e) => setText(e.target.value)}
        />
        <fieldset className="wr-modes" disabled={running}>
          <legend>{t('mode')}</legend>
          {(['tabs', 'frames'] as const).map((m) => (
            <label key={m} className="check">
              <input type="radio" name="wr-mode" checked={mode === m} onChange={() => setMode(m)} />
              <span>{t(`modes.${m}`)}</span>
            </label>
          ))}
          <p className="field-hint">{t(`modeHints.${mode}`)}</p>
        </fieldset>
        <div className="wr-numbers">
          <InputField
            label={t('interval')}
            type="number"
            min={MIN_INTERVAL_S}
            max={MAX_INTERVAL_S}
            value={interval}
            disabled={running}
            aria-invalid={!intervalOk || undefined}
            onChange={(e) => setIntervalS(Number(e.target.value))}
          />
          <InputField
            label={t('rounds')}
            type="number"
            min={0}
            value={maxRounds}
            disabled={running}
            onChange={(e) => setMaxRounds(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
          />
        </div>
        <div className="row wr-actions">
          {running ? (
            <button type="button" className="btn btn-danger" onClick={stop}>
              {t('stop')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={start}
              disabled={!urls.length || !intervalOk}
            >
              {t('start')}
            </button>
          )}
          {mode === 'tabs' && tabs.current ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => tabs.current && closeTabs(tabs.current)}
            >
              {t('closeTabs')}
            </button>
          ) : null}
        </div>
        <p role="status" className="wr-status" data-testid="refresh-status">
          {status}
        </p>
        {blocked ? <p className="notice">{t('blocked', { count: blocked })}</p> : null}
        {closed ? <p className="muted">{t('closed', { count: closed })}</p> : null}
      </div>
      {mode === 'frames' && started ? (
        <div className="wr-frames">
          {activeUrls.map((url, i) => (
            <figure key={url + i} className="card wr-frame">
              <figcaption>
                <span className="wr-url">{url}</span>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t('openTab')}
                </a>
              </figcaption>
              <iframe
                key={frameKeys}
                src={url}
                title={t('frameTitle', { index: i + 1, url })}
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
                referrerPolicy="no-referrer"
              />
            </figure>
          ))}
        </div>
      ) : null}
      <p className="field-hint">{t('limits')}</p>
    </div>
  );
}
