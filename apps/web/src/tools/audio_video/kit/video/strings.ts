/** The kit's words; each tool spreads them into its own locales (`...videoKitStrings.en`). */
export const videoKitStrings = {
  'zh-CN': {
    hint: '把视频拖到这里，或按 Ctrl+V 粘贴。视频只在你的浏览器里处理，不会上传。',
    reading: '正在读取视频…',
    facts: '时长 {{duration}} · {{width}}×{{height}} · {{fps}} 帧/秒',
    factsAudio: '音频 {{codec}}，{{channels}} 声道，{{rate}} Hz',
    factsNoAudio: '没有音轨',
    frames: '视频画面预览',
    frameAt: '第 {{n}} 帧预览',
    timeLeft: '已完成 {{percent}}%，预计还需 {{left}}',
    privacy: '全部在本机完成：视频不会离开你的设备。',
    result: '时长 {{duration}}',
    errors: {
      video_unreadable: '无法读取“{{name}}”：文件已损坏，或不是支持的视频格式。',
      video_no_video: '“{{name}}”里没有视频画面。',
      video_no_audio: '“{{name}}”里没有声音，无法提取音频。',
      video_codec: '这个浏览器无法解码“{{name}}”的视频编码（{{codec}}）。',
      video_cannot_convert: '这个浏览器无法把“{{name}}”转换成所选格式。',
      video_merge_failed: '合并失败：{{reason}}',
    },
  },
  en: {
    hint: 'Drop a video here or press Ctrl+V. The video is processed in your browser and never uploaded.',
    reading: 'Reading the video…',
    facts: '{{duration}} · {{width}}×{{height}} · frame rate {{fps}}',
    factsAudio: 'audio {{codec}}, channels: {{channels}}, {{rate}} Hz',
    factsNoAudio: 'no sound track',
    frames: 'Frames of the video',
    frameAt: 'Frame preview {{n}}',
    timeLeft: '{{percent}}% done, about {{left}} left',
    privacy: 'Everything happens on this device: the video never leaves it.',
    result: 'length {{duration}}',
    errors: {
      video_unreadable: 'Cannot read “{{name}}”: the file is damaged or not a supported video format.',
      video_no_video: '“{{name}}” has no video picture.',
      video_no_audio: '“{{name}}” has no sound to extract.',
      video_codec: 'This browser cannot decode the video codec of “{{name}}” ({{codec}}).',
      video_cannot_convert: 'This browser cannot convert “{{name}}” to the chosen format.',
      video_merge_failed: 'The videos could not be joined: {{reason}}',
    },
  },
};

/** The file types the video tools accept. */
export const VIDEO_ACCEPT = '.mp4,.m4v,.mov,.webm,.mkv,.ts,.ogv';
