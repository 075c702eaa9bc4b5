import { useState } from 'react';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { withSuffix } from '../../../framework/format.ts';
import { RadioChips } from '../../../ui/segmented.tsx';
import type { CompressLevel } from '@toolbox/toolkit/video';
import { playablePreview, useVideoPick, VideoInput } from '../kit/video/ui.tsx';
import { keepOutput } from '../kit/output/output-keep.ts';
import { createVideoBridge } from '../kit/video/bridge.ts';
import type { CompressRequest, CompressResponse } from './protocol.ts';

const bridge = createVideoBridge<CompressRequest, CompressResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const LEVELS: readonly CompressLevel[] = ['light', 'medium', 'strong'];

export default function VideoCompressTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const [level, setLevel] = useState<CompressLevel>('medium');
  const picked = useVideoPick(bridge, run);
  const { status } = picked;

  const compress = () =>
    run.start(async ({ signal, onProgress }) => {
      const { file } = picked;
      if (!file) return undefined;
      const res = await bridge.run({ kind: 'compress', file, level }, { signal, onProgress });
      if (res.kind !== 'compress') throw new Error('unexpected answer');
      const saved = Math.round(
        (1 - (res.bytes instanceof ArrayBuffer ? res.bytes.byteLength : res.bytes.size) / file.size) * 100,
      );
      return {
        name: withSuffix(file.name, '_compressed', 'mp4'),
        blob: keepOutput(res.bytes, 'video/mp4'),
        note: t('note', {
          width: res.width,
          height: res.height,
          kbps: Math.round(res.bitrate / 1000),
          saved,
        }),
      };
    });

  return (
    <ToolTemplate
      run={run}
      input={<VideoInput picked={picked} />}
      options={
        picked.info ? (
          <div className="card video-kit-options">
            <fieldset>
              <legend className="field-label">{t('level')}</legend>
              <RadioChips
                name="video2-level"
                className="video-kit-row"
                value={level}
                options={LEVELS}
                onChange={(v) => {
                  setLevel(v);
                  run.stale();
                }}
                labelOf={(v) => t(`levels.${v}`)}
              />
            </fieldset>
          </div>
        ) : null
      }
      action={{ label: t('run'), onRun: () => void compress(), disabled: !picked.info || run.busy, status }}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} preview={playablePreview} /> : null}
    />
  );
}
