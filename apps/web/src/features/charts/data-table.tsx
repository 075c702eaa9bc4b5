import type { ClipboardEvent } from 'react';
import { useToolTranslation } from '../../framework/tool-context.ts';
import { Icon } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast-store.ts';
import { addRow, addSeries, fromTable, removeRow, removeSeries, type TableState } from './editor-state.ts';

interface Props {
  value: TableState;
  onChange: (state: TableState) => void;
  /** Cells ("series:row") that are not numbers. */
  invalid: Set<string>;
  /** Pie: one value column, a colour per row instead of per series. */
  singleSeries?: boolean;
}

/** The editable data grid shared by the chart tools; a multi-cell paste replaces the whole table. */
export function DataTable({ value, onChange, invalid, singleSeries = false }: Props) {
  const { t } = useToolTranslation();
  const series = singleSeries ? value.series.slice(0, 1) : value.series;

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.trim())) return; // one value: let the input take it
    event.preventDefault();
    const next = fromTable(text);
    if (!next.series.length) return;
    onChange(next);
    toast.success(t('pasted', { rows: next.categories.length, cols: next.series.length + 1 }));
  };
  const setCell = (k: number, i: number, text: string) =>
    onChange({
      ...value,
      series: value.series.map((s, j) =>
        j === k ? { ...s, cells: s.cells.map((c, r) => (r === i ? text : c)) } : s,
      ),
    });
  const setSeries = (k: number, patch: Partial<TableState['series'][number]>) =>
    onChange({ ...value, series: value.series.map((s, j) => (j === k ? { ...s, ...patch } : s)) });

  return (
    <div className="chart-table-wrap">
      <table className="chart-table">
        <thead>
          <tr>
            <th scope="col">
              <input
                type="text"
                value={value.corner}
                aria-label={t('category')}
                placeholder={t('category')}
                onPaste={onPaste}
                onChange={(event) => onChange({ ...value, corner: event.target.value })}
              />
            </th>
            {series.map((s, k) => (
              <th key={k} scope="col">
                <div className="chart-series-head">
                  {singleSeries ? null : (
                    <input
                      type="color"
                      value={s.color}
                      aria-label={t('seriesColor', { n: k + 1 })}
                      onChange={(event) => setSeries(k, { color: event.target.value })}
                    />
                  )}
                  <input
                    type="text"
                    value={s.name}
                    aria-label={t('seriesName', { n: k + 1 })}
                    onPaste={onPaste}
                    onChange={(event) => setSeries(k, { name: event.target.value })}
                  />
                  {singleSeries || value.series.length < 2 ? null : (
                    <button
                      type="button"
                      className="icon-button chart-remove"
                      aria-label={t('removeSeries', { name: s.name || k + 1 })}
                      onClick={() => onChange(removeSeries(value, k))}
                    >
                      <Icon name="close" size={16} />
                    </button>
                  )}
                </div>
              </th>
            ))}
            <th aria-hidden="true" />
          </tr>
        </thead>
        <tbody>
          {value.categories.map((category, i) => (
            <tr key={i}>
              <th scope="row">
                <div className="chart-row-head">
                  {singleSeries ? (
                    <input
                      type="color"
                      value={value.categoryColors[i] ?? '#888888'}
                      aria-label={t('rowColor', { n: i + 1 })}
                      onChange={(event) =>
                        onChange({
                          ...value,
                          categoryColors: value.categoryColors.map((c, r) =>
                            r === i ? event.target.value : c,
                          ),
                        })
                      }
                    />
                  ) : null}
                  <input
                    type="text"
                    value={category}
                    aria-label={t('categoryCell', { n: i + 1 })}
                    onPaste={onPaste}
                    onChange={(event) =>
                      onChange({
                        ...value,
                        categories: value.categories.map((c, r) => (r === i ? event.target.value : c)),
                      })
                    }
                  />
                </div>
              </th>
              {series.map((s, k) => (
                <td key={k}>
                  <input
                    type="text"
                    inputMode="decimal"
                    value={s.cells[i] ?? ''}
                    aria-label={t('valueCell', { row: i + 1, series: s.name || k + 1 })}
                    aria-invalid={invalid.has(`${k}:${i}`) ? true : undefined}
                    onPaste={onPaste}
                    onChange={(event) => setCell(k, i, event.target.value)}
                  />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="icon-button chart-remove"
                  aria-label={t('removeRow', { n: i + 1 })}
                  disabled={value.categories.length < 2}
                  onClick={() => onChange(removeRow(value, i))}
                >
                  <Icon name="close" size={16} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row chart-table-actions">
        <button type="button" className="btn btn-secondary" onClick={() => onChange(addRow(value))}>
          {t('addRow')}
        </button>
        {singleSeries ? null : (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => onChange(addSeries(value, t('newSeries', { n: value.series.length + 1 })))}
          >
            {t('addSeries')}
          </button>
        )}
      </div>
    </div>
  );
}
