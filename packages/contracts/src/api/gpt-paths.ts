/*
 * Paths of the AI writers and the life tools (trip plan shares, the holiday calendar), zod-free
 * like `paths.ts`, which spreads them into `paths`.
 */
export const gptPaths = {
  /** The writers of a signed-in user: a server-sent event stream (see `gpt.ts`). */
  gptUser: '/ut/gpt/req-u',
  /** The writers of a tourist (credits by client address): the same stream. */
  gptTourist: '/ut/gpt/req-t',
  /** Whether this server has a text-generation provider (the writers' page asks first). */
  gptStatus: '/ut/gpt/status',
} as const;

/** free_image and taobao_coupon (`stock.ts`); the pictures are plain GET routes beside them. */
export const stockPaths = {
  freeImageSearch: '/ut/free-image/search',
  freeImageDownload: '/ut/free-image/download',
  couponStatus: '/ut/coupon/status',
  couponSearch: '/ut/coupon/search',
} as const;

export const lifePaths = {
  ...stockPaths,
  tripShareCreate: '/ut/trip-plan/share',
  tripShareGet: '/ut/trip-plan/get-share',
  tripShareList: '/ut/trip-plan/list-shares',
  tripShareRevoke: '/ut/trip-plan/revoke-share',
  holidayCalendar: '/ut/calendar/cn-holidays',
} as const;
