import { useRef, useState } from 'react';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createVideoBridge } from '../kit/video/bridge.ts';
import { withSuffix } from '../../../framework/format.ts';
import { RadioChips } from '../../../ui/segmented.tsx';
import { formatTimecode } from '@toolbox/toolkit/video';
import { TimeRangeFields, rangeOrThrow } from '../kit/video/range.tsx';
import { playablePreview, shortTime, useVideoPick, staleOnChange, VideoInput } from '../kit/video/ui.tsx';
import { keepOutput } from '../kit/output/output-keep.ts';
import type { CutMode, CutRequest, CutResponse } from './protocol.ts';

const bridge = createVideoBridge<CutRequest, CutResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const MODES: readonly CutMode[] = ['exact', 'keyframe'];

export default function VideoCutTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const player = useRef<HTMLVideoElement>(null);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [mode, setMode] = useState<CutMode>('exact');
  const picked = useVideoPick(bridge, run, (info) => {
    setStart(formatTimecode(0));
    setEnd(formatTimecode(info.duration));
  });
  const { status } = picked;
  const changed = staleOnChange(run);

  const cut = () =>
    run.start(async ({ signal, onProgress }) => {
      const { file, info } = picked;
      if (!file || !info) return undefined;
      const range = rangeOrThrow(start, end, info.duration);
      const res = await bridge.run(
        { kind: 'cut', file, start: range.start, end: range.end, mode },
        { signal, onProgress },
      );
      if (res.kind !== 'cut') throw new Error('unexpected answer');
      return {
        name: withSuffix(file.name, '_cut', res.extension),
        blob: keepOutput(res.bytes, res.mime),
        note:
          mode === 'keyframe'
            ? t('noteKeyframe', { from: shortTime(res.start), duration: shortTime(res.duration) })
            : t('noteExact', { from: shortTime(res.start), duration: shortTime(res.duration) }),
      };
    });

  return (
    <ToolTemplate
      run={run}
      input={<VideoInput picked={picked} playerRef={player} />}
      options={
        picked.info ? (
          <div className="card video-kit-options">
            <TimeRangeFields
              start={start}
              end={end}
              onStart={changed(setStart)}
              onEnd={changed(setEnd)}
              player={player}
            />
            <fieldset className="video-kit-modes">
              <legend className="field-label">{t('mode')}</legend>
              <RadioChips
                name="video-cut-mode"
                className="video-kit-row"
                value={mode}
                options={MODES}
                onChange={changed(setMode)}
                labelOf={(m) => t(`modes.${m}`)}
              />
              <p className="field-hint">{t(`modeHints.${mode}`)}</p>
            </fieldset>
          </div>
        ) : null
      }
      action={{
        label: t('run'),
        onRun: () => void cut(),
        disabled: !picked.info || run.busy,
        status,
      }}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} preview={playablePreview} /> : null}
    />
  );
}
