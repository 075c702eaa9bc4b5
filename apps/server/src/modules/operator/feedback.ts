import type { Feedback, Locale, OpFeedback, Page } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { answerFeedback, findFeedback, pageAllFeedback } from '../feedback/service.ts';
import { findUserById } from '../user/service.ts';
import { audit, type Actor } from './audit.ts';
import { operatorMessages } from './messages.ts';
import { userName } from './roles.ts';

/** The feedback inbox: everyone's feedback, newest first, with its author. */
export async function feedbackInbox(
  db: Database,
  input: { pageNum: number; pageSize: number; status: number | null },
  locale: Locale,
): Promise<Page<OpFeedback>> {
  const page = await pageAllFeedback(db, { status: input.status }, input.pageNum, input.pageSize, locale);
  const list = await Promise.all(
    page.list.map(async (item) => {
      const author = await findUserById(db, item.userId);
      return { ...item, userName: author ? userName(author) : item.userId };
    }),
  );
  return { ...page, list };
}

/** Answers a feedback (status and answer the author sees on /feedback), audited before and after. */
export async function answerInInbox(
  db: Database,
  actor: Actor,
  input: { id: string; status: number; ack: string },
  locale: Locale,
  now: Date,
): Promise<Feedback> {
  const before = await findFeedback(db, input.id, locale);
  if (!before) throw new AppError('40400', operatorMessages.unknownFeedback, { id: input.id });
  await answerFeedback(db, input.id, { status: input.status, ack: input.ack === '' ? null : input.ack }, now);
  const after = (await findFeedback(db, input.id, locale))!;
  await audit(
    db,
    actor,
    {
      action: 'feedback.answer',
      target: input.id,
      before: { status: before.status, ack: before.ack },
      after: { status: after.status, ack: after.ack },
    },
    now,
  );
  return after;
}
