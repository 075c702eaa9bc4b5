/*
 * The calls of two tools that lean on outside services: free stock photos (`free_image`, and
 * `video4`, which redirects to it) and Taobao coupons (`taobao_coupon`). Both speak to the
 * operator's provider through our server; the browser never holds the keys.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { stockPaths } from './gpt-paths.ts';

const searchWords = z.string().trim().max(100);

/** Where free_image's photos come from: the operator's API key, or the operator's own library. */
export const freeImageSources = ['pexels', 'unsplash', 'library'] as const;
export type FreeImageSource = (typeof freeImageSources)[number];

export const freeImageSearchRequest = z.object({
  q: searchWords,
  page: z.number().int().min(1).max(100).default(1),
});

export const freeImagePhotoSchema = z.object({
  /** The provider's id (`library`: the file name in the manifest). */
  id: z.string(),
  title: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  author: z.string(),
  /** The author's page at the provider, or '' when unknown. */
  authorUrl: z.string(),
  licence: z.string(),
  licenceUrl: z.string(),
  /** The photo's own page (at the provider, or where the operator got it). */
  sourceUrl: z.string(),
  /** A small picture, served by our server (same origin). */
  preview: z.string(),
});
export type FreeImagePhoto = z.infer<typeof freeImagePhotoSchema>;

export const freeImageSearchResponse = z.object({
  source: z.enum(freeImageSources),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  photos: z.array(freeImagePhotoSchema),
});
export type FreeImageSearchAnswer = z.infer<typeof freeImageSearchResponse>;

/** Asks for a photo's original; for Unsplash this is when their download is counted. */
export const freeImageDownloadRequest = z.object({ id: z.string().trim().min(1).max(200) });
/** Our same-origin address of the original, served as an attachment. */
export const freeImageDownloadResponse = z.object({ url: z.string(), fileName: z.string() });

export const couponSearchRequest = z.object({
  q: searchWords.min(1),
  page: z.number().int().min(1).max(50).default(1),
});

export const couponItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  shop: z.string(),
  /** A small picture, served by our server ('' when the provider gave none). */
  image: z.string(),
  /** Price after the shop's own discount, before the coupon, in yuan as the provider writes it. */
  price: z.string(),
  /** The coupon's value in yuan ('' when the item has none). */
  couponAmount: z.string(),
  /** The provider's wording of the coupon, e.g. 满99元减20元. */
  couponInfo: z.string(),
  couponStart: z.string(),
  couponEnd: z.string(),
  /** Where the coupon is claimed (https), or the item's page when there is no coupon link. */
  url: z.string(),
  /** Sold in the last 30 days, as the provider counts. */
  sales: z.number().int(),
});
export type CouponItem = z.infer<typeof couponItemSchema>;

export const couponSearchResponse = z.object({
  page: z.number().int(),
  total: z.number().int(),
  items: z.array(couponItemSchema),
});
export const couponStatusResponse = z.object({ configured: z.boolean() });

const noInput = z.object({}).loose();

export const stockEndpoints = {
  freeImageSearch: endpoint(
    stockPaths.freeImageSearch,
    'any',
    freeImageSearchRequest,
    freeImageSearchResponse,
  ),
  freeImageDownload: endpoint(
    stockPaths.freeImageDownload,
    'any',
    freeImageDownloadRequest,
    freeImageDownloadResponse,
  ),
  couponStatus: endpoint(stockPaths.couponStatus, 'any', noInput, couponStatusResponse),
  couponSearch: endpoint(stockPaths.couponSearch, 'any', couponSearchRequest, couponSearchResponse),
};

/** Failure codes of free_image and taobao_coupon, besides the common ones. */
export const StockCode = {
  /** taobao_coupon: the operator has not set the affiliate keys (TAOBAO_APP_KEY, …). */
  notConfigured: '50300',
  /** The provider refused our key or answered something we could not read. */
  providerFailed: '50210',
  /** The provider is over its rate limit. */
  providerBusy: '42910',
  /** The provider did not answer in time, or could not be reached. */
  providerTimeout: '50410',
} as const;
