import { PALETTE, type ChartData } from './data.ts';
import { esc, formatValue, frame, textWidth, tones, type ChartOptions } from './svg.ts';

/**
 * Percentages (one decimal) of positive values that add up to exactly 100.0, by giving the rounding
 * remainder to the largest fractions first. Zero, negative and missing values get 0.
 */
export function percentages(values: Array<number | null>): number[] {
  const positive = values.map((v) => (v !== null && v > 0 ? v : 0));
  const total = positive.reduce((a, b) => a + b, 0);
  if (!total) return positive.map(() => 0);
  const tenths = positive.map((v) => (v / total) * 1000);
  const floors = tenths.map(Math.floor);
  let left = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = tenths.map((t, i) => [t - Math.floor(t), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    floors[i]!++;
  }
  return floors.map((f) => f / 10);
}

/** A pie (or donut) of the first series, with percentages on the slices and a legend with values. */
export function pieSvg(data: ChartData, options: ChartOptions): string {
  const { ink } = tones(options.background);
  const series = data.series[0];
  const values = series?.values ?? [];
  const shares = percentages(values);
  const total = values.reduce<number>((sum, v) => sum + (v !== null && v > 0 ? v : 0), 0);
  const top = options.title ? 56 : 20;
  const side = options.width >= 560;
  const legendWidth = side ? Math.min(260, options.width * 0.36) : options.width - 40;
  const rows = data.categories.length;
  const chartHeight = options.height - top - 20 - (side ? 0 : rows * 22 + 12);
  const r = Math.max(
    20,
    Math.min((side ? options.width - legendWidth - 60 : options.width - 40) / 2, chartHeight / 2) - 8,
  );
  const cx = side ? 20 + (options.width - legendWidth - 40) / 2 : options.width / 2;
  const cy = top + chartHeight / 2;
  const hole = options.donut ? r * 0.55 : 0;
  const colorOf = (i: number) => esc(data.categoryColors?.[i] ?? PALETTE[i % PALETTE.length]!);
  const point = (angle: number, radius: number) =>
    [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)] as const;

  let body = '';
  let angle = 0;
  values.forEach((v, i) => {
    if (v === null || v <= 0 || !total) return;
    const sweep = (v / total) * Math.PI * 2;
    const title = `<title>${esc(`${data.categories[i] ?? ''}: ${formatValue(v)} (${shares[i]}%)`)}</title>`;
    if (sweep >= Math.PI * 2 - 1e-9) {
      body += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colorOf(i)}">${title}</circle>`;
    } else {
      const [x1, y1] = point(angle, r);
      const [x2, y2] = point(angle + sweep, r);
      const large = sweep > Math.PI ? 1 : 0;
      body += `<path d="M${cx} ${cy}L${x1} ${y1}A${r} ${r} 0 ${large} 1 ${x2} ${y2}Z" fill="${colorOf(i)}" stroke="${esc(options.background)}" stroke-width="1.5">${title}</path>`;
    }
    const mid = angle + sweep / 2;
    const inside = shares[i]! >= 5;
    const [lx, ly] = point(mid, inside ? (hole ? (r + hole) / 2 : r * 0.64) : r + 18);
    const anchor = inside ? 'middle' : Math.sin(mid) >= 0 ? 'start' : 'end';
    body += `<text x="${lx}" y="${ly + 4}" text-anchor="${anchor}" font-size="12" font-weight="600" fill="${inside ? '#fff' : ink}">${shares[i]}%</text>`;
    angle += sweep;
  });
  if (hole) body += `<circle cx="${cx}" cy="${cy}" r="${hole}" fill="${esc(options.background)}"/>`;
  if (hole && total) {
    body += `<text x="${cx}" y="${cy + 6}" text-anchor="middle" font-size="18" font-weight="600" fill="${ink}">${formatValue(total)}</text>`;
  }

  const lx = side ? options.width - legendWidth - 10 : 20;
  let ly = side ? cy - (rows * 22) / 2 : top + chartHeight + 12;
  data.categories.forEach((category, i) => {
    const v = values[i];
    const text = `${category}  ${v === null || v === undefined ? '–' : formatValue(v)} · ${shares[i] ?? 0}%`;
    const fit =
      textWidth(text, 13) > legendWidth - 20
        ? ` textLength="${legendWidth - 20}" lengthAdjust="spacingAndGlyphs"`
        : '';
    body += `<rect x="${lx}" y="${ly + 2}" width="12" height="12" rx="3" fill="${colorOf(i)}"/>`;
    body += `<text x="${lx + 18}" y="${ly + 12.5}" font-size="13" fill="${ink}"${fit}>${esc(text)}</text>`;
    ly += 22;
  });
  return frame(options, body);
}
