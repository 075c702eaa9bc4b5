import { useState } from 'react';
import { isAbortError } from '../../../framework/abort.ts';
import { RunStatus } from '../../../framework/run-status.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { useAbortableRun } from '../../../framework/use-abortable-run.ts';
import { Gauge } from './gauge.tsx';
import { measureDownload, measurePings, measureUpload, PHASE_MS, WARMUP_MS } from './speed-runner.ts';
import { formatMbps, recentMbps, steadyMbps, summarizePings, type Sample } from './speed-stats.ts';
import './speed-test.css';

type Phase = 'idle' | 'ping' | 'download' | 'upload' | 'done';
interface Results {
  ping?: number;
  jitter?: number;
  download?: number;
  upload?: number;
}

export default function SpeedTestTool() {
  const { t } = useToolTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [live, setLive] = useState(0);
  /** Milliseconds measured of the current phase (of PHASE_MS). */
  const [progress, setProgress] = useState(0);
  const [results, setResults] = useState<Results>({});
  const [message, setMessage] = useState('');
  const runs = useAbortableRun();
  const running = phase === 'ping' || phase === 'download' || phase === 'upload';

  const onSample = (samples: Sample[]) => {
    setLive(recentMbps(samples));
    setProgress(Math.min(PHASE_MS, samples[samples.length - 1]!.t));
  };

  const run = async () => {
    const c = runs.start();
    setResults({});
    setMessage('');
    setLive(0);
    try {
      setPhase('ping');
      const pings = summarizePings(await measurePings(c.signal));
      setResults({ ping: pings?.ping, jitter: pings?.jitter });
      setPhase('download');
      setProgress(0);
      const down = steadyMbps(await measureDownload(c.signal, onSample), WARMUP_MS);
      setResults((r) => ({ ...r, download: down }));
      setPhase('upload');
      setProgress(0);
      setLive(0);
      const up = steadyMbps(await measureUpload(c.signal, onSample), WARMUP_MS);
      setResults((r) => ({ ...r, upload: up }));
      setLive(up);
      setPhase('done');
    } catch (e) {
      setPhase('idle');
      setMessage(isAbortError(e) ? t('stopped') : t('failed'));
    } finally {
      setProgress(0);
      runs.finish(c);
    }
  };

  const cards: Array<[keyof Results, string, (v: number) => string]> = [
    ['ping', t('ping'), (v) => `${Math.round(v)} ${t('ms')}`],
    ['jitter', t('jitter'), (v) => `${v.toFixed(1)} ${t('ms')}`],
    ['download', t('download'), (v) => `${formatMbps(v)} ${t('unit')}`],
    ['upload', t('upload'), (v) => `${formatMbps(v)} ${t('unit')}`],
  ];

  return (
    <div className="stack speed-test">
      <div className="card st-main">
        <Gauge value={live} label={t('gauge')} unit={t('unit')} active={running} />
        <div className="st-phase" data-testid="speed-phase">
          {running ? (
            <RunStatus
              status={t(`phases.${phase}`)}
              progress={phase === 'ping' ? null : { done: progress, total: PHASE_MS }}
              progressLabel={t(`phases.${phase}`)}
              onCancel={() => runs.cancel()}
            />
          ) : (
            <p role="status">{t(`phases.${phase}`)}</p>
          )}
        </div>
        {running ? null : (
          <button type="button" className="btn btn-primary st-start" onClick={() => void run()}>
            {phase === 'done' ? t('again') : t('start')}
          </button>
        )}
        {message ? (
          <p className="muted" role="alert">
            {message}
          </p>
        ) : null}
      </div>
      <dl className="st-results">
        {cards.map(([key, label, format]) => (
          <div
            key={key}
            className={`card st-result${phase === key ? ' is-current' : ''}`}
            data-testid={`result-${key}`}
          >
            <dt>{label}</dt>
            <dd>{results[key] === undefined ? '—' : format(results[key])}</dd>
          </div>
        ))}
      </dl>
      <p className="field-hint">{t('explain')}</p>
      <p className="field-hint">{t('limits')}</p>
    </div>
  );
}
