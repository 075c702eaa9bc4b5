import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFunc } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { clearLogin, saveLogin } from '../auth/login-store.ts';
import { fakeCreditsServer, wordToPdf } from '../credits/test-server.ts';
import { useFunctionUse } from '../credits/use-function-use.tsx';
import { handOverChannel, resetChannel } from './channel.ts';
import { OPEN_ID_KEY, resetOpenMode, useOpenMode } from './open-mode.ts';

function OpenModeProbe() {
  useOpenMode();
  return null;
}

function UseHarness({ code }: { code: string }) {
  const use = useFunctionUse(code);
  return (
    <>
      <button type="button" onClick={() => void use.requestUse().then((go) => (document.title = `go:${go}`))}>
        run
      </button>
      {use.dialogs}
    </>
  );
}

/** A browser function priced in credits (pdf_to_word is one: openLevel 3, per page). */
const pdfToWord = makeFunc('pdf_to_word', 'pdf', { name: 'PDF to Word', openLevel: 3, point: 2 });

describe('partner mode and channels', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetOpenMode();
    resetChannel();
    clearLogin();
  });

  it('keeps a valid partner link for the tab', async () => {
    const server = fakeCreditsServer({
      '/ut/func/open-check': { data: { partnerName: 'ACME', expireTime: 'x' } },
    });
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<OpenModeProbe />, { path: '/func/pdf_merge?openId=acme.1.abc' });
    await waitFor(() => expect(server.paths()).toContain('/ut/func/open-check'));
    expect(server.calls.find((c) => c.path === '/ut/func/open-check')?.body).toEqual({
      openId: 'acme.1.abc',
    });
    expect(sessionStorage.getItem(OPEN_ID_KEY)).toBe('acme.1.abc');
    expect(screen.getByTestId('location').textContent).toBe('/func/pdf_merge?openId=acme.1.abc');
  });

  it("sends a refused partner link to /open-expire with 'authentication failed'", async () => {
    const server = fakeCreditsServer({
      '/ut/func/open-check': { code: '40100', message: 'Authentication failed.' },
    });
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<OpenModeProbe />, { path: '/?openId=forged' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/open-expire?text=Authentication%20failed'),
    );
    expect(sessionStorage.getItem(OPEN_ID_KEY)).toBeNull();
  });

  it('records a browser function use for the partner instead of asking about credits', async () => {
    sessionStorage.setItem(OPEN_ID_KEY, 'acme.1.abc');
    const server = fakeCreditsServer(
      { '/ot': { data: { code: 'pdf_to_word', partnerName: 'ACME', callId: 1 } } },
      [pdfToWord, wordToPdf],
    );
    vi.stubGlobal('fetch', server.fetchStub);
    document.title = '';
    renderWithProviders(<UseHarness code="pdf_to_word" />);
    fireEvent.click(screen.getByRole('button', { name: 'run' }));
    await waitFor(() => expect(document.title).toBe('go:true'));
    expect(server.calls.find((c) => c.path === '/ot')?.body).toEqual({
      openId: 'acme.1.abc',
      code: 'pdf_to_word',
      subId: '',
    });
    expect(server.paths().some((p) => p === '/tq' || p === '/hq' || p === '/t' || p === '/h')).toBe(false);
  });

  it('leaves server functions to the visitor’s own use, and stops when the partner call fails', async () => {
    sessionStorage.setItem(OPEN_ID_KEY, 'acme.1.abc');
    const server = fakeCreditsServer({ '/ot': { code: '40100', message: 'Authentication failed.' } }, [
      pdfToWord,
      wordToPdf,
    ]);
    vi.stubGlobal('fetch', server.fetchStub);
    document.title = '';
    renderWithProviders(<UseHarness code="pdf_to_word" />);
    fireEvent.click(screen.getByRole('button', { name: 'run' }));
    await waitFor(() => expect(document.title).toBe('go:false'));
    expect(server.paths()).toContain('/ot');
    // A server function (its task needs the visitor's own use) is not recorded for the partner.
    document.title = '';
    renderWithProviders(<UseHarness code="word_to_pdf" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'run' })[1]!);
    await waitFor(() => expect(server.paths()).toContain('/tq'));
    expect(server.paths().filter((p) => p === '/ot')).toHaveLength(1);
  });

  it('checks a channel id now and again once the visitor signs in', async () => {
    const server = fakeCreditsServer({
      '/ut/channel/check': { data: { channel: 'spring', attributed: false } },
    });
    vi.stubGlobal('fetch', server.fetchStub);
    handOverChannel('not valid!');
    handOverChannel('spring');
    await waitFor(() => expect(server.paths().filter((p) => p === '/ut/channel/check')).toHaveLength(1));
    saveLogin({
      accessToken: 't',
      phoneNumber: null,
      email: 'a@example.com',
      idCode: null,
      emptyPassword: false,
    });
    await waitFor(() => expect(server.paths().filter((p) => p === '/ut/channel/check')).toHaveLength(2));
    expect(server.calls.filter((c) => c.path === '/ut/channel/check').map((c) => c.body)).toEqual([
      { cid: 'spring' },
      { cid: 'spring' },
    ]);
  });
});
