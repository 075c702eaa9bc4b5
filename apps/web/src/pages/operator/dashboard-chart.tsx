import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chartProblem, chartSvg, PALETTE, type ChartData, type ChartKind } from '@toolbox/toolkit/charts';

/**
 * One dashboard chart, drawn by the project's own chart engine (the chart tools' SVG renderer):
 * the markup is made from numbers and escaped names only, so inserting it is safe. Nothing is
 * drawn when the data cannot make a chart (no values, a pie with nothing positive).
 */
export function DashChart({
  kind,
  title,
  categories,
  series,
  height = 300,
}: {
  kind: ChartKind;
  title: string;
  categories: string[];
  series: Array<{ name: string; values: number[] }>;
  height?: number;
}) {
  const { t } = useTranslation();
  const svg = useMemo(() => {
    const data: ChartData = {
      categories,
      series: series.map((s, i) => ({ name: s.name, color: PALETTE[i % PALETTE.length]!, values: s.values })),
    };
    if (chartProblem(kind, data)) return '';
    return chartSvg(kind, data, {
      title: '',
      width: 640,
      height,
      showValues: kind !== 'line' && categories.length <= 12,
      donut: kind === 'pie',
      background: '#ffffff',
    });
  }, [kind, categories, series, height]);
  if (!svg) return null;
  return (
    <div
      className="operator-chart"
      role="img"
      aria-label={t('operator.dash.chartOf', { title })}
      data-testid="operator-chart"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
