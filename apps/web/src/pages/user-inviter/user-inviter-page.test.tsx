import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { toast } from '../../ui/toast-store.ts';
import { UserInviterPage } from './user-inviter-page.tsx';

function answer(data: unknown, code = '000', message = 'success') {
  return new Response(JSON.stringify({ code, message, data }), {
    headers: { 'content-type': 'application/json' },
  });
}

const info = { idCode: 'MINE01', inviterIdCode: null, exchangePoint: 0, inviteeCount: 0 };
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
});

const codeBox = () => screen.getByRole('textbox', { name: 'Inviter’s code' });
const form = () => codeBox().closest('section')!;

describe('/user-inviter: the inviter code form', () => {
  it('says an empty code beside the form, and sends nothing', async () => {
    fetchMock.mockResolvedValue(answer(info));
    renderWithProviders(<UserInviterPage />);
    await screen.findByTestId('my-invite-code');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = within(form()).getByRole('alert');
    expect(alert.textContent).toBe('Please enter an invite code.');
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('confirm-dialog')?.hasAttribute('open') ?? false).toBe(false);
    expect(toast.current()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the page's own read only
  });

  it("says the server's refusal beside the form (no toast), and a good code clears it", async () => {
    fetchMock.mockResolvedValueOnce(answer(info));
    renderWithProviders(<UserInviterPage />);
    await screen.findByTestId('my-invite-code');
    fireEvent.change(codeBox(), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fetchMock.mockResolvedValueOnce(answer(null, '40210', 'No user has the invite code NOBODY.'));
    fetchMock.mockResolvedValueOnce(answer(info));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'OK' }));

    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toBe('No user has the invite code NOBODY.');
    expect(toast.current()).toEqual([]);
    const [path, init] = fetchMock.mock.calls[1]!;
    expect(path).toBe('/open/user-inviter/save');
    expect(JSON.parse(init!.body as string)).toEqual({ inviterIdCode: 'nobody' });

    fireEvent.change(codeBox(), { target: { value: 'FRIEND' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(form()).queryByRole('alert')).toBeNull();
  });
});
