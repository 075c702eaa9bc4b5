import type { Message } from '../../http/i18n.ts';

/** Messages of the file and task calls, both languages (spec wording where it has one). */
export const fileMessages = {
  fileExpired: { en: 'File expired.', 'zh-CN': '文件已过期' },
  fileNotFound: { en: 'File not found.', 'zh-CN': '文件不存在' },
  typeNotAllowed: {
    en: 'This file type is not supported here. Accepted: {accept}.',
    'zh-CN': '不支持该文件类型，支持：{accept}',
  },
  fileTooLarge: {
    en: 'File is too large, processing failed (at most {max} MB).',
    'zh-CN': '文件过大，处理失败（最大 {max} MB）',
  },
  quotaExceeded: {
    en: 'Your stored files would exceed {max} MB. Delete or wait for older files to expire.',
    'zh-CN': '存储的文件将超过 {max} MB，请等待旧文件过期后再上传',
  },
  hashMismatch: {
    en: 'Transfer failed: the file changed or was damaged in transit. Please upload it again.',
    'zh-CN': '传输失败：文件校验不一致，请重新上传',
  },
  badChunk: {
    en: 'Transfer failed: chunk {index} does not fit this upload.',
    'zh-CN': '传输失败：分片 {index} 与本次上传不符',
  },
  emptyChunk: { en: 'Transfer failed: the chunk is empty.', 'zh-CN': '传输失败：分片内容为空' },
  notServerTool: {
    en: 'The tool {code} does not run on the server.',
    'zh-CN': '工具 {code} 不是服务端任务',
  },
  uploadNotFinished: {
    en: 'The file {name} has not finished uploading.',
    'zh-CN': '文件 {name} 尚未上传完成',
  },
  tooManyFiles: { en: 'At most {max} files per task.', 'zh-CN': '每个任务最多 {max} 个文件' },
  taskNotFound: { en: 'Task not found.', 'zh-CN': '任务不存在' },
  badOption: { en: 'Invalid option {field}.', 'zh-CN': '参数 {field} 不正确' },
  attempt: { en: 'Attempt {n}', 'zh-CN': '第 {n} 次尝试' },
} as const satisfies Record<string, Message>;
