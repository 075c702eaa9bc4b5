import { useSyncExternalStore } from 'react';

/** The login info of the spec (section 3), kept in this browser. */
export interface LoginInfo {
  accessToken: string;
  phoneNumber: string | null;
  email: string | null;
  /** The user's own invite code. */
  idCode: string | null;
  /** True after a third-party sign-in to an account without a password. */
  emptyPassword: boolean;
}

interface StoredLogin extends LoginInfo {
  /** Epoch ms after which this browser forgets the login (the spec's 7-day cookie life). */
  expiresAt: number;
}

/** localStorage key of the login info. */
export const LOGIN_KEY = 'toolbox.login';
/** The spec's default login life (section 9: login cookie 7 days). */
export const DEFAULT_LOGIN_MS = 7 * 24 * 60 * 60 * 1000;
/** The spec's re-read interval (section 9), so every open tab sees a login or logout of another. */
export const REREAD_MS = 1_000;

let raw: string | null = null;
let current: LoginInfo | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(LOGIN_KEY);
  } catch {
    return null; // storage blocked: nobody is logged in
  }
}

function parse(text: string | null): LoginInfo | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredLogin> | null;
    if (!value || typeof value.accessToken !== 'string' || !value.accessToken) return null;
    if (typeof value.expiresAt === 'number' && value.expiresAt <= Date.now()) return null;
    return {
      accessToken: value.accessToken,
      phoneNumber: typeof value.phoneNumber === 'string' ? value.phoneNumber : null,
      email: typeof value.email === 'string' ? value.email : null,
      idCode: typeof value.idCode === 'string' ? value.idCode : null,
      emptyPassword: value.emptyPassword === true,
    };
  } catch {
    return null;
  }
}

/** Re-reads storage; tells subscribers when the login changed (another tab, expiry). */
export function syncLogin(): void {
  const next = readRaw();
  const parsed = parse(next);
  const changed = next !== raw || (current !== null) !== (parsed !== null);
  raw = next;
  if (!changed) return;
  current = parsed;
  for (const listener of listeners) listener();
}

/** The login info, or null for a tourist. */
export function getLogin(): LoginInfo | null {
  if (timer === null) syncLogin(); // nobody subscribed: read fresh
  return current;
}

/** The token for the `accessToken` header. */
export function getAccessToken(): string | null {
  return getLogin()?.accessToken ?? null;
}

/** Saves the login of a sign-in; `ttlMs` defaults to the spec's 7 days. */
export function saveLogin(info: LoginInfo, ttlMs: number = DEFAULT_LOGIN_MS): void {
  const stored: StoredLogin = { ...info, expiresAt: Date.now() + ttlMs };
  try {
    localStorage.setItem(LOGIN_KEY, JSON.stringify(stored));
  } catch {
    // storage blocked: the login lasts for this page only
    raw = JSON.stringify(stored);
    current = parse(raw);
    for (const listener of listeners) listener();
    return;
  }
  syncLogin();
}

/** Changes some fields of the current login (e.g. emptyPassword after setting a password). */
export function updateLogin(patch: Partial<LoginInfo>): void {
  const text = readRaw();
  if (!text) return;
  try {
    const stored = JSON.parse(text) as StoredLogin;
    localStorage.setItem(LOGIN_KEY, JSON.stringify({ ...stored, ...patch }));
  } catch {
    return;
  }
  syncLogin();
}

/** Forgets the login in this browser (every tab follows within a second). */
export function clearLogin(): void {
  try {
    localStorage.removeItem(LOGIN_KEY);
  } catch {
    // nothing stored
  }
  raw = null;
  if (current !== null) {
    current = null;
    for (const listener of listeners) listener();
  }
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === LOGIN_KEY) syncLogin();
}

/** Subscribes to login changes; the first subscriber starts the 1 s re-read. */
export function subscribeLogin(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    syncLogin();
    timer = setInterval(syncLogin, REREAD_MS);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** The current login (null for a tourist), kept in sync with storage and other tabs. */
export function useLogin(): LoginInfo | null {
  return useSyncExternalStore(subscribeLogin, getLogin, () => null);
}

/** What to call the user: the phone number or the e-mail. */
export function loginName(info: LoginInfo): string {
  return info.phoneNumber || info.email || '';
}
