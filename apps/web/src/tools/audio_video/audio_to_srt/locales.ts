import type { ToolLocales } from '../../../framework/define-tool.ts';

export const locales: ToolLocales = {
  'zh-CN': {
    note: '音视频会上传到本站服务器识别语音：英语由离线引擎 pocketsphinx 识别（不联网，准确度一般，适合清晰的朗读）；中文需要网站配置语音识别服务。文件保留数天后自动删除。',
    language: '语音语言',
    languageEn: '英语',
    languageZh: '中文（普通话）',
    format: '字幕格式',
    formatSrt: 'SRT 字幕',
    formatVtt: 'WebVTT 字幕',
    formatTxt: '纯文本',
    convert: '生成字幕',
    preview: '字幕预览',
    previewMore_other: '……还有 {{count}} 行',
  },
  en: {
    note: 'The recording is uploaded to this site’s server for recognition: English runs offline with pocketsphinx (no network; fair accuracy, best on clear speech); Chinese needs a transcription service configured by the site. Files are deleted after a few days.',
    language: 'Spoken language',
    languageEn: 'English',
    languageZh: 'Chinese (Mandarin)',
    format: 'Subtitle format',
    formatSrt: 'SRT subtitles',
    formatVtt: 'WebVTT subtitles',
    formatTxt: 'Plain text',
    convert: 'Make subtitles',
    preview: 'Subtitle preview',
    previewMore_one: '… {{count}} more line',
    previewMore_other: '… {{count}} more lines',
  },
};
