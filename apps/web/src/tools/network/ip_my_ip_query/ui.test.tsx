import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse as envelope } from '../../../test/api-response.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import MyIpTool from './ui.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ip_my_ip_query', () => {
  it('asks the server on arrival and again on demand', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        envelope({
          ip: '2001:4860:4860::8888',
          version: 6,
          host: null,
          special: null,
          countryCode: 'US',
          place: {
            'zh-CN': { country: '美国', region: '', city: '', isp: '' },
            en: { country: 'United States', region: '', city: '', isp: '' },
          },
        }),
      )
      .mockResolvedValueOnce(
        envelope({
          ip: '127.0.0.1',
          version: 4,
          host: null,
          special: 'loopback',
          countryCode: null,
          place: null,
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MyIpTool />, { toolCode: 'ip_my_ip_query' });
    expect(await screen.findByText('United States')).toBeTruthy();
    expect(screen.getByText('IPv6')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/ut/network/my-ip');
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByTestId('ip-address').textContent).toBe('127.0.0.1'));
    expect(screen.getByTestId('ip-special').textContent).toMatch(/loopback/);
  });
});
