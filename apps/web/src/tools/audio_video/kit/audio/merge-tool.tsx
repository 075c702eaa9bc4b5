import { useEffect, useState } from 'react';
import { planMerge, type AudioFormat } from '@toolbox/toolkit/audio';
import { FileInput } from '../../../../framework/file-input.tsx';
import { FileOrderList } from '../../../../framework/file-order-list.tsx';
import { formatBytes, withSuffix } from '../../../../framework/format.ts';
import { ResultsPanel } from '../../../../framework/results-panel.tsx';
import { ToolTemplate, useFileList } from '../../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { errorText } from '../../../../framework/tool-error.tsx';
import { useToolCode } from '../../../../framework/tool-context.ts';
import { Icon } from '../../../../ui/icons.tsx';
import {
  OutputOptions,
  ResultPlayer,
  defaultChoice,
  jobSettings,
  outputShape,
  probeFile,
  probeInfo,
  runAudio,
  useAudioRun,
  useRunStatus,
  type OutputChoice,
  type ProbeState,
} from './audio-kit.tsx';

interface AudioItem {
  id: string;
  file: File;
}

let lastId = 0;

/**
 * Joins several files of one format end to end: the list (drag or arrows to order), each file read
 * (its shape shown), every file brought to the first one's rate and channels or chosen ones.
 * Strings: the tool's `choose`, `addMore`, `hint`, `run`, `count`, `clear`, `needTwo`, `target`,
 * the ordered list's (`drag`, `moveUp`, `moveDown`, `remove`, `moved`) and the kit's.
 */
export function AudioMergeTool(props: { accept: string; format: AudioFormat }) {
  const { t } = useToolTranslation();
  const code = useToolCode();
  const { format } = props;
  const run = useAudioRun();
  const list = useFileList<AudioItem>(run.stale);
  const { items, changeItems } = list;
  const [probes, setProbes] = useState<Record<string, ProbeState>>({});
  const [choice, setChoice] = useState<OutputChoice>(() => defaultChoice(format));
  const status = useRunStatus(run);

  useEffect(() => {
    for (const item of items) {
      if (probes[item.id]) continue;
      setProbes((p) => ({ ...p, [item.id]: { status: 'reading' } }));
      probeFile(item.file).then(
        (state) => setProbes((p) => ({ ...p, [item.id]: state })),
        () => undefined,
      );
    }
  }, [items, probes]);

  const states = items.map((i) => probes[i.id]);
  const shapes = states.flatMap((s) => (s?.status === 'ready' ? [s.probe] : []));
  const allReady = items.length > 0 && shapes.length === items.length;
  const first = shapes[0] ?? null;
  const failed = states.find((s) => s?.status === 'error');
  const target = first ? outputShape(format, first, choice) : null;
  const plan = allReady && target ? planMerge(format, shapes, target) : null;
  const planError = plan && !plan.ok ? plan.error : null;

  const merge = () =>
    first &&
    run.start((ctx) =>
      runAudio(
        {
          files: items.map((i) => ({ name: i.file.name, blob: i.file })),
          ...jobSettings(format, first, choice),
        },
        withSuffix(items[0]?.file.name ?? 'audio', '_merged', format),
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
            multiple
            onFiles={(files) =>
              changeItems((current) => [
                ...current,
                ...files.map((file) => ({ id: `audio-${++lastId}`, file })),
              ])
            }
            label={items.length ? t('addMore') : t('choose')}
            hint={t('hint')}
          />
          <FileOrderList
            prefix="audio-merge"
            list={list}
            busy={run.busy}
            lead={() => <Icon name="audio_video" size={22} />}
            meta={(item) => {
              const state = probes[item.id];
              return (
                <span className="muted">
                  {state?.status === 'ready'
                    ? probeInfo(t, state.probe)
                    : state?.status === 'reading'
                      ? t('reading', { name: item.file.name })
                      : state?.status === 'error'
                        ? null
                        : formatBytes(item.file.size)}
                  {state?.status === 'error' ? (
                    <span className="audio-row-error" role="alert">
                      {errorText(state.error, code)}
                    </span>
                  ) : null}
                  {state?.status === 'ready' && state.probe.silent
                    ? ` · ${t('silent', { name: item.file.name })}`
                    : ''}
                </span>
              );
            }}
          />
        </>
      }
      options={
        <>
          <OutputOptions
            format={format}
            source={first}
            choice={choice}
            disabled={run.busy}
            onChange={(c) => {
              run.stale();
              setChoice(c);
            }}
          />
          {target && allReady ? (
            <p className="muted" data-testid="audio-merge-target">
              {t('target', {
                rate: target.sampleRate,
                channels: t('channels', { count: target.channels }),
              })}
            </p>
          ) : null}
        </>
      }
      action={{
        label: t('run'),
        onRun: () => void merge(),
        disabled: items.length < 2 || !allReady || !!failed || !!planError,
        status,
        progressLabel: t('run'),
      }}
      beside={!run.busy && items.length === 1 ? <span className="muted">{t('needTwo')}</span> : null}
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
