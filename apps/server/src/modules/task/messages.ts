import { textToAudioMaxChars } from '@toolbox/contracts';
import type { Message } from '../../http/i18n.ts';
import { serverTask } from '../../tasks/index.ts';

/** Status texts of tasks (spec: status 2 = finished). */
export const statusTexts: Record<number, Message> = {
  0: { en: 'Waiting in queue', 'zh-CN': '排队中' },
  1: { en: 'Processing', 'zh-CN': '处理中' },
  2: { en: 'Finished', 'zh-CN': '已完成' },
  [-1]: { en: 'Failed', 'zh-CN': '处理失败' },
};

/** Progress steps, by the key stored on the task. */
export const progressTexts = {
  queued: { en: 'Waiting in queue', 'zh-CN': '排队等待处理' },
  converting: { en: 'Converting to PDF', 'zh-CN': '正在转换为 PDF' },
  rendering: { en: 'Rendering page images', 'zh-CN': '正在生成页面图片' },
  packing: { en: 'Packing the images', 'zh-CN': '正在打包图片' },
  watermarking: { en: 'Making the preview', 'zh-CN': '正在生成预览' },
  findingFace: { en: 'Finding the face', 'zh-CN': '正在识别人脸' },
  background: { en: 'Replacing the background', 'zh-CN': '正在更换背景' },
  speaking: { en: 'Speaking the sentences', 'zh-CN': '正在逐句合成语音' },
  enlarging: { en: 'Enlarging, tile by tile', 'zh-CN': '正在逐块放大' },
  clearing: { en: 'Denoising and sharpening', 'zh-CN': '正在降噪和锐化' },
  transcribing: { en: 'Recognising the speech', 'zh-CN': '正在识别语音' },
  repairing: { en: 'Finding scratches and dust, repairing', 'zh-CN': '正在查找划痕和污点并修复' },
  colouring: { en: 'Spreading the colours', 'zh-CN': '正在沿边缘扩散颜色' },
  erasing: { en: 'Erasing the watermark', 'zh-CN': '正在去除水印' },
  done: { en: 'Done', 'zh-CN': '完成' },
  failed: { en: 'Stopped', 'zh-CN': '已停止' },
} as const satisfies Record<string, Message>;
export type ProgressKey = keyof typeof progressTexts;

/** Why a task failed, by the key stored on the task. */
export const errorTexts = {
  converterMissing: {
    en: 'This server cannot convert Word files: LibreOffice is not installed (Debian packages libreoffice-writer-nogui, fonts-noto-cjk and poppler-utils).',
    'zh-CN':
      '服务器未安装 LibreOffice，无法转换 Word 文件（需要 Debian 软件包 libreoffice-writer-nogui、fonts-noto-cjk 和 poppler-utils）',
  },
  sandboxUnavailable: {
    en: 'This server cannot convert files safely right now (its converter sandbox is unavailable). Please try again later.',
    'zh-CN': '服务器暂时无法安全地转换文件（转换沙箱不可用），请稍后再试',
  },
  timeout: {
    en: 'Processing took too long and was stopped. Try a smaller file.',
    'zh-CN': '处理时间过长，已停止，请尝试更小的文件',
  },
  convertFailed: {
    en: 'Processing error, check the file or input parameters.',
    'zh-CN': '处理出错，请检查文件或输入参数',
  },
  interrupted: {
    en: 'The server restarted; the task was queued again.',
    'zh-CN': '服务器重启，任务已重新排队',
  },
  tooManyPages: {
    en: 'This document has too many pages for one task: up to {basicPages} pages for visitors and free accounts, {memberPages} for members. Split it into smaller files.',
    'zh-CN':
      '文档页数超出单次任务的上限：游客和免费用户最多 {basicPages} 页，会员最多 {memberPages} 页。请拆分成较小的文件。',
  },
  tooManyPixels: {
    en: 'The page images would be too large for one task: {basicMegapixels} megapixels in all for visitors and free accounts, {memberMegapixels} for members. Choose a lower resolution (DPI) or split the document.',
    'zh-CN':
      '页面图片的总像素超出单次任务的上限：游客和免费用户共 {basicMegapixels} 百万像素，会员 {memberMegapixels} 百万像素。请降低分辨率（DPI）或拆分文档。',
  },
  noFace: {
    en: 'No face was found in this photo. Use a front-facing photo with the whole face visible.',
    'zh-CN': '照片中没有识别到人脸，请使用正面、五官完整可见的照片',
  },
  severalFaces: {
    en: 'This photo shows more than one face. An ID photo needs a photo of one person alone.',
    'zh-CN': '照片中有多张人脸，证件照需要单人照片',
  },
  faceTooSmall: {
    en: 'The face is too small in this photo for a sharp ID photo. Use a closer or larger photo.',
    'zh-CN': '照片中的人脸太小，无法做出清晰的证件照，请使用更近或更大的照片',
  },
  cutOff: {
    en: 'The head or shoulders are cut off by the edge of the photo. Use a photo with the whole head and the shoulders in it.',
    'zh-CN': '头部或肩膀被照片边缘截断，请使用包含完整头部和肩膀的照片',
  },
  imageTooLarge: {
    en: 'The result would be too large for one task: up to {basicMegapixels} megapixels for visitors and free accounts, {memberMegapixels} for members. Use a smaller image or a smaller factor.',
    'zh-CN':
      '处理结果的像素超出单次任务的上限：游客和免费用户最多 {basicMegapixels} 百万像素，会员最多 {memberMegapixels} 百万像素。请换一张更小的图片或选择更小的倍数。',
  },
  photoTooLarge: {
    en: 'This photo is too large for one task: up to {basicMegapixels} megapixels for visitors and free accounts, {memberMegapixels} for members.',
    'zh-CN':
      '照片像素超出单次任务的上限：游客和免费用户最多 {basicMegapixels} 百万像素，会员最多 {memberMegapixels} 百万像素。',
  },
  emptyText: {
    en: 'There is no text to read aloud. Type or paste some text first.',
    'zh-CN': '没有可朗读的文字，请先输入或粘贴文字',
  },
  textTooLong: {
    en: `This text is too long for one task: up to ${textToAudioMaxChars} characters. Split it into shorter parts.`,
    'zh-CN': `文字超出单次任务的上限：最多 ${textToAudioMaxChars} 个字符，请分成几段再转换`,
  },
  speechMissing: {
    en: 'This server cannot make speech: espeak-ng or ffmpeg is not installed (Debian packages espeak-ng and ffmpeg).',
    'zh-CN': '服务器未安装 espeak-ng 或 ffmpeg，无法合成语音（需要 Debian 软件包 espeak-ng 和 ffmpeg）',
  },
  noColourHints: {
    en: 'Nothing to colour from: paint a few colour strokes on the photo, or turn on the automatic sky and skin hints (this photo has neither a clear sky nor a face).',
    'zh-CN':
      '没有可用的颜色提示：请在照片上涂几笔颜色，或开启自动的天空和肤色提示（这张照片里没有找到明显的天空或人脸）',
  },
  noColourModel: {
    en: 'Automatic colouring is not available on this server (no colourisation model is configured): colour the photo from hints instead.',
    'zh-CN': '本站服务器没有配置上色模型，无法自动上色：请改用颜色提示上色',
  },
  badMedia: {
    en: 'This file cannot be read as audio or video. It may be damaged; try another file.',
    'zh-CN': '无法读取这个音视频文件，文件可能已损坏，请换一个文件',
  },
  noAudio: {
    en: 'This file has no sound track to transcribe.',
    'zh-CN': '这个文件没有音轨，无法识别语音',
  },
  audioTooLong: {
    en: 'This recording is too long for one task: up to {basicMinutes} minutes for visitors and free accounts, {memberMinutes} for members. Cut it into shorter parts.',
    'zh-CN':
      '录音超出单次任务的时长上限：游客和免费用户最多 {basicMinutes} 分钟，会员最多 {memberMinutes} 分钟，请剪成几段再识别',
  },
  asrMissing: {
    en: 'This server cannot recognise speech: pocketsphinx or ffmpeg is not installed (Debian packages pocketsphinx, pocketsphinx-en-us and ffmpeg).',
    'zh-CN':
      '服务器未安装 pocketsphinx 或 ffmpeg，无法识别语音（需要 Debian 软件包 pocketsphinx、pocketsphinx-en-us 和 ffmpeg）',
  },
  asrNeedsProvider: {
    en: 'Chinese speech recognition is not set up on this server (its offline engine knows English only). Choose English, or ask the site to configure a transcription service.',
    'zh-CN': '本服务器尚未配置中文语音识别（离线引擎只支持英语）。请选择英语，或联系网站配置语音识别服务',
  },
  noSpeech: {
    en: 'No speech was recognised in this recording. Check that it has speech in the chosen language.',
    'zh-CN': '这段录音中没有识别到语音，请确认录音里有所选语言的讲话',
  },
  asrProviderFailed: {
    en: 'The speech recognition service did not answer properly. Please try again later.',
    'zh-CN': '语音识别服务没有正常响应，请稍后再试',
  },
  ttsProviderFailed: {
    en: 'The speech service did not answer properly. Please try again later.',
    'zh-CN': '语音合成服务没有正常响应，请稍后再试',
  },
  inputGone: { en: 'The uploaded file expired before processing.', 'zh-CN': '上传的文件在处理前已过期' },
  videoNoBox: {
    en: 'Draw a box over the watermark on the preview first.',
    'zh-CN': '请先在预览画面上框出水印的位置',
  },
  videoBoxOutside: {
    en: 'A box lies outside the video picture. Draw the boxes again on the preview.',
    'zh-CN': '有选框超出了视频画面，请在预览画面上重新框选',
  },
  videoTooLarge: {
    en: 'This video is too large for one task: up to {basicMegapixels} megapixels of frames (width × height × frames ÷ 1 000 000) for visitors and free accounts, {memberMegapixels} for members. Cut it shorter first.',
    'zh-CN':
      '视频超出单次任务的上限：游客和免费用户最多 {basicMegapixels} 百万像素（宽 × 高 × 帧数 ÷ 1 000 000），会员最多 {memberMegapixels} 百万像素。请先剪短视频。',
  },
} as const satisfies Record<string, Message>;
export type ErrorKey = keyof typeof errorTexts;

/** The caps a tool's failure messages quote (its task file's limits). */
export function errorParams(funcCode: string): Record<string, number> {
  const limits = serverTask(funcCode)?.limits;
  if (!limits) return {};
  return {
    basicPages: limits.basic.pages,
    memberPages: limits.member.pages,
    basicMegapixels: limits.basic.megapixels,
    memberMegapixels: limits.member.megapixels,
    basicMinutes: limits.basic.minutes ?? 0,
    memberMinutes: limits.member.minutes ?? 0,
  };
}
