import type { ChartData } from './data.ts';
import { esc, formatValue, frame, legend, textWidth, tones, type ChartOptions } from './svg.ts';
import { formatTick, niceTicks } from './ticks.ts';

export type CartesianKind = 'line' | 'bar';

/**
 * A line or grouped bar chart: value axis with nice ticks and grid lines, category axis (labels
 * slanted when they would collide), legend above the plot, optional value labels.
 */
export function cartesianSvg(kind: CartesianKind, data: ChartData, options: ChartOptions): string {
  const { ink, muted, grid, axis } = tones(options.background);
  const { width, height } = options;
  const values = data.series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const ticks = niceTicks(Math.min(...values), Math.max(...values), 5, kind === 'bar' || values.length === 0);
  const top0 = options.title ? 52 : 20;
  const leg = legend(data.series, 20, width - 40, top0, ink);
  const tickLabels = ticks.values.map((v) => formatTick(v, ticks.step));
  const left = 16 + Math.max(...tickLabels.map((l) => textWidth(l, 12)));
  const right = width - 24;
  const n = Math.max(1, data.categories.length);
  const band = (right - left) / n;
  const longest = Math.max(0, ...data.categories.map((c) => textWidth(c, 12)));
  const slant = longest > band - 6;
  const bottom = height - 16 - (slant ? Math.min(120, longest * 0.7 + 10) : 22);
  const top = top0 + leg.height + (leg.height ? 10 : 0) + 8;
  const y = (v: number) => bottom - ((v - ticks.min) / (ticks.max - ticks.min)) * (bottom - top);
  const xCenter = (i: number) => left + band * (i + 0.5);

  let body = leg.markup;
  ticks.values.forEach((v, i) => {
    const ty = y(v);
    body += `<line x1="${left}" x2="${right}" y1="${ty}" y2="${ty}" stroke="${v === 0 ? axis : grid}" stroke-width="1"/>`;
    body += `<text x="${left - 8}" y="${ty + 4}" text-anchor="end" font-size="12" fill="${muted}">${tickLabels[i]}</text>`;
  });
  body += `<line x1="${left}" x2="${left}" y1="${top}" y2="${bottom}" stroke="${axis}"/>`;
  data.categories.forEach((category, i) => {
    const cx = xCenter(i);
    body += slant
      ? `<text transform="translate(${cx} ${bottom + 14}) rotate(-35)" text-anchor="end" font-size="12" fill="${muted}">${esc(category)}</text>`
      : `<text x="${cx}" y="${bottom + 18}" text-anchor="middle" font-size="12" fill="${muted}">${esc(category)}</text>`;
  });

  const label = (x: number, yy: number, v: number, color: string) =>
    options.showValues
      ? `<text x="${x}" y="${v < 0 ? yy + 14 : yy - 6}" text-anchor="middle" font-size="11" fill="${color}">${formatValue(v)}</text>`
      : '';
  const base = y(Math.max(ticks.min, Math.min(0, ticks.max)));
  if (kind === 'bar') {
    const groups = Math.max(1, data.series.length);
    const inner = band * 0.72;
    const barWidth = inner / groups;
    data.series.forEach((s, k) =>
      s.values.forEach((v, i) => {
        if (v === null) return;
        const x = xCenter(i) - inner / 2 + k * barWidth;
        const yy = y(v);
        body += `<rect x="${x + 1}" y="${Math.min(yy, base)}" width="${Math.max(1, barWidth - 2)}" height="${Math.abs(base - yy)}" rx="2" fill="${esc(s.color)}"><title>${esc(`${s.name} · ${data.categories[i] ?? ''}: ${formatValue(v)}`)}</title></rect>`;
        body += label(x + barWidth / 2, yy, v, ink);
      }),
    );
  } else {
    for (const s of data.series) {
      // Nulls break the line into separate runs.
      let path = '';
      let pen = false;
      s.values.forEach((v, i) => {
        if (v === null) return void (pen = false);
        path += `${pen ? 'L' : 'M'}${xCenter(i)} ${y(v)}`;
        pen = true;
      });
      body += `<path d="${path}" fill="none" stroke="${esc(s.color)}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>`;
      s.values.forEach((v, i) => {
        if (v === null) return;
        body += `<circle cx="${xCenter(i)}" cy="${y(v)}" r="4" fill="${esc(options.background)}" stroke="${esc(s.color)}" stroke-width="2"><title>${esc(`${s.name} · ${data.categories[i] ?? ''}: ${formatValue(v)}`)}</title></circle>`;
        body += label(xCenter(i), y(v), v, s.color);
      });
    }
  }
  return frame(options, body);
}
