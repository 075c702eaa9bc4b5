import { useState } from 'react';
import type { AudioFormat } from '@toolbox/toolkit/audio';
import { FileInput } from '../../../../framework/file-input.tsx';
import { withSuffix } from '../../../../framework/format.ts';
import { ResultsPanel } from '../../../../framework/results-panel.tsx';
import { ToolTemplate } from '../../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { ErrorMessage } from '../../../../framework/tool-error.tsx';
import {
  AudioFileCard,
  OutputOptions,
  ResultPlayer,
  defaultChoice,
  jobSettings,
  runAudio,
  useAudioRun,
  useProbe,
  useRunStatus,
  type OutputChoice,
} from './audio-kit.tsx';

/**
 * A one-file converter (MP3 → M4A and the like): pick, read (waveform, player), choose rate, channels
 * and bit rate within the target format's limits, convert with progress, time left and Cancel.
 * Strings: the tool's `choose`, `hint`, `run` and the kit's.
 */
export function AudioConvertTool(props: { accept: string; format: AudioFormat }) {
  const { t } = useToolTranslation();
  const { format } = props;
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<OutputChoice>(() => defaultChoice(format));
  const run = useAudioRun();
  const probe = useProbe(file);
  const status = useRunStatus(run);
  const ready = probe?.status === 'ready' ? probe.probe : null;

  const convert = () =>
    file &&
    ready &&
    run.start((ctx) =>
      runAudio(
        { files: [{ name: file.name, blob: file }], ...jobSettings(format, ready, choice) },
        withSuffix(file.name, '', format),
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
            accept={props.accept}
            onFiles={([picked]) => {
              if (!picked) return;
              run.stale();
              setFile(picked);
            }}
            label={t('choose')}
            hint={t('hint')}
          />
          {file ? <AudioFileCard file={file} state={probe} /> : null}
          {probe?.status === 'error' ? <ErrorMessage error={probe.error} /> : null}
        </>
      }
      options={
        <OutputOptions
          format={format}
          source={ready}
          choice={choice}
          disabled={run.busy}
          onChange={(c) => {
            run.stale();
            setChoice(c);
          }}
        />
      }
      action={{
        label: t('run'),
        onRun: () => void convert(),
        disabled: !ready,
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
