import type { ToolLocales } from '../../../framework/define-tool.ts';
import { videoKitStrings } from '../kit/video/strings.ts';

export const locales = {
  'zh-CN': {
    timeLeft: videoKitStrings['zh-CN'].timeLeft,
    privacy: '全部在本机完成：录像只保存在你的设备上，不会上传。',
    source: '录制内容',
    sources: { monitor: '整个屏幕', window: '应用窗口', browser: '浏览器标签页' },
    sourceHint: '点击“开始录制”后，浏览器会请你选择要共享的屏幕、窗口或标签页。',
    sound: '声音',
    systemAudio: '录制电脑声音（系统或标签页声音）',
    microphone: '录制麦克风',
    format: '录制格式',
    formatHint: '两种格式都可以在录完后保存。',
    start: '开始录制',
    pause: '暂停',
    resume: '继续',
    stop: '停止',
    recording: '正在录制',
    paused: '已暂停',
    timer: '录制时长',
    recorded: '录像（{{duration}}）',
    again: '重新录制',
    saveAs: '保存为 {{format}}',
    saving: '正在生成文件…',
    notes: {
      micDenied: '没有获得麦克风权限，本次录像不含麦克风声音。',
      micMissing: '没有找到麦克风，本次录像不含麦克风声音。',
      micFailed: '麦克风无法使用（可能被其他程序占用），本次录像不含麦克风声音。',
      noSystemAudio:
        '所选内容没有共享声音：请在浏览器的共享窗口里勾选“分享音频”（Chrome 只能共享标签页的声音，Windows 上也可共享整个屏幕的声音）。',
      sourceEnded: '屏幕共享已结束，录制已停止。',
      mp4Fallback: '这个浏览器不能直接录制 MP4，将先录制 WebM，保存 MP4 时再转换。',
    },
    errors: {
      record_unsupported:
        '这个浏览器不支持录屏。请在电脑上使用新版 Chrome、Edge 或 Firefox，并通过 https 打开本页。',
      record_denied: '没有获得录屏权限：你取消了共享，或浏览器/系统设置禁止了屏幕录制。请允许后再试。',
      record_no_source: '没有可录制的屏幕、窗口或标签页，或选择被取消了。',
      record_failed: '无法开始录制：{{reason}}',
      record_empty: '录制没有得到任何画面，请再试一次。',
      ...videoKitStrings['zh-CN'].errors,
    },
  },
  en: {
    timeLeft: videoKitStrings.en.timeLeft,
    privacy: 'Everything happens on this device: the recording stays on it and is never uploaded.',
    source: 'What to record',
    sources: { monitor: 'Entire screen', window: 'A window', browser: 'A browser tab' },
    sourceHint: 'After “Start recording” the browser asks which screen, window or tab to share.',
    sound: 'Sound',
    systemAudio: 'Record computer sound (system or tab audio)',
    microphone: 'Record the microphone',
    format: 'Record as',
    formatHint: 'Either format can be saved once the recording is done.',
    start: 'Start recording',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    recording: 'Recording',
    paused: 'Paused',
    timer: 'Recorded time',
    recorded: 'Recording ({{duration}})',
    again: 'Record again',
    saveAs: 'Save as {{format}}',
    saving: 'Making the file…',
    notes: {
      micDenied: 'The microphone was not allowed: this recording has no microphone sound.',
      micMissing: 'No microphone was found: this recording has no microphone sound.',
      micFailed:
        'The microphone could not be used (another program may hold it): this recording has no microphone sound.',
      noSystemAudio:
        'What you shared gives no sound: tick “Share audio” in the browser’s sharing dialog (Chrome shares the sound of a tab, and on Windows of the entire screen).',
      sourceEnded: 'Screen sharing ended, so the recording stopped.',
      mp4Fallback:
        'This browser cannot record MP4 directly: it records WebM, and the MP4 is made from it when saved.',
    },
    errors: {
      record_unsupported:
        'This browser cannot record the screen. Use a recent Chrome, Edge or Firefox on a computer, with this page opened over https.',
      record_denied:
        'Screen recording was not allowed: sharing was cancelled, or the browser or system settings forbid screen capture. Allow it and try again.',
      record_no_source: 'There is no screen, window or tab to record, or the choice was cancelled.',
      record_failed: 'The recording could not start: {{reason}}',
      record_empty: 'The recording caught no picture. Please try again.',
      ...videoKitStrings.en.errors,
    },
  },
} satisfies ToolLocales;
