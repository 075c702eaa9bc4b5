import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdItem } from '@toolbox/contracts';
import { renderWithProviders } from '../../test/render.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { BannerAds } from './banner-ads.tsx';
import { BANNER_COLLAPSED_KEY, PromoBanner, PromoBannerIcon } from './promo-banner.tsx';
import { RecordFiling } from './record-filing.tsx';
import { dictResource, primeFrameNotice, resetSiteContent } from './site-content-api.ts';
import { noticeShown } from '@toolbox/contracts/site-text';
import { NOTICE_CLOSED_KEY, SiteNotice } from './site-notice.tsx';

function serve(routes: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as { code?: string }) : {};
    const key = body.code ? `${path}#${body.code}` : path;
    calls.push(key);
    const data = routes[key];
    const envelope =
      data === undefined
        ? { code: '40400', message: 'none', data: null }
        : { code: '000', message: 'ok', data };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const notice = (change: Record<string, unknown> = {}) => ({
  code: 'site_notice',
  updateTime: '2026-01-01T00:00:00.000Z',
  value: {
    id: 'n1',
    enabled: true,
    text: { en: 'Favourites are here.', 'zh-CN': '收藏功能上线了。' },
    url: '/feedback',
    linkText: { en: 'Tell us', 'zh-CN': '告诉我们' },
    endTime: '2999-01-01T00:00:00.000Z',
    ...change,
  },
});

const item = (change: Partial<AdItem> = {}): AdItem => ({
  id: 1,
  url: '/user-inviter',
  icon: 'gift',
  title: 'Invite friends',
  text: '',
  secText: '',
  titles: { en: 'Invite friends', 'zh-CN': '邀请好友' },
  texts: {
    en: 'Get <b>1 point</b><script>window.hacked = 1</script><img src=x onerror="window.hacked=2">',
    'zh-CN': '得 <b>1 点</b>',
  },
  secTexts: { en: 'Limited time', 'zh-CN': '限时' },
  funcCode: null,
  ...change,
});

describe('site content', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSiteContent();
    localStorage.clear();
    document.cookie = 'SITE_NOTICE_CLOSED=; max-age=0; path=/';
  });

  it('decides the notice by its switch, its end time and the id the visitor closed', () => {
    const value = notice().value as Parameters<typeof noticeShown>[0];
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(noticeShown(value, now, null)).toBe(true);
    expect(noticeShown(value, now, 'n1')).toBe(false);
    expect(noticeShown(value, now, 'n0')).toBe(true);
    expect(noticeShown({ ...value!, endTime: '2026-05-31T23:59:59Z' }, now, null)).toBe(false);
    expect(noticeShown({ ...value!, endTime: 'not a date' }, now, null)).toBe(false);
    expect(noticeShown({ ...value!, endTime: null }, now, null)).toBe(true);
    expect(noticeShown({ ...value!, enabled: false }, now, null)).toBe(false);
  });

  it('shows the notice until closed, and remembers the closing', async () => {
    serve({ '/open/dict/get#site_notice': notice() });
    const first = renderWithProviders(<SiteNotice />);
    expect(await screen.findByText('Favourites are here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tell us' }).getAttribute('href')).toBe('/feedback');
    fireEvent.click(screen.getByRole('button', { name: 'Close the notice' }));
    expect(screen.queryByTestId('site-notice')).toBeNull();
    expect(localStorage.getItem(NOTICE_CLOSED_KEY)).toBe('n1');
    // The server reads the closed id from a cookie for the home page's first frame.
    expect(document.cookie).toContain('SITE_NOTICE_CLOSED=n1');
    first.unmount();
    renderWithProviders(<SiteNotice />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('site-notice')).toBeNull();
  });

  it('starts from the notice the server drew in the first frame, without asking for it', async () => {
    const calls = serve({
      '/open/dict/get#site_notice': notice({ text: { en: 'From the server', 'zh-CN': '服务器' } }),
    });
    const frame = document.createElement('div');
    frame.innerHTML =
      '<div class="first-frame"><section class="site-notice" data-entry="' +
      JSON.stringify(notice()).replace(/"/g, '&quot;') +
      '"></section></div>';
    primeFrameNotice(frame);
    renderWithProviders(<SiteNotice />);
    // Drawn in the first render, from the frame's entry: no call was needed (fresh for its TTL).
    expect(screen.getByText('Favourites are here.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    // A broken entry, or none, primes nothing.
    resetSiteContent();
    frame.innerHTML =
      '<div class="first-frame"><section class="site-notice" data-entry="{oops"></section></div>';
    primeFrameNotice(frame);
    expect(dictResource('site_notice').peek().data).toBeUndefined();
  });

  it('hands a notice closed before the cookie existed to the cookie', async () => {
    serve({ '/open/dict/get#site_notice': notice() });
    localStorage.setItem(NOTICE_CLOSED_KEY, 'n1');
    renderWithProviders(<SiteNotice />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('site-notice')).toBeNull();
    expect(document.cookie).toContain('SITE_NOTICE_CLOSED=n1');
  });

  it('leaves out a notice past its end and an unsafe link', async () => {
    serve({
      '/open/dict/get#site_notice': notice({ endTime: '2020-01-01T00:00:00.000Z' }),
    });
    const ended = renderWithProviders(<SiteNotice />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('site-notice')).toBeNull();
    ended.unmount();
    resetSiteContent();
    serve({ '/open/dict/get#site_notice': notice({ url: 'javascript:alert(1)' }) });
    renderWithProviders(<SiteNotice />);
    expect(await screen.findByText('Favourites are here.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('folds the banner to its icon and back, remembered; its markup passes the allow-list only', async () => {
    const calls = serve({ '/bd/ali/list#banner_bd': [item()] });
    renderWithProviders(
      <>
        <PromoBanner />
        <PromoBannerIcon />
      </>,
    );
    const banner = await screen.findByTestId('promo-banner');
    expect(calls).toContain('/bd/ali/list#banner_bd');
    expect(banner.querySelector('b')?.textContent).toBe('1 point');
    expect(banner.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/user-inviter');
    fireEvent.click(screen.getByRole('button', { name: 'Fold the promotion to an icon' }));
    expect(screen.queryByTestId('promo-banner')).toBeNull();
    expect(screen.getByTestId('promo-banner-icon')).toBeTruthy();
    expect(localStorage.getItem(BANNER_COLLAPSED_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show the promotion: Invite friends' }));
    expect(screen.getByTestId('promo-banner')).toBeTruthy();
    expect(screen.queryByTestId('promo-banner-icon')).toBeNull();
    expect(localStorage.getItem(BANNER_COLLAPSED_KEY)).toBe('0');
  });

  it('switches the banner language without a new call', async () => {
    const calls = serve({ '/bd/ali/list#banner_bd': [item()] });
    renderWithProviders(<PromoBanner />);
    await screen.findByText('Invite friends');
    const before = calls.length;
    await i18n.changeLanguage('zh-CN');
    expect(await screen.findByText('邀请好友')).toBeTruthy();
    expect(calls.length).toBe(before);
  });

  it('shows the cn ads and the record-filing footer only when the operator set them', async () => {
    serve({
      '/bd/ali/list#banner_ad_cn': [item({ id: 2, url: 'https://example.com/x', icon: 'crown' })],
      '/ut/constant/select-all': { record_filing_no: '', police_filing_no: '' },
    });
    renderWithProviders(
      <>
        <BannerAds />
        <RecordFiling />
      </>,
    );
    const ad = await screen.findByTestId('banner-ads');
    expect(ad.querySelector('a')?.getAttribute('href')).toBe('https://example.com/x');
    expect(ad.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('record-filing')).toBeNull();
  });

  it('links the record-filing number to where the operator says', async () => {
    serve({
      '/ut/constant/select-all': {
        record_filing_no: '京ICP备12345678号',
        record_filing_url: 'https://beian.miit.gov.cn/',
        police_filing_no: '',
      },
    });
    renderWithProviders(<RecordFiling />);
    const link = await screen.findByRole('link', { name: '京ICP备12345678号' });
    expect(link.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    await waitFor(() => expect(screen.getByTestId('record-filing').textContent).toBe('京ICP备12345678号'));
  });
});
