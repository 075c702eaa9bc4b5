import { cartesianSvg } from './cartesian.ts';
import type { ChartData } from './data.ts';
import { pieSvg } from './pie.ts';
import { radarSvg } from './radar.ts';
import type { ChartOptions } from './svg.ts';

export type ChartKind = 'line' | 'bar' | 'pie' | 'radar';

/** Why a chart cannot be drawn from this data yet (a translated message code), or null. */
export function chartProblem(kind: ChartKind, data: ChartData): string | null {
  if (!data.series.length) return 'no_series';
  if (!data.categories.length) return 'no_categories';
  const values = data.series.flatMap((s) => s.values).filter((v) => v !== null);
  if (!values.length) return 'no_values';
  if (kind === 'radar' && data.categories.length < 3) return 'radar_axes';
  if (kind === 'pie' && !(data.series[0]?.values ?? []).some((v) => v !== null && v > 0))
    return 'pie_positive';
  return null;
}

/** The chart as a standalone SVG document (what the preview shows and the downloads contain). */
export function chartSvg(kind: ChartKind, data: ChartData, options: ChartOptions): string {
  if (kind === 'pie') return pieSvg(data, options);
  if (kind === 'radar') return radarSvg(data, options);
  return cartesianSvg(kind, data, options);
}
