export interface DesktopHandover {
  /** The one-time code the server gave the desktop client (exchanged once, within 60 s). */
  code: string;
  /** A path on this site ('/' when none or when it points elsewhere). */
  target: string;
  /** The desktop agent that started the hand-over; it must confirm the code (null when absent). */
  clientId: string | null;
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
 * The desktop client's `param`: JSON `{ code, url, clientId }`, URI-encoded or base64url-encoded, where `code`
 * comes from /open/user/create-desktop-handover. Null without a code. An access token in the param
 * (the old `loginInfo` form) is ignored: a link must never sign anyone in with a token it carries,
 * or anybody could send a link that signs the visitor in as someone else.
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
    const code = record.code ?? record.handoverCode;
    if (typeof code !== 'string' || !code.trim() || code.length > 200) continue;
    const clientId =
      typeof record.clientId === 'string' && record.clientId.length <= 64 ? record.clientId : null;
    return { code: code.trim(), target: safeTarget(record.url ?? record.targetUrl), clientId };
  }
  return null;
}
