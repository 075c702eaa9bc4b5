import { z } from 'zod';

/*
 * Server tasks (spec sections 3, 4, 7): a tool that runs on the server takes uploaded files
 * (see file.ts), runs as a queued job, and leaves a result file to download with /file/down-start.
 * POST JSON, `{code, message, data}` envelope; tourists and signed-in users alike (a task belongs
 * to the user, or to the tourist's network address). Poll /task/query until status is 2 (done)
 * or -1 (failed); `statusText` and `progressDTO` say what is happening in the caller's language.
 */

/** Task status values. */
export const TaskStatus = {
  /** Queued, not started yet. */
  waiting: 0,
  /** A worker is converting. */
  running: 1,
  /** Finished: `resultDTO.fileId` is the result. */
  done: 2,
  /** Failed for good (retries used up or the input cannot be converted): see `remark`. */
  failed: -1,
} as const;
export type TaskStatusValue = (typeof TaskStatus)[keyof typeof TaskStatus];

/** Options of word_to_image (word_to_pdf takes none). */
export const wordToImageOptions = z.object({
  /** Page image format. */
  format: z.enum(['png', 'jpg']).default('png'),
  /** Resolution of the page images, dots per inch. */
  dpi: z.number().int().min(36).max(300).default(144),
});
export type WordToImageOptions = z.input<typeof wordToImageOptions>;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Options of id_photo_change_bg_color: the new background, and an optional file-size ceiling. */
export const idPhotoBackgroundOptions = z.object({
  /** Background colour, #rrggbb. */
  color: hexColour.default('#ffffff'),
  /** The colour at the top fading to a lighter tone at the bottom. */
  gradient: z.boolean().default(false),
  /** Largest result in KB (exam sites ask for 20–200 KB); null = best quality. */
  maxKB: z.number().int().min(10).max(5000).nullable().default(null),
});
export type IdPhotoBackgroundOptions = z.input<typeof idPhotoBackgroundOptions>;

/** Options of image_id_photo_cut: the size (pixels, millimetres, DPI), background, layout. */
export const idPhotoCutOptions = idPhotoBackgroundOptions.extend({
  widthPx: z.number().int().min(100).max(2400).default(295),
  heightPx: z.number().int().min(100).max(2400).default(413),
  widthMm: z.number().min(10).max(100).default(25),
  heightMm: z.number().min(10).max(100).default(35),
  dpi: z.number().int().min(72).max(600).default(300),
  /** One photo, or a 300 DPI print sheet of copies on 6-inch (4R) paper or A4, with cut lines. */
  layout: z.enum(['single', '4r', 'a4']).default('single'),
  copies: z.number().int().min(1).max(40).default(8),
});
export type IdPhotoCutOptions = z.input<typeof idPhotoCutOptions>;

/** text_to_audio: most characters of one text (the server refuses more; the page counts them). */
export const textToAudioMaxChars = 5000;

/**
 * text_to_audio options (the text itself is uploaded as a UTF-8 .txt file): espeak-ng voice,
 * speed (1 = 175 words a minute), pitch 0–99 (50 = the voice's own) and the output format.
 */
export const textToAudioOptions = z.object({
  voice: z.enum(['cmn', 'en-us', 'en-gb']).default('en-us'),
  speed: z.number().min(0.5).max(2).default(1),
  pitch: z.number().int().min(0).max(99).default(50),
  format: z.enum(['mp3', 'wav']).default('mp3'),
});
export type TextToAudioOptions = z.input<typeof textToAudioOptions>;

/** image_enlarge: super-resolution ×2 or ×4 (the result keeps the upload's format). */
export const imageEnlargeOptions = z.object({
  scale: z.union([z.literal(2), z.literal(4)]).default(2),
});
export type ImageEnlargeOptions = z.input<typeof imageEnlargeOptions>;

/** image_clearer: how hard to denoise and sharpen. */
export const imageClearerOptions = z.object({
  strength: z.enum(['low', 'medium', 'high']).default('medium'),
});
export type ImageClearerOptions = z.input<typeof imageClearerOptions>;

/** audio_to_srt: the extensions a recording may have (audio, or a video whose sound is transcribed). */
export const audioToSrtAccepts = [
  'mp3',
  'wav',
  'm4a',
  'aac',
  'ogg',
  'flac',
  'mp4',
  'mov',
  'webm',
  'mkv',
] as const;

/**
 * audio_to_srt options: the spoken language (English runs offline on the server; Chinese needs the
 * configured transcription service) and the subtitle format (SRT, WebVTT or plain text).
 */
export const audioToSrtOptions = z.object({
  language: z.enum(['en', 'zh']).default('en'),
  format: z.enum(['srt', 'vtt', 'txt']).default('srt'),
});
export type AudioToSrtOptions = z.input<typeof audioToSrtOptions>;

/** POST /task/submit: start a task on uploaded files (status 2 in trans-data). */
export const taskSubmitRequest = z.object({
  funcCode: z.string().trim().min(1).max(64),
  /** One or more uploaded files, in order. */
  fileIds: z.array(z.string().min(1).max(64)).min(1).max(50),
  /** Tool options (see `wordToImageOptions`); unknown keys are ignored. */
  options: z.record(z.string(), z.unknown()).default({}),
  /**
   * The `useId` answered by /h or /t for this function (credits settled or a free use). Required
   * when the function is priced in credits (point > 0, openLevel not 1); used once, by one task.
   */
  useId: z.string().min(1).max(64).optional(),
});
export type TaskSubmitRequest = z.input<typeof taskSubmitRequest>;
export const taskSubmitResponse = z.object({ id: z.string(), taskId: z.string() });

export const taskProgressSchema = z.object({
  /** What is being done, e.g. 'Converting to PDF' (caller's language). */
  text: z.string(),
  count: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
  remark: z.string(),
});
export type TaskProgress = z.infer<typeof taskProgressSchema>;

export const taskResultSchema = z.object({
  /** The result to download with /file/down-start. */
  fileId: z.string(),
  /** Name of the result file. */
  name: z.string(),
  /**
   * True for a paid-result tool (openLevel 1) not paid yet: down-start serves a watermarked
   * preview until the function payment succeeds; then the clean file.
   */
  watermarked: z.boolean(),
  /** Paid (or nothing to pay): down-start serves the clean result. */
  paid: z.boolean(),
});
export type TaskResult = z.infer<typeof taskResultSchema>;

/** One task, as /task/query and /task/page answer it. */
export const taskSchema = z.object({
  id: z.string(),
  /** The same as id (the spec's records name it taskId). */
  taskId: z.string(),
  funcCode: z.string(),
  /** Kind of API the tool belongs to (its category code, e.g. 'document'). */
  apiType: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  /** Why it failed, or other notes; empty when there is nothing to say. */
  remark: z.string(),
  /** Epoch ms. */
  createTime: z.number(),
  progressDTO: taskProgressSchema,
  /** Set once status is 2. */
  resultDTO: taskResultSchema.nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** POST /task/query (id) → taskSchema. */
export const taskQueryRequest = z.object({ id: z.string().min(1).max(64) });

/** A page of a list (spec: paged request pageNum, pageSize, qo; 15 per page by default). */
export const pageRequestOf = <Q extends z.ZodType>(qo: Q) =>
  z.object({
    pageNum: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(15),
    qo: qo.optional(),
  });
export const pageResponseOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    totalCount: z.number().int(),
    totalPage: z.number().int(),
    pageSize: z.number().int(),
    pageNum: z.number().int(),
  });
export interface Page<T> {
  list: T[];
  totalCount: number;
  totalPage: number;
  pageSize: number;
  pageNum: number;
}

/** POST /task/page: the caller's tasks, newest first, filtered by funcCode and/or apiType. */
export const taskPageRequest = pageRequestOf(
  z.object({
    funcCode: z.string().trim().max(64).optional(),
    apiType: z.string().trim().max(32).optional(),
  }),
);
export type TaskPageRequest = z.input<typeof taskPageRequest>;
export const taskPageResponse = pageResponseOf(taskSchema);
