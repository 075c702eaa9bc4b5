import { useState } from 'react';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createVideoBridge } from '../kit/video/bridge.ts';
import { withSuffix } from '../../../framework/format.ts';
import { SelectField } from '../../../ui/field.tsx';
import { SPEEDS } from '@toolbox/toolkit/video';
import { playablePreview, shortTime, useVideoPick, VideoInput } from '../kit/video/ui.tsx';
import { keepOutput } from '../kit/output/output-keep.ts';
import type { SpeedRequest, SpeedResponse } from './protocol.ts';

const bridge = createVideoBridge<SpeedRequest, SpeedResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

export default function VideoSpeedTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const [speed, setSpeed] = useState<number>(2);
  const picked = useVideoPick(bridge, run);
  const { status } = picked;

  const change = () =>
    run.start(async ({ signal, onProgress }) => {
      const { file } = picked;
      if (!file) return undefined;
      const res = await bridge.run({ kind: 'speed', file, speed }, { signal, onProgress });
      if (res.kind !== 'speed') throw new Error('unexpected answer');
      return {
        name: withSuffix(file.name, `_${speed}x`, 'mp4'),
        blob: keepOutput(res.bytes, 'video/mp4'),
        note: t('note', { speed, duration: shortTime(res.duration) }),
      };
    });

  return (
    <ToolTemplate
      run={run}
      input={<VideoInput picked={picked} />}
      options={
        picked.info ? (
          <div className="card video-kit-options">
            <SelectField
              label={t('speed')}
              hint={t('pitch')}
              value={speed}
              options={SPEEDS}
              onChange={(v) => {
                setSpeed(Number(v));
                run.stale();
              }}
              labelOf={(v) => `${v}×`}
            />
          </div>
        ) : null
      }
      action={{ label: t('run'), onRun: () => void change(), disabled: !picked.info || run.busy, status }}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} preview={playablePreview} /> : null}
    />
  );
}
