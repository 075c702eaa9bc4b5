import {
  Code,
  GptCode,
  type WriterDoneEvent,
  type WriterErrorEvent,
  type WriterRequestParsed,
  type WriterStartEvent,
} from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { translate } from '../../http/i18n.ts';
import type { Locale } from '@toolbox/contracts';
import { accountIdOf, type DayContext, type Holder } from '../credits/daily.ts';
import { latestEntryId, refundEntry, type Db } from '../credits/ledger.ts';
import { returnFreeUseById } from '../func-use/claim.ts';
import { useFunc } from '../func-use/service.ts';
import { failureMessages, gptMessages } from './messages.ts';
import type { Moderator } from './moderation.ts';
import { buildPrompt } from './prompts/index.ts';
import type { ChatProvider } from './provider/chat.ts';
import { ProviderError } from './provider/errors.ts';
import { endCall, endLostCalls, insertCall, lockStarts, markRefunded, recentCounts } from './repository.ts';
import type { LlmSettings } from './settings.ts';

/** What the writers run on: the provider (null: none configured), its limits and the moderation hook. */
export interface GptDeps {
  provider: ChatProvider | null;
  settings: LlmSettings | null;
  moderator: Moderator;
}

/** A generation that was charged and recorded, ready to stream. */
export interface Started {
  id: string;
  start: WriterStartEvent;
  entryId: number | null;
  prompt: ReturnType<typeof buildPrompt>;
}

/** Every string the user typed, for the moderation hook. */
function typedText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(typedText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(typedText).join('\n');
  return '';
}

/**
 * Starts a writer's generation: refuses when no provider is configured (nothing charged), when
 * the request holds blocked words, or past the rate limits (per account and for the whole server,
 * started per minute and running at once); otherwise takes the use through func-use's `useFunc`
 * (free uses first, then credits; 40104 when short) and records the call, in one transaction
 * under an advisory lock, so concurrent starts cannot both pass a limit.
 */
export async function startGeneration(
  ctx: DayContext,
  holder: Holder,
  deps: GptDeps,
  request: WriterRequestParsed,
): Promise<Started> {
  const { provider, settings } = deps;
  if (!provider || !settings) throw new AppError(GptCode.notConfigured, gptMessages.notConfigured);
  const verdict = await deps.moderator.check(typedText(request.input), 'request');
  if (!verdict.ok) throw new AppError(GptCode.blocked, gptMessages.blockedRequest);
  const prompt = buildPrompt(request);
  const accountId = accountIdOf(holder);
  return ctx.db.transaction(async (tx) => {
    await lockStarts(tx);
    const now = ctx.now.getTime();
    const counts = await recentCounts(
      tx,
      accountId,
      new Date(now - 60_000),
      new Date(now - settings.timeoutMs - 60_000),
    );
    if (counts.mine >= settings.userPerMinute)
      throw new AppError(Code.tooManyRequests, gptMessages.userRate, { count: settings.userPerMinute });
    if (counts.all >= settings.globalPerMinute || counts.running >= settings.maxConcurrent)
      throw new AppError(Code.tooManyRequests, gptMessages.serverBusy);
    const use = await useFunc({ ...ctx, db: tx }, holder, {
      code: request.code,
      timezoneOffset: ctx.timezoneOffset,
      desktop: false,
    });
    // The call is the use: a failed call gives back the use's free slot by this id.
    const id = use.useId;
    // useFunc locked the account for this transaction: its newest entry is the deduction.
    const entryId = use.deductPoint > 0 ? ((await latestEntryId(tx, accountId)) ?? null) : null;
    await insertCall(tx, {
      id,
      accountId,
      funcCode: request.code,
      model: provider.model,
      promptVersion: prompt.version,
      status: 'running',
      entryId,
      free: use.free,
      createdAt: ctx.now,
    });
    const start: WriterStartEvent = {
      id,
      code: request.code,
      deductPoint: use.deductPoint,
      free: use.free,
      freeCountLeft: use.freeCountLeft,
      totalFuncPoint: use.totalFuncPoint,
      useFuncPoint: use.useFuncPoint,
    };
    return { id, start, entryId, prompt };
  });
}

/** How the stream reaches the user: each event as it happens. */
export interface GenerationSink {
  delta(text: string): Promise<void>;
  done(event: WriterDoneEvent): Promise<void>;
  error(event: WriterErrorEvent): Promise<void>;
}

/**
 * Gives back what a failed generation took, once: its credits (refundEntry is keyed by the entry),
 * or the day's free use it took.
 */
async function giveBack(db: Db, call: { id: string; entryId: number | null }, now: Date): Promise<boolean> {
  const given =
    call.entryId === null
      ? await returnFreeUseById(db, call.id)
      : (await refundEntry(db, call.entryId, now)) !== null;
  if (given) await markRefunded(db, call.id);
  return given;
}

/**
 * Streams a started generation to `sink`. Each piece is checked by the moderation hook (the whole
 * text so far) before it is sent. On success the call is recorded with its tokens. On failure the
 * credits are given back and the user gets a plain message; when the user stops (`signal`), the
 * call is 'stopped', and given back only if no text had reached them yet.
 */
export async function runGeneration(
  db: Db,
  deps: GptDeps,
  started: Started,
  sink: GenerationSink,
  options: { signal: AbortSignal; locale: Locale; now: () => Date },
): Promise<void> {
  const provider = deps.provider!;
  const controller = new AbortController();
  const stop = () => controller.abort(new Error('stopped by the user'));
  options.signal.addEventListener('abort', stop, { once: true });
  let text = '';
  let blocked = false;
  try {
    const out = await provider.complete(
      {
        messages: started.prompt.messages,
        maxTokens: started.prompt.maxTokens,
        temperature: started.prompt.temperature,
      },
      {
        signal: controller.signal,
        onDelta: async (piece) => {
          const verdict = await deps.moderator.check(text + piece, 'answer');
          if (!verdict.ok) {
            blocked = true;
            controller.abort(new Error('blocked answer'));
            return;
          }
          text += piece;
          await sink.delta(piece);
        },
      },
    );
    await endCall(db, started.id, {
      status: 'done',
      attempts: out.attempts,
      promptTokens: out.usage.promptTokens,
      completionTokens: out.usage.completionTokens,
      usageEstimated: out.usage.estimated,
      firstTokenMs: out.firstTokenMs,
      chars: text.length,
      finishedAt: options.now(),
    });
    await sink.done({
      finishReason: out.finishReason,
      promptTokens: out.usage.promptTokens,
      completionTokens: out.usage.completionTokens,
    });
  } catch (err) {
    const now = options.now();
    if (options.signal.aborted && !blocked) {
      // Given back before the call is ended, so whoever sees it ended sees it settled.
      if (text.length === 0) await giveBack(db, started, now);
      await endCall(db, started.id, { status: 'stopped', chars: text.length, finishedAt: now });
      return;
    }
    const kind = blocked ? 'blocked' : err instanceof ProviderError ? err.kind : null;
    const refunded = await giveBack(db, started, now);
    await endCall(db, started.id, {
      status: 'failed',
      failure: kind ?? 'internal',
      chars: text.length,
      finishedAt: now,
    });
    const message = kind ? failureMessages[kind] : gptMessages.internal;
    const code = errorCode(kind);
    await sink.error({ code, message: translate(options.locale, message), refunded });
    if (!kind) throw err;
  } finally {
    options.signal.removeEventListener('abort', stop);
  }
}

function errorCode(kind: string | null): string {
  switch (kind) {
    case 'busy':
      return GptCode.providerBusy;
    case 'timeout':
      return GptCode.providerTimeout;
    case 'broken':
      return GptCode.providerBroken;
    case 'blocked':
    case 'filtered':
      return GptCode.blocked;
    case 'failed':
      return GptCode.providerFailed;
    default:
      return Code.internal;
  }
}

/**
 * Ends calls left 'running' by a process that went away (started longer ago than the whole-call
 * time limit plus `graceMs`) as failed ('lost') and gives back what they took, once each.
 * Returns how many it ended.
 */
export async function sweepLostCalls(
  db: Db,
  settings: LlmSettings,
  now: Date,
  graceMs: number,
): Promise<number> {
  const lost = await endLostCalls(db, new Date(now.getTime() - settings.timeoutMs - graceMs), now);
  for (const call of lost) await giveBack(db, call, now);
  return lost.length;
}
