import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CreditsCode, userDay } from '@toolbox/contracts';
import type { Message } from '../../http/i18n.ts';
import { AppError } from '../../http/errors.ts';
import { applyChange, ensureAccount, syncDay, userAccountId } from '../credits/ledger.ts';
import { grantsOf, type DayContext } from '../credits/daily.ts';
import { activeMemberships, VIDEO_REWARD_POINT } from '../membership/levels.ts';
import { videoTickets } from './tables.ts';

export const videoMessages = {
  levelOneOnly: {
    en: 'The video reward is for Lv.1 users only.',
    'zh-CN': '观看视频奖励仅限 Lv.1 用户。',
  },
  unknownCode: { en: 'This video reward code is not valid.', 'zh-CN': '视频奖励码无效。' },
  expired: { en: 'This video reward code has expired.', 'zh-CN': '视频奖励码已过期。' },
} as const satisfies Record<string, Message>;

async function requireLevelOne(ctx: DayContext, userId: string): Promise<void> {
  if ((await activeMemberships(ctx.db, userId, ctx.now)).length > 0) {
    throw new AppError(CreditsCode.videoRewardUnavailable, videoMessages.levelOneOnly);
  }
}

/** Today's ticket of the user (created on first ask): the code the ad page sends back when watched. */
export async function videoTicket(ctx: DayContext, userId: string) {
  await requireLevelOne(ctx, userId);
  const day = userDay(ctx.now, ctx.timezoneOffset);
  await ctx.db
    .insert(videoTickets)
    .values({ userId, day, code: randomBytes(16).toString('hex'), createdAt: ctx.now })
    .onConflictDoNothing();
  const [ticket] = await ctx.db
    .select()
    .from(videoTickets)
    .where(and(eq(videoTickets.userId, userId), eq(videoTickets.day, day)));
  return ticket!;
}

/** Whether the user claimed the reward on their day. */
export async function videoClaimed(ctx: DayContext, userId: string): Promise<boolean> {
  const day = userDay(ctx.now, ctx.timezoneOffset);
  const [ticket] = await ctx.db
    .select({ claimedAt: videoTickets.claimedAt })
    .from(videoTickets)
    .where(and(eq(videoTickets.userId, userId), eq(videoTickets.day, day)));
  return Boolean(ticket?.claimedAt);
}

/**
 * Claims the reward of a watched ad: 40 credits for the ticket's day, once (the ticket is marked in
 * the same transaction as the grant, whose key is user + day). A ticket of an ended day has expired.
 */
export async function claimVideo(ctx: Omit<DayContext, 'timezoneOffset'>, code: string): Promise<void> {
  const [ticket] = await ctx.db.select().from(videoTickets).where(eq(videoTickets.code, code));
  if (!ticket) throw new AppError(CreditsCode.videoRewardUnavailable, videoMessages.unknownCode);
  if (ticket.claimedAt) return;
  await requireLevelOne({ ...ctx, timezoneOffset: 0 }, ticket.userId);
  const accountId = userAccountId(ticket.userId);
  await ensureAccount(ctx.db, accountId, 'credit', ticket.userId, ctx.now);
  await ctx.db.transaction(async (tx) => {
    const grants = await grantsOf(tx, { userId: ticket.userId }, ctx.edition, ctx.now);
    const account = await syncDay(tx, accountId, ticket.day, grants, ctx.now);
    if (account.day !== ticket.day)
      throw new AppError(CreditsCode.videoRewardUnavailable, videoMessages.expired);
    const [marked] = await tx
      .update(videoTickets)
      .set({ claimedAt: ctx.now })
      .where(and(eq(videoTickets.code, code), isNull(videoTickets.claimedAt)))
      .returning();
    if (!marked) return;
    await applyChange(
      tx,
      accountId,
      {
        type: 'increase',
        delta: VIDEO_REWARD_POINT,
        remark: 'videoReward',
        idemKey: `video:${ticket.userId}:${ticket.day}`,
      },
      ctx.now,
    );
  });
}
