import { useRef, useState } from 'react';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolError } from '../../../framework/tool-error.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createVideoBridge } from '../kit/video/bridge.ts';
import { withSuffix } from '../../../framework/format.ts';
import { SelectField } from '../../../ui/field.tsx';
import { GIF_COLOURS, GIF_MAX_SECONDS, GIF_WIDTHS, formatTimecode } from '@toolbox/toolkit/video';
import { keepOutput } from '../kit/output/output-keep.ts';
import { TimeRangeFields, rangeOrThrow } from '../kit/video/range.tsx';
import { useVideoPick, staleOnChange, VideoInput } from '../kit/video/ui.tsx';
import type { GifRequest, GifResponse } from './protocol.ts';

const bridge = createVideoBridge<GifRequest, GifResponse>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
/** The spec suggests 8 to 15 frames a second. */
const RATES = [8, 10, 12, 15] as const;

export default function VideoToGifTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile>();
  const player = useRef<HTMLVideoElement>(null);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [fps, setFps] = useState<number>(10);
  const [width, setWidth] = useState<number>(320);
  const [colours, setColours] = useState<number>(128);
  const picked = useVideoPick(bridge, run, (info) => {
    setStart(formatTimecode(0));
    setEnd(formatTimecode(Math.min(info.duration, 5)));
  });
  const { status } = picked;
  const changed = staleOnChange(run);

  const make = () =>
    run.start(async ({ signal, onProgress }) => {
      const { file, info } = picked;
      if (!file || !info) return undefined;
      const range = rangeOrThrow(start, end, info.duration);
      if (range.end - range.start > GIF_MAX_SECONDS)
        throw new ToolError('gif_too_long', { max: formatTimecode(GIF_MAX_SECONDS) });
      const options = { start: range.start, end: range.end, fps, width, colours };
      const res = await bridge.run({ kind: 'gif', file, options }, { signal, onProgress });
      if (res.kind !== 'gif') throw new Error('unexpected answer');
      return {
        name: withSuffix(file.name, '', 'gif'),
        blob: keepOutput(res.bytes, 'image/gif'),
        note: t('note', { count: res.frames, width: res.width, height: res.height, fps, colours }),
      };
    });

  const numbers = (
    list: readonly number[],
    label: string,
    value: number,
    set: (n: number) => void,
    unit: string,
  ) => (
    <SelectField
      label={label}
      value={value}
      options={list}
      onChange={(v) => changed(set)(Number(v))}
      labelOf={(v) => `${v}${unit}`}
    />
  );

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
            <div className="video-kit-row">
              {numbers(RATES, t('fps'), fps, setFps, ` ${t('fpsUnit')}`)}
              {numbers(GIF_WIDTHS, t('width'), width, setWidth, ' px')}
              {numbers(GIF_COLOURS, t('colours'), colours, setColours, '')}
            </div>
            <p className="field-hint">{t('tips', { max: formatTimecode(GIF_MAX_SECONDS) })}</p>
          </div>
        ) : null
      }
      action={{ label: t('run'), onRun: () => void make(), disabled: !picked.info || run.busy, status }}
      note={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={[run.result]} /> : null}
    />
  );
}
