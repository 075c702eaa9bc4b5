import { z } from 'zod';

export const editionSchema = z.enum(['intl', 'cn']);
export type Edition = z.infer<typeof editionSchema>;

export const localeSchema = z.enum(['zh-CN', 'en']);
export type Locale = z.infer<typeof localeSchema>;

/**
 * A function (tool) as the spec's entity lists it, as served by /ut/func/query.
 * `name`/`categoryName` are in the language asked for; `names` carries both for the client's switcher.
 */
export const funcSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  names: z.record(localeSchema, z.string()),
  descriptions: z.record(localeSchema, z.string()),
  categoryCode: z.string(),
  categoryName: z.string(),
  iconImageBase64: z.string().nullable(),
  openLevel: z.number().int(),
  price: z.number(),
  point: z.number().int(),
  freeCount: z.number().int(),
  freeIntroduction: z.string().nullable(),
  wang: z.boolean(),
  runs: z.enum(['browser', 'server', 'desktop']),
  orderNumber: z.number().int(),
  /**
   * Listed, but this server cannot run it: an operator setting it needs is missing (the AI writers
   * without a text-generation provider). Its page says so; the home page, menu and search leave it out.
   */
  unavailable: z.boolean().optional(),
});
export type Func = z.infer<typeof funcSchema>;

export const funcCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  names: z.record(localeSchema, z.string()),
  orderNumber: z.number().int(),
});
export type FuncCategory = z.infer<typeof funcCategorySchema>;

/** POST /ut/func/query: one function by code, or all listed functions when code is empty. */
export const funcQueryRequest = z.object({ code: z.string().trim().optional().default('') });
export const funcQueryResponse = z.array(funcSchema);

/** POST /ut/func/search-list */
export const funcSearchRequest = z.object({ keyword: z.string().max(200) });
export const funcSearchResponse = z.array(funcSchema);

/** POST /ut/func/list-fee-rules: the price of each paid function. */
export const feeRuleSchema = z.object({
  code: z.string(),
  openLevel: z.number().int(),
  price: z.number(),
  point: z.number().int(),
  freeCount: z.number().int(),
  freeIntroduction: z.string().nullable(),
});
export const feeRulesResponse = z.array(feeRuleSchema);
export type FeeRule = z.infer<typeof feeRuleSchema>;

/** POST /ut/func-category/list */
export const funcCategoryListResponse = z.array(funcCategorySchema);

/** POST /system/information/get */
export const systemInformationSchema = z.object({
  edition: editionSchema,
  defaultLocale: localeSchema,
  version: z.string(),
  publicUrl: z.string(),
  contactEmail: z.string(),
  /** True when the operator configured a colourisation model (image_coloring's automatic choice). */
  colorizeModel: z.boolean().optional(),
  /** The desktop app's trial build for 64-bit Windows, when this server has one to download. */
  desktopTrial: z.object({ url: z.string(), bytes: z.number().int(), version: z.string() }).optional(),
});
export type SystemInformation = z.infer<typeof systemInformationSchema>;
