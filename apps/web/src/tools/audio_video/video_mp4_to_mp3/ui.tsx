import { useState } from 'react';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createVideoBridge } from '../kit/video/bridge.ts';
import { withSuffix } from '../../../framework/format.ts';
import { SelectField } from '../../../ui/field.tsx';
import { MP3_BITRATES } from '@toolbox/toolkit/video';
import { playablePreview, useVideoPick, VideoInput } from '../kit/video/ui.tsx';
import { keepOutput } from '../kit/output/output-keep.ts';
import type { ToMp3Request, ToMp3Response } from './protocol.ts';

const bridge = createVideoBridge<ToMp3Request, ToMp3Response>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

export default function VideoToMp3Tool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const [kbps, setKbps] = useState<number>(192);
  const picked = useVideoPick(bridge, run);
  const { status } = picked;

  const extract = () =>
    run.start(async ({ signal, onProgress }) => {
      const { file } = picked;
      if (!file) return undefined;
      const res = await bridge.run({ kind: 'mp3', file, kbps }, { signal, onProgress });
      if (res.kind !== 'mp3') throw new Error('unexpected answer');
      return {
        name: withSuffix(file.name, '', 'mp3'),
        blob: keepOutput(res.bytes, 'audio/mpeg'),
        note: t('note', { kbps, channels: res.channels, rate: res.sampleRate }),
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
              label={t('bitrate')}
              hint={t('limits')}
              value={kbps}
              options={MP3_BITRATES}
              onChange={(v) => {
                setKbps(Number(v));
                run.stale();
              }}
              labelOf={(v) => `${v} kbps`}
            />
          </div>
        ) : null
      }
      action={{ label: t('run'), onRun: () => void extract(), disabled: !picked.info || run.busy, status }}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} preview={playablePreview} /> : null}
    />
  );
}
