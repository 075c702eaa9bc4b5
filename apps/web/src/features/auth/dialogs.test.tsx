import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { loginConfigResource } from './auth-api.ts';
import { setPasswordPrompt } from './complete-login.ts';
import { ConfirmDialog } from './dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { clearLogin, getLogin, saveLogin } from './login-store.ts';
import SetPasswordDialog from './set-password-dialog.tsx';

function answer(data: unknown) {
  return new Response(JSON.stringify({ code: '000', message: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  loginConfigResource.reset();
  setPasswordPrompt.set(false);
  clearLogin();
});

describe('login dialog', () => {
  it('holds the same forms, is the 500 px dialog and ignores clicks on the backdrop', async () => {
    fetchMock.mockResolvedValue(
      answer({
        edition: 'intl',
        googleClientId: null,
        email: true,
        phone: false,
        qr: false,
        resendSeconds: 60,
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<LoginDialog open onClose={onClose} />);
    const dialog = screen.getByTestId('login-dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.className).toContain('auth-dialog');
    expect(await screen.findByTestId('sign-in-form')).toBeTruthy();
    fireEvent.click(dialog); // a click outside the box lands on the <dialog> itself
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('set-password suggestion', () => {
  beforeEach(() => {
    saveLogin({ accessToken: 't', phoneNumber: null, email: 'g@b.co', idCode: 'I', emptyPassword: true });
    act(() => setPasswordPrompt.set(true));
  });

  it('applies the password rule, then sets the password and clears emptyPassword', async () => {
    fetchMock.mockResolvedValue(answer(null));
    renderWithProviders(<SetPasswordDialog />);
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Invalid password format: 8-20 characters, include letters and numbers.',
    );
    expect(screen.getByRole('alert').textContent).toContain('Confirm password does not match.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'abcdef12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abcdef12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(setPasswordPrompt.get()).toBe(false));
    expect(fetchMock.mock.calls[0]![0]).toBe('/open/user/update-password');
    expect(getLogin()?.emptyPassword).toBe(false);
  });

  it("'choose next time' closes it without a call", () => {
    renderWithProviders(<SetPasswordDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose next time' }));
    expect(setPasswordPrompt.get()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('dialog focus', () => {
  /** A button that disables itself while it works, then asks in a dialog (a tool's Start). */
  function Opener() {
    const [busy, setBusy] = useState(false);
    const [open, setOpen] = useState(false);
    const work = useRef<ReturnType<typeof setTimeout>>(undefined);
    // Unmounted at the end of a test: the timer must not fire into a torn-down page.
    useEffect(() => () => clearTimeout(work.current), []);
    const close = () => {
      setOpen(false);
      work.current = setTimeout(() => setBusy(false), 120); // the work ends a moment after the answer
    };
    return (
      <>
        <button type="button" disabled={busy} onClick={() => setBusy(true)}>
          Start
        </button>
        <button type="button" onClick={() => setOpen(true)}>
          Ask now
        </button>
        <ConfirmDialog open={open} title="Sure?" message="Go on?" onConfirm={close} onCancel={close} />
      </>
    );
  }

  it('gives focus back to the button that opened it, also one disabled while its work ran', async () => {
    renderWithProviders(<Opener />);
    const start = screen.getByRole('button', { name: 'Start' });
    start.focus();
    // What a browser does to a focused button that becomes disabled: focus falls to the body.
    start.blur();
    fireEvent.click(start);
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Ask now', hidden: true }));
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(start));
  });

  it('gives focus back at once to an opener that stayed focused', () => {
    renderWithProviders(<Opener />);
    const ask = screen.getByRole('button', { name: 'Ask now' });
    ask.focus();
    fireEvent.click(ask);
    expect(document.activeElement).not.toBe(ask); // the dialog's OK button took it
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(ask);
  });
});
