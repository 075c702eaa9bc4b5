import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearLogin,
  DEFAULT_LOGIN_MS,
  getAccessToken,
  getLogin,
  LOGIN_KEY,
  saveLogin,
  updateLogin,
  useLogin,
  type LoginInfo,
} from './login-store.ts';

const INFO: LoginInfo = {
  accessToken: 'tok-1',
  phoneNumber: null,
  email: 'a@example.com',
  idCode: 'ABC123',
  emptyPassword: false,
};

describe('login store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearLogin();
    vi.useRealTimers();
  });

  it('saves to localStorage with the 7-day default life and reads it back', () => {
    saveLogin(INFO);
    const stored = JSON.parse(localStorage.getItem(LOGIN_KEY)!) as LoginInfo & { expiresAt: number };
    expect(stored).toMatchObject(INFO);
    expect(stored.expiresAt - Date.now()).toBe(DEFAULT_LOGIN_MS);
    expect(getLogin()).toEqual(INFO);
    expect(getAccessToken()).toBe('tok-1');
  });

  it('forgets a login past its life', () => {
    saveLogin(INFO, 1_000);
    vi.advanceTimersByTime(1_001);
    expect(getLogin()).toBeNull();
  });

  it('re-reads storage every second, so a login or logout in another tab shows up', () => {
    const { result } = renderHook(() => useLogin());
    expect(result.current).toBeNull();

    // Another tab writes storage (no event reaches this one in the test).
    localStorage.setItem(LOGIN_KEY, JSON.stringify({ ...INFO, expiresAt: Date.now() + 60_000 }));
    expect(result.current).toBeNull();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toEqual(INFO);

    localStorage.removeItem(LOGIN_KEY);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBeNull();
  });

  it('keeps the same object while nothing changes (no needless renders)', () => {
    saveLogin(INFO);
    const { result } = renderHook(() => useLogin());
    const first = result.current;
    act(() => void vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(first);
  });

  it('updates fields and ignores broken storage', () => {
    saveLogin({ ...INFO, emptyPassword: true });
    updateLogin({ emptyPassword: false });
    expect(getLogin()?.emptyPassword).toBe(false);
    localStorage.setItem(LOGIN_KEY, '{not json');
    expect(getLogin()).toBeNull();
    localStorage.setItem(LOGIN_KEY, JSON.stringify({ email: 'no token' }));
    expect(getLogin()).toBeNull();
  });
});
