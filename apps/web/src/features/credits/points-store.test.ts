import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, saveLogin } from '../auth/login-store.ts';
import { refreshPoints, resetPoints } from './points-store.ts';
import { credits, fakeCreditsServer } from './test-server.ts';

describe('points store', () => {
  beforeEach(() => {
    resetPoints();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearLogin();
  });

  it('asks the server at most every 30 s, and every 1 s when forced', async () => {
    const server = fakeCreditsServer({ '/qt': credits(50, 0) });
    vi.stubGlobal('fetch', server.fetchStub);
    const count = () => server.paths().filter((p) => p === '/qt').length;

    await refreshPoints();
    expect(count()).toBe(1);
    await refreshPoints();
    await vi.advanceTimersByTimeAsync(29_000);
    await refreshPoints();
    expect(count()).toBe(1); // within 30 s: the cached figures stand
    await vi.advanceTimersByTimeAsync(1_500);
    await refreshPoints();
    expect(count()).toBe(2);

    // Forced right after a fetch: postponed to 1 s after it, not dropped, and only once.
    await refreshPoints(true);
    await refreshPoints(true);
    expect(count()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(count()).toBe(3);
  });

  it('uses the logged-in path for a login and forgets the previous person at once', async () => {
    const server = fakeCreditsServer({ '/qt': credits(50, 0), '/qh': credits(250, 20) });
    vi.stubGlobal('fetch', server.fetchStub);
    await refreshPoints();
    saveLogin({
      accessToken: 'tok',
      email: 'a@example.com',
      phoneNumber: null,
      idCode: null,
      emptyPassword: false,
    });
    await refreshPoints();
    expect(server.paths().filter((p) => p === '/qt' || p === '/qh')).toEqual(['/qt', '/qh']);
  });
});
