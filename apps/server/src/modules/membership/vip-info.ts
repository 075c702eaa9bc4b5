import type { VipInfo } from '@toolbox/contracts';
import { presentCredits, withCreditDay, type DayContext } from '../credits/daily.ts';
import { videoClaimed } from '../video-reward/service.ts';
import { activeMemberships, allMemberships, dailyGrantsOf, listLevels } from './levels.ts';

/**
 * The user's membership: active paid levels with their periods, the highest as `level` and
 * `maxLevel` (1 when none), the daily credits of them together, and today's credits.
 */
export async function vipInfo(ctx: DayContext, userId: string): Promise<VipInfo> {
  const credits = await withCreditDay(ctx, { userId }, async (_tx, account) => presentCredits(account));
  const [levels, active, all, claimed] = await Promise.all([
    listLevels(ctx.db, ctx.edition),
    activeMemberships(ctx.db, userId, ctx.now),
    allMemberships(ctx.db, userId),
    videoClaimed(ctx, userId),
  ]);
  const top = Math.max(1, ...active.map((m) => m.level));
  return {
    id: userId,
    level: top,
    maxLevel: top,
    expireTimeMills: Math.max(0, ...active.map((m) => m.endTime.getTime())),
    levelExpire: all.length > 0 && active.length === 0,
    levelList: active.map((m) => ({
      level: m.level,
      startTime: m.startTime.toISOString(),
      endTime: m.endTime.toISOString(),
    })),
    funcPointDay: dailyGrantsOf(levels, active).reduce((sum, g) => sum + g.point, 0),
    totalFuncPoint: credits.totalFuncPoint,
    useFuncPoint: credits.useFuncPoint,
    videoRewardClaimed: claimed,
  };
}
