import { ChartTool } from '../../../features/charts/chart-tool.tsx';

export default function RadarChartTool() {
  return <ChartTool kind="radar" />;
}
