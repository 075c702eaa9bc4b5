import type { ToolLocales } from '../../../framework/define-tool.ts';
import { ipResultLocales } from '../kit/ip-info/ip-result-locales.ts';

export const locales = {
  'zh-CN': {
    label: 'IP 地址或域名',
    placeholder: '例如 8.8.8.8、2001:4860:4860::8888 或 example.com',
    hint: '支持 IPv4、IPv6 和域名，按回车查询',
    lookup: '查询',
    looking: '查询中…',
    examples: '试试：',
    history: '最近查询',
    empty: '请输入要查询的 IP 地址或域名',
    result: ipResultLocales['zh-CN'],
  },
  en: {
    label: 'IP address or domain',
    placeholder: 'e.g. 8.8.8.8, 2001:4860:4860::8888 or example.com',
    hint: 'IPv4, IPv6 and domain names; press Enter to look up',
    lookup: 'Look up',
    looking: 'Looking up…',
    examples: 'Try:',
    history: 'Recent look-ups',
    empty: 'Enter an IP address or a domain to look up',
    result: ipResultLocales.en,
  },
} satisfies ToolLocales;
