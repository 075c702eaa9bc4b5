import { useEffect, useSyncExternalStore } from 'react';
import type { Favourite, Func } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../ui/toast-store.ts';
import { getAccessToken, subscribeLogin } from '../auth/login-store.ts';

/**
 * The signed-in user's favourites, shared by every star and the home's Favourites view. Changes
 * show at once and are then replaced by the list the server answers. Other tabs hear of a change
 * through a localStorage key and fetch the list again; so does a tab coming back into view.
 */

/** Written after every change, so other tabs of this browser reload the list. */
export const FAVOURITES_CHANGED_KEY = 'toolbox.favouritesChanged';
/** A tab shown again after this long fetches the list again (another device may have changed it). */
const STALE_MS = 60_000;

export type FavouritesStatus = 'tourist' | 'loading' | 'ready' | 'error';

export interface FavouritesState {
  status: FavouritesStatus;
  items: readonly Favourite[];
}

let token: string | null = null;
let items: Favourite[] | null = null;
let failed = false;
let loadedAt = 0;
let inflight: Promise<void> | null = null;
/** Changes made in this tab, in order: each answer is applied only when no later change is queued. */
let chain: Promise<unknown> = Promise.resolve();
let pending = 0;
let snapshot: FavouritesState = { status: 'tourist', items: [] };
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function emit() {
  const status: FavouritesStatus = !token ? 'tourist' : items ? 'ready' : failed ? 'error' : 'loading';
  snapshot = { status, items: items ?? [] };
  for (const listener of listeners) listener();
}

function fetchList(): Promise<void> {
  const forToken = token;
  if (!forToken) return Promise.resolve();
  inflight ??= call('favouriteList', {}, { silent: true })
    .then(
      (list) => {
        if (token !== forToken || pending > 0) return; // signed out or changed meanwhile
        items = list;
        failed = false;
        loadedAt = Date.now();
      },
      () => {
        if (token === forToken && !items) failed = true;
      },
    )
    .finally(() => {
      inflight = null;
      emit();
    });
  return inflight;
}

function syncToken() {
  const next = getAccessToken();
  if (next === token) return;
  token = next;
  items = null;
  failed = false;
  loadedAt = 0;
  emit();
  if (token && listeners.size > 0) void fetchList();
}

function onStorage(event: StorageEvent) {
  if (event.key === FAVOURITES_CHANGED_KEY && token) void fetchList();
}

function onVisible() {
  if (document.visibilityState === 'visible' && token && Date.now() - loadedAt > STALE_MS) void fetchList();
}

function watch() {
  const unsubscribeLogin = subscribeLogin(syncToken);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribeLogin();
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!stopWatching) {
    stopWatching = watch();
    syncToken();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopWatching) {
      stopWatching();
      stopWatching = null;
    }
  };
}

const getSnapshot = () => snapshot;

function announceChange() {
  try {
    localStorage.setItem(FAVOURITES_CHANGED_KEY, `${Date.now()}-${Math.random()}`);
  } catch {
    // storage blocked: other tabs catch up when shown again
  }
}

/** Queues a change: `local` now, then the server's answer once every queued change is done. */
function change(local: Favourite[], send: () => Promise<Favourite[]>): Promise<boolean> {
  const forToken = token;
  items = local;
  pending++;
  emit();
  const run = chain.then(send).then(
    (answer) => {
      pending--;
      if (token === forToken && pending === 0) items = answer;
      announceChange();
      return true;
    },
    () => {
      pending--;
      return false; // the client has shown the failure; the list is fetched again below
    },
  );
  chain = run;
  return run.then((ok) => {
    if (!ok && pending === 0) void fetchList();
    emit();
    return ok;
  });
}

/** Stars or unstars a function; tourists are told to sign in ('sign in to favorite'). */
export function toggleFavourite(func: Func): Promise<boolean> {
  if (!token) token = getAccessToken();
  if (!token) {
    toast.warning(i18n.t('favourites.signIn'));
    return Promise.resolve(false);
  }
  const current = items ?? [];
  if (current.some((f) => f.funcCode === func.code)) {
    const rest = current
      .filter((f) => f.funcCode !== func.code)
      .map((f, index) => ({ ...f, orderNumber: index + 1 }));
    return change(rest, () => call('favouriteDelete', { funcCode: func.code }));
  }
  const added: Favourite = { ...func, funcCode: func.code, orderNumber: current.length + 1 };
  return change([...current, added], () => call('favouriteSave', { funcCode: func.code }));
}

/** Saves the order of the Sort dialog (codes first to last; numbered from 1). */
export function saveFavouriteOrder(codes: readonly string[]): Promise<boolean> {
  const byCode = new Map((items ?? []).map((f) => [f.funcCode, f]));
  const local = codes.flatMap((code, index) => {
    const item = byCode.get(code);
    return item ? [{ ...item, orderNumber: index + 1 }] : [];
  });
  const itemList = codes.map((funcCode, index) => ({ funcCode, orderNumber: index + 1 }));
  return change(local, () => call('favouriteBatch', { itemList }));
}

/** The favourites and whether they are loaded; fetches them for a signed-in user. */
export function useFavourites(): FavouritesState {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (state.status === 'loading' && !inflight) void fetchList();
  }, [state.status]);
  return state;
}

/** Whether one function is a favourite (a card re-renders only when this answer changes). */
export function useIsFavourite(code: string): boolean {
  const isFavourite = () => snapshot.items.some((f) => f.funcCode === code);
  const value = useSyncExternalStore(subscribe, isFavourite, isFavourite);
  useEffect(() => {
    if (snapshot.status === 'loading' && !inflight) void fetchList();
  }, []);
  return value;
}

/** Fetches the list again (a retry button). */
export function reloadFavourites(): Promise<void> {
  return fetchList();
}

/** Tests: forget everything. */
export function resetFavourites(): void {
  token = null;
  items = null;
  failed = false;
  loadedAt = 0;
  inflight = null;
  chain = Promise.resolve();
  pending = 0;
  emit();
}
