/*
 * Feedback (spec: content; list items content, createTime, statusText, ack). Visible only to its
 * author and the administrator, who answers it in `ack`.
 */
import { z } from 'zod';
import { pageRequestOf, pageResponseOf } from '../task.ts';
import { communityPaths } from './community-paths.ts';
import { endpoint } from './endpoint.ts';

/** The longest feedback kept (the spec shows no bound; this keeps one message readable). */
export const FEEDBACK_MAX_LENGTH = 2000;

export const feedbackSaveRequest = z.object({
  content: z.string().trim().min(1).max(FEEDBACK_MAX_LENGTH),
});

/** 0 received, 1 being handled, 2 handled, 3 closed without change. */
export const feedbackStatuses = [0, 1, 2, 3] as const;

export const feedbackSchema = z.object({
  id: z.string(),
  content: z.string(),
  createTime: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  /** The handling result; null until there is one (shown as a dash). */
  ack: z.string().nullable(),
  ackTime: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackPageRequest = pageRequestOf(z.object({}).loose());

export const feedbackEndpoints = {
  feedbackSave: endpoint(communityPaths.feedbackSave, 'user', feedbackSaveRequest, feedbackSchema),
  feedbackPage: endpoint(
    communityPaths.feedbackPage,
    'user',
    feedbackPageRequest,
    pageResponseOf(feedbackSchema),
  ),
};
