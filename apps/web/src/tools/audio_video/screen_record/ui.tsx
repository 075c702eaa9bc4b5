import { useEffect, useRef, useState } from 'react';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createVideoBridge } from '../kit/video/bridge.ts';
import { withSuffix } from '../../../framework/format.ts';
import { RadioChips } from '../../../ui/segmented.tsx';
import { playablePreview, useTimeLeft } from '../kit/video/ui.tsx';
import { useObjectUrl } from '../../../framework/use-object-url.ts';
import { keepOutput, useOutputFiles } from '../kit/output/output-keep.ts';
import type { SaveRequest, SaveResponse } from './protocol.ts';
import { clock, type RecordFormat } from './recorder.ts';
import { startSession, type Session, type SessionNote, type Surface } from './session.ts';
import './screen-record.css';

const bridge = createVideoBridge<SaveRequest, SaveResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const SURFACES: readonly Surface[] = ['monitor', 'window', 'browser'];
const FORMATS: readonly RecordFormat[] = ['webm', 'mp4'];
type Phase = 'idle' | 'starting' | 'recording' | 'paused' | 'stopping';

export default function ScreenRecordTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const [surface, setSurface] = useState<Surface>('monitor');
  const [systemAudio, setSystemAudio] = useState(true);
  const [microphone, setMicrophone] = useState(false);
  const [format, setFormat] = useState<RecordFormat>('webm');
  const [phase, setPhase] = useState<Phase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [notes, setNotes] = useState<(SessionNote | 'sourceEnded')[]>([]);
  const [recording, setRecording] = useState<{ file: File; ms: number } | null>(null);
  const [saved, setSaved] = useState<ResultFile[]>([]);
  const session = useRef<Session | null>(null);
  const url = useObjectUrl(recording?.file ?? null);
  const status = useTimeLeft(run.busy, run.progress, t('saving'));
  useOutputFiles(run.result?.blob, run.busy);

  useEffect(() => () => session.current?.abandon(), []);
  useEffect(() => {
    if (phase !== 'recording' && phase !== 'paused') return;
    const timer = setInterval(() => setElapsed(session.current?.stopwatch.elapsed() ?? 0), 250);
    return () => clearInterval(timer);
  }, [phase]);

  const stop = async (ended = false) => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    setPhase('stopping');
    const ms = current.stopwatch.elapsed();
    setElapsed(ms);
    if (ended) setNotes((n) => [...n, 'sourceEnded']);
    await run.capture(async () => {
      try {
        setRecording({ file: await current.stop(), ms });
      } finally {
        setPhase('idle');
      }
    });
  };

  const start = async () => {
    setPhase('starting');
    setRecording(null);
    setSaved([]);
    setNotes([]);
    setElapsed(0);
    run.stale();
    const started = await run.capture(() =>
      startSession({ surface, systemAudio, microphone, format }, () => void stop(true)),
    );
    if (!started) return setPhase('idle');
    session.current = started;
    setNotes([...started.notes]);
    setPhase('recording');
  };

  const save = (to: RecordFormat) =>
    run.start(async ({ signal, onProgress }) => {
      if (!recording) return undefined;
      const res = await bridge.run({ kind: 'save', file: recording.file, to }, { signal, onProgress });
      const file = {
        name: withSuffix(recording.file.name, '', to),
        blob: keepOutput(res.bytes, res.mime),
      };
      setSaved((list) => [...list.filter((f) => f.name !== file.name), file]);
      return undefined;
    });

  const live = phase === 'recording' || phase === 'paused';
  const setup = (
    <div className="card video-kit-options">
      <fieldset disabled={phase !== 'idle'}>
        <legend className="field-label">{t('source')}</legend>
        <RadioChips
          name="screen-record-source"
          className="video-kit-row"
          itemClassName="chip"
          value={surface}
          options={SURFACES}
          onChange={setSurface}
          labelOf={(v) => t(`sources.${v}`)}
        />
        <p className="field-hint">{t('sourceHint')}</p>
      </fieldset>
      <fieldset disabled={phase !== 'idle'} className="screen-record-sound">
        <legend className="field-label">{t('sound')}</legend>
        <label className="check">
          <input type="checkbox" checked={systemAudio} onChange={(e) => setSystemAudio(e.target.checked)} />
          <span>{t('systemAudio')}</span>
        </label>
        <label className="check">
          <input type="checkbox" checked={microphone} onChange={(e) => setMicrophone(e.target.checked)} />
          <span>{t('microphone')}</span>
        </label>
      </fieldset>
      <fieldset disabled={phase !== 'idle'}>
        <legend className="field-label">{t('format')}</legend>
        <RadioChips
          name="screen-record-format"
          className="video-kit-row"
          itemClassName="chip"
          value={format}
          options={FORMATS}
          onChange={setFormat}
          labelOf={(v) => v.toUpperCase()}
        />
        <p className="field-hint">{t('formatHint')}</p>
      </fieldset>
    </div>
  );

  const controls = (
    <div className="card screen-record-controls">
      {live || phase === 'stopping' ? (
        <>
          <span className={`screen-record-dot${phase === 'paused' ? ' is-paused' : ''}`} aria-hidden="true" />
          <span>{phase === 'paused' ? t('paused') : t('recording')}</span>
          <span className="screen-record-clock" role="timer" aria-label={t('timer')}>
            {clock(elapsed)}
          </span>
          {phase === 'paused' ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                session.current?.resume();
                setPhase('recording');
              }}
            >
              {t('resume')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={phase !== 'recording'}
              onClick={() => {
                session.current?.pause();
                setElapsed(session.current?.stopwatch.elapsed() ?? 0);
                setPhase('paused');
              }}
            >
              {t('pause')}
            </button>
          )}
          <button type="button" className="btn btn-primary" disabled={!live} onClick={() => void stop()}>
            {t('stop')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={phase !== 'idle' || run.busy}
          onClick={() => void start()}
        >
          {recording ? t('again') : t('start')}
        </button>
      )}
    </div>
  );

  const other: RecordFormat = format === 'webm' ? 'mp4' : 'webm';
  return (
    <ToolTemplate
      run={run}
      input={
        <>
          {setup}
          {controls}
          {notes.length > 0 ? (
            <div role="status">
              {notes.map((n) => (
                <p key={n} className="field-hint">
                  {t(`notes.${n}`)}
                </p>
              ))}
            </div>
          ) : null}
          {recording && url ? (
            <div className="card video-kit-preview">
              <p className="video-kit-name">
                <strong>{t('recorded', { duration: clock(recording.ms) })}</strong>
              </p>
              <video className="video-kit-player" src={url} controls preload="metadata" />
            </div>
          ) : null}
        </>
      }
      action={{
        hidden: !recording,
        label: t('saveAs', { format: format.toUpperCase() }),
        onRun: () => void save(format),
        status,
        className: 'video-kit-row',
      }}
      beside={
        recording && !run.busy ? (
          <button type="button" className="btn btn-secondary" onClick={() => void save(other)}>
            {t('saveAs', { format: other.toUpperCase() })}
          </button>
        ) : null
      }
      note={<p className="muted">{t('privacy')}</p>}
      results={<ResultsPanel results={saved} preview={playablePreview} zip={false} />}
    />
  );
}
