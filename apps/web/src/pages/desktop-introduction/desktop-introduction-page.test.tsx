import { screen } from '@testing-library/react';
import type { SystemInformation } from '@toolbox/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DesktopIntroductionPage } from './desktop-introduction-page.tsx';

const base: SystemInformation = {
  edition: 'intl',
  defaultLocale: 'en',
  version: '1',
  publicUrl: '',
  contactEmail: 'a@example.com',
};

/** The server's system information, with or without a desktop trial to download. */
function serve(info: SystemInformation) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ code: '000', message: 'ok', data: info }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('the desktop download page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    systemInfoResource.reset();
  });

  it('offers the Windows trial this server has, with its version and size', async () => {
    await i18n.changeLanguage('en');
    serve({
      ...base,
      desktopTrial: { url: '/download/toolbox-desktop-win-x64.exe', bytes: 75_000_000, version: '0.1.0' },
    });
    renderWithProviders(<DesktopIntroductionPage />);
    const offer = await screen.findByTestId('desktop-download');
    const link = screen.getByRole('link', { name: 'Download the trial (64-bit Windows 10 and later)' });
    expect(link.getAttribute('href')).toBe('/download/toolbox-desktop-win-x64.exe');
    expect(offer.textContent).toContain('Version 0.1.0, 72 MB, one program file: no installation needed.');
  });

  it('says the trial is not available while the server has no build', async () => {
    await i18n.changeLanguage('en');
    serve(base);
    renderWithProviders(<DesktopIntroductionPage />);
    expect((await screen.findByTestId('desktop-download-soon')).textContent).toContain(
      'The trial download is not available yet.',
    );
    expect(screen.queryByRole('link', { name: /Download the trial/ })).toBeNull();
  });
});
