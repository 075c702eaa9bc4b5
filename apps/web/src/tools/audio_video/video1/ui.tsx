import { useState } from 'react';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createVideoBridge } from '../kit/video/bridge.ts';
import { extensionOf, withSuffix } from '../../../framework/format.ts';
import { RadioChips } from '../../../ui/segmented.tsx';
import type { VideoContainer } from '../kit/video/engine.ts';
import { playablePreview, useVideoPick, VideoInput } from '../kit/video/ui.tsx';
import { keepOutput } from '../kit/output/output-keep.ts';
import type { ConvertRequest, ConvertResponse } from './protocol.ts';

const bridge = createVideoBridge<ConvertRequest, ConvertResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const TARGETS: readonly VideoContainer[] = ['mp4', 'webm', 'mov', 'mkv'];

export default function VideoConvertTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const [to, setTo] = useState<VideoContainer>('mp4');
  const picked = useVideoPick(bridge, run);
  const { status } = picked;

  const start = () =>
    run.start(async ({ signal, onProgress }) => {
      const { file } = picked;
      if (!file) return undefined;
      const res = await bridge.run({ kind: 'convert', file, to }, { signal, onProgress });
      if (res.kind !== 'convert') throw new Error('unexpected answer');
      const same = extensionOf(file.name) === to;
      return {
        name: withSuffix(file.name, same ? '_converted' : '', to),
        blob: keepOutput(res.bytes, res.mime),
        note: t(`codecs.${to}`),
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
              <legend className="field-label">{t('target')}</legend>
              <RadioChips
                name="video1-target"
                className="video-kit-row"
                value={to}
                options={TARGETS}
                onChange={(v) => {
                  setTo(v);
                  run.stale();
                }}
                labelOf={(v) => v.toUpperCase()}
              />
              <p className="field-hint">{t(`codecs.${to}`)}</p>
            </fieldset>
          </div>
        ) : null
      }
      action={{ label: t('run'), onRun: () => void start(), disabled: !picked.info || run.busy, status }}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} preview={playablePreview} /> : null}
    />
  );
}
