import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales = {
  'zh-CN': {
    urls: '网址列表',
    urlsPlaceholder: '每行一个网址，例如：\nhttps://example.com\nexample.org/page',
    urlsHint: '只支持 http 和 https 网址，没写协议的会自动加上 https://',
    issues: { invalid: '第 {{line}} 行不是有效的网址', scheme: '第 {{line}} 行：只支持 http/https 网址' },
    valid_one: '{{count}} 个有效网址',
    valid_other: '{{count}} 个有效网址',
    mode: '打开方式',
    modes: {
      tabs: '新标签页/窗口',
      frames: '在本页内嵌显示',
    },
    modeHints: {
      tabs: '每个网址在一个新标签页中打开，到时间后重新载入。浏览器通常会拦截一次点击打开的多个弹出窗口：请在地址栏右侧允许本站弹出窗口后再点开始。',
      frames:
        '网页显示在本页的框里，适合自己的网站或允许被嵌入的页面。很多网站（如银行、社交网站）禁止被嵌入，会显示空白或报错，这种情况请用新标签页方式。',
    },
    interval: '刷新间隔（秒）',
    rounds: '刷新次数（0 表示不限）',
    start: '开始刷新',
    stop: '停止',
    closeTabs: '关闭打开的标签页',
    running: '正在刷新：已刷新 {{count}} 次，{{seconds}} 秒后下次刷新',
    stopped: '已停止，共刷新 {{count}} 次。',
    idle: '还没有开始。',
    blocked_one: '{{count}} 个窗口被浏览器拦截。请允许本站的弹出窗口，然后停止并重新开始。',
    blocked_other: '{{count}} 个窗口被浏览器拦截。请允许本站的弹出窗口，然后停止并重新开始。',
    closed_one: '{{count}} 个标签页已关闭或无法再刷新，已跳过。',
    closed_other: '{{count}} 个标签页已关闭或无法再刷新，已跳过。',
    frameTitle: '网页 {{index}}：{{url}}',
    openTab: '新标签页打开',
    limits:
      '说明：后台标签页里的计时器可能被浏览器放慢，请保持本页打开；刷新只是重新载入页面，不会绕过网站的登录、验证码或访问频率限制。请只用于你有权访问的网站，不要用来刷流量或投票。',
  },
  en: {
    urls: 'URLs',
    urlsPlaceholder: 'One URL per line, e.g.\nhttps://example.com\nexample.org/page',
    urlsHint: 'http and https only; https:// is added when no scheme is given',
    issues: {
      invalid: 'Line {{line}} is not a valid URL',
      scheme: 'Line {{line}}: only http/https URLs are allowed',
    },
    valid_one: '{{count}} valid URL',
    valid_other: '{{count}} valid URLs',
    mode: 'Open in',
    modes: {
      tabs: 'New tabs/windows',
      frames: 'Frames on this page',
    },
    modeHints: {
      tabs: 'Each URL opens in a new tab and is loaded again on every refresh. Browsers usually block several pop-ups from one click: allow pop-ups for this site (icon at the right of the address bar), then press Start again.',
      frames:
        'Pages show in frames on this page: good for your own sites or pages that allow embedding. Many sites (banks, social networks) refuse to be framed and show blank or an error; use new tabs for those.',
    },
    interval: 'Refresh every (seconds)',
    rounds: 'Number of refreshes (0 = no limit)',
    start: 'Start refreshing',
    stop: 'Stop',
    closeTabs: 'Close opened tabs',
    running: 'Refreshing: {{count}} done, next in {{seconds}} s',
    stopped: 'Stopped after $t(counts.refreshes, {"count": {{count}} }).',
    idle: 'Not started yet.',
    blocked_one:
      '{{count}} window was blocked by the browser. Allow pop-ups for this site, then stop and start again.',
    blocked_other:
      '{{count}} windows were blocked by the browser. Allow pop-ups for this site, then stop and start again.',
    closed_one: '{{count}} tab was closed or can no longer be refreshed; it is skipped.',
    closed_other: '{{count}} tabs were closed or can no longer be refreshed; they are skipped.',
    frameTitle: 'Page {{index}}: {{url}}',
    openTab: 'Open in new tab',
    limits:
      'Limits: browsers slow down timers in background tabs, so keep this page open. A refresh only reloads the page: it does not get past logins, CAPTCHAs or rate limits. Use it only on sites you may access, not to inflate views or votes.',
  },
} satisfies ToolLocales;
