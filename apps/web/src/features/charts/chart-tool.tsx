import { useId, useMemo, useState } from 'react';
import { downloadBlob } from '../../framework/download.ts';
import { ErrorMessage, ToolError } from '../../framework/tool-error.tsx';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { Icon } from '../../ui/icons.tsx';
import { chartProblem, chartSvg, type ChartKind } from '@toolbox/toolkit/charts';
import { DataTable } from './data-table.tsx';
import { fromTable, toChartData } from './editor-state.ts';
import { svgBlob, svgToPng } from './rasterize.ts';
import './charts.css';

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

/**
 * The whole chart maker, shared by line_chart, bar_chart, pie_chart and radar_chart: title, data
 * table, options, live SVG preview and PNG/SVG export. Sample data and the title come from the tool's
 * own strings (`sample.title`, `sample.table`).
 */
export function ChartTool({ kind }: { kind: ChartKind }) {
  const { t } = useToolTranslation();
  const id = useId();
  const [title, setTitle] = useState(() => t('sample.title'));
  const [table, setTable] = useState(() => fromTable(t('sample.table')));
  const [showValues, setShowValues] = useState(kind !== 'line');
  const [donut, setDonut] = useState(false);
  const [width, setWidth] = useState(640);
  const [height, setHeight] = useState(kind === 'line' || kind === 'bar' ? 400 : 440);
  const [background, setBackground] = useState('#ffffff');

  const { data, invalid } = useMemo(() => toChartData(table), [table]);
  const problem = chartProblem(kind, data);
  const svg = useMemo(
    () => (problem ? '' : chartSvg(kind, data, { title, width, height, showValues, donut, background })),
    [problem, kind, data, title, width, height, showValues, donut, background],
  );
  const fileName = (title.trim() || kind).replace(/[\\/:*?"<>|]+/g, '_').slice(0, 60);

  return (
    <div className="chart-tool">
      <div className="card stack chart-editor">
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('titleLabel')}</label>
          <input
            id={`${id}-title`}
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="field">
          <span className="field-label">{t('data')}</span>
          <span className="field-hint">{t('dataHint')}</span>
          <DataTable value={table} onChange={setTable} invalid={invalid} singleSeries={kind === 'pie'} />
          {invalid.size ? <p className="chart-invalid">{t('notNumber', { count: invalid.size })}</p> : null}
        </div>
        <fieldset className="chart-options">
          <legend className="field-label">{t('options')}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={showValues}
              onChange={(event) => setShowValues(event.target.checked)}
            />
            <span>{t('showValues')}</span>
          </label>
          {kind === 'pie' ? (
            <label className="check">
              <input type="checkbox" checked={donut} onChange={(event) => setDonut(event.target.checked)} />
              <span>{t('donut')}</span>
            </label>
          ) : null}
          <label className="chart-size">
            <span>{t('width')}</span>
            <input
              type="number"
              min={300}
              max={2400}
              step={20}
              value={width}
              onChange={(event) => setWidth(clamp(event.target.valueAsNumber, 300, 2400))}
            />
          </label>
          <label className="chart-size">
            <span>{t('height')}</span>
            <input
              type="number"
              min={240}
              max={2400}
              step={20}
              value={height}
              onChange={(event) => setHeight(clamp(event.target.valueAsNumber, 240, 2400))}
            />
          </label>
          <label className="chart-color">
            <input type="color" value={background} onChange={(event) => setBackground(event.target.value)} />
            <span>{t('background')}</span>
          </label>
        </fieldset>
      </div>
      <section className="card stack chart-output" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`}>{t('preview')}</h2>
        <ErrorMessage error={problem ? new ToolError(problem) : null} />
        {svg ? (
          <>
            {/* The engine escapes every user string, so the markup is safe to insert. */}
            <div
              className="chart-canvas"
              role="img"
              aria-label={title || t('preview')}
              data-testid="chart-preview"
              dangerouslySetInnerHTML={{ __html: svg }}
            />
            <div className="row">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void svgToPng(svg, 2).then((png) => downloadBlob(png, `${fileName}.png`))}
              >
                <Icon name="download" size={18} />
                <span>{t('downloadPng')}</span>
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => downloadBlob(svgBlob(svg), `${fileName}.svg`)}
              >
                <Icon name="download" size={18} />
                <span>{t('downloadSvg')}</span>
              </button>
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
