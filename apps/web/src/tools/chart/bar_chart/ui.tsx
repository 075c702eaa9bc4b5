import { ChartTool } from '../../../features/charts/chart-tool.tsx';

export default function BarChartTool() {
  return <ChartTool kind="bar" />;
}
