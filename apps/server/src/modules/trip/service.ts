import { randomBytes } from 'node:crypto';
import { Code, type TripPlan, type TripShare } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { countLiveShares, findLiveShare, insertShare, liveSharesOf, revokeLiveShare } from './repository.ts';

export const tripMessages = {
  notFound: {
    en: 'This shared trip plan does not exist, has expired or was withdrawn by the person who shared it.',
    'zh-CN': '该行程分享不存在、已过期或已被分享者撤回。',
  },
  tooMany: {
    en: 'You already have {count} share links open: withdraw one before sharing another plan.',
    'zh-CN': '你已有 {count} 个有效的分享链接，请先撤回一个再分享。',
  },
} as const;

/** Live share links one owner may keep at once. */
export const MAX_LIVE_SHARES = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const present = (row: { id: string; title: string; createdAt: Date; expiresAt: Date }): TripShare => ({
  id: row.id,
  title: row.title,
  createTime: row.createdAt.toISOString(),
  expireTime: row.expiresAt.toISOString(),
});

/**
 * Shares a copy of a plan under a new unguessable id (128 random bits, base64url) for `days`
 * days. The owner is a user, or a tourist's address and browser, who alone can list and revoke it.
 */
export async function createShare(
  db: Database,
  owner: string,
  plan: TripPlan,
  days: number,
  now: Date,
): Promise<TripShare> {
  if ((await countLiveShares(db, owner, now)) >= MAX_LIVE_SHARES)
    throw new AppError(Code.tooManyRequests, tripMessages.tooMany, { count: MAX_LIVE_SHARES });
  const row = {
    id: randomBytes(16).toString('base64url'),
    owner,
    title: plan.title,
    plan,
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  };
  await insertShare(db, row);
  return present(row);
}

/** A shared plan for anyone with its link, until it expires or is revoked (then 40400, same words for all three). */
export async function readShare(db: Database, id: string, now: Date) {
  const row = await findLiveShare(db, id, now);
  if (!row) throw new AppError(Code.notFound, tripMessages.notFound, {}, 404);
  return { plan: row.plan, createTime: row.createdAt.toISOString(), expireTime: row.expiresAt.toISOString() };
}

export async function listShares(db: Database, owner: string, now: Date): Promise<TripShare[]> {
  return (await liveSharesOf(db, owner, now)).map(present);
}

/** Withdraws a share: only its owner can; anyone else gets the same 40400 as for an unknown link. */
export async function revokeShare(db: Database, owner: string, id: string, now: Date): Promise<null> {
  if (!(await revokeLiveShare(db, owner, id, now)))
    throw new AppError(Code.notFound, tripMessages.notFound, {}, 404);
  return null;
}
