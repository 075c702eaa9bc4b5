import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CreditsCode } from '@toolbox/contracts';
import type { Message } from '../../http/i18n.ts';
import { AppError } from '../../http/errors.ts';
import { applyChange, ensureAccount, findAccount, userAccountId } from '../credits/ledger.ts';
import { grantsOf, syncAccountDay, withCreditDay, type DayContext } from '../credits/daily.ts';
import { activeMemberships, VIDEO_REWARD_POINT } from '../membership/levels.ts';
import { videoTickets } from './tables.ts';

export const videoMessages = {
  levelOneOnly: {
    en: 'The video reward is for Lv.1 users only.',
    'zh-CN': '观看视频奖励仅限 Lv.1 用户。',
  },
  unknownCode: { en: 'This video reward code is not valid.', 'zh-CN': '视频奖励码无效。' },
  expired: { en: 'This video reward code has expired.', 'zh-CN': '视频奖励码已过期。' },
  alreadyClaimed: { en: 'This video reward was already claimed.', 'zh-CN': '该视频奖励已领取。' },
  notWatched: {
    en: 'The video ad was not confirmed as watched to the end.',
    'zh-CN': '未能确认视频广告已看完。',
  },
  off: {
    en: 'The video reward is not available on this server.',
    'zh-CN': '本服务器未开放观看视频奖励。',
  },
} as const satisfies Record<string, Message>;

async function requireLevelOne(ctx: DayContext, userId: string): Promise<void> {
  if ((await activeMemberships(ctx.db, userId, ctx.now)).length > 0) {
    throw new AppError(CreditsCode.videoRewardUnavailable, videoMessages.levelOneOnly);
  }
}

/** Today's ticket of the user (created on first ask): the code the ad page sends back when watched. */
export async function videoTicket(ctx: DayContext, userId: string) {
  await requireLevelOne(ctx, userId);
  // The ticket's day is the credit account's day, which the claimed offset cannot move forward.
  const day = await withCreditDay(ctx, { userId }, async (_tx, _account, d) => d);
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

/** Whether the user claimed the reward on their credit account's current day (bring it to today first). */
export async function videoClaimed(ctx: Pick<DayContext, 'db'>, userId: string): Promise<boolean> {
  const account = await findAccount(ctx.db, userAccountId(userId));
  if (!account?.day) return false;
  const [ticket] = await ctx.db
    .select({ claimedAt: videoTickets.claimedAt })
    .from(videoTickets)
    .where(and(eq(videoTickets.userId, userId), eq(videoTickets.day, account.day)));
  return Boolean(ticket?.claimedAt);
}

/**
 * Claims the reward of a watched ad: 40 credits for the ticket's day, once (the ticket is marked in
 * the same transaction as the grant, whose key is user + day). A ticket of an ended day has expired;
 * a claimed one, or a replayed proof, is refused. The caller has checked the ad-completion proof.
 */
export async function claimVideo(ctx: DayContext, code: string): Promise<void> {
  const [ticket] = await ctx.db.select().from(videoTickets).where(eq(videoTickets.code, code));
  if (!ticket) throw new AppError(CreditsCode.videoRewardUnavailable, videoMessages.unknownCode);
  if (ticket.claimedAt) throw new AppError(CreditsCode.videoRewardUnavailable, videoMessages.alreadyClaimed);
  await requireLevelOne(ctx, ticket.userId);
  const accountId = userAccountId(ticket.userId);
  await ensureAccount(ctx.db, accountId, 'credit', ticket.userId, ctx.now);
  await ctx.db.transaction(async (tx) => {
    const grants = await grantsOf(tx, { userId: ticket.userId }, ctx.edition, ctx.now);
    const account = await syncAccountDay(tx, accountId, ctx.timezoneOffset, grants, ctx.now);
    if (account.day !== ticket.day)
      throw new AppError(CreditsCode.videoRewardUnavailable, videoMessages.expired);
    const [marked] = await tx
      .update(videoTickets)
      .set({ claimedAt: ctx.now })
      .where(and(eq(videoTickets.code, code), isNull(videoTickets.claimedAt)))
      .returning();
    if (!marked) throw new AppError(CreditsCode.videoRewardUnavailable, videoMessages.alreadyClaimed);
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
