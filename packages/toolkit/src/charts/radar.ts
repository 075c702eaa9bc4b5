import type { ChartData } from './data.ts';
import { esc, formatValue, frame, legend, tones, type ChartOptions } from './svg.ts';
import { formatTick, niceTicks } from './ticks.ts';

/** A radar (spider) chart: one axis per category from the centre, rings at nice values, a polygon per series. */
export function radarSvg(data: ChartData, options: ChartOptions): string {
  const { ink, muted, grid, axis } = tones(options.background);
  const n = data.categories.length;
  const values = data.series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const ticks = niceTicks(0, Math.max(0, ...values), 5, true);
  const top0 = options.title ? 52 : 20;
  const leg = legend(data.series, 20, options.width - 40, top0, ink);
  const top = top0 + leg.height + 12;
  const r = Math.max(20, Math.min(options.width / 2 - 90, (options.height - top - 64) / 2));
  const cx = options.width / 2;
  const cy = top + 26 + r;
  const at = (i: number, radius: number) => {
    const angle = (i / n) * Math.PI * 2;
    return [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)] as const;
  };
  const radius = (v: number) => (Math.max(0, v) / ticks.max) * r;
  const polygon = (radii: number[]) => radii.map((rr, i) => at(i, rr).join(',')).join(' ');

  let body = leg.markup;
  for (const t of ticks.values.slice(1)) {
    body += `<polygon points="${polygon(Array(n).fill(radius(t)))}" fill="none" stroke="${grid}"/>`;
    body += `<text x="${cx + 4}" y="${cy - radius(t) + 12}" font-size="11" fill="${muted}">${formatTick(t, ticks.step)}</text>`;
  }
  data.categories.forEach((category, i) => {
    const [x, y] = at(i, r);
    const [lx, ly] = at(i, r + 18);
    const sin = Math.sin((i / n) * Math.PI * 2);
    const anchor = Math.abs(sin) < 0.2 ? 'middle' : sin > 0 ? 'start' : 'end';
    body += `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="${axis}"/>`;
    body += `<text x="${lx}" y="${ly + 4}" text-anchor="${anchor}" font-size="13" fill="${ink}">${esc(category)}</text>`;
  });
  for (const s of data.series) {
    const radii = data.categories.map((_, i) => radius(s.values[i] ?? 0));
    body += `<polygon points="${polygon(radii)}" fill="${esc(s.color)}" fill-opacity="0.18" stroke="${esc(s.color)}" stroke-width="2" stroke-linejoin="round"/>`;
    radii.forEach((rr, i) => {
      const [x, y] = at(i, rr);
      const v = s.values[i];
      body += `<circle cx="${x}" cy="${y}" r="3.5" fill="${esc(s.color)}"><title>${esc(`${s.name} · ${data.categories[i]}: ${v === null || v === undefined ? '–' : formatValue(v)}`)}</title></circle>`;
      if (options.showValues && v !== null && v !== undefined) {
        body += `<text x="${x}" y="${y - 7}" text-anchor="middle" font-size="11" fill="${esc(s.color)}">${formatValue(v)}</text>`;
      }
    });
  }
  return frame(options, body);
}
