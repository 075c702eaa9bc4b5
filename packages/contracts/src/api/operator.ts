/*
 * The operator console's calls (issue 20). Every one is 'operator' access: the server answers 001
 * without a live login, 40300 to a signed-in user who does not hold the operator role, and 001 when
 * the operator's session was idle for OPERATOR_IDLE_MINUTES (the session is then ended). The role
 * is granted on the server's command line only (`npm run operator -- grant <e-mail>`), never here.
 * Every change an operator makes is written to the audit log with its before and after.
 */
import { z } from 'zod';
import { creditChangeRecordSchema } from '../credits.ts';
import { pageResponseOf } from '../task.ts';
import { endpoint } from './endpoint.ts';
import { FEEDBACK_MAX_LENGTH, feedbackSchema } from './feedback.ts';
import { OPERATOR_PATH_PREFIX, operatorPaths } from './operator-paths.ts';

/** An operator's session ends after this many minutes without a call. */
export const OPERATOR_IDLE_MINUTES = 30;

export { OPERATOR_PATH_PREFIX, operatorPaths };

/** Why an operator made a change, kept in the audit log. */
const reason = z.string().trim().max(500).default('');

export const operatorMeResponse = z.object({
  userId: z.string(),
  /** The operator's e-mail, phone or id: how the audit log names them. */
  name: z.string(),
  grantedAt: z.string(),
  idleMinutes: z.number().int(),
});
export type OperatorMe = z.infer<typeof operatorMeResponse>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: the operator's name, or `cli:<login>` for the command line. */
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageRequest = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  /** Only entries whose action starts with this (`func.`, `role.`). */
  action: z.string().trim().max(60).default(''),
});
export const auditPageResponse = pageResponseOf(auditEntrySchema);

/** The settings of a tool an operator may change; each also has the catalogue's own value. */
export const opFuncSettingsSchema = z.object({
  enabled: z.boolean(),
  openLevel: z.number().int().min(0).max(4),
  price: z.number().min(0).max(100_000),
  point: z.number().int().min(0).max(1_000_000),
  freeCount: z.number().int().min(0).max(1_000_000),
  wang: z.boolean(),
});
export type OpFuncSettings = z.infer<typeof opFuncSettingsSchema>;

export const opFuncSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  /** Built tools can be turned off and on; an unbuilt one stays off. */
  built: z.boolean(),
  /** What users get now. */
  current: opFuncSettingsSchema,
  /** What the catalogue says (what a reset goes back to). */
  catalogue: opFuncSettingsSchema,
  /** Settings an operator changed (kept over restarts and catalogue updates). */
  overridden: z.array(z.string()),
});
export type OpFunc = z.infer<typeof opFuncSchema>;

export const opFuncListResponse = z.object({ list: z.array(opFuncSchema) });

export const opFuncUpdateRequest = z.object({
  code: z.string().trim().min(1).max(100),
  /** The settings to change; a field left out stays as it is. */
  set: opFuncSettingsSchema.partial().default({}),
  /** Settings to give back to the catalogue's value. */
  reset: z.array(opFuncSettingsSchema.keyof()).max(6).default([]),
  reason,
});

export const pickListSchema = z.enum(['recommend', 'mascot']);
export type PickList = z.infer<typeof pickListSchema>;

export const opPicksSchema = z.object({
  /** The home carousel's tools, in order. */
  recommend: z.array(z.string()),
  /** The mascot's (`wang`) tools, in order. */
  mascot: z.array(z.string()),
});
export type OpPicks = z.infer<typeof opPicksSchema>;

export const opPicksSaveRequest = z.object({
  list: pickListSchema,
  codes: z.array(z.string().trim().min(1).max(100)).max(30),
  reason,
});

export const opUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  googleEmail: z.string().nullable(),
  idCode: z.string(),
  createdAt: z.string(),
  operator: z.boolean(),
});
export type OpUser = z.infer<typeof opUserSchema>;

/** Finds accounts by exact e-mail (any case), phone, user id or invite code. */
export const opUserFindRequest = z.object({ query: z.string().trim().min(1).max(200) });
export const opUserFindResponse = z.object({ list: z.array(opUserSchema) });

export const opUserRequest = z.object({ userId: z.string().trim().min(1).max(100) });

export const opUserDetailSchema = z.object({
  user: opUserSchema,
  /** The stored credit balance (as of the user's last credit day; 0 for an account never used). */
  credits: z.number().int(),
  /** The newest ledger entries (at most 20), remarks in the reader's language. */
  ledger: z.array(creditChangeRecordSchema),
  liveSessions: z.number().int(),
});
export type OpUserDetail = z.infer<typeof opUserDetailSchema>;

/** Largest single grant or take-back of credits. */
export const OPERATOR_CREDITS_MAX = 100_000;

export const opUserCreditsRequest = opUserRequest.extend({
  /** Credits to give (positive) or take back (negative); never zero. */
  delta: z
    .number()
    .int()
    .min(-OPERATOR_CREDITS_MAX)
    .max(OPERATOR_CREDITS_MAX)
    .refine((n) => n !== 0, 'must not be 0'),
  /** Required: it is written in the user's ledger and in the audit log. */
  reason: z.string().trim().min(1).max(200),
});

export const opUserRevokeRequest = opUserRequest.extend({ reason });
export const opUserRevokeResponse = z.object({ revoked: z.number().int() });

export const opFeedbackSchema = feedbackSchema.extend({
  userId: z.string(),
  /** The author's e-mail, phone or id. */
  userName: z.string(),
});
export type OpFeedback = z.infer<typeof opFeedbackSchema>;

export const opFeedbackPageRequest = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  /** One status only (0 received, 1 being handled, 2 handled, 3 closed); null: all. */
  status: z.number().int().min(0).max(3).nullable().default(null),
});

/** Answers a feedback: the author sees `ack` and the status on /feedback. Empty `ack` clears it. */
export const opFeedbackAnswerRequest = z.object({
  id: z.string().trim().min(1).max(100),
  status: z.number().int().min(0).max(3),
  ack: z.string().trim().max(FEEDBACK_MAX_LENGTH),
});

const dictEditionSchema = z.enum(['all', 'cn', 'intl']);

/** A dictionary row (site notice, paper and ID-photo sizes…): its JSON value as the web reads it. */
export const opDictEntrySchema = z.object({
  code: z.string(),
  edition: dictEditionSchema,
  value: z.unknown(),
  remark: z.string(),
  updatedAt: z.string(),
});
export type OpDictEntry = z.infer<typeof opDictEntrySchema>;

export const opDictSaveRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,64}$/, 'lower-case letters, digits and _ only'),
  edition: dictEditionSchema.default('all'),
  /** Any JSON value (the web reads it as the entry's shape says). */
  value: z.unknown().refine((v) => v !== undefined && v !== null, 'required'),
  reason,
});

export const operatorEndpoints = {
  operatorMe: endpoint(operatorPaths.operatorMe, 'operator', z.object({}), operatorMeResponse),
  operatorAudit: endpoint(operatorPaths.operatorAudit, 'operator', auditPageRequest, auditPageResponse),
  operatorFuncList: endpoint(operatorPaths.operatorFuncList, 'operator', z.object({}), opFuncListResponse),
  operatorFuncUpdate: endpoint(
    operatorPaths.operatorFuncUpdate,
    'operator',
    opFuncUpdateRequest,
    opFuncSchema,
  ),
  operatorPicks: endpoint(operatorPaths.operatorPicks, 'operator', z.object({}), opPicksSchema),
  operatorUserFind: endpoint(
    operatorPaths.operatorUserFind,
    'operator',
    opUserFindRequest,
    opUserFindResponse,
  ),
  operatorUserDetail: endpoint(
    operatorPaths.operatorUserDetail,
    'operator',
    opUserRequest,
    opUserDetailSchema,
  ),
  operatorUserCredits: endpoint(
    operatorPaths.operatorUserCredits,
    'operator',
    opUserCreditsRequest,
    opUserDetailSchema,
  ),
  operatorUserRevokeSessions: endpoint(
    operatorPaths.operatorUserRevokeSessions,
    'operator',
    opUserRevokeRequest,
    opUserRevokeResponse,
  ),
  operatorFeedbackPage: endpoint(
    operatorPaths.operatorFeedbackPage,
    'operator',
    opFeedbackPageRequest,
    pageResponseOf(opFeedbackSchema),
  ),
  operatorFeedbackAnswer: endpoint(
    operatorPaths.operatorFeedbackAnswer,
    'operator',
    opFeedbackAnswerRequest,
    feedbackSchema,
  ),
  operatorDictList: endpoint(
    operatorPaths.operatorDictList,
    'operator',
    z.object({}),
    z.object({ list: z.array(opDictEntrySchema) }),
  ),
  operatorDictSave: endpoint(
    operatorPaths.operatorDictSave,
    'operator',
    opDictSaveRequest,
    opDictEntrySchema,
  ),
  operatorPicksSave: endpoint(operatorPaths.operatorPicksSave, 'operator', opPicksSaveRequest, opPicksSchema),
};
