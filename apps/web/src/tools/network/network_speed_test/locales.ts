import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales = {
  'zh-CN': {
    start: '开始测速',
    again: '再测一次',
    phases: {
      idle: '准备就绪',
      ping: '正在测延迟…',
      download: '正在测下载…',
      upload: '正在测上传…',
      done: '测速完成',
    },
    gauge: '当前速度',
    ping: '延迟',
    jitter: '抖动',
    download: '下载',
    upload: '上传',
    ms: '毫秒',
    unit: 'Mbps',
    stopped: '测速已停止。',
    failed: '测速失败：无法连接到测速服务器。',
    explain:
      '测的是你的设备到本站服务器之间的速度：延迟取 10 次小请求往返时间的中位数，下载和上传各用 4 条并行连接最多测 10 秒，前 2 秒预热不计入结果。数据是随机生成的，不能被压缩，也不会被缓存。',
    limits:
      '结果会受 Wi-Fi、其他设备占用带宽、VPN 以及服务器自身带宽影响，不一定等于运营商给你的最高带宽。单次测速大约消耗几十到几百 MB 流量，用手机流量时请留意。',
  },
  en: {
    start: 'Start test',
    again: 'Test again',
    phases: {
      idle: 'Ready',
      ping: 'Measuring latency…',
      download: 'Measuring download…',
      upload: 'Measuring upload…',
      done: 'Test complete',
    },
    gauge: 'Current speed',
    ping: 'Ping',
    jitter: 'Jitter',
    download: 'Download',
    upload: 'Upload',
    ms: 'ms',
    unit: 'Mbps',
    stopped: 'The test was stopped.',
    failed: 'The test failed: the speed-test server could not be reached.',
    explain:
      'This measures the link between your device and our server. Ping is the median round trip of 10 small requests; download and upload each use 4 parallel connections for up to 10 seconds, and the first 2 seconds of warm-up are left out. The data is random, so it cannot be compressed or cached.',
    limits:
      'Wi-Fi, other devices using the line, VPNs and our own server bandwidth all affect the result, so it may differ from the speed your provider sells. One test moves tens to hundreds of MB: mind your data plan on mobile.',
  },
} satisfies ToolLocales;
