import type { ToolDef } from '../types.ts';
import { defineTools } from './define.ts';

export const lifeTools: ToolDef[] = defineTools('life', [
  {
    code: 'tomato_clock',
    name: { 'zh-CN': '番茄钟', en: 'Pomodoro timer' },
    description: {
      'zh-CN': '专注 25 分钟、休息 5 分钟，帮你保持专注',
      en: 'Stay focused with 25-minute work sessions and short breaks',
    },
    keywords: {
      'zh-CN': ['番茄工作法', '专注', '计时器', '倒计时'],
      en: ['pomodoro', 'focus', 'timer', 'countdown', 'tomato'],
    },
    built: true,
  },
  {
    // "fd" read as 法定 (statutory): working days under China's public-holiday calendar.
    code: 'fd_work',
    built: true,
    name: { 'zh-CN': '工作日计算器', en: 'Working-day calculator' },
    description: {
      'zh-CN': '按法定节假日和调休计算两个日期之间有多少个工作日',
      en: "Count the working days between two dates, allowing for China's public holidays",
    },
    keywords: {
      'zh-CN': ['工作日', '法定节假日', '调休', '天数计算', '日期'],
      en: ['business days', 'workdays', 'holidays', 'date calculator'],
    },
  },
  {
    code: 'trip_plan',
    built: true,
    name: { 'zh-CN': '行程规划', en: 'Trip planner' },
    description: {
      'zh-CN': '按天安排旅行的地点和行程，并生成分享链接',
      en: 'Plan a trip day by day with the places to visit and share it by link',
    },
    keywords: {
      'zh-CN': ['旅行', '旅游攻略', '行程', '出行计划'],
      en: ['travel', 'itinerary', 'trip', 'vacation plan'],
    },
  },
  {
    code: 'trip_plan_share_page',
    built: true,
    name: { 'zh-CN': '行程分享', en: 'Shared trip plan' },
    description: {
      'zh-CN': '查看别人分享给你的旅行行程',
      en: 'View a trip plan someone has shared with you',
    },
    keywords: { 'zh-CN': ['旅行', '行程', '分享'], en: ['travel', 'itinerary', 'shared trip'] },
  },
  {
    code: 'country_capital',
    name: { 'zh-CN': '世界各国首都', en: 'World capitals' },
    description: {
      'zh-CN': '查询世界各国的首都和所在大洲',
      en: 'Look up the capital and continent of every country',
    },
    keywords: {
      'zh-CN': ['首都', '国家', '地理', '大洲'],
      en: ['capital city', 'countries', 'geography', 'continent'],
    },
    built: true,
  },
  {
    code: 'taobao_coupon',
    name: { 'zh-CN': '淘宝优惠券', en: 'Taobao coupons' },
    description: {
      'zh-CN': '搜索商品，找到可以领取的淘宝优惠券',
      en: 'Search for a product and find Taobao coupons you can claim',
    },
    keywords: {
      'zh-CN': ['优惠券', '淘宝', '省钱', '购物', '领券'],
      en: ['coupon', 'taobao', 'discount', 'shopping', 'deals'],
    },
    built: true,
  },
]);
