import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';

/*
 * Partner (open) mode: a partner's link carries `openId`, which this tab keeps (sessionStorage)
 * while the visitor moves around. It is checked with /ut/func/open-check (answer kept 600 s, the
 * spec's open info cache); on 40100 the visitor lands on /open-expire with 'authentication failed'.
 * While it is kept, function uses go through /ut/v1/ot (see `openUse`).
 */

/** sessionStorage key of this tab's partner link. */
export const OPEN_ID_KEY = 'toolbox.openId';
/** The spec's open info cache (section 9). */
export const OPEN_CHECK_TTL_MS = 600_000;
/** The open-check answer code that means the link is not (or no longer) valid (spec section 8). */
const AUTH_FAILED = '40100';

const checked = new Map<string, number>();

function read(): string | null {
  try {
    return sessionStorage.getItem(OPEN_ID_KEY);
  } catch {
    return null;
  }
}

function write(openId: string | null): void {
  try {
    if (openId) sessionStorage.setItem(OPEN_ID_KEY, openId);
    else sessionStorage.removeItem(OPEN_ID_KEY);
  } catch {
    // storage blocked: open mode lasts for this page only
  }
}

/** The partner link of this tab, if any. */
export function currentOpenId(): string | null {
  return read();
}

/** Checks a partner link: 'ok', 'failed' (40100) or 'unknown' (the check could not be made). */
export async function checkOpenId(openId: string): Promise<'ok' | 'failed' | 'unknown'> {
  const at = checked.get(openId);
  if (at !== undefined && Date.now() - at < OPEN_CHECK_TTL_MS) return 'ok';
  try {
    await call('openCheck', { openId }, { silent: true });
    checked.set(openId, Date.now());
    return 'ok';
  } catch (error) {
    return isApiError(error) && error.code === AUTH_FAILED ? 'failed' : 'unknown';
  }
}

/** Tests: forget the checks made. */
export function resetOpenMode(): void {
  checked.clear();
  write(null);
}

/**
 * Mounted once by the shell: keeps an `openId` of the address for this tab, checks it, and sends
 * the visitor to /open-expire when the partner link is refused.
 */
export function useOpenMode(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const fromAddress = new URLSearchParams(location.search).get('openId');
  useEffect(() => {
    if (fromAddress) write(fromAddress.trim());
    const openId = read();
    if (!openId || location.pathname === '/open-expire') return;
    let live = true;
    void checkOpenId(openId).then((outcome) => {
      if (!live || outcome !== 'failed') return;
      write(null);
      void navigate(`/open-expire?text=${encodeURIComponent(t('partner.authFailed'))}`, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [fromAddress, location.pathname, navigate, t]);
}

/**
 * A function use in open mode: for a function that runs in the browser, the call is recorded for
 * the partner (/ut/v1/ot) instead of taking the visitor's credits ('granted'; 'refused' when the
 * partner link is refused or the call fails, after a toast). 'skip' outside open mode and for
 * server functions, whose tasks still go through the visitor's own use (/h, /t).
 */
export async function openGrant(code: string, runs: string): Promise<'skip' | 'granted' | 'refused'> {
  const openId = read();
  if (!openId || runs === 'server') return 'skip';
  try {
    await call('openUse', { openId, code, subId: '' });
    return 'granted';
  } catch {
    return 'refused'; // the client has shown the message
  }
}
