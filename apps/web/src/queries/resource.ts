import { useEffect, useSyncExternalStore } from 'react';

export interface ResourceState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/** A cached server answer shared by every component that reads it. */
export interface Resource<T> {
  /** Fetches unless a fresh copy (younger than the TTL) exists or a fetch is running. */
  load(force?: boolean): Promise<T>;
  /** Subscribes a component; `enabled: false` reads the cache without fetching. */
  use(enabled?: boolean): ResourceState<T>;
  peek(): ResourceState<T>;
  /** Takes an answer the page already carries (fresh from now) unless one is cached or coming. */
  prime(data: T): void;
  /** Test helper: drop the cache. */
  reset(): void;
}

/** Every resource made, so tests can start each file and test without cached answers. */
const everyResource = new Set<Resource<unknown>>();

/** Test helper: drop the cache of every resource. */
export function resetEveryResource(): void {
  for (const resource of everyResource) resource.reset();
}

/** The spec's cache times (section 9) decide each TTL. No query library needed for a few lists. */
export function createResource<T>(fetcher: () => Promise<T>, ttlMs: number): Resource<T> {
  let state: ResourceState<T> = { data: undefined, error: undefined, loading: false };
  let fetchedAt = 0;
  let inflight: Promise<T> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: Partial<ResourceState<T>>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };

  const load = (force = false): Promise<T> => {
    if (inflight) return inflight;
    if (!force && state.data !== undefined && Date.now() - fetchedAt < ttlMs)
      return Promise.resolve(state.data);
    set({ loading: true, error: undefined });
    inflight = fetcher().then(
      (data) => {
        fetchedAt = Date.now();
        inflight = null;
        set({ data, loading: false, error: undefined });
        return data;
      },
      (error: unknown) => {
        inflight = null;
        set({ loading: false, error });
        throw error;
      },
    );
    return inflight;
  };

  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const peek = () => state;

  function use(enabled = true): ResourceState<T> {
    const snapshot = useSyncExternalStore(subscribe, peek, peek);
    useEffect(() => {
      if (enabled) load().catch(() => {}); // the error lands in the state
    }, [enabled]);
    return snapshot;
  }

  const resource: Resource<T> = {
    load,
    use,
    peek,
    prime(data: T) {
      if (state.data !== undefined || inflight) return;
      fetchedAt = Date.now();
      set({ data, loading: false, error: undefined });
    },
    reset() {
      fetchedAt = 0;
      inflight = null;
      set({ data: undefined, error: undefined, loading: false });
    },
  };
  everyResource.add(resource as Resource<unknown>);
  return resource;
}
