import type { ToolLocales } from '../../../framework/define-tool.ts';
import { ipResultLocales } from '../kit/ip-info/ip-result-locales.ts';

export const locales = {
  'zh-CN': {
    yourIp: '你的公网 IP',
    loading: '正在获取你的 IP 地址…',
    refresh: '重新检测',
    lookupOther: '查询其他 IP 地址',
    explain:
      '这是本站服务器看到的你的连接地址。使用代理、VPN 或公司网络时，显示的是它们的出口地址；同时有 IPv4 和 IPv6 时，浏览器自己决定用哪一个连接。',
    result: ipResultLocales['zh-CN'],
  },
  en: {
    yourIp: 'Your public IP',
    loading: 'Finding your IP address…',
    refresh: 'Check again',
    lookupOther: 'Look up another IP address',
    explain:
      'This is the address our server sees your connection coming from. Behind a proxy, VPN or company network it is their exit address; with both IPv4 and IPv6, your browser picks which one to connect with.',
    result: ipResultLocales.en,
  },
} satisfies ToolLocales;
