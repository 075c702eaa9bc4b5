import type { LoginInfo } from './login-store.ts';

export interface DesktopHandover {
  login: LoginInfo;
  /** A path on this site ('/' when none or when it points elsewhere). */
  target: string;
}

function decodeBase64Url(text: string): string | null {
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function decodeUri(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Keeps the hand-over on this site: an open redirect would let a link send a fresh login elsewhere. */
export function safeTarget(url: unknown): string {
  if (typeof url !== 'string' || !url) return '/';
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin !== window.location.origin) return '/';
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return '/';
  }
}

/**
 * The desktop client's `param`: JSON `{ loginInfo: {accessToken, phoneNumber, email, idCode,
 * emptyPassword}, url }`, URI-encoded or base64url-encoded. Also accepts the login fields at the top
 * level. Null when it holds no token.
 */
export function parseDesktopParam(param: string): DesktopHandover | null {
  const candidates = [param, decodeUri(param), decodeBase64Url(param)];
  for (const text of candidates) {
    if (!text) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const record = value as Record<string, unknown>;
    const info = (
      typeof record.loginInfo === 'object' && record.loginInfo ? record.loginInfo : record
    ) as Record<string, unknown>;
    if (typeof info.accessToken !== 'string' || !info.accessToken) continue;
    const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
    return {
      login: {
        accessToken: info.accessToken,
        phoneNumber: str(info.phoneNumber),
        email: str(info.email),
        idCode: str(info.idCode),
        emptyPassword: info.emptyPassword === true,
      },
      target: safeTarget(record.url ?? record.targetUrl),
    };
  }
  return null;
}
