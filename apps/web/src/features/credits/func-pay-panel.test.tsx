import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { clearLogin, saveLogin } from '../auth/login-store.ts';
import { toast } from '../../ui/toast-store.ts';
import { FuncPayPanel } from './func-pay-panel.tsx';
import { fakeCreditsServer } from './test-server.ts';

const trade = {
  data: {
    id: 'fp1',
    orderId: null,
    tradePage: 'http://127.0.0.1/sandbox-pay/fp1',
    qrImage: 'data:image/png;base64,AAAA',
    price: 1.99,
    currency: 'CNY',
    provider: 'sandbox',
    sandbox: true,
    payType: -1,
    status: 0,
    statusText: 'creation phase',
    expireTime: '2030-01-01T00:00:00Z',
  },
};
const state = (status: number, statusText: string) => ({
  data: { id: 'fp1', taskId: 'task1', funcCode: 'image_id_photo_cut', status, statusText },
});
const signIn = () =>
  saveLogin({
    accessToken: 'tok-fp',
    email: 'a@example.com',
    phoneNumber: null,
    idCode: null,
    emptyPassword: false,
  });

describe('FuncPayPanel', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearLogin();
  });

  it('asks a tourist to log in first', async () => {
    vi.stubGlobal('fetch', fakeCreditsServer({}).fetchStub);
    const warn = vi.spyOn(toast, 'warning');
    renderWithProviders(<FuncPayPanel funcCode="image_id_photo_cut" taskId="task1" onPaid={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay by WeChat' }));
    expect(warn).toHaveBeenCalledWith('Downloading images requires login, please log in first');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { name: 'Sign in', level: 2 })).toBeTruthy();
  });

  it('speaks of a video for a paid video result', async () => {
    vi.stubGlobal('fetch', fakeCreditsServer({}).fetchStub);
    const warn = vi.spyOn(toast, 'warning');
    renderWithProviders(<FuncPayPanel funcCode="video3" taskId="task1" onPaid={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay by WeChat' }));
    expect(warn).toHaveBeenCalledWith('Downloading videos requires login, please log in first');
  });

  it('shows the QR, polls every 4 s and re-fetches the clean file when paid', async () => {
    signIn();
    const answers = [state(1, 'payment phase'), state(2, 'payment successful')];
    const server = fakeCreditsServer({
      '/ut/func-pay/get-wechat-trade-code': trade,
      '/ut/func-pay/get-trade-result': () => answers.shift()!,
    });
    vi.stubGlobal('fetch', server.fetchStub);
    const onPaid = vi.fn();
    renderWithProviders(<FuncPayPanel funcCode="image_id_photo_cut" taskId="task1" onPaid={onPaid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay by WeChat' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('pay-qr').getAttribute('src')).toBe('data:image/png;base64,AAAA');
    const tradeCall = server.calls.find((c) => c.path === '/ut/func-pay/get-wechat-trade-code');
    expect(tradeCall?.body).toEqual({ funcCode: 'image_id_photo_cut', taskId: 'task1', platform: 0 });
    const polls = () => server.paths().filter((p) => p === '/ut/func-pay/get-trade-result').length;
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(polls()).toBe(1);
    expect(onPaid).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(polls()).toBe(2);
    expect(onPaid).toHaveBeenCalledTimes(1);
    const status = screen.getByTestId('func-pay-status');
    expect(status.textContent).toBe('Payment succeeded, re-download the watermark-free image');
    expect(status.className).toContain('is-success');
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(polls()).toBe(2);
  });

  it('pays with credits, or opens the VIP dialog on 40104', async () => {
    signIn();
    let enough = true;
    const server = fakeCreditsServer({
      '/ut/func-pay/pay-by-func-point': () =>
        enough
          ? {
              data: {
                id: 'fp2',
                taskId: 'task1',
                funcCode: 'x',
                status: 2,
                statusText: 'paid',
                deductPoint: 20,
              },
            }
          : { code: '40104', message: 'not enough credits' },
      '/list-vip-info': { data: [] },
    });
    vi.stubGlobal('fetch', server.fetchStub);
    const onPaid = vi.fn();
    renderWithProviders(<FuncPayPanel funcCode="image_id_photo_cut" taskId="task1" onPaid={onPaid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with credits' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(server.calls.find((c) => c.path === '/ut/func-pay/pay-by-func-point')?.body).toMatchObject({
      taskId: 'task1',
      code: 'image_id_photo_cut',
    });
    enough = false;
    fireEvent.click(screen.getByRole('button', { name: 'Pay with credits' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('vip-dialog')).toBeTruthy();
    expect(onPaid).toHaveBeenCalledTimes(1);
  });
});
