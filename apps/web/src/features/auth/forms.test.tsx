import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { loginConfigResource } from './auth-api.ts';
import { EmailSignUpForm } from './email-sign-up-form.tsx';
import { LoginPanel } from './login-panel.tsx';

function answer(data: unknown, code = '000') {
  return new Response(JSON.stringify({ code, message: code === '000' ? 'success' : 'no', data }), {
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // happy-dom's <dialog> may lack showModal
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  loginConfigResource.reset();
});

describe('sign-up form', () => {
  it('shows all failing messages in one alert and sends nothing', () => {
    renderWithProviders(<EmailSignUpForm onSuccess={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get activation code' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(
      within(alerts[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Invalid email format.',
      'Invalid password format: 8-20 characters, include letters and numbers.',
      'Please agree to the User Agreement and Privacy Policy.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms before sending the code, then asks for it with a locked resend; cancel goes back', async () => {
    fetchMock.mockResolvedValue(answer({ id: 'code-1', expireTime: 0 }));
    renderWithProviders(<EmailSignUpForm onSuccess={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'abcdef12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abcdef12' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Get activation code' }));

    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('An activation code will be sent to the email a@b.co.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await screen.findByText('Enter the activation code we sent to a@b.co.');
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/open/user-email-verify/send-for-open');
    expect(JSON.parse(init!.body as string)).toEqual({ type: 'open_user_register', email: 'a@b.co' });
    const resend = screen.getByTestId('resend-code') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe('Resend in 60 s');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Email', { exact: true }) as HTMLInputElement).value).toBe('a@b.co');
  });
});

describe('login panel', () => {
  it('shows Sign in / Sign up and no Google button without a client id', async () => {
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
    renderWithProviders(<LoginPanel onSuccess={() => {}} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Sign in', 'Sign up']);
    expect(screen.queryByTestId('google-button')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Sign up' }).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it("shows 'or' and the Google button when the server has a client id", async () => {
    fetchMock.mockResolvedValue(
      answer({
        edition: 'intl',
        googleClientId: 'cid',
        email: true,
        phone: false,
        qr: false,
        resendSeconds: 60,
      }),
    );
    // Google's script is not fetched in tests: pretend it is there.
    window.google = { accounts: { id: { initialize: vi.fn(), renderButton: vi.fn() } } };
    renderWithProviders(<LoginPanel onSuccess={() => {}} />);
    expect(await screen.findByTestId('google-button')).toBeTruthy();
    expect(screen.getByRole('separator').textContent).toBe('or');
    await waitFor(() => expect(window.google!.accounts!.id!.initialize).toHaveBeenCalled());
    delete window.google;
  });
});
