import type { ToolLocales } from '../../../framework/define-tool.ts';
import { videoKitStrings } from '../kit/video/strings.ts';

export const locales = {
  'zh-CN': {
    ...videoKitStrings['zh-CN'],
    hint: '把视频拖到这里（可多选），或按 Ctrl+V 粘贴。视频只在你的浏览器里处理，不会上传。',
    add: '选择视频',
    addMore: '继续添加视频',
    count_other: '{{count}} 个视频',
    clear: '清空',
    rules:
      '按列表顺序拼接，可拖动或用 ↑ ↓ 调整。编码和尺寸都相同的视频直接复制，不重新编码；否则全部按第一个视频的尺寸（画面按原比例居中，不足处补黑边）、声道和采样率重新编码为 H.264 + AAC 的 MP4。',
    needTwo: '至少需要两个视频',
    run: '合并视频',
    working: '正在合并…',
    noteCopied_other: '{{count}} 个视频直接拼接（未重新编码），{{width}}×{{height}}，时长 {{duration}}',
    noteEncoded_other: '{{count}} 个视频按 {{width}}×{{height}} 重新编码，时长 {{duration}}',
  },
  en: {
    ...videoKitStrings.en,
    hint: 'Drop videos here (several at once) or press Ctrl+V. They are processed in your browser and never uploaded.',
    add: 'Choose videos',
    addMore: 'Add more videos',
    count_one: '{{count}} video',
    count_other: '{{count}} videos',
    clear: 'Clear',
    rules:
      'Joined in the list’s order; drag a row or use ↑ ↓ to change it. Videos with the same codecs and size are copied without re-encoding; otherwise all are encoded again as an H.264 + AAC MP4 at the first video’s size (pictures kept in proportion, centred on black), channels and sample rate.',
    needTwo: 'Add at least two videos',
    run: 'Merge videos',
    working: 'Merging…',
    noteCopied_one: '{{count}} video joined without re-encoding, {{width}}×{{height}}, length {{duration}}',
    noteCopied_other:
      '{{count}} videos joined without re-encoding, {{width}}×{{height}}, length {{duration}}',
    noteEncoded_one: '{{count}} video encoded at {{width}}×{{height}}, length {{duration}}',
    noteEncoded_other: '{{count}} videos encoded at {{width}}×{{height}}, length {{duration}}',
  },
} satisfies ToolLocales;
