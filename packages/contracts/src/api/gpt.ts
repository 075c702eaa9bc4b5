/*
 * The AI writers (`smart_text_generator`, `work_report_generator`, `comment_generator`,
 * `red_book_text_generator`): POST /ut/gpt/req-u (signed in) or /ut/gpt/req-t (tourist) with one
 * writer's form. A refusal before anything is generated (bad input, no provider configured, not
 * enough credits, too many requests, words the site does not allow) is the usual JSON envelope.
 * Otherwise the answer is `text/event-stream`: one `start` event (what was charged), `delta`
 * events with the text as it is written, then `done`, or `error` (credits given back).
 */
import { z } from 'zod';
import { localeSchema } from '../func.ts';
import { endpoint } from './endpoint.ts';
import { gptPaths } from './gpt-paths.ts';

/** The writers, in catalogue order. */
export const writerCodes = [
  'smart_text_generator',
  'work_report_generator',
  'comment_generator',
  'red_book_text_generator',
] as const;
/** Every code the generation calls take: the writers, and the trip planner's suggested itinerary. */
export const gptCodes = [...writerCodes, 'trip_plan'] as const;
export type WriterCode = (typeof gptCodes)[number];

/** Codes of the writers' own refusals and failures (besides 000, 001, 40000, 40104, 42900). */
export const GptCode = {
  /** The operator has not configured a text-generation provider (LLM_BASE_URL, LLM_MODEL). */
  notConfigured: '50300',
  /** The request holds words the site does not allow (the moderation hook). */
  blocked: '40010',
  /** The provider kept answering 429 (busy / over its quota) after our retries. */
  providerBusy: '42910',
  /** The provider took too long for the first words or stalled. */
  providerTimeout: '50410',
  /** The provider failed (5xx, refused our request, unreadable answer, unreachable). */
  providerFailed: '50210',
  /** The stream broke off before the end: the text is incomplete. */
  providerBroken: '50211',
} as const;

const line = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
const keywords = z.array(z.string().trim().min(1).max(30)).max(10).default([]);

export const writerLength = z.enum(['short', 'medium', 'long']);
export type WriterLength = z.infer<typeof writerLength>;
export const writerTone = z.enum(['formal', 'friendly', 'persuasive', 'humorous', 'plain']);
export type WriterTone = z.infer<typeof writerTone>;

/** Fields every writer's form has: the language to write in and the length. */
const common = { language: localeSchema, length: writerLength.default('medium') };

export const smartTextInput = z.object({
  ...common,
  kind: z.enum(['article', 'copy', 'reply', 'speech', 'other']).default('article'),
  topic: required(500),
  audience: line(100).default(''),
  tone: writerTone.default('friendly'),
  keywords,
});

export const workReportInput = z.object({
  ...common,
  period: z.enum(['daily', 'weekly', 'monthly']).default('weekly'),
  role: line(100).default(''),
  /** What was done, one item each. */
  items: z.array(z.string().trim().min(1).max(300)).min(1).max(30),
  /** Plans for the next period, one per line (optional). */
  plans: line(1000).default(''),
  tone: writerTone.default('formal'),
});

export const commentInput = z.object({
  ...common,
  /** Who or what the comment is about (a pupil, a colleague, a product, a book...). */
  subjectType: z.enum(['student', 'employee', 'product', 'other']).default('student'),
  subject: required(500),
  stance: z.enum(['positive', 'balanced', 'critical']).default('balanced'),
  /** How many different comments to write. */
  count: z.number().int().min(1).max(5).default(1),
});

export const redBookInput = z.object({
  ...common,
  topic: required(300),
  /** Selling points or experiences to mention, one per line. */
  points: line(1000).default(''),
  audience: line(100).default(''),
  emoji: z.enum(['some', 'lots']).default('lots'),
  hashtags: z.number().int().min(3).max(10).default(5),
});

/** trip_plan's AI suggestion: an itinerary for a destination, in lines the planner reads back. */
export const tripSuggestInput = z.object({
  language: localeSchema,
  destination: required(100),
  days: z.number().int().min(1).max(14).default(3),
  interests: line(300).default(''),
  pace: z.enum(['relaxed', 'normal', 'packed']).default('normal'),
});

/** The browser's timezoneOffset: credits are counted per user day. */
const timezoneOffset = z.number().int().min(-840).max(840).default(0);

/** One writer's request: its code, its form and the browser's timezoneOffset. */
export const writerRequest = z.discriminatedUnion('code', [
  z.object({ code: z.literal('smart_text_generator'), input: smartTextInput, timezoneOffset }),
  z.object({ code: z.literal('work_report_generator'), input: workReportInput, timezoneOffset }),
  z.object({ code: z.literal('comment_generator'), input: commentInput, timezoneOffset }),
  z.object({ code: z.literal('red_book_text_generator'), input: redBookInput, timezoneOffset }),
  z.object({ code: z.literal('trip_plan'), input: tripSuggestInput, timezoneOffset }),
]);
export type WriterRequest = z.input<typeof writerRequest>;
export type WriterRequestParsed = z.output<typeof writerRequest>;
export type WriterInputOf<C extends WriterCode> = Extract<WriterRequestParsed, { code: C }>['input'];

/** `start`: the generation began; what it took (the same fields as a function use). */
export const writerStartEvent = z.object({
  id: z.string(),
  code: z.string(),
  deductPoint: z.number().int(),
  free: z.boolean(),
  freeCountLeft: z.number().int(),
  totalFuncPoint: z.number().int(),
  useFuncPoint: z.number().int(),
});
/** `delta`: the next piece of the text. */
export const writerDeltaEvent = z.object({ text: z.string() });
/** `done`: the text is complete; `finishReason` 'length' means it hit the length limit. */
export const writerDoneEvent = z.object({
  finishReason: z.string(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
});
/** `error`: it failed; `refunded` says whether credits were given back. */
export const writerErrorEvent = z.object({
  code: z.string(),
  message: z.string(),
  refunded: z.boolean(),
});
export type WriterStartEvent = z.infer<typeof writerStartEvent>;
export type WriterDoneEvent = z.infer<typeof writerDoneEvent>;
export type WriterErrorEvent = z.infer<typeof writerErrorEvent>;

/** The events of the stream, by name. */
export const writerEvents = {
  start: writerStartEvent,
  delta: writerDeltaEvent,
  done: writerDoneEvent,
  error: writerErrorEvent,
} as const;
export type WriterEventName = keyof typeof writerEvents;

/** What the docs show as the stream's answer: one of the events. */
const writerStream = z.union([writerStartEvent, writerDeltaEvent, writerDoneEvent, writerErrorEvent]);

export const gptStatusResponse = z.object({
  /** A provider is configured: the writers work. */
  configured: z.boolean(),
  /** The codes this server generates for (none without a provider). */
  codes: z.array(z.string()),
});
export type GptStatus = z.infer<typeof gptStatusResponse>;

export const gptEndpoints = {
  gptUser: endpoint(gptPaths.gptUser, 'user', writerRequest, writerStream),
  gptTourist: endpoint(gptPaths.gptTourist, 'any', writerRequest, writerStream),
  gptStatus: endpoint(gptPaths.gptStatus, 'any', z.object({}).loose(), gptStatusResponse),
};
