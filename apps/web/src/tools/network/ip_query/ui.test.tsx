import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse as envelope } from '../../../test/api-response.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { placeLine, summaryText, type IpInfo } from '../kit/ip-info/ip-info.ts';
import IpQueryTool from './ui.tsx';

const shenzhen: IpInfo = {
  ip: '202.96.134.133',
  version: 4,
  host: null,
  special: null,
  countryCode: 'CN',
  place: {
    'zh-CN': { country: '中国', region: '广东省', city: '深圳市', isp: '电信' },
    en: { country: 'China', region: 'Guangdong', city: 'Shenzhen', isp: 'China Telecom' },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('ip_query', () => {
  it('summarises a result in both languages, skipping empty parts', () => {
    expect(placeLine({ country: 'China', region: '', city: '', isp: 'X' })).toBe('China · X');
    expect(summaryText(shenzhen, '')).toBe(
      '202.96.134.133\n中国 · 广东省 · 深圳市 · 电信\nChina · Guangdong · Shenzhen · China Telecom',
    );
    expect(summaryText({ ...shenzhen, host: 'a.cn', special: 'private', place: null }, 'Private')).toBe(
      'a.cn → 202.96.134.133\nPrivate',
    );
  });

  it('sends the typed address and shows the answer as a table', async () => {
    const fetchMock = vi.fn().mockResolvedValue(envelope(shenzhen));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<IpQueryTool />, { toolCode: 'ip_query' });
    fireEvent.change(screen.getByLabelText('IP address or domain'), {
      target: { value: ' 202.96.134.133 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByText('Shenzhen');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ query: '202.96.134.133' });
    expect(screen.getByTestId('ip-address').textContent).toBe('202.96.134.133');
    expect(screen.getByText('深圳市')).toBeTruthy();
    expect(screen.getByRole('button', { name: '202.96.134.133' })).toBeTruthy(); // history chip
  });

  it('explains private ranges and shows server errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(envelope({ ...shenzhen, ip: '10.0.0.1', special: 'private', place: null }))
        .mockResolvedValueOnce(envelope(null, '40000', 'Enter an IPv4 or IPv6 address')),
    );
    renderWithProviders(<IpQueryTool />, { toolCode: 'ip_query' });
    fireEvent.click(screen.getByRole('button', { name: '192.168.1.1' }));
    expect((await screen.findByTestId('ip-special')).textContent).toMatch(/private network address/);
    fireEvent.change(screen.getByLabelText('IP address or domain'), { target: { value: 'nope nope' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Enter an IPv4 or IPv6 address'),
    );
  });

  it('asks for input instead of sending an empty query', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<IpQueryTool />, { toolCode: 'ip_query' });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter an IP address or a domain');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
