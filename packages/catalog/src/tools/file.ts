import type { ToolDef } from '../types.ts';
import { defineTools } from './define.ts';

export const fileTools: ToolDef[] = defineTools('file', [
  {
    code: 'file_batch_rename',
    name: { 'zh-CN': '文件批量重命名', en: 'Batch rename files' },
    description: {
      'zh-CN': '按规则批量修改文件名，支持序号、替换和前后缀',
      en: 'Rename many files at once with numbering, find-and-replace, prefixes and suffixes',
    },
    keywords: {
      'zh-CN': ['重命名', '改名', '批量改名', '文件名'],
      en: ['rename', 'bulk rename', 'file names', 'numbering'],
    },
    built: true,
  },
  {
    code: 'web_batch_refresh',
    name: { 'zh-CN': '网页批量刷新', en: 'Batch refresh web pages' },
    description: {
      'zh-CN': '同时打开多个网页，按设定的间隔自动刷新',
      en: 'Open several web pages and reload them automatically at the interval you set',
    },
    keywords: {
      'zh-CN': ['自动刷新', '定时刷新', '网页', '刷新'],
      en: ['auto refresh', 'reload', 'web page', 'timer'],
    },
    built: true,
  },
  {
    code: 'free_image',
    name: { 'zh-CN': '免费图库', en: 'Free stock photos' },
    description: {
      'zh-CN': '搜索并下载可免费商用的高清图片',
      en: 'Search and download high-quality photos that are free for commercial use',
    },
    keywords: {
      'zh-CN': ['图库', '素材', '免版权', '高清图片', '壁纸'],
      en: ['stock photos', 'royalty free', 'pictures', 'wallpaper'],
    },
    built: true,
  },
  {
    code: 'free_icon',
    name: { 'zh-CN': '免费图标', en: 'Free icons' },
    description: {
      'zh-CN': '搜索并下载可免费使用的图标素材',
      en: 'Search and download icons that are free to use',
    },
    keywords: { 'zh-CN': ['图标', '素材', 'icon', 'SVG'], en: ['icon', 'svg', 'png icons', 'symbols'] },
    built: true,
  },
  {
    code: 'wechat_multiple_open',
    built: true,
    name: { 'zh-CN': '微信多开', en: 'Run multiple WeChat accounts' },
    description: {
      'zh-CN': '生成启动脚本，在一台电脑上同时登录多个微信',
      en: 'Get a launch script that runs several WeChat accounts on one PC',
    },
    keywords: {
      'zh-CN': ['微信', '多开', '双开', '多账号'],
      en: ['wechat', 'multiple accounts', 'dual login', 'weixin'],
    },
  },
]);
