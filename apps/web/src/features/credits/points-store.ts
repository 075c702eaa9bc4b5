import { useEffect, useSyncExternalStore } from 'react';
import { getAccessToken, useLogin } from '../auth/login-store.ts';
import { creditsApi } from './credits-api.ts';

/** The spec's credits display refresh intervals (section 9). */
export const POINTS_MIN_MS = 30_000;
export const POINTS_FORCED_MIN_MS = 1_000;

export interface PointsState {
  /** Credits granted today (all sources). */
  total: number | null;
  /** Credits used today. */
  used: number | null;
  loading: boolean;
  /** Whose credits these are: the access token, or '' for a tourist. */
  owner: string | null;
}

let state: PointsState = { total: null, used: null, loading: false, owner: null };
let fetchedAt = 0;
let inflight: Promise<void> | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<PointsState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

async function fetchNow(owner: string): Promise<void> {
  set({ loading: true });
  try {
    const credits = owner ? await creditsApi.currentCredits() : await creditsApi.touristCredits();
    if (owner !== (getAccessToken() ?? '')) return; // signed in or out meanwhile
    fetchedAt = Date.now();
    set({ total: credits.totalFuncPoint, used: credits.useFuncPoint, owner, loading: false });
  } catch {
    set({ loading: false }); // keep the last figures; the next refresh tries again
  } finally {
    inflight = null;
  }
}

/**
 * Refreshes the credits, at most every 30 s; `force` (after a deduction or a purchase) lowers that
 * to 1 s, and a forced refresh that comes too early is postponed, not dropped.
 */
export function refreshPoints(force = false): Promise<void> {
  const owner = getAccessToken() ?? '';
  if (owner !== state.owner) {
    // Another person: forget the figures of the previous one at once.
    fetchedAt = 0;
    set({ total: null, used: null, owner });
  }
  if (inflight) return inflight;
  const wait = (force ? POINTS_FORCED_MIN_MS : POINTS_MIN_MS) - (Date.now() - fetchedAt);
  if (wait <= 0) {
    inflight = fetchNow(owner);
    return inflight;
  }
  if (force && pending === null) {
    pending = setTimeout(() => {
      pending = null;
      void refreshPoints(true);
    }, wait);
  }
  return Promise.resolve();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current credits of whoever uses the page (tourists included); refreshed on mount and login change. */
export function usePoints(): PointsState & { remaining: number | null } {
  const login = useLogin();
  const snapshot = useSyncExternalStore(subscribe, () => state);
  const token = login?.accessToken ?? '';
  useEffect(() => {
    void refreshPoints();
  }, [token]);
  const mine = snapshot.owner === token;
  const total = mine ? snapshot.total : null;
  const used = mine ? snapshot.used : null;
  return {
    ...snapshot,
    total,
    used,
    remaining: total === null || used === null ? null : Math.max(0, total - used),
  };
}

/** Test helper: forget everything. */
export function resetPoints(): void {
  if (pending) clearTimeout(pending);
  pending = null;
  inflight = null;
  fetchedAt = 0;
  state = { total: null, used: null, loading: false, owner: null };
}
