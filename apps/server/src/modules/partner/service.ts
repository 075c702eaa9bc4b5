import { and, eq, sql } from 'drizzle-orm';
import { Code, OPEN_LINK_MAX_DAYS, type Locale, type OpenCheck } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { queryFuncs } from '../func/service.ts';
import { DAY } from '../session/clock.ts';
import { partnerMessages } from './messages.ts';
import { parseOpenId, signatureMatches } from './open-id.ts';
import { channels, channelVisits, openCalls, openPartners, userChannels } from './tables.ts';

/** Visits one address may add to a channel's count in an hour (more are answered, not counted). */
export const CHANNEL_VISITS_PER_HOUR = 20;

const authFailed = () => new AppError(Code.openAuthFailed, partnerMessages.authFailed);

/**
 * Checks a partner's signed openId: shaped right, of a known, enabled and unexpired partner,
 * signed with its secret, and its expiry in the future but at most OPEN_LINK_MAX_DAYS ahead.
 * Every failure is the same 40100, so a caller learns nothing about which part was wrong.
 */
export async function checkOpenId(db: Database, openId: string, now: Date) {
  const parts = parseOpenId(openId);
  if (!parts) throw authFailed();
  const expiresMs = parts.expires * 1000;
  if (expiresMs <= now.getTime() || expiresMs > now.getTime() + OPEN_LINK_MAX_DAYS * DAY) throw authFailed();
  const [partner] = await db.select().from(openPartners).where(eq(openPartners.openId, parts.partnerId));
  if (!partner?.enabled || (partner.expiresAt && partner.expiresAt <= now)) throw authFailed();
  if (!signatureMatches(parts, partner.secret)) throw authFailed();
  return { partner, expires: new Date(expiresMs) };
}

/** /ut/func/open-check */
export async function openCheck(db: Database, openId: string, now: Date): Promise<OpenCheck> {
  const { partner, expires } = await checkOpenId(db, openId, now);
  return { partnerName: partner.name, expireTime: expires.toISOString() };
}

/** /ut/v1/ot: records one function call of a partner's user (40100 for a bad openId, 40400 for an unknown function). */
export async function openUse(
  db: Database,
  input: { openId: string; code: string; subId: string },
  now: Date,
  locale: Locale,
) {
  const { partner } = await checkOpenId(db, input.openId, now);
  await queryFuncs(db, input.code, locale);
  const [call] = await db
    .insert(openCalls)
    .values({ openId: partner.openId, funcCode: input.code, subId: input.subId, createdAt: now })
    .returning({ id: openCalls.id });
  return { code: input.code, partnerName: partner.name, callId: call!.id };
}

/**
 * /ut/channel/check: for a channel the operator set up, counts the visit (when `countVisit`) and
 * attributes a signed-in user to it unless a channel brought them before. Unknown ids record nothing.
 */
export async function checkChannel(
  db: Database,
  cid: string,
  userId: string | null,
  now: Date,
  countVisit: boolean,
): Promise<{ channel: string | null; attributed: boolean }> {
  const [channel] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.code, cid), eq(channels.enabled, true)));
  if (!channel) return { channel: null, attributed: false };
  if (countVisit) {
    await db
      .insert(channelVisits)
      .values({ channelCode: channel.code, day: now.toISOString().slice(0, 10), visits: 1 })
      .onConflictDoUpdate({
        target: [channelVisits.channelCode, channelVisits.day],
        set: { visits: sql`${channelVisits.visits} + 1` },
      });
  }
  if (!userId) return { channel: channel.code, attributed: false };
  await db
    .insert(userChannels)
    .values({ userId, channelCode: channel.code, createdAt: now })
    .onConflictDoNothing();
  const [mine] = await db.select().from(userChannels).where(eq(userChannels.userId, userId));
  return { channel: channel.code, attributed: mine?.channelCode === channel.code };
}
