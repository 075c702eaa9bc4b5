/*
 * Partner (open) mode and marketing channels. A partner's link carries `openId`, a value the
 * partner signs itself: `<partner id>.<expiry, unix seconds>.<hex HMAC-SHA256 of "<partner id>.<expiry>"
 * with the partner's secret>`. While a page has one, function calls go through /ut/v1/ot (open
 * call: openId, code, subId). A `cid` query parameter names the marketing channel of a visit.
 */
import { z } from 'zod';
import { communityPaths } from './community-paths.ts';
import { endpoint } from './endpoint.ts';

/** Longest life of one signed link: a partner signs links for at most this long ahead. */
export const OPEN_LINK_MAX_DAYS = 30;

export const openIdSchema = z.string().trim().min(1).max(300);

/** POST /ut/func/open-check: 40100 ('authentication failed') for a bad, expired or unknown openId. */
export const openCheckRequest = z.object({ openId: openIdSchema });
export const openCheckResponse = z.object({
  partnerName: z.string(),
  /** When the signed link stops working (ISO 8601). */
  expireTime: z.string(),
});
export type OpenCheck = z.infer<typeof openCheckResponse>;

/** POST /ut/v1/ot: a function call in open mode, recorded for the partner (who pays for it). */
export const openUseRequest = z.object({
  openId: openIdSchema,
  code: z.string().trim().min(1).max(100),
  /** The partner's own id of its user, if it sends one. */
  subId: z.string().trim().max(64).default(''),
});
export const openUseResponse = z.object({
  code: z.string(),
  partnerName: z.string(),
  callId: z.number().int(),
});

/** POST /ut/channel/check: counts a visit of a known channel; a signed-in user is attributed to it once. */
export const channelCheckRequest = z.object({
  cid: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only'),
});
export const channelCheckResponse = z.object({
  /** The channel, when it is one the operator set up (else null: nothing was recorded). */
  channel: z.string().nullable(),
  /** The signed-in user now belongs to this channel (their first channel is kept). */
  attributed: z.boolean(),
});

export const partnerEndpoints = {
  openCheck: endpoint(communityPaths.openCheck, 'any', openCheckRequest, openCheckResponse),
  openUse: endpoint(communityPaths.openUse, 'any', openUseRequest, openUseResponse),
  channelCheck: endpoint(communityPaths.channelCheck, 'optional', channelCheckRequest, channelCheckResponse),
};
