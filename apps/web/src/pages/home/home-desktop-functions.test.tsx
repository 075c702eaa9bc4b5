import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { HomePage } from './home-page.tsx';
import { functionsResource } from '../../queries/catalog-data.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { fakeApi, makeFunc, sampleFuncs } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import {
  desktopFunctionsResource,
  SHOW_DESKTOP_KEY,
} from '../../features/desktop-functions/desktop-functions.tsx';

const ocr = makeFunc('image_ocr_desktop', 'image', {
  runs: 'desktop',
  names: { en: 'Image OCR (desktop)', 'zh-CN': '图片文字识别（桌面版）' },
});

/** The sample tools plus a desktop one, in the edition given. */
function serve(edition: 'cn' | 'intl') {
  const api = fakeApi({ funcs: [...sampleFuncs, ocr] });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (String(input) === '/system/information/get')
      return new Response(
        JSON.stringify({
          code: '000',
          message: 'ok',
          data: { edition, defaultLocale: 'en', version: '1', publicUrl: '', contactEmail: 'a@example.com' },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    return api.fetchStub(input);
  });
}

describe("the cn edition's 'show desktop functions' switch", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const r of [systemInfoResource, functionsResource, desktopFunctionsResource]) r.reset();
    localStorage.removeItem(SHOW_DESKTOP_KEY);
  });

  it('shows and hides the desktop functions, remembered after a reload', async () => {
    serve('cn');
    await i18n.changeLanguage('zh-CN');
    const { unmount } = renderWithProviders(<HomePage />);
    const toggle = await screen.findByRole('checkbox', { name: '显示桌面版功能' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('desktop-functions')).toBeNull();
    // Desktop tools are never among the web tools' cards.
    expect(screen.queryByRole('link', { name: /桌面版/ })).toBeNull();
    fireEvent.click(toggle);
    const list = await screen.findByTestId('desktop-functions');
    expect(within(list).getByRole('link', { name: '图片文字识别（桌面版）' }).getAttribute('href')).toBe(
      '/desktop-func/image_ocr_desktop',
    );
    expect(within(list).getByRole('link', { name: '下载桌面客户端' }).getAttribute('href')).toBe(
      '/desktop-introduction',
    );
    unmount();
    renderWithProviders(<HomePage />);
    expect(await screen.findByTestId('desktop-functions')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '显示桌面版功能' }));
    expect(screen.queryByTestId('desktop-functions')).toBeNull();
    expect(localStorage.getItem(SHOW_DESKTOP_KEY)).toBe('0');
  });

  it('is not in the international edition', async () => {
    serve('intl');
    localStorage.setItem(SHOW_DESKTOP_KEY, '1');
    renderWithProviders(<HomePage />);
    await screen.findByRole('tablist', { name: 'Tool categories' });
    expect(screen.queryByRole('checkbox', { name: 'Show desktop functions' })).toBeNull();
    expect(screen.queryByTestId('desktop-functions')).toBeNull();
  });
});
