import { useRef, useState } from 'react';
import { isAbortError } from '../../../framework/abort.ts';
import { useToolTranslation } from '../../../framework/tool-context.ts';
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
  const [progress, setProgress] = useState(0);
  const [results, setResults] = useState<Results>({});
  const [message, setMessage] = useState('');
  const controller = useRef<AbortController | null>(null);
  const running = phase === 'ping' || phase === 'download' || phase === 'upload';

  const onSample = (samples: Sample[]) => {
    setLive(recentMbps(samples));
    setProgress(Math.min(1, samples[samples.length - 1]!.t / PHASE_MS));
  };

  const run = async () => {
    const c = new AbortController();
    controller.current = c;
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
      if (controller.current === c) controller.current = null;
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
        <p className="st-phase" role="status" data-testid="speed-phase">
          {t(`phases.${phase}`)}
        </p>
        {running && phase !== 'ping' ? (
          <progress className="st-progress" value={progress} max={1} aria-label={t(`phases.${phase}`)} />
        ) : null}
        {running ? (
          <button type="button" className="btn btn-danger" onClick={() => controller.current?.abort()}>
            {t('stop')}
          </button>
        ) : (
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
