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
} as const;
