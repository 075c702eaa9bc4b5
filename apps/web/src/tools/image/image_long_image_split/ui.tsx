import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { planSplit, MAX_SPLIT_PIECES, type SplitAxis, type SplitMode } from '@toolbox/toolkit/image';
import { withSuffix } from '../../../framework/format.ts';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { InputField } from '../../../ui/field.tsx';
import { RadioChips } from '../../../ui/segmented.tsx';
import { NumberBox } from '../kit/image-geometry/number-box.tsx';
import { GEOMETRY_OUTPUT } from '../kit/image-geometry/output.ts';
import { GeometryOutputFields } from '../kit/image-geometry/output-fields.tsx';
import { CutLines, PreviewStage } from '../kit/image-geometry/preview-stage.tsx';
import type { GeometryAnswer, GeometryRequest } from '../kit/image-geometry/protocol.ts';
import { SingleImageInput } from '../kit/image-geometry/single-image-input.tsx';
import { useSingleImage, type PickedImage } from '../kit/image-geometry/use-single-image.ts';
import { parseLines, SPLIT_ERRORS, type SplitOptions } from './work.ts';
import './image-long-image-split.css';

const bridge = createWorkerBridge<GeometryRequest<SplitOptions>, GeometryAnswer>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

type By = SplitMode['by'];
const MODES: readonly By[] = ['count', 'size', 'lines'];
const AXES: readonly SplitAxis[] = ['vertical', 'horizontal'];

/** Counts up to 20 that divide `length` evenly (what the user may pick in count mode). */
const divisors = (length: number) =>
  Array.from({ length: 19 }, (_, i) => i + 2).filter((n) => length % n === 0);

export default function ImageLongImageSplitTool() {
  const { t } = useToolTranslation();
  const { t: tRoot } = useTranslation();
  const run = useToolRun<ResultFile[]>();
  const single = useSingleImage(bridge, run.stale);
  const { image } = single;
  const stageRef = useRef<HTMLDivElement>(null);
  const [axisChoice, setAxisChoice] = useState<{ on: PickedImage; axis: SplitAxis } | null>(null);
  const [by, setBy] = useState<By>('count');
  const [count, setCount] = useState(2);
  const [size, setSize] = useState(1000);
  const [linesText, setLinesText] = useState('');
  const [output, setOutput] = useState(GEOMETRY_OUTPUT);
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => (set(v), run.stale());

  const axis: SplitAxis =
    image && axisChoice?.on === image
      ? axisChoice.axis
      : image && image.width > image.height
        ? 'horizontal'
        : 'vertical';
  const length = image ? (axis === 'vertical' ? image.height : image.width) : 0;
  const lines = parseLines(linesText);
  const mode: SplitMode =
    by === 'count' ? { by, count } : by === 'size' ? { by, size } : { by, lines: lines ?? [NaN] };
  const plan = image ? planSplit(length, mode) : null;
  const cuts = plan?.ok ? plan.ranges.slice(1).map((r) => r.start) : [];

  /** In lines mode, a click on the preview adds a cut there. */
  const addLine = (event: PointerEvent) => {
    const box = stageRef.current?.getBoundingClientRect();
    if (by !== 'lines' || !image || !box || box.width === 0) return;
    const at =
      axis === 'vertical'
        ? Math.round(((event.clientY - box.top) * image.height) / box.height)
        : Math.round(((event.clientX - box.left) * image.width) / box.width);
    if (at <= 0 || at >= length) return;
    const next = [...new Set([...(lines ?? []), at])].sort((a, b) => a - b);
    changed(setLinesText)(next.join(', '));
  };

  const split = () =>
    image &&
    run.start(async ({ signal, onProgress }) => {
      const answer = await bridge.run(
        { kind: 'run', file: image.file, options: { axis, mode, output } },
        { signal, onProgress },
      );
      if (answer.kind !== 'run') return undefined;
      return answer.outputs.map((o) => ({
        name: o.name,
        blob: new Blob([o.bytes], { type: o.type }),
        note: t('preview.size', { width: o.width, height: o.height }),
      }));
    });

  const problem =
    plan && !plan.ok
      ? plan.reason === 'not_divisible'
        ? tRoot('errors.split_not_divisible')
        : t(`errors.${SPLIT_ERRORS[plan.reason]}`, { max: MAX_SPLIT_PIECES })
      : null;
  return (
    <ToolTemplate
      run={run}
      input={<SingleImageInput single={single} />}
      options={
        image ? (
          <div className="stack">
            <PreviewStage
              ref={stageRef}
              image={image}
              label={t('preview.alt', { name: image.file.name })}
              svg={<CutLines image={image} {...(axis === 'vertical' ? { ys: cuts } : { xs: cuts })} />}
              html={by === 'lines' ? <div className="split-pick" onPointerDown={addLine} /> : null}
            />
            <p className="muted geo-preview-note" role="status" data-testid="split-summary">
              {problem ?? t('pieces', { count: cuts.length + 1, length })}
            </p>
            <div className="card stack">
              <fieldset className="split-choice">
                <legend>{t('axis')}</legend>
                <RadioChips
                  className="geo-presets"
                  itemClassName="chip"
                  name="split-axis"
                  value={axis}
                  options={AXES}
                  onChange={(a) => (setAxisChoice({ on: image, axis: a }), run.stale())}
                  labelOf={(a) => t(`axes.${a}`)}
                />
              </fieldset>
              <fieldset className="split-choice">
                <legend>{t('by')}</legend>
                <RadioChips
                  className="geo-presets"
                  itemClassName="chip"
                  name="split-by"
                  value={by}
                  options={MODES}
                  onChange={changed(setBy)}
                  labelOf={(m) => t(`modes.${m}`)}
                />
              </fieldset>
              {by === 'count' ? (
                <>
                  <NumberBox
                    label={t('count')}
                    value={count}
                    min={1}
                    max={MAX_SPLIT_PIECES}
                    onCommit={changed(setCount)}
                  />
                  <p className="field-hint">
                    {t('divisors', { length, list: divisors(length).join(', ') || '—' })}
                  </p>
                </>
              ) : null}
              {by === 'size' ? (
                <NumberBox
                  label={t(`size.${axis}`)}
                  value={size}
                  min={1}
                  max={length}
                  onCommit={changed(setSize)}
                />
              ) : null}
              {by === 'lines' ? (
                <InputField
                  label={t(`lines.${axis}`)}
                  hint={t('linesHint', { length })}
                  value={linesText}
                  inputMode="numeric"
                  onChange={(e) => changed(setLinesText)(e.target.value)}
                />
              ) : null}
              <GeometryOutputFields value={output} onChange={changed(setOutput)} />
            </div>
          </div>
        ) : null
      }
      action={{
        label: t('run', { count: cuts.length + 1 }),
        onRun: () => void split(),
        disabled: !plan?.ok,
        status: t('working'),
        hidden: !image,
      }}
      beside={<p className="muted">{t('privacy')}</p>}
      results={
        run.result ? (
          <ResultsPanel
            results={run.result}
            zipName={withSuffix(image?.file.name ?? 'image', '-split', 'zip')}
          />
        ) : null
      }
    />
  );
}
