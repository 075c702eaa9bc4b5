import { useEffect, useState } from 'react';
import { checkCutRange, formatTimecode, type AudioFormat } from '@toolbox/toolkit/audio';
import { extensionOf, withSuffix } from '../../../framework/format.ts';
import { FileInput } from '../../../framework/file-input.tsx';
import { ResultsPanel } from '../../../framework/results-panel.tsx';
import { ToolTemplate } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { ErrorMessage } from '../../../framework/tool-error.tsx';
import { InputField, SelectField } from '../../../ui/field.tsx';
import {
  AudioFileCard,
  FORMAT_NAMES,
  OutputOptions,
  ResultPlayer,
  defaultChoice,
  jobSettings,
  lengthText,
  runAudio,
  useAudioRun,
  useProbe,
  useRunStatus,
  type OutputChoice,
} from '../kit/audio/audio-kit.tsx';

const ACCEPT = 'audio/*,.mp3,.m4a,.mp4,.aac,.wav,.flac,.ogg,.oga,.opus,.webm';
const FORMATS: AudioFormat[] = ['mp3', 'm4a', 'wav'];

/** The output format a file keeps by default: its own when we write it, else MP3. */
function formatOf(name: string): AudioFormat {
  const ext = extensionOf(name).toLowerCase();
  if (ext === 'wav') return 'wav';
  if (ext === 'm4a' || ext === 'mp4' || ext === 'aac') return 'm4a';
  return 'mp3';
}

export default function AudioCutTool() {
  const { t } = useToolTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [start, setStart] = useState('00:00:00');
  const [end, setEnd] = useState('');
  const [format, setFormat] = useState<AudioFormat>('mp3');
  const [choice, setChoice] = useState<OutputChoice>(() => defaultChoice('mp3'));
  const run = useAudioRun();
  const probe = useProbe(file);
  const status = useRunStatus(run);
  const ready = probe?.status === 'ready' ? probe.probe : null;

  // A newly read file is cut whole until the times are changed.
  useEffect(() => {
    if (ready) setEnd(formatTimecode(ready.duration * 1000));
  }, [ready]);

  const lengthMs = ready ? ready.duration * 1000 : 0;
  const range = ready ? checkCutRange(start, end, lengthMs) : null;
  const problem = range && !range.ok ? range : null;
  const problemText = problem ? t(`errors.${problem.error}`, { length: lengthText(lengthMs / 1000) }) : null;
  const selection = range?.ok ? { start: range.startMs / 1000, end: range.endMs / 1000 } : null;

  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      run.stale();
      set(v);
    };

  const cut = () =>
    file &&
    ready &&
    range?.ok &&
    run.start((ctx) =>
      runAudio(
        {
          files: [{ name: file.name, blob: file }],
          ...jobSettings(format, ready, choice),
          cut: { startMs: range.startMs, endMs: range.endMs },
        },
        withSuffix(file.name, '_cut', format),
        ctx,
        t,
      ),
    );

  return (
    <ToolTemplate
      run={run}
      input={
        <>
          <FileInput
            accept={ACCEPT}
            onFiles={([picked]) => {
              if (!picked) return;
              run.stale();
              setFile(picked);
              setStart('00:00:00');
              setEnd('');
              const kept = formatOf(picked.name);
              setFormat(kept);
              setChoice(defaultChoice(kept));
            }}
            label={t('choose')}
            hint={t('hint')}
          />
          {file ? <AudioFileCard file={file} state={probe} selection={selection} /> : null}
          {probe?.status === 'error' ? <ErrorMessage error={probe.error} /> : null}
        </>
      }
      options={
        ready ? (
          <div className="stack">
            <div className="audio-cut-times">
              <InputField
                label={t('start')}
                value={start}
                inputMode="decimal"
                placeholder="00:00:00.000"
                aria-invalid={problem?.field === 'start' || undefined}
                onChange={(e) => change(setStart)(e.target.value)}
                disabled={run.busy}
              />
              <InputField
                label={t('end')}
                value={end}
                inputMode="decimal"
                placeholder="00:00:00.000"
                aria-invalid={problem?.field === 'end' || undefined}
                onChange={(e) => change(setEnd)(e.target.value)}
                disabled={run.busy}
              />
              <SelectField<AudioFormat>
                label={t('format')}
                value={format}
                options={FORMATS}
                labelOf={(f) => FORMAT_NAMES[f]}
                onChange={(f) => {
                  run.stale();
                  setFormat(f);
                  setChoice(defaultChoice(f));
                }}
                disabled={run.busy}
              />
            </div>
            {problemText ? (
              <p className="audio-cut-error" role="alert" data-testid="audio-cut-error">
                {problemText}
              </p>
            ) : (
              <p className="muted">
                {t('exact', { length: lengthText((selection?.end ?? 0) - (selection?.start ?? 0)) })}
              </p>
            )}
            <OutputOptions
              format={format}
              source={ready}
              choice={choice}
              disabled={run.busy}
              onChange={change(setChoice)}
            />
          </div>
        ) : null
      }
      action={{
        label: t('run'),
        onRun: () => void cut(),
        disabled: !ready || !range?.ok,
        status,
        progressLabel: t('run'),
      }}
      note={<p className="muted">{t('privacy')}</p>}
      results={
        run.result ? (
          <>
            <ResultsPanel results={[run.result]} />
            <ResultPlayer result={run.result} />
          </>
        ) : null
      }
    />
  );
}
