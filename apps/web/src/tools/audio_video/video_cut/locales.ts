import type { ToolLocales } from '../../../framework/define-tool.ts';
import { rangeStrings } from '../kit/video/range.tsx';
import { videoKitStrings } from '../kit/video/strings.ts';

export const locales = {
  'zh-CN': {
    ...videoKitStrings['zh-CN'],
    ...rangeStrings['zh-CN'],
    errors: { ...videoKitStrings['zh-CN'].errors, ...rangeStrings['zh-CN'].errors },
    choose: '选择视频',
    replace: '换一个视频',
    mode: '剪切方式',
    modes: { exact: '精确到帧（重新编码）', keyframe: '对齐关键帧（不重新编码，更快）' },
    modeHints: {
      exact: '从你填写的那一帧开始，画面重新编码，耗时较长。',
      keyframe: '直接复制原始数据，速度快、画质不变；但开头会提前到开始时间之前最近的关键帧。',
    },
    run: '剪切视频',
    working: '正在剪切…',
    noteExact: '从 {{from}} 开始，时长 {{duration}}',
    noteKeyframe: '已对齐到 {{from}} 的关键帧，时长 {{duration}}',
  },
  en: {
    ...videoKitStrings.en,
    ...rangeStrings.en,
    errors: { ...videoKitStrings.en.errors, ...rangeStrings.en.errors },
    choose: 'Choose a video',
    replace: 'Choose another video',
    mode: 'How to cut',
    modes: { exact: 'Frame-exact (re-encode)', keyframe: 'Snap to key frames (no re-encode, fast)' },
    modeHints: {
      exact: 'Starts on the very frame you entered; the picture is encoded again, which takes longer.',
      keyframe:
        'Copies the original data: fast and lossless, but the clip starts at the last key frame before your start time.',
    },
    run: 'Cut video',
    working: 'Cutting…',
    noteExact: 'from {{from}}, length {{duration}}',
    noteKeyframe: 'snapped to the key frame at {{from}}, length {{duration}}',
  },
} satisfies ToolLocales;
