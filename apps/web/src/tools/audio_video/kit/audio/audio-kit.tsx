import { useEffect, useRef, useState } from 'react';
import {
  FORMAT_LIMITS,
  fitFormat,
  formatTimecode,
  type AudioFormat,
  type AudioShape,
} from '@toolbox/toolkit/audio';
import type { AudioProbe } from '@toolbox/toolkit/audio/transcode';
import { isAbortError } from '../../../../framework/abort.ts';
import type { ResultFile } from '../../../../framework/results-panel.tsx';
import { useToolRun, type RunContext, type ToolRun } from '../../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { SelectField } from '../../../../ui/field.tsx';
import { keepOutput, useOutputFiles } from '../output/output-keep.ts';
import { probeBridge, runBridge } from './bridge.ts';
import type { AudioJobInput } from './types.ts';
import './audio.css';
import { useObjectUrl } from '../../../../framework/use-object-url.ts';

export type { AudioJobInput } from './types.ts';

/** Format names as the page writes them. */
export const FORMAT_NAMES: Record<AudioFormat, string> = { mp3: 'MP3', m4a: 'M4A', wav: 'WAV' };

/** What reading a picked file gave: its shape and waveform, or the error that refused it. */
export type ProbeState =
  { status: 'reading' } | { status: 'ready'; probe: AudioProbe } | { status: 'error'; error: unknown };

/** Reads a file in the probe worker; `signal` drops the answer (the file was replaced). */
export async function probeFile(file: File, signal?: AbortSignal): Promise<ProbeState> {
  try {
    const res = await probeBridge.run({ op: 'probe', name: file.name, file }, { signal });
    if (res.op !== 'probe') throw new Error('unexpected answer');
    return { status: 'ready', probe: res.probe };
  } catch (error) {
    if (isAbortError(error)) throw error;
    return { status: 'error', error };
  }
}

/** The state of reading `file` (null without one), read again when it changes. */
export function useProbe(file: File | null): ProbeState | null {
  const [state, setState] = useState<ProbeState | null>(null);
  useEffect(() => {
    if (!file) {
      setState(null);
      return;
    }
    const abort = new AbortController();
    setState({ status: 'reading' });
    probeFile(file, abort.signal).then(
      (s) => !abort.signal.aborted && setState(s),
      () => undefined,
    );
    return () => abort.abort();
  }, [file]);
  return state;
}

/** Seconds as the page shows a length: HH:MM:SS.mmm. */
export const lengthText = (seconds: number) => formatTimecode(seconds * 1000);

/** `1:05` of seconds, for the time left. */
function shortTime(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The run's status with its percentage and, after a second of work, the time left as the rate so
 * far predicts it.
 */
export function useRunStatus(run: Pick<ToolRun<unknown>, 'busy' | 'progress'>): string {
  const { t } = useToolTranslation();
  const started = useRef<number | null>(null);
  if (run.busy && started.current === null) started.current = performance.now();
  if (!run.busy) started.current = null;
  const p = run.progress;
  const fraction = p && p.total > 0 ? Math.min(1, p.done / p.total) : 0;
  const percent = Math.floor(fraction * 100);
  const elapsed = started.current === null ? 0 : (performance.now() - started.current) / 1000;
  if (fraction > 0.02 && elapsed > 1) {
    const left = (elapsed / fraction) * (1 - fraction);
    return t('workingLeft', { percent, left: shortTime(left) });
  }
  return t('working', { percent });
}

/** The waveform as bars over the file's length; with `selection` (seconds), the kept part stands out. */
export function Waveform(props: {
  name: string;
  probe: AudioProbe;
  selection?: { start: number; end: number } | null;
}) {
  const { t } = useToolTranslation();
  const { peaks, duration } = props.probe;
  const n = peaks.length || 1;
  const sel = props.selection;
  const path = peaks
    .map((v, i) => {
      const h = Math.max(0.5, v * 48);
      return `M${i + 0.5} ${50 - h}V${50 + h}`;
    })
    .join('');
  return (
    <svg
      className="audio-wave"
      viewBox={`0 0 ${n} 100`}
      preserveAspectRatio="none"
      role="img"
      aria-label={t('waveform', { name: props.name })}
      data-testid="audio-waveform"
    >
      {sel && duration > 0 ? (
        <rect
          className="audio-wave-sel"
          x={(sel.start / duration) * n}
          width={Math.max(0, ((sel.end - sel.start) / duration) * n)}
          y={0}
          height={100}
        />
      ) : null}
      <path d={path} className="audio-wave-bars" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** A player for a picked file or a result. */
export function AudioPlayer(props: { blob: Blob; name: string }) {
  const { t } = useToolTranslation();
  const url = useObjectUrl(props.blob);
  return url ? (
    <audio
      className="audio-player"
      controls
      preload="metadata"
      src={url}
      aria-label={t('preview', { name: props.name })}
    />
  ) : null;
}

/** One line of a file's shape: length, rate, channels, codec. */
export function probeInfo(
  t: (key: string, o?: Record<string, unknown>) => string,
  probe: AudioProbe,
): string {
  return t('info', {
    duration: lengthText(probe.duration),
    rate: probe.sampleRate,
    channels: t('channels', { count: probe.channels }),
    codec: probe.codec.toUpperCase(),
  });
}

/** A picked file: its name, shape, waveform (with the cut, if any), a player and a silence warning. */
export function AudioFileCard(props: {
  file: File;
  state: ProbeState | null;
  selection?: { start: number; end: number } | null;
}) {
  const { t } = useToolTranslation();
  const { file, state } = props;
  return (
    <section className="audio-card stack" aria-label={file.name}>
      <strong className="audio-name" title={file.name}>
        {file.name}
      </strong>
      {state?.status === 'reading' ? (
        <span className="muted">{t('reading', { name: file.name })}</span>
      ) : null}
      {state?.status === 'ready' ? (
        <>
          <span className="muted" data-testid="audio-info">
            {probeInfo(t, state.probe)}
          </span>
          <Waveform name={file.name} probe={state.probe} selection={props.selection} />
          {state.probe.silent ? (
            <p className="audio-warning" role="note">
              {t('silent', { name: file.name })}
            </p>
          ) : null}
        </>
      ) : null}
      <AudioPlayer blob={file} name={file.name} />
    </section>
  );
}

const BITRATES: Record<'mp3' | 'm4a', number[]> = {
  mp3: [96, 128, 160, 192, 256, 320],
  m4a: [64, 96, 128, 160, 192, 256],
};

/** What the output options hold: `same` keeps the (fitted) first file's rate or channels. */
export interface OutputChoice {
  sampleRate: number | 'same';
  channels: number | 'same';
  /** kbps for MP3 and M4A. */
  bitrate: number;
}

export const defaultChoice = (format: AudioFormat): OutputChoice => ({
  sampleRate: 'same',
  channels: 'same',
  bitrate: format === 'mp3' ? 192 : 160,
});

/** The shape the output will have for a source of `source` shape. */
export function outputShape(format: AudioFormat, source: AudioShape, choice: OutputChoice): AudioShape {
  const fitted = fitFormat(format, source);
  return {
    sampleRate: choice.sampleRate === 'same' ? fitted.sampleRate : choice.sampleRate,
    channels: choice.channels === 'same' ? fitted.channels : choice.channels,
  };
}

/**
 * Sample rate, channels and bit rate of the output, offering only what `format` holds; when the
 * source is beyond the format's limits, says what the result will be instead.
 */
export function OutputOptions(props: {
  format: AudioFormat;
  source: AudioShape | null;
  choice: OutputChoice;
  onChange: (choice: OutputChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useToolTranslation();
  const { format, source, choice } = props;
  const limits = FORMAT_LIMITS[format];
  const channels = Array.from({ length: Math.min(2, limits.maxChannels) }, (_, i) => i + 1);
  const fitted = source ? fitFormat(format, source) : null;
  const beyond =
    source && fitted && (fitted.sampleRate !== source.sampleRate || fitted.channels !== source.channels);
  const shape = source ? outputShape(format, source, choice) : null;
  return (
    <div className="stack">
      <div className="audio-options">
        <SelectField<number | 'same'>
          label={t('sampleRate')}
          value={choice.sampleRate}
          options={['same', ...limits.sampleRates]}
          labelOf={(v) => (v === 'same' ? t('sameAsFile') : t('hz', { value: v }))}
          onChange={(v) => props.onChange({ ...choice, sampleRate: v })}
          disabled={props.disabled}
        />
        <SelectField<number | 'same'>
          label={t('channelCount')}
          value={choice.channels}
          options={['same', ...channels]}
          labelOf={(v) => (v === 'same' ? t('sameAsFile') : v === 1 ? t('mono') : t('stereo'))}
          onChange={(v) => props.onChange({ ...choice, channels: v })}
          disabled={props.disabled}
        />
        {format !== 'wav' ? (
          <SelectField<number>
            label={t('bitrate')}
            value={choice.bitrate}
            options={BITRATES[format]}
            labelOf={(v) => t('kbps', { value: v })}
            onChange={(v) => props.onChange({ ...choice, bitrate: v })}
            disabled={props.disabled}
          />
        ) : null}
      </div>
      {beyond && shape ? (
        <p className="muted" role="note" data-testid="audio-fitted">
          {t('fitted', {
            format: FORMAT_NAMES[format],
            maxRate: limits.sampleRates[limits.sampleRates.length - 1],
            maxChannels: t('channels', { count: limits.maxChannels }),
            rate: shape.sampleRate,
            channels: t('channels', { count: shape.channels }),
          })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A tool's run whose result is an audio file: its OPFS file is removed once the result is replaced
 * or the tool is left, and files of cancelled runs are swept (see kit/output).
 */
export function useAudioRun() {
  const run = useToolRun<ResultFile>();
  useOutputFiles(run.result?.blob, run.busy);
  return run;
}

/** Runs a job in the run worker and makes the result file (held in OPFS), named `name`. */
export async function runAudio(
  input: AudioJobInput,
  name: string,
  ctx: RunContext,
  t: (key: string, o?: Record<string, unknown>) => string,
): Promise<ResultFile> {
  const res = await runBridge.run(
    { op: 'run', job: input },
    { signal: ctx.signal, onProgress: ctx.onProgress },
  );
  if (res.op !== 'run') throw new Error('unexpected answer');
  return {
    name,
    blob: keepOutput(res.bytes, res.mimeType),
    note: t('resultNote', {
      duration: lengthText(res.duration),
      rate: res.sampleRate,
      channels: t('channels', { count: res.channels }),
    }),
  };
}

/** A job's output settings from the choice (`same` left out: the engine keeps the first file's). */
export function jobSettings(format: AudioFormat, source: AudioShape, choice: OutputChoice) {
  const shape = outputShape(format, source, choice);
  return { format, sampleRate: shape.sampleRate, channels: shape.channels, bitrate: choice.bitrate * 1000 };
}

/** The result's player under the download card. */
export function ResultPlayer(props: { result: ResultFile | null }) {
  return props.result ? <AudioPlayer blob={props.result.blob} name={props.result.name} /> : null;
}
