import { ChartTool } from '../../../features/charts/chart-tool.tsx';

export default function LineChartTool() {
  return <ChartTool kind="line" />;
}
