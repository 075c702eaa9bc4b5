import type { CurrentUser, LoginInfo } from '@toolbox/contracts';
import type { UserRow } from './tables.ts';

/** The address shown for an account: its own email, else the one Google reported. */
export function shownEmail(user: UserRow): string | null {
  return user.email ?? user.googleEmail ?? null;
}

export function loginInfoOf(user: UserRow, accessToken: string): LoginInfo {
  return {
    accessToken,
    phoneNumber: user.phone,
    email: shownEmail(user),
    idCode: user.idCode,
    emptyPassword: user.passwordHash === null,
  };
}

export function currentUserOf(user: UserRow): CurrentUser {
  return {
    phoneNumber: user.phone,
    email: shownEmail(user),
    idCode: user.idCode,
    emptyPassword: user.passwordHash === null,
    hasGoogle: user.googleSub !== null,
    createTime: user.createdAt.getTime(),
  };
}
