import { useState } from 'react';
import { gridArea, gridRects, MAX_GRID_CELLS, validGrid } from '@toolbox/toolkit/image';
import { withSuffix } from '../../../framework/format.ts';
import { ResultsPanel, type ResultFile } from '../../../framework/results-panel.tsx';
import { ToolTemplate, useToolRun } from '../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../framework/tool-context.ts';
import { createWorkerBridge } from '../../../framework/worker-bridge.ts';
import { CheckField } from '../../../ui/field.tsx';
import { NumberBox } from '../kit/image-geometry/number-box.tsx';
import { GEOMETRY_OUTPUT } from '../kit/image-geometry/output.ts';
import { GeometryOutputFields } from '../kit/image-geometry/output-fields.tsx';
import { CutLines, PreviewStage } from '../kit/image-geometry/preview-stage.tsx';
import type { GeometryAnswer, GeometryRequest } from '../kit/image-geometry/protocol.ts';
import { SingleImageInput } from '../kit/image-geometry/single-image-input.tsx';
import { useSingleImage } from '../kit/image-geometry/use-single-image.ts';
import type { GridCutOptions } from './work.ts';

const bridge = createWorkerBridge<GeometryRequest<GridCutOptions>, GeometryAnswer>(
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** Common grids: the nine-grid of a social post (square tiles), and rows or columns of a panorama. */
const PRESETS = [
  { id: 'nine', rows: 3, cols: 3, square: true },
  { id: 'four', rows: 2, cols: 2, square: true },
  { id: 'row3', rows: 1, cols: 3, square: false },
  { id: 'col3', rows: 3, cols: 1, square: false },
  { id: 'six', rows: 2, cols: 3, square: true },
] as const;

export default function ImageGridCutTool() {
  const { t } = useToolTranslation();
  const run = useToolRun<ResultFile[]>();
  const single = useSingleImage(bridge, run.stale);
  const { image } = single;
  const [options, setOptions] = useState<GridCutOptions>({
    rows: 3,
    cols: 3,
    square: true,
    output: GEOMETRY_OUTPUT,
  });
  const set = (patch: Partial<GridCutOptions>) => {
    setOptions((o) => ({ ...o, ...patch }));
    run.stale();
  };
  const valid = !!image && validGrid(image.width, image.height, options.rows, options.cols);
  const tiles = valid ? gridRects(image.width, image.height, options) : [];
  const area = valid ? gridArea(image.width, image.height, options) : null;

  const cut = () =>
    image &&
    run.start(async ({ signal, onProgress }) => {
      const answer = await bridge.run({ kind: 'run', file: image.file, options }, { signal, onProgress });
      if (answer.kind !== 'run') return undefined;
      return answer.outputs.map((o) => ({
        name: o.name,
        blob: new Blob([o.bytes], { type: o.type }),
        note: t('preview.size', { width: o.width, height: o.height }),
      }));
    }, options.rows * options.cols);

  return (
    <ToolTemplate
      run={run}
      input={<SingleImageInput single={single} />}
      options={
        image ? (
          <div className="stack">
            <PreviewStage
              image={image}
              label={t('preview.alt', { name: image.file.name })}
              svg={
                area ? (
                  <>
                    <path
                      className="geo-shade"
                      fillRule="evenodd"
                      d={`M0 0H${image.width}V${image.height}H0Z M${area.x} ${area.y}h${area.width}v${area.height}h${-area.width}Z`}
                    />
                    <CutLines
                      image={image}
                      xs={tiles.slice(1, options.cols).map((r) => r.x)}
                      ys={tiles.filter((_, i) => i > 0 && i % options.cols === 0).map((r) => r.y)}
                      area={area}
                    />
                    {tiles.map((r, i) => (
                      <text
                        key={i}
                        className="geo-number"
                        x={r.x + r.width / 2}
                        y={r.y + r.height / 2}
                        fontSize={Math.min(r.width, r.height) * 0.25}
                      >
                        {i + 1}
                      </text>
                    ))}
                  </>
                ) : null
              }
            />
            <p className="muted geo-preview-note">
              {valid
                ? t('tiles', { count: tiles.length, width: tiles[0]!.width, height: tiles[0]!.height })
                : t('tooFine')}
            </p>
            <div className="card stack">
              <div className="geo-presets" role="group" aria-label={t('presets')}>
                {PRESETS.map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    className="chip"
                    aria-pressed={
                      options.rows === p.rows && options.cols === p.cols && options.square === p.square
                    }
                    onClick={() => set({ rows: p.rows, cols: p.cols, square: p.square })}
                  >
                    {t(`preset.${p.id}`)}
                  </button>
                ))}
              </div>
              <div className="geo-options">
                <NumberBox
                  label={t('rows')}
                  value={options.rows}
                  min={1}
                  max={MAX_GRID_CELLS}
                  onCommit={(rows) => set({ rows })}
                />
                <NumberBox
                  label={t('cols')}
                  value={options.cols}
                  min={1}
                  max={MAX_GRID_CELLS}
                  onCommit={(cols) => set({ cols })}
                />
              </div>
              <CheckField
                label={t('square')}
                checked={options.square}
                onChange={(square) => set({ square })}
              />
              <GeometryOutputFields value={options.output} onChange={(output) => set({ output })} />
            </div>
          </div>
        ) : null
      }
      action={{
        label: t('run', { count: options.rows * options.cols }),
        onRun: () => void cut(),
        disabled: !valid,
        status: t('working'),
        hidden: !image,
      }}
      beside={<p className="muted">{t('privacy')}</p>}
      results={
        run.result ? (
          <ResultsPanel
            results={run.result}
            zipName={withSuffix(image?.file.name ?? 'image', '-grid', 'zip')}
          />
        ) : null
      }
    />
  );
}
