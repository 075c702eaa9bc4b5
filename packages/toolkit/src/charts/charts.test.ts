import { describe, expect, it } from 'vitest';
import { chartProblem, chartSvg } from './chart.ts';
import { parseCell, parseTable, toTable, type ChartData } from './data.ts';
import { percentages } from './pie.ts';
import { formatTick, niceTicks } from './ticks.ts';

const options = { title: 'Sales <2024>', width: 800, height: 480, showValues: true, background: '#ffffff' };
const data: ChartData = {
  categories: ['Jan', 'Feb', 'Mar', 'Apr'],
  series: [
    { name: 'North & South', color: '#2c56e0', values: [120, 200, null, 150] },
    { name: 'West', color: '#e5532d', values: [80, -30, 95, 60] },
  ],
};

describe('niceTicks', () => {
  it.each([
    [0, 97, [0, 20, 40, 60, 80, 100]],
    [-30, 200, [-50, 0, 50, 100, 150, 200]],
    [0, 1, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [0, 0.3, [0, 0.1, 0.2, 0.3]],
    [0, 23, [0, 5, 10, 15, 20, 25]],
    [0, 0, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [1234, 98765, [0, 20000, 40000, 60000, 80000, 100000]],
  ])('%d..%d', (min, max, expected) => {
    expect(niceTicks(min, max).values).toEqual(expected);
  });

  it('can leave zero out for lines far from it', () => {
    const ticks = niceTicks(1012, 1047, 5, false);
    expect(ticks.values[0]).toBeLessThanOrEqual(1012);
    expect(ticks.values.at(-1)).toBeGreaterThanOrEqual(1047);
    expect(ticks.values[0]).toBeGreaterThan(900);
  });

  it('labels ticks with the decimals the step needs', () => {
    expect(formatTick(7.5, 2.5)).toBe('7.5');
    expect(formatTick(5, 2.5)).toBe('5.0');
    expect(formatTick(0.25, 0.05)).toBe('0.25');
    expect(formatTick(40000, 20000)).toBe('40,000');
  });
});

describe('parseTable', () => {
  it('reads a spreadsheet paste with a header row, thousands separators, % and blanks', () => {
    const parsed = parseTable('Month\tNorth\tWest\r\nJan\t1,200\t80%\nFeb\t\tn/a\n');
    expect(parsed.categories).toEqual(['Jan', 'Feb']);
    expect(parsed.series.map((s) => [s.name, s.values])).toEqual([
      ['North', [1200, null]],
      ['West', [80, null]],
    ]);
  });

  it('falls back to commas and round-trips through toTable', () => {
    const parsed = parseTable('Item,Score\nA,3\nB,4.5');
    expect(parseTable(toTable(parsed, 'Item'))).toEqual(parsed);
    expect(parseCell(' -3 ')).toBe(-3);
    expect(parseCell('abc')).toBeNaN();
  });
});

describe('percentages', () => {
  it('add up to exactly 100 and ignore non-positive values', () => {
    expect(percentages([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentages([50, null, -5, 50])).toEqual([50, 0, 0, 50]);
    const many = percentages([3, 7, 11, 13, 17, 19, 23]);
    expect(Math.round(many.reduce((a, b) => a + b) * 10)).toBe(1000);
  });
});

describe('chartSvg', () => {
  it('draws line and bar charts with escaped text, gaps and negative bars', () => {
    const line = chartSvg('line', data, options);
    expect(line).toContain('Sales &lt;2024&gt;');
    expect(line).toContain('North &amp; South');
    // The null in March splits the first series into two runs.
    const firstPath = /<path d="([^"]+)" fill="none" stroke="#2c56e0"/.exec(line)![1]!;
    expect(firstPath.match(/M/g)).toHaveLength(2);
    const bar = chartSvg('bar', data, options);
    expect(bar.match(/<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" rx="2"/g)).toHaveLength(7);
    expect(bar).toContain('>-30</text>');
  });

  it('draws pie slices with percentages and a radar polygon per series', () => {
    const pie = chartSvg(
      'pie',
      { categories: ['A', 'B'], series: [{ name: 'S', color: '#000', values: [1, 3] }] },
      options,
    );
    expect(pie).toContain('>25%</text>');
    expect(pie).toContain('>75%</text>');
    const radar = chartSvg('radar', data, options);
    expect(radar.match(/fill-opacity="0.18"/g)).toHaveLength(2);
  });

  it('writes light text on a dark background', () => {
    const dark = chartSvg('bar', data, { ...options, background: '#111827' });
    expect(dark).toContain('font-weight="600" fill="#f3f4f6">Sales');
    expect(chartSvg('bar', data, options)).toContain('font-weight="600" fill="#1f2937">Sales');
  });

  it('says why a chart cannot be drawn yet', () => {
    expect(chartProblem('radar', { categories: ['a', 'b'], series: data.series })).toBe('radar_axes');
    expect(
      chartProblem('pie', { categories: ['a'], series: [{ name: 's', color: '#000', values: [-1] }] }),
    ).toBe('pie_positive');
    expect(chartProblem('line', { categories: [], series: data.series })).toBe('no_categories');
    expect(chartProblem('bar', { categories: ['a'], series: [] })).toBe('no_series');
    expect(chartProblem('bar', data)).toBeNull();
  });
});
