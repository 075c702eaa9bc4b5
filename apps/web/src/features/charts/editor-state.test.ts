import { describe, expect, it } from 'vitest';
import { addRow, addSeries, fromTable, removeRow, removeSeries, toChartData } from './editor-state.ts';

describe('chart editor state', () => {
  const state = fromTable('Month\tNorth\tSouth\nJan\t1,200\t5\nFeb\tabc\t\n');

  it('keeps the typed cells and turns them into chart data, marking cells that are not numbers', () => {
    expect(state.corner).toBe('Month');
    expect(state.series.map((s) => s.cells)).toEqual([
      ['1,200', 'abc'],
      ['5', ''],
    ]);
    const { data, invalid } = toChartData(state);
    expect(data.series.map((s) => s.values)).toEqual([
      [1200, null],
      [5, null],
    ]);
    expect([...invalid]).toEqual(['0:1']);
  });

  it('adds and removes rows and series in step', () => {
    const grown = addSeries(addRow(state), 'West');
    expect(grown.categories).toEqual(['Jan', 'Feb', '']);
    expect(grown.series.map((s) => s.cells.length)).toEqual([3, 3, 3]);
    expect(grown.categoryColors).toHaveLength(3);
    const shrunk = removeSeries(removeRow(grown, 0), 1);
    expect(shrunk.categories).toEqual(['Feb', '']);
    expect(shrunk.series.map((s) => s.name)).toEqual(['North', 'West']);
    expect(shrunk.series[0]!.cells).toEqual(['abc', '']);
  });
});
