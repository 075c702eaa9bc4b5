import type { ToolDef } from '../types.ts';
import { defineTools } from './define.ts';

export const chartTools: ToolDef[] = defineTools('chart', [
  {
    code: 'line_chart',
    built: true,
    name: { 'zh-CN': '折线图制作', en: 'Line chart maker' },
    description: {
      'zh-CN': '输入数据在线生成折线图，可导出图片',
      en: 'Enter your data to make a line chart and save it as an image',
    },
    keywords: {
      'zh-CN': ['折线图', '趋势图', '图表', '做图'],
      en: ['line graph', 'trend', 'chart', 'graph'],
    },
  },
  {
    code: 'bar_chart',
    built: true,
    name: { 'zh-CN': '柱状图制作', en: 'Bar chart maker' },
    description: {
      'zh-CN': '输入数据在线生成柱状图，可导出图片',
      en: 'Enter your data to make a bar chart and save it as an image',
    },
    keywords: {
      'zh-CN': ['柱状图', '条形图', '柱形图', '图表'],
      en: ['bar graph', 'column chart', 'chart', 'graph'],
    },
  },
  {
    code: 'pie_chart',
    built: true,
    name: { 'zh-CN': '饼图制作', en: 'Pie chart maker' },
    description: {
      'zh-CN': '输入数据在线生成饼图，直观展示占比',
      en: 'Enter your data to make a pie chart that shows each share at a glance',
    },
    keywords: {
      'zh-CN': ['饼图', '饼状图', '占比', '图表'],
      en: ['pie graph', 'percentage', 'chart', 'donut'],
    },
  },
  {
    code: 'radar_chart',
    built: true,
    name: { 'zh-CN': '雷达图制作', en: 'Radar chart maker' },
    description: {
      'zh-CN': '输入多项指标在线生成雷达图，对比各项能力',
      en: 'Enter several measures to make a radar chart that compares them',
    },
    keywords: {
      'zh-CN': ['雷达图', '蜘蛛图', '能力图', '图表'],
      en: ['spider chart', 'web chart', 'chart', 'graph'],
    },
  },
]);
