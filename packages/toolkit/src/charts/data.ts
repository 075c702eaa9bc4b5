/** The data every chart draws: categories (x values, slices or radar axes) and one row of values per series. */
export interface ChartSeries {
  name: string;
  color: string;
  /** One value per category; null is a gap (line) or nothing (bar, pie). */
  values: Array<number | null>;
}

export interface ChartData {
  categories: string[];
  series: ChartSeries[];
  /** Pie only: a colour per slice (defaults to the palette). */
  categoryColors?: string[];
}

/** Ten colours that stay apart from each other and readable on white. */
export const PALETTE = [
  '#2c56e0',
  '#e5532d',
  '#1f9d6b',
  '#b1489c',
  '#d49a00',
  '#0f8fb3',
  '#7a5af0',
  '#c23b5a',
  '#5b7f1f',
  '#6b7280',
];

/** Reads a typed cell: '1,234.5', '12%', ' -3 ', '' (null). Anything else is NaN. */
export function parseCell(text: string): number | null {
  const clean = text
    .trim()
    .replace(/[,，\s]/g, '')
    .replace(/%$/, '');
  if (!clean) return null;
  const value = Number(clean);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * Spreadsheet text (tab-separated, or comma-separated when there is no tab) with a header row:
 * the first header cell names the categories, the others name the series.
 */
export function parseTable(text: string, palette: readonly string[] = PALETTE): ChartData {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.trim());
  const separator = rows.some((r) => r.includes('\t')) ? '\t' : ',';
  const cells = rows.map((r) => r.split(separator).map((c) => c.trim()));
  const header = cells[0] ?? [];
  const names = header.slice(1);
  return {
    categories: cells.slice(1).map((r) => r[0] ?? ''),
    series: names.map((name, s) => ({
      name,
      color: palette[s % palette.length]!,
      values: cells.slice(1).map((r) => {
        const value = parseCell(r[s + 1] ?? '');
        return value === null || Number.isNaN(value) ? null : value;
      }),
    })),
  };
}

/** The data as tab-separated text with a header row (what parseTable reads back). */
export function toTable(data: ChartData, firstHeader = ''): string {
  const lines = [[firstHeader, ...data.series.map((s) => s.name)].join('\t')];
  data.categories.forEach((category, i) =>
    lines.push([category, ...data.series.map((s) => (s.values[i] ?? '').toString())].join('\t')),
  );
  return lines.join('\n');
}
