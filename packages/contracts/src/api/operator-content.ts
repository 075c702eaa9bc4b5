/*
 * The operator console's Content tab: the holiday calendar's years, the site notice, the banners
 * and the open-mode partners. Every call is 'operator' access (role checked on the server), every
 * change is audited with before and after (a partner's secret never is), and each takes effect in
 * every server process without a restart (the tables' change feed drops the cached copies).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { holidayYearSchema } from './life.ts';
import { operatorContentPaths } from './operator-content-paths.ts';
import { localizedTextSchema } from './site-content.ts';

export { operatorContentPaths };

const reason = z.string().trim().max(500).default('');
const editionSchema = z.enum(['all', 'cn', 'intl']);
/** An ISO 8601 instant, or null for none. */
const instant = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'expected a date and time')
  .nullable()
  .default(null);
/** A same-site path or an http(s) address (empty for none). */
const link = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || /^\/(?![/\\])/.test(v) || /^https?:\/\/\S+$/i.test(v),
    'expected /path or https://…',
  )
  .default('');

export const opHolidayYearSchema = holidayYearSchema.extend({
  /** shipped: cn-holidays.json of this release; operator: added or corrected in the console. */
  origin: z.enum(['shipped', 'operator']),
});

export const opContentStatusSchema = z.object({
  holidays: z.object({
    years: z.array(opHolidayYearSchema),
    /** This and next year when the table lacks them (counted Monday to Friday meanwhile). */
    missingYears: z.array(z.number().int()),
    /** Missing years that should be there by now (this year; next year from 1 December): warn. */
    overdueYears: z.array(z.number().int()),
    /** Years of the dictionary entry left out, with why. */
    rejected: z.array(z.string()),
  }),
});
export type OpContentStatus = z.infer<typeof opContentStatusSchema>;

export const opHolidaySaveRequest = z.object({ year: holidayYearSchema, reason });
export const opHolidayDeleteRequest = z.object({ year: z.number().int(), reason });

export const opNoticeSchema = z.object({
  edition: editionSchema,
  id: z.string(),
  enabled: z.boolean(),
  text: localizedTextSchema,
  url: z.string().nullable(),
  linkText: localizedTextSchema.nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type OpNotice = z.infer<typeof opNoticeSchema>;
export const opNoticeGetRequest = z.object({ edition: editionSchema.default('all') });
export const opNoticeSaveRequest = z
  .object({
    edition: editionSchema.default('all'),
    enabled: z.boolean(),
    text: z.object({ 'zh-CN': z.string().trim().max(500), en: z.string().trim().max(500) }),
    url: link,
    linkText: z.object({ 'zh-CN': z.string().trim().max(60), en: z.string().trim().max(60) }).optional(),
    startTime: instant,
    endTime: instant,
    reason,
  })
  .refine((v) => !v.enabled || v.text['zh-CN'] || v.text.en, { message: 'required', path: ['text'] })
  .refine((v) => !v.startTime || !v.endTime || Date.parse(v.startTime) < Date.parse(v.endTime), {
    message: 'the end must be after the start',
    path: ['endTime'],
  });

const bannerText = z
  .object({ 'zh-CN': z.string().max(2000).default(''), en: z.string().max(2000).default('') })
  .default({ 'zh-CN': '', en: '' });
export const opBannerSchema = z.object({
  id: z.number().int(),
  listCode: z.string(),
  edition: editionSchema,
  orderNumber: z.number().int(),
  url: z.string(),
  icon: z.string(),
  title: localizedTextSchema,
  text: localizedTextSchema,
  secText: localizedTextSchema,
  enabled: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OpBanner = z.infer<typeof opBannerSchema>;
export const opBannerSaveRequest = z.object({
  /** Absent for a new item. */
  id: z.number().int().positive().optional(),
  /** `banner_bd` (the promotional banner) unless told; the recommendation lists are the Picks tab's. */
  listCode: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.-]{1,64}$/i, 'letters, digits, _ . - only')
    .default('banner_bd'),
  edition: editionSchema.default('all'),
  orderNumber: z.number().int().min(0).max(10_000).default(0),
  url: link,
  /** An icon name of the web app's set, or a same-site image path / https address. */
  icon: z
    .string()
    .trim()
    .max(300)
    .refine(
      (v) =>
        v === '' || /^[a-z0-9-]{1,40}$/.test(v) || /^\/(?![/\\])\S*$/.test(v) || /^https:\/\/\S+$/.test(v),
      'expected an icon name, /path or https://…',
    )
    .default(''),
  title: bannerText,
  /** May hold markup: the page keeps only its allow-list (links, emphasis, line breaks). */
  text: bannerText,
  secText: bannerText,
  enabled: z.boolean().default(true),
  startAt: instant,
  endAt: instant,
  reason,
});
export const opBannerDeleteRequest = z.object({ id: z.number().int().positive(), reason });

export const opPartnerSchema = z.object({
  openId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Function calls made through the partner (all time). */
  calls: z.number().int(),
});
export type OpPartner = z.infer<typeof opPartnerSchema>;
export const opPartnerSaveRequest = z.object({
  openId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, 'letters, digits, _ and - only (2 to 40)'),
  name: z.string().trim().min(1).max(100),
  enabled: z.boolean().default(true),
  expiresAt: instant,
  reason,
});
/** The partner, and its secret when it was just made (shown this once, never stored in the audit log). */
export const opPartnerSaveResponse = z.object({ partner: opPartnerSchema, secret: z.string().nullable() });
export const opPartnerRotateRequest = z.object({ openId: z.string().trim().min(1).max(40), reason });

const none = z.object({});

export const operatorContentEndpoints = {
  operatorContentStatus: endpoint(
    operatorContentPaths.operatorContentStatus,
    'operator',
    none,
    opContentStatusSchema,
  ),
  operatorHolidaySave: endpoint(
    operatorContentPaths.operatorHolidaySave,
    'operator',
    opHolidaySaveRequest,
    opContentStatusSchema,
  ),
  operatorHolidayDelete: endpoint(
    operatorContentPaths.operatorHolidayDelete,
    'operator',
    opHolidayDeleteRequest,
    opContentStatusSchema,
  ),
  operatorNoticeGet: endpoint(
    operatorContentPaths.operatorNoticeGet,
    'operator',
    opNoticeGetRequest,
    opNoticeSchema.nullable(),
  ),
  operatorNoticeSave: endpoint(
    operatorContentPaths.operatorNoticeSave,
    'operator',
    opNoticeSaveRequest,
    opNoticeSchema,
  ),
  operatorBannerList: endpoint(
    operatorContentPaths.operatorBannerList,
    'operator',
    none,
    z.object({ list: z.array(opBannerSchema) }),
  ),
  operatorBannerSave: endpoint(
    operatorContentPaths.operatorBannerSave,
    'operator',
    opBannerSaveRequest,
    opBannerSchema,
  ),
  operatorBannerDelete: endpoint(
    operatorContentPaths.operatorBannerDelete,
    'operator',
    opBannerDeleteRequest,
    z.null(),
  ),
  operatorPartnerList: endpoint(
    operatorContentPaths.operatorPartnerList,
    'operator',
    none,
    z.object({ list: z.array(opPartnerSchema) }),
  ),
  operatorPartnerSave: endpoint(
    operatorContentPaths.operatorPartnerSave,
    'operator',
    opPartnerSaveRequest,
    opPartnerSaveResponse,
  ),
  operatorPartnerRotate: endpoint(
    operatorContentPaths.operatorPartnerRotate,
    'operator',
    opPartnerRotateRequest,
    opPartnerSaveResponse,
  ),
};
