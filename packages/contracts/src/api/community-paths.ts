/*
 * Paths of the home page's living parts and the community calls (favourites, site texts, banners,
 * feedback, partner mode), zod-free like `paths.ts`, which spreads them into `paths`.
 */
export const communityPaths = {
  favouriteList: '/ut/func-collect/list',
  favouriteSave: '/ut/func-collect/save-or-update',
  favouriteBatch: '/ut/func-collect/batch-update',
  favouriteDelete: '/ut/func-collect/del',
  dictGet: '/open/dict/get',
  dictGetAndCache: '/open/dict/get-and-cache',
  constants: '/ut/constant/select-all',
  adList: '/bd/ali/list',
  feedbackSave: '/open/user-feedback/save',
  feedbackPage: '/open/user-feedback/page',
  openCheck: '/ut/func/open-check',
  openUse: '/ut/v1/ot',
  channelCheck: '/ut/channel/check',
} as const;

/**
 * The constants the web reads. `record_filing_no` is the cn edition's record-filing number (empty:
 * no footer), `record_filing_url` where it links, `police_filing_no` the public-security filing (cn).
 */
export const constantKeys = {
  recordFilingNo: 'record_filing_no',
  recordFilingUrl: 'record_filing_url',
  policeFilingNo: 'police_filing_no',
} as const;

/** The list codes the web reads. */
export const adListCodes = {
  banner: 'banner_bd',
  bannerAds: 'banner_ad_cn',
  recommend: 'func_recommend',
  mascot: 'func_wang',
} as const;
