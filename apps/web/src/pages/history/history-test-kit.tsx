import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearLogin, saveLogin } from '../../features/auth/login-store.ts';
import { envelope } from '../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';

/** Every test of a login-only page starts and ends signed out, with the real fetch back. */
export function signedOutAroundEachTest() {
  beforeEach(() => clearLogin());
  afterEach(() => {
    clearLogin();
    vi.unstubAllGlobals();
  });
}

export function signIn() {
  saveLogin({ accessToken: 'tok', phoneNumber: null, email: 'a@b.co', idCode: null, emptyPassword: false });
}

/** The test that a tourist opening `path` is sent to /login. */
export function itSendsTouristsToLogin(route: ReactElement, path: string) {
  it('sends tourists to /login', () => {
    renderWithProviders(route, { path, route: path });
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
}

/** Fake-server routes for downloading one result file (id 'd', a single chunk). */
export function downloadRoutes(file: { name: string; mimeType: string; watermarked: boolean; body: string }) {
  return {
    '/file/down-start': () =>
      envelope({
        id: 'd',
        splitCount: 1,
        url: '/file/down-data/d',
        mimeType: file.mimeType,
        name: file.name,
        size: 4,
        watermarked: file.watermarked,
      }),
    '/file/down-data/d/0': () => new Response(file.body),
  };
}

export const PDF_RESULT = { name: 'a.pdf', mimeType: 'application/pdf', watermarked: false, body: '%PDF' };
