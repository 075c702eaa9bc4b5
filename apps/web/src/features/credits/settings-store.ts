import { useEffect, useSyncExternalStore } from 'react';
import { getAccessToken, useLogin } from '../auth/login-store.ts';
import { creditsApi, type CreditSettings } from './credits-api.ts';

let owner: string | null = null;
let value: CreditSettings | null = null;
let inflight: Promise<CreditSettings> | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function forOwner(): string {
  const token = getAccessToken() ?? '';
  if (token !== owner) {
    owner = token;
    value = null;
    inflight = null;
  }
  return token;
}

/**
 * The signed-in user's two credit switches (hide the deduct confirmation; auto-deduct in the
 * international edition), kept on the server so they follow the user; read once per login.
 */
export const creditSettings = {
  load(): Promise<CreditSettings> {
    const token = forOwner();
    if (value) return Promise.resolve(value);
    if (!token) return Promise.reject(new Error('not signed in'));
    inflight ??= creditsApi.settings({ silent: true }).then(
      (settings) => {
        if (owner === token) {
          value = settings;
          emit();
        }
        inflight = null;
        return settings;
      },
      (error: unknown) => {
        inflight = null;
        throw error;
      },
    );
    return inflight;
  },
  /** Saves a change; the switches show the server's answer. */
  async save(change: Partial<CreditSettings>): Promise<CreditSettings> {
    const token = forOwner();
    const saved = await creditsApi.saveSettings(change);
    if (owner === token) {
      value = saved;
      emit();
    }
    return saved;
  },
  peek: () => (owner === (getAccessToken() ?? '') ? value : null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The switches of the current login (null while loading or for a tourist). */
export function useCreditSettings(): CreditSettings | null {
  const login = useLogin();
  const snapshot = useSyncExternalStore(creditSettings.subscribe, creditSettings.peek);
  useEffect(() => {
    if (login) creditSettings.load().catch(() => {});
  }, [login]);
  return snapshot;
}
