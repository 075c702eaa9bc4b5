import { QrLoginStatus, UserCode, type LoginInfo } from '@toolbox/contracts';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { Accounts } from '../auth/context.ts';
import { accountMessages } from '../auth/messages.ts';
import { bucketOf } from '../auth/rate-limit.ts';
import { MINUTE } from '../session/clock.ts';
import { assertNotBlocked, phoneOf, signIn, userOfPhone } from '../sms/phone-service.ts';
import type { Caller } from '../user/email-service.ts';
import { tooManyRequests } from '../user/errors.ts';
import { findUserById } from '../user/service.ts';
import { randomId } from '../verify/codes.ts';
import { qrLogins } from './tables.ts';

/** A QR code is good for about 2 minutes; the page then offers a new one. */
export const QR_LIFE_MS = 2 * MINUTE;

export interface QrCode {
  id: string;
  url: string;
  png: Buffer;
  expireTime: number;
}

const qrExpired = () => new AppError(UserCode.qrExpired, accountMessages.qrExpired, {}, 410);

/**
 * A new QR login code. Its url opens the built-in confirm page (/dev/qr-confirm) that plays the
 * phone's part; a mini-program adapter would put its own link here.
 */
export async function createQrCode(ctx: Accounts, caller: Caller, env: string): Promise<QrCode> {
  const now = ctx.clock.now();
  const limit = { bucket: bucketOf('qr:ip', caller.address), max: 60, windowMs: 10 * MINUTE };
  if ((await ctx.limiter.take([limit], now)).reached) throw tooManyRequests();
  const id = randomId();
  const expiresAt = new Date(now.getTime() + QR_LIFE_MS);
  await ctx.db.insert(qrLogins).values({ id, env, createdAt: now, expiresAt, status: QrLoginStatus.waiting });
  const url = `${ctx.config.publicUrl}/dev/qr-confirm?id=${encodeURIComponent(id)}`;
  // The QR encoder is imported with the first code drawn rather than at start.
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { id, url, png, expireTime: expiresAt.getTime() };
}

/** The status the page polls: 1 waiting, 2 scanned, 3 confirmed, -1 expired (or used, or unknown). */
export async function queryQrCode(
  ctx: Accounts,
  id: string,
): Promise<{ id: string; status: 1 | 2 | 3 | -1 }> {
  const [row] = await ctx.db.select().from(qrLogins).where(eq(qrLogins.id, id)).limit(1);
  const live = row && !row.usedAt && row.expiresAt.getTime() > ctx.clock.now().getTime();
  return { id, status: live ? (row.status as 1 | 2 | 3) : QrLoginStatus.expired };
}

/** The phone scanned the code (status 1 → 2). */
export async function scanQrCode(ctx: Accounts, id: string): Promise<void> {
  const now = ctx.clock.now();
  const done = await ctx.db
    .update(qrLogins)
    .set({ status: QrLoginStatus.scanned })
    .where(
      and(
        eq(qrLogins.id, id),
        isNull(qrLogins.usedAt),
        gt(qrLogins.expiresAt, now),
        inArray(qrLogins.status, [1, 2]),
      ),
    )
    .returning({ id: qrLogins.id });
  if (done.length === 0) throw qrExpired();
}

/** The phone confirmed as `phoneNumber` (status → 3); the account is created if new. */
export async function confirmQrCode(ctx: Accounts, id: string, phoneNumber: string): Promise<void> {
  const phone = phoneOf({ phoneNumber });
  assertNotBlocked(ctx, phone);
  const now = ctx.clock.now();
  const user = await userOfPhone(ctx, phone, now);
  const done = await ctx.db
    .update(qrLogins)
    .set({ status: QrLoginStatus.confirmed, userId: user.id })
    .where(
      and(
        eq(qrLogins.id, id),
        isNull(qrLogins.usedAt),
        gt(qrLogins.expiresAt, now),
        inArray(qrLogins.status, [1, 2]),
      ),
    )
    .returning({ id: qrLogins.id });
  if (done.length === 0) throw qrExpired();
}

/** /open/user-wx/login-by-qr-code: once, after status 3. */
export async function loginByQrCode(
  ctx: Accounts,
  caller: Caller,
  id: string,
  rememberMe: boolean,
): Promise<LoginInfo> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(qrLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(qrLogins.id, id),
        isNull(qrLogins.usedAt),
        gt(qrLogins.expiresAt, now),
        eq(qrLogins.status, QrLoginStatus.confirmed),
      ),
    )
    .returning();
  if (!row?.userId) {
    const { status } = await queryQrCode(ctx, id);
    if (status === QrLoginStatus.waiting || status === QrLoginStatus.scanned) {
      throw new AppError(UserCode.qrNotConfirmed, accountMessages.qrNotConfirmed, {}, 400);
    }
    throw qrExpired();
  }
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw qrExpired();
  return signIn(ctx, caller, user, 'qr', rememberMe);
}
