import type { LoginInfo } from '@toolbox/contracts';
import { DEFAULT_LOGIN_MS, saveLogin } from './login-store.ts';

/** The server keeps a remember-me session 30 days instead of 7 (contracts: loginByEmailRequest). */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

type Listener = () => void;
let setPasswordOpen = false;
const listeners = new Set<Listener>();

/** Whether the set-password suggestion should show (after a third-party sign-in without password). */
export const setPasswordPrompt = {
  get: () => setPasswordOpen,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(open: boolean) {
    if (open === setPasswordOpen) return;
    setPasswordOpen = open;
    for (const listener of listeners) listener();
  },
};

/**
 * Stores the login info a sign-in answered. After a third-party sign-in to an account without a
 * password, the set-password suggestion opens (spec section 2).
 */
export function completeLogin(
  info: LoginInfo,
  options: { rememberMe?: boolean; thirdParty?: boolean } = {},
): void {
  saveLogin(
    {
      accessToken: info.accessToken,
      phoneNumber: info.phoneNumber,
      email: info.email,
      idCode: info.idCode,
      emptyPassword: info.emptyPassword,
    },
    options.rememberMe ? REMEMBER_ME_MS : DEFAULT_LOGIN_MS,
  );
  if (options.thirdParty && info.emptyPassword) setPasswordPrompt.set(true);
}
