import type { ToolDef } from '../types.ts';
import { defineTools, paidResult, priorityTask, serverTask } from './define.ts';

/*
 * The spec names five video tools only by number. Their meanings were chosen here so that they do
 * not repeat the named video tools (merge, cut, to GIF, to MP3):
 *   video1   – video format conversion (MP4, MOV, AVI, WebM …);
 *   video2   – video compression;
 *   video3   – video watermark removal (a paid result, like other watermark-free outputs);
 *   video3_1 – add a watermark to a video (the counterpart of video3, hence its number);
 *   video5   – change playback speed.
 * (video4 only redirects to /func/free_image and is not a tool.)
 */
export const audioVideoTools: ToolDef[] = defineTools('audio_video', [
  {
    code: 'video1',
    name: { 'zh-CN': '视频格式转换', en: 'Convert video format' },
    description: {
      'zh-CN': '在 MP4、MOV、AVI、WebM 等格式之间转换视频',
      en: 'Convert videos between MP4, MOV, AVI, WebM and other formats',
    },
    keywords: {
      'zh-CN': ['视频转换', '转格式', 'MOV转MP4', 'AVI转MP4'],
      en: ['video converter', 'convert', 'mov to mp4', 'avi to mp4', 'webm'],
    },
    built: true,
  },
  {
    code: 'video2',
    name: { 'zh-CN': '视频压缩', en: 'Compress video' },
    description: {
      'zh-CN': '降低视频的码率和分辨率，减小文件体积',
      en: 'Make a video file smaller by lowering its bitrate and resolution',
    },
    keywords: {
      'zh-CN': ['压缩', '缩小视频', '减小体积', '视频瘦身'],
      en: ['reduce size', 'shrink', 'smaller', 'video compressor'],
    },
    built: true,
  },
  {
    code: 'video3',
    name: { 'zh-CN': '视频去水印', en: 'Remove video watermark' },
    description: {
      'zh-CN': '框选视频中的水印或台标区域，将其去除',
      en: 'Select a watermark or logo in a video and erase it',
    },
    keywords: {
      'zh-CN': ['去水印', '去除水印', '去台标', '去logo'],
      en: ['watermark remover', 'remove logo', 'erase watermark'],
    },
    pricing: paidResult(2.99, 30),
    built: true,
  },
  {
    code: 'video3_1',
    name: { 'zh-CN': '视频加水印', en: 'Add watermark to video' },
    description: {
      'zh-CN': '给视频添加文字或图片水印',
      en: 'Put a text or image watermark on a video',
    },
    keywords: {
      'zh-CN': ['水印', '加水印', '视频Logo', '版权'],
      en: ['watermark', 'logo', 'copyright', 'stamp'],
    },
    built: true,
  },
  {
    code: 'video5',
    name: { 'zh-CN': '视频变速', en: 'Change video speed' },
    description: {
      'zh-CN': '把视频加速或放慢，支持 0.25 到 4 倍速',
      en: 'Speed up or slow down a video from 0.25× to 4×',
    },
    keywords: {
      'zh-CN': ['变速', '倍速', '加速', '慢放', '快进'],
      en: ['speed up', 'slow motion', 'playback speed', 'fast forward'],
    },
    built: true,
  },
  {
    code: 'video_cut',
    name: { 'zh-CN': '视频剪辑', en: 'Trim video' },
    description: {
      'zh-CN': '截取视频中需要的片段并导出',
      en: 'Cut out the part of a video you want and save it',
    },
    keywords: { 'zh-CN': ['剪辑', '截取', '裁剪视频', '剪切'], en: ['cut', 'trim', 'clip', 'video editor'] },
    built: true,
  },
  {
    code: 'video_mp4_merge',
    name: { 'zh-CN': 'MP4视频合并', en: 'Merge MP4 videos' },
    description: {
      'zh-CN': '把多个 MP4 视频按顺序拼接成一个',
      en: 'Join several MP4 videos into one, in order',
    },
    keywords: {
      'zh-CN': ['合并', '拼接', '视频合并', '视频拼接'],
      en: ['combine', 'join', 'concatenate', 'merge video'],
    },
    built: true,
  },
  {
    code: 'video_mp4_to_gif',
    name: { 'zh-CN': '视频转GIF', en: 'Video to GIF' },
    description: {
      'zh-CN': '把一段 MP4 视频做成 GIF 动图',
      en: 'Make an animated GIF from a clip of an MP4 video',
    },
    keywords: {
      'zh-CN': ['GIF', '动图', 'GIF制作', '表情包'],
      en: ['gif maker', 'animated gif', 'animation', 'mp4 to gif'],
    },
    built: true,
  },
  {
    code: 'video_mp4_to_mp3',
    name: { 'zh-CN': '视频提取音频', en: 'Extract audio from video' },
    description: {
      'zh-CN': '从 MP4 视频中提取声音，保存为 MP3',
      en: 'Pull the soundtrack out of an MP4 video and save it as MP3',
    },
    keywords: {
      'zh-CN': ['MP4转MP3', '提取声音', '视频转音频', '提取音乐'],
      en: ['mp4 to mp3', 'video to audio', 'extract sound', 'soundtrack'],
    },
    built: true,
  },
  {
    code: 'screen_record',
    name: { 'zh-CN': '在线录屏', en: 'Screen recorder' },
    description: {
      'zh-CN': '在浏览器里录制屏幕、窗口或标签页，无需安装软件',
      en: 'Record your screen, a window or a browser tab with nothing to install',
    },
    keywords: {
      'zh-CN': ['录屏', '屏幕录制', '录像', '录制视频'],
      en: ['screen capture', 'record screen', 'recording', 'screencast'],
    },
    built: true,
  },
  {
    code: 'audio_cut',
    name: { 'zh-CN': '音频剪辑', en: 'Trim audio' },
    description: {
      'zh-CN': '截取音频中需要的片段并导出，可用来做铃声',
      en: 'Cut out the part of an audio file you want, for example as a ringtone',
    },
    keywords: {
      'zh-CN': ['剪辑', '截取', '剪切', '铃声', '音乐剪辑'],
      en: ['cut', 'trim', 'ringtone', 'audio editor', 'mp3 cutter'],
    },
    built: true,
  },
  {
    code: 'audio_mp3_merge',
    name: { 'zh-CN': 'MP3合并', en: 'Merge MP3' },
    description: {
      'zh-CN': '把多个 MP3 首尾相接合成一个文件',
      en: 'Join several MP3 files end to end into one',
    },
    keywords: { 'zh-CN': ['合并', '拼接', '音频合并'], en: ['combine', 'join', 'merge audio'] },
    built: true,
  },
  {
    code: 'audio_m4a_merge',
    name: { 'zh-CN': 'M4A合并', en: 'Merge M4A' },
    description: {
      'zh-CN': '把多个 M4A 首尾相接合成一个文件',
      en: 'Join several M4A files end to end into one',
    },
    keywords: { 'zh-CN': ['合并', '拼接', '音频合并'], en: ['combine', 'join', 'merge audio'] },
    built: true,
  },
  {
    code: 'audio_mp3_to_m4a',
    name: { 'zh-CN': 'MP3转M4A', en: 'MP3 to M4A' },
    description: { 'zh-CN': '把 MP3 音频转换成 M4A 格式', en: 'Convert MP3 audio to M4A' },
    keywords: { 'zh-CN': ['音频转换', '转格式'], en: ['audio converter', 'convert', 'aac'] },
    built: true,
  },
  {
    code: 'audio_m4a_to_mp3',
    name: { 'zh-CN': 'M4A转MP3', en: 'M4A to MP3' },
    description: { 'zh-CN': '把 M4A 音频转换成 MP3 格式', en: 'Convert M4A audio to MP3' },
    keywords: {
      'zh-CN': ['音频转换', '转格式', '苹果录音'],
      en: ['audio converter', 'convert', 'voice memo'],
    },
    built: true,
  },
  {
    code: 'audio_mp3_to_wav',
    name: { 'zh-CN': 'MP3转WAV', en: 'MP3 to WAV' },
    description: {
      'zh-CN': '把 MP3 音频转换成无压缩的 WAV 格式',
      en: 'Convert MP3 audio to uncompressed WAV',
    },
    keywords: { 'zh-CN': ['音频转换', '转格式'], en: ['audio converter', 'convert'] },
    built: true,
  },
  {
    code: 'audio_wav_to_mp3',
    name: { 'zh-CN': 'WAV转MP3', en: 'WAV to MP3' },
    description: {
      'zh-CN': '把 WAV 音频转换成体积更小的 MP3',
      en: 'Convert WAV audio to a much smaller MP3',
    },
    keywords: { 'zh-CN': ['音频转换', '转格式', '压缩'], en: ['audio converter', 'convert', 'compress'] },
    built: true,
  },
  {
    code: 'audio_to_srt',
    name: { 'zh-CN': '音频转字幕', en: 'Audio to subtitles' },
    description: {
      'zh-CN': '识别音频或视频里的语音，生成 SRT 字幕文件',
      en: 'Transcribe the speech in audio or video into an SRT subtitle file',
    },
    keywords: {
      'zh-CN': ['字幕', '语音识别', '语音转文字', 'SRT', '听写'],
      en: ['subtitles', 'captions', 'transcribe', 'speech to text', 'srt'],
    },
    // A speech model on a queue: members go first.
    pricing: priorityTask(20, 1),
    built: true,
  },
  {
    code: 'text_to_audio',
    name: { 'zh-CN': '文字转语音', en: 'Text to speech' },
    description: {
      'zh-CN': '把文字朗读成自然的语音，导出 MP3',
      en: 'Turn text into natural-sounding speech and save it as MP3',
    },
    keywords: {
      'zh-CN': ['配音', '朗读', '语音合成', 'TTS', '文本转语音'],
      en: ['tts', 'voiceover', 'read aloud', 'speech synthesis'],
    },
    pricing: serverTask(5, 3),
    built: true,
  },
]);
