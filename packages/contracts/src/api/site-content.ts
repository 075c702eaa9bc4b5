/*
 * Texts and lists an operator changes without a deploy: the dictionary (/open/dict/*), the site's
 * constants (/ut/constant/select-all) and the banner and recommendation lists (/bd/ali/list). They
 * are rows of the database, seeded by migrations. Values are language-neutral: a text shown to
 * users is a `{ en, 'zh-CN' }` pair and the page picks its language, so switching costs no call.
 */
import { z } from 'zod';
import { localeSchema } from '../func.ts';
import { adListCodes, communityPaths } from './community-paths.ts';
import { endpoint } from './endpoint.ts';

/** A dictionary or list code (`site_notice`, `banner_bd`). */
export const contentCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_.-]+$/i, 'letters, digits, _ . - only');

/** A text in both languages. */
export const localizedTextSchema = z.record(localeSchema, z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** One dictionary entry; `value` is JSON whose shape each code documents (see the `...Value` schemas). */
export const dictEntrySchema = z.object({ code: z.string(), value: z.unknown(), updateTime: z.string() });
export type DictEntry = z.infer<typeof dictEntrySchema>;

/** POST /open/dict/get: one entry by code (served from memory until the dictionary changes); 40400 when none. */
export const dictGetRequest = z.object({ code: contentCodeSchema });
/** POST /open/dict/get-and-cache: several entries read afresh (the server's copy replaced); unknown codes left out. */
export const dictGetAndCacheRequest = z.object({ codeList: z.array(contentCodeSchema).min(1).max(20) });

/** `site_notice`: the dismissible notice bar. Not shown after `endTime`; `id` changes when the text does. */
export const siteNoticeValue = z.object({
  id: z.string().min(1).max(64),
  enabled: z.boolean(),
  text: localizedTextSchema,
  /** Optional link after the text (same-site path or https URL). */
  url: z.string().max(500).nullable().default(null),
  linkText: localizedTextSchema.nullable().default(null),
  /** ISO 8601 cut-off: the notice is not shown at all after it; null = no end. */
  endTime: z.string().nullable(),
  /** ISO 8601 start: not shown before it; null = at once. */
  startTime: z.string().nullable().optional(),
});
export type SiteNotice = z.infer<typeof siteNoticeValue>;

/** `paper_sizes`: paper formats by series (A, B, US, envelope), millimetres. */
export const paperSizesValue = z.array(
  z.object({
    series: z.string(),
    name: localizedTextSchema,
    sizes: z.array(z.object({ name: z.string(), widthMm: z.number(), heightMm: z.number() })),
  }),
);

/** `id_photo_sizes`: ID-photo sizes by group (common, civil service, visa, other). */
export const idPhotoSizesValue = z.array(
  z.object({
    group: z.string(),
    name: localizedTextSchema,
    sizes: z.array(
      z.object({
        name: localizedTextSchema,
        widthPx: z.number().int(),
        heightPx: z.number().int(),
        widthMm: z.number(),
        heightMm: z.number(),
      }),
    ),
  }),
);

/** POST /ut/constant/select-all: every constant of this edition, by key (values are strings). */
export const constantsResponse = z.record(z.string(), z.string());
export type SiteConstants = z.infer<typeof constantsResponse>;

/** One item of a banner or recommendation list (spec: url, icon, title, text with markup, secText). */
export const adItemSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  icon: z.string(),
  title: z.string(),
  /** May hold markup: render it only through the allow-list sanitiser. */
  text: z.string(),
  secText: z.string(),
  titles: localizedTextSchema,
  texts: localizedTextSchema,
  secTexts: localizedTextSchema,
  /** The recommended function, for the recommendation lists. */
  funcCode: z.string().nullable(),
});
export type AdItem = z.infer<typeof adItemSchema>;

/** POST /bd/ali/list: the live items of one list (this edition, enabled, within their dates), in order. */
export const adListRequest = z.object({ code: contentCodeSchema.default(adListCodes.banner) });
export const adListResponse = z.array(adItemSchema);

const noInput = z.object({}).loose();

export const siteContentEndpoints = {
  dictGet: endpoint(communityPaths.dictGet, 'any', dictGetRequest, dictEntrySchema),
  dictGetAndCache: endpoint(
    communityPaths.dictGetAndCache,
    'any',
    dictGetAndCacheRequest,
    z.array(dictEntrySchema),
  ),
  constants: endpoint(communityPaths.constants, 'any', noInput, constantsResponse),
  adList: endpoint(communityPaths.adList, 'any', adListRequest, adListResponse),
};
