import type { ToolDef } from '../types.ts';
import { aiText, defineTools } from './define.ts';

export const generatorTools: ToolDef[] = defineTools('generator', [
  {
    code: 'qr_code_generator',
    built: true,
    name: { 'zh-CN': '二维码生成器', en: 'QR code generator' },
    description: {
      'zh-CN': '把网址或文字生成二维码，可改颜色、加 Logo',
      en: 'Create a QR code from a link or text, with your own colours and logo',
    },
    keywords: {
      'zh-CN': ['二维码', '生成二维码', '二维码制作', '网址二维码'],
      en: ['qr', 'qrcode', 'qr maker', 'link to qr'],
    },
    wang: true,
  },
  {
    code: 'bar_code_generator',
    built: true,
    name: { 'zh-CN': '条形码生成器', en: 'Barcode generator' },
    description: {
      'zh-CN': '生成 EAN-13、Code 128 等常用格式的条形码',
      en: 'Create barcodes in EAN-13, Code 128 and other common formats',
    },
    keywords: { 'zh-CN': ['条形码', '条码', '商品码'], en: ['barcode', 'ean', 'upc', 'code 128'] },
  },
  {
    code: 'batch_bar_code_generator',
    built: true,
    name: { 'zh-CN': '条形码批量生成', en: 'Batch barcode generator' },
    description: {
      'zh-CN': '一次为多个编号生成条形码，打包下载',
      en: 'Create barcodes for a whole list of numbers at once and download them as a ZIP',
    },
    keywords: { 'zh-CN': ['条形码', '条码', '批量'], en: ['barcode', 'bulk', 'ean', 'labels'] },
  },
  {
    code: 'random_password',
    built: true,
    name: { 'zh-CN': '随机密码生成器', en: 'Random password generator' },
    description: {
      'zh-CN': '按长度和字符类型生成高强度随机密码',
      en: 'Create strong random passwords with the length and characters you choose',
    },
    keywords: {
      'zh-CN': ['密码', '强密码', '随机密码', '密码生成'],
      en: ['password', 'strong password', 'secure', 'random'],
    },
  },
  {
    code: 'smart_text_generator',
    built: true,
    name: { 'zh-CN': 'AI智能写作', en: 'AI writer' },
    description: {
      'zh-CN': '说出主题和要求，由 AI 写出文章、文案或回复',
      en: 'Describe a topic and let AI write the article, copy or reply',
    },
    keywords: {
      'zh-CN': ['AI写作', '写文章', '文案', '写作助手', '智能写作'],
      en: ['ai writing', 'article writer', 'copywriting', 'content', 'chatgpt'],
    },
    pricing: aiText,
  },
  {
    code: 'work_report_generator',
    built: true,
    name: { 'zh-CN': '工作报告生成器', en: 'Work report generator' },
    description: {
      'zh-CN': '输入工作要点，由 AI 写成日报、周报或月报',
      en: 'Turn a few notes into a daily, weekly or monthly report with AI',
    },
    keywords: {
      'zh-CN': ['周报', '日报', '月报', '工作总结', 'AI写作'],
      en: ['weekly report', 'daily report', 'status report', 'summary', 'ai writing'],
    },
    pricing: aiText,
  },
  {
    code: 'comment_generator',
    built: true,
    name: { 'zh-CN': '评语生成器', en: 'Comment generator' },
    description: {
      'zh-CN': '用 AI 为学生或员工写出有针对性的评语',
      en: 'Use AI to write personalised comments for students or staff',
    },
    keywords: {
      'zh-CN': ['评语', '学生评语', '期末评语', '老师', 'AI写作'],
      en: ['report card', 'teacher comments', 'feedback', 'review', 'ai writing'],
    },
    pricing: aiText,
  },
  {
    code: 'red_book_text_generator',
    built: true,
    name: { 'zh-CN': '小红书文案生成', en: 'Xiaohongshu post writer' },
    description: {
      'zh-CN': '用 AI 写出带标题、表情和话题标签的小红书种草文案',
      en: 'Use AI to write Xiaohongshu (RED) posts with catchy titles, emoji and hashtags',
    },
    keywords: {
      'zh-CN': ['小红书', '种草', '文案', '爆款标题', 'AI写作'],
      en: ['rednote', 'red', 'social media', 'copywriting', 'ai writing'],
    },
    pricing: aiText,
  },
]);
