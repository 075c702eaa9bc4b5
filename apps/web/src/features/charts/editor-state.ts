import { PALETTE, parseCell, parseTable, type ChartData } from '@toolbox/toolkit/charts';

/** What the table editor holds: cells as typed (so "-" or "1." can be typed), turned into ChartData for drawing. */
export interface TableState {
  /** The top-left header cell (names the category column). */
  corner: string;
  categories: string[];
  categoryColors: string[];
  series: Array<{ name: string; color: string; cells: string[] }>;
}

export function fromTable(text: string): TableState {
  const data = parseTable(text);
  const cells = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => l.split(l.includes('\t') ? '\t' : ','));
  return {
    corner: (cells[0]?.[0] ?? '').trim(),
    categories: data.categories,
    categoryColors: data.categories.map((_, i) => PALETTE[i % PALETTE.length]!),
    series: data.series.map((s, k) => ({
      name: s.name,
      color: s.color,
      cells: cells.slice(1).map((row) => (row[k + 1] ?? '').trim()),
    })),
  };
}

/** The data to draw, plus the cells that are not numbers (shown as errors in the table). */
export function toChartData(state: TableState): { data: ChartData; invalid: Set<string> } {
  const invalid = new Set<string>();
  const series = state.series.map((s, k) => ({
    name: s.name,
    color: s.color,
    values: state.categories.map((_, i) => {
      const value = parseCell(s.cells[i] ?? '');
      if (Number.isNaN(value)) invalid.add(`${k}:${i}`);
      return value === null || Number.isNaN(value) ? null : value;
    }),
  }));
  return { data: { categories: state.categories, series, categoryColors: state.categoryColors }, invalid };
}

export const addRow = (state: TableState): TableState => ({
  ...state,
  categories: [...state.categories, ''],
  categoryColors: [...state.categoryColors, PALETTE[state.categories.length % PALETTE.length]!],
  series: state.series.map((s) => ({ ...s, cells: [...s.cells, ''] })),
});

export const removeRow = (state: TableState, row: number): TableState => ({
  ...state,
  categories: state.categories.filter((_, i) => i !== row),
  categoryColors: state.categoryColors.filter((_, i) => i !== row),
  series: state.series.map((s) => ({ ...s, cells: s.cells.filter((_, i) => i !== row) })),
});

export const addSeries = (state: TableState, name: string): TableState => ({
  ...state,
  series: [
    ...state.series,
    { name, color: PALETTE[state.series.length % PALETTE.length]!, cells: state.categories.map(() => '') },
  ],
});

export const removeSeries = (state: TableState, index: number): TableState => ({
  ...state,
  series: state.series.filter((_, k) => k !== index),
});
