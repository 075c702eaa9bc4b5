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

export const lifePaths = {
  tripShareCreate: '/ut/trip-plan/share',
  tripShareGet: '/ut/trip-plan/get-share',
  tripShareList: '/ut/trip-plan/list-shares',
  tripShareRevoke: '/ut/trip-plan/revoke-share',
  holidayCalendar: '/ut/calendar/cn-holidays',
} as const;
