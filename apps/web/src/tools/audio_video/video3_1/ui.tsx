import { useState } from 'react';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolError } from '../../../framework/tool-error.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createVideoBridge } from '../kit/video/bridge.ts';
import { withSuffix } from '../../../framework/format.ts';
import { InputField, SelectField } from '../../../ui/field.tsx';
import { playablePreview, useVideoPick, staleOnChange, VideoInput } from '../kit/video/ui.tsx';
import { keepOutput } from '../kit/output/output-keep.ts';
import type { WatermarkCorner, WatermarkRequest, WatermarkResponse } from './protocol.ts';

const bridge = createVideoBridge<WatermarkRequest, WatermarkResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
const CORNERS: readonly WatermarkCorner[] = [
  'bottom-right',
  'bottom-left',
  'top-right',
  'top-left',
  'center',
];
const SIZES = [3, 5, 8, 12] as const;
const OPACITIES = [30, 50, 70, 100] as const;

export default function VideoWatermarkTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const [text, setText] = useState('');
  const [corner, setCorner] = useState<WatermarkCorner>('bottom-right');
  const [size, setSize] = useState<number>(5);
  const [opacity, setOpacity] = useState<number>(70);
  const picked = useVideoPick(bridge, run);
  const { status } = picked;
  const changed = staleOnChange(run);

  const mark = () =>
    run.start(async ({ signal, onProgress }) => {
      const { file } = picked;
      if (!file) return undefined;
      if (!text.trim()) throw new ToolError('watermark_empty');
      const options = { text: text.trim(), corner, size: size / 100, opacity: opacity / 100 };
      const res = await bridge.run({ kind: 'mark', file, options }, { signal, onProgress });
      if (res.kind !== 'mark') throw new Error('unexpected answer');
      return {
        name: withSuffix(file.name, '_watermarked', 'mp4'),
        blob: keepOutput(res.bytes, 'video/mp4'),
      };
    });

  return (
    <ToolTemplate
      run={run}
      input={<VideoInput picked={picked} />}
      options={
        picked.info ? (
          <div className="card video-kit-options">
            <InputField
              label={t('text')}
              value={text}
              maxLength={60}
              onChange={(e) => changed(setText)(e.target.value)}
            />
            <div className="video-kit-row">
              <SelectField
                label={t('corner')}
                value={corner}
                options={CORNERS}
                onChange={changed(setCorner)}
                labelOf={(c) => t(`corners.${c}`)}
              />
              <SelectField
                label={t('size')}
                value={size}
                options={SIZES}
                onChange={(v) => changed(setSize)(Number(v))}
                labelOf={(v) => `${v}%`}
              />
              <SelectField
                label={t('opacity')}
                value={opacity}
                options={OPACITIES}
                onChange={(v) => changed(setOpacity)(Number(v))}
                labelOf={(v) => `${v}%`}
              />
            </div>
          </div>
        ) : null
      }
      action={{ label: t('run'), onRun: () => void mark(), disabled: !picked.info || run.busy, status }}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} preview={playablePreview} /> : null}
    />
  );
}
