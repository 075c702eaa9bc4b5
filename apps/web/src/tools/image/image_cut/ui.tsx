import { useState } from 'react';
import { centredRatioRect, CROP_RATIOS, fitRectToRatio, resizeTo, type Rect } from '@toolbox/toolkit/image';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { RadioChips } from '../../../ui/segmented.tsx';
import type { OutputOptions } from '../../../features/image-batch/output-options.tsx';
import { GEOMETRY_OUTPUT } from '../kit/image-geometry/output.ts';
import { GeometryOutputFields } from '../kit/image-geometry/output-fields.tsx';
import type { GeometryAnswer, GeometryRequest } from '../kit/image-geometry/protocol.ts';
import { SingleImageInput } from '../kit/image-geometry/single-image-input.tsx';
import { useSingleImage, type PickedImage } from '../kit/image-geometry/use-single-image.ts';
import { CropEditor } from './crop-editor.tsx';
import { NumberBox } from '../kit/image-geometry/number-box.tsx';
import type { CutOptions } from './protocol.ts';
import './image-cut.css';

const bridge = createWorkerBridge<GeometryRequest<CutOptions>, GeometryAnswer>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

const ratioOf = (id: string) => CROP_RATIOS.find((r) => r.id === id) ?? CROP_RATIOS[0]!;

/** The box a new image starts with: the largest of the ratio, or 80 % of a free one, centred. */
function firstBox(width: number, height: number, ratio: number | null): Rect {
  if (ratio) return centredRatioRect(width, height, ratio);
  const w = Math.max(1, Math.round(width * 0.8));
  const h = Math.max(1, Math.round(height * 0.8));
  return { x: Math.round((width - w) / 2), y: Math.round((height - h) / 2), width: w, height: h };
}

export default function ImageCutTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile[]>();
  const single = useSingleImage(bridge, run.stale);
  const { image } = single;
  const [ratioId, setRatioId] = useState('free');
  // The box belongs to the image it was drawn on; a new image starts with its first box.
  const [box, setBox] = useState<{ on: PickedImage; rect: Rect } | null>(null);
  const [output, setOutput] = useState<OutputOptions>(GEOMETRY_OUTPUT);
  const shape = ratioOf(ratioId);

  const rect: Rect =
    image && box?.on === image ? box.rect : firstBox(image?.width ?? 1, image?.height ?? 1, shape.ratio);

  const change = (next: Rect) => {
    if (image) setBox({ on: image, rect: next });
    run.stale();
  };
  const chooseRatio = (id: string) => {
    setRatioId(id);
    const { ratio } = ratioOf(id);
    if (image && ratio) change(fitRectToRatio(rect, ratio, image.width, image.height));
    else run.stale();
  };

  const crop = () =>
    image &&
    run.start(async ({ signal }) => {
      const answer = await bridge.run(
        { kind: 'run', file: image.file, options: { rect, ratioId, output } },
        { signal },
      );
      if (answer.kind !== 'run') return undefined;
      return answer.outputs.map((o) => ({
        name: o.name,
        blob: new Blob([o.bytes], { type: o.type }),
        note: t('preview.size', { width: o.width, height: o.height }),
      }));
    });

  const field = (key: 'x' | 'y' | 'width' | 'height') => {
    if (!image) return null;
    const W = image.width;
    const H = image.height;
    const max = { x: W - rect.width, y: H - rect.height, width: W, height: H }[key];
    const commit = (n: number) =>
      change(
        key === 'x' || key === 'y'
          ? { ...rect, [key]: n }
          : resizeTo(rect, { ...rect, [key]: n }, key, shape.ratio, W, H),
      );
    return (
      <NumberBox
        label={t(`fields.${key}`)}
        value={rect[key]}
        min={key === 'x' || key === 'y' ? 0 : 1}
        max={max}
        onCommit={commit}
      />
    );
  };

  return (
    <ToolTemplate
      run={run}
      input={<SingleImageInput single={single} />}
      options={
        image ? (
          <div className="stack">
            <CropEditor image={image} rect={rect} ratio={shape.ratio} onChange={change} />
            <p id="cut-keys" className="muted geo-preview-note">
              {t('keys')}
            </p>
            <fieldset className="cut-ratios">
              <legend>{t('ratio')}</legend>
              <RadioChips
                className="cut-chips"
                itemClassName="chip"
                name="cut-ratio"
                value={ratioId}
                options={CROP_RATIOS.map((r) => r.id)}
                onChange={chooseRatio}
                labelOf={(id) => t(`ratios.${id.replace(':', 'x')}`, ratioOf(id).px)}
              />
            </fieldset>
            <div className="card geo-options">
              {field('x')}
              {field('y')}
              {field('width')}
              {field('height')}
            </div>
            <div className="card">
              <GeometryOutputFields value={output} onChange={(o) => (setOutput(o), run.stale())} />
            </div>
            {shape.px ? <p className="muted">{t('exactNote', shape.px)}</p> : null}
          </div>
        ) : null
      }
      action={{
        label: t('run'),
        onRun: () => void crop(),
        disabled: !image,
        status: t('working'),
        hidden: !image,
      }}
      beside={<p className="muted">{t('privacy')}</p>}
      results={run.result ? <ResultsPanel results={run.result} /> : null}
    />
  );
}
