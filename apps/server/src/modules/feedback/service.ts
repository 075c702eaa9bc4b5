import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { Code, type Feedback, type Locale, type Page } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { translate } from '../../http/i18n.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import { pageOf } from '../credits/page.ts';
import { HOUR } from '../session/clock.ts';
import { feedbackMessages } from './messages.ts';
import { userFeedbacks, type FeedbackRow } from './tables.ts';

/** Feedback one user may send in an hour: plenty for a person, little for a script. */
export const FEEDBACK_PER_HOUR = 10;

function statusText(status: number, locale: Locale): string {
  const key = `status${status}` as keyof typeof feedbackMessages;
  const message = feedbackMessages[key] ?? feedbackMessages.status0;
  return translate(locale, message);
}

function present(row: FeedbackRow, locale: Locale): Feedback {
  return {
    id: row.id,
    content: row.content,
    createTime: row.createdAt.toISOString(),
    status: row.status,
    statusText: statusText(row.status, locale),
    ack: row.ack,
    ackTime: row.ackAt?.toISOString() ?? null,
  };
}

/** Keeps one feedback of the user; more than FEEDBACK_PER_HOUR in an hour answers 42900. */
export async function saveFeedback(
  db: Database,
  userId: string,
  content: string,
  now: Date,
  locale: Locale,
): Promise<Feedback> {
  const limit = { bucket: `feedback:${userId}`, max: FEEDBACK_PER_HOUR, windowMs: HOUR };
  if ((await new RateLimiter(db).take([limit], now)).reached) {
    throw new AppError(Code.tooManyRequests, feedbackMessages.tooMany, {}, 429);
  }
  const [row] = await db
    .insert(userFeedbacks)
    .values({ id: randomUUID(), userId, content, createdAt: now })
    .returning();
  return present(row!, locale);
}

/** The user's own feedback, newest first. */
export async function pageFeedback(
  db: Database,
  userId: string,
  pageNum: number,
  pageSize: number,
  locale: Locale,
): Promise<Page<Feedback>> {
  const mine = eq(userFeedbacks.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userFeedbacks)
      .where(mine)
      .orderBy(desc(userFeedbacks.createdAt), desc(userFeedbacks.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(userFeedbacks).where(mine),
  ]);
  return pageOf(
    rows.map((row) => present(row, locale)),
    total?.n ?? 0,
    pageNum,
    pageSize,
  );
}

/** Answers one feedback (tests and, later, the operator console). */
export async function answerFeedback(
  db: Database,
  id: string,
  answer: { status: number; ack: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(userFeedbacks)
    .set({ status: answer.status, ack: answer.ack, ackAt: answer.ack === null ? null : now })
    .where(eq(userFeedbacks.id, id));
}

/** Everyone's feedback, newest first, optionally of one status, with each author's id (operator console). */
export async function pageAllFeedback(
  db: Database,
  filter: { status: number | null },
  pageNum: number,
  pageSize: number,
  locale: Locale,
): Promise<Page<Feedback & { userId: string }>> {
  const where = filter.status === null ? undefined : eq(userFeedbacks.status, filter.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userFeedbacks)
      .where(where)
      .orderBy(desc(userFeedbacks.createdAt), desc(userFeedbacks.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(userFeedbacks).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ ...present(row, locale), userId: row.userId })),
    total?.n ?? 0,
    pageNum,
    pageSize,
  );
}

/** One feedback as its author sees it, or null (operator console: the state before an answer). */
export async function findFeedback(db: Database, id: string, locale: Locale): Promise<Feedback | null> {
  const [row] = await db.select().from(userFeedbacks).where(eq(userFeedbacks.id, id));
  return row ? present(row, locale) : null;
}
