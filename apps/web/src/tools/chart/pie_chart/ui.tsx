import { ChartTool } from '../../../features/charts/chart-tool.tsx';

export default function PieChartTool() {
  return <ChartTool kind="pie" />;
}
