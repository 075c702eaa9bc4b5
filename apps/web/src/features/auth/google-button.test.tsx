import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { toast } from '../../ui/toast-store.ts';
import { GoogleButton } from './google-button.tsx';
import { getLogin } from './login-store.ts';

function answer(data: unknown, code = '000', message = 'success') {
  return new Response(JSON.stringify({ code, message, data }), {
    headers: { 'content-type': 'application/json' },
  });
}

/** Google's script as the page sees it: a button that hands back `credential` when clicked. */
function fakeGoogle(credential: string) {
  let callback: ((response: { credential?: string }) => void) | null = null;
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          callback = options.callback;
        },
        renderButton: (parent) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Sign in with Google';
          button.onclick = () => callback?.({ credential });
          parent.replaceChildren(button);
        },
      },
    },
  };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  delete window.google;
  localStorage.clear();
});

describe('Google sign-in button', () => {
  it('says a refused sign-in beside the button, not in a toast, and clears it on the next try', async () => {
    fakeGoogle('bad-token');
    fetchMock.mockResolvedValueOnce(answer(null, '40105', 'The Google sign-in could not be verified.'));
    const onSuccess = vi.fn();
    renderWithProviders(<GoogleButton clientId="client" onSuccess={onSuccess} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The Google sign-in could not be verified.');
    expect(alert.closest('.auth-google')).not.toBeNull();
    expect(toast.current()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/open/user/login-by-google');
    expect(JSON.parse(init!.body as string)).toEqual({ type: 1, credential: 'bad-token' });

    // A second try that the server accepts: the message goes, the login is stored.
    fetchMock.mockResolvedValueOnce(
      answer({ accessToken: 'tok', phoneNumber: null, email: 'g@b.co', idCode: 'ID1', emptyPassword: true }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getLogin()?.accessToken).toBe('tok');
  });

  it('says a network failure beside the button in the fallback words', async () => {
    fakeGoogle('token');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<GoogleButton clientId="client" onSuccess={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.length).toBeGreaterThan(5);
    expect(toast.current()).toEqual([]);
  });
});
