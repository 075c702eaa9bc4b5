import type { CategoryDef } from './types.ts';

/** Categories in the order the home page and left menu show them. */
export const categories: CategoryDef[] = [
  { code: 'pdf', name: { 'zh-CN': 'PDF 工具', en: 'PDF tools' } },
  { code: 'document', name: { 'zh-CN': '文档工具', en: 'Document tools' } },
  { code: 'image', name: { 'zh-CN': '图片工具', en: 'Image tools' } },
  { code: 'id_photo', name: { 'zh-CN': '证件照', en: 'ID photo' } },
  { code: 'audio_video', name: { 'zh-CN': '音频视频', en: 'Audio & video' } },
  { code: 'text', name: { 'zh-CN': '文本工具', en: 'Text tools' } },
  { code: 'code', name: { 'zh-CN': '编程开发', en: 'Developer tools' } },
  { code: 'finance', name: { 'zh-CN': '财务工具', en: 'Finance' } },
  { code: 'generator', name: { 'zh-CN': '生成器', en: 'Generators' } },
  { code: 'chart', name: { 'zh-CN': '图表', en: 'Charts' } },
  { code: 'network', name: { 'zh-CN': '网络与地图', en: 'Network & maps' } },
  { code: 'life', name: { 'zh-CN': '生活与时间', en: 'Time & life' } },
  { code: 'game', name: { 'zh-CN': '小游戏', en: 'Games' } },
  { code: 'file', name: { 'zh-CN': '文件与网页', en: 'Files & web' } },
  { code: 'desktop', name: { 'zh-CN': '桌面版功能', en: 'Desktop app' } },
];
