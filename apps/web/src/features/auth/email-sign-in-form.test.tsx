import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { toast } from '../../ui/toast-store.ts';
import { EmailSignInForm } from './email-sign-in-form.tsx';
import { clearLogin, getLogin } from './login-store.ts';

function answer(data: unknown, code = '000', message = 'success') {
  return new Response(JSON.stringify({ code, message, data }), {
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  clearLogin();
});

const login = {
  accessToken: 't',
  phoneNumber: null,
  email: 'me@example.com',
  idCode: 'I',
  emptyPassword: false,
};
const bodies = (path: string) =>
  fetchMock.mock.calls.filter(([p]) => p === path).map(([, init]) => JSON.parse(init!.body as string));

describe('email sign-in form', () => {
  it('shows the image code when the server asks for it, and sends it with the next try', async () => {
    let captchas = 0;
    fetchMock.mockImplementation(async (path, init) => {
      if (path === '/open/user/get-login-captcha') {
        captchas++;
        return answer({ id: `cap-${captchas}`, imageBase64: 'data:image/svg+xml;base64,PHN2Zy8+' });
      }
      const body = JSON.parse(init!.body as string);
      if (!body.captchaId) return answer(null, '40106', 'Please enter the image code to continue.');
      if (body.captchaCode !== 'K7PX')
        return answer(null, '40103', 'Incorrect image code, please try again.');
      return answer(login);
    });
    const done = vi.fn();
    renderWithProviders(<EmailSignInForm onSuccess={done} />);
    expect(screen.queryByLabelText('Image code')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('captcha-image');

    // An empty image code is not sent.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(bodies('/open/user/login-by-email')).toHaveLength(1);

    // A wrong one gets a new picture; the right one signs in.
    fireEvent.change(screen.getByLabelText('Image code'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(captchas).toBe(2));
    await waitFor(() => expect((screen.getByLabelText('Image code') as HTMLInputElement).value).toBe(''));
    fireEvent.change(screen.getByLabelText('Image code'), { target: { value: ' K7PX ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(bodies('/open/user/login-by-email')).toEqual([
      { type: 1, email: 'me@example.com', password: 'Secret123', rememberMe: false },
      expect.objectContaining({ captchaId: 'cap-1', captchaCode: 'nope' }),
      expect.objectContaining({ captchaId: 'cap-2', captchaCode: 'K7PX' }),
    ]);
    expect(getLogin()).toMatchObject({ accessToken: 't' });
  });

  it('shows a wrong password beside the form, not in a toast, and clears it on the next try', async () => {
    fetchMock.mockResolvedValueOnce(answer(null, '40101', 'Incorrect email or password.'));
    fetchMock.mockResolvedValueOnce(answer(login));
    const done = vi.fn();
    renderWithProviders(<EmailSignInForm onSuccess={done} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wrong1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect email or password.');
    expect(screen.getByTestId('sign-in-form').contains(alert)).toBe(true);
    expect(toast.current()).toEqual([]);
    expect(done).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
