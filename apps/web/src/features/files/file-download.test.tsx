import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { toast } from '../../ui/toast-store.ts';
import { FileDownload } from './file-download.tsx';
import { envelope, installFakeServer } from './test-fake-server.ts';

afterEach(() => vi.unstubAllGlobals());

const start = (over: Record<string, unknown> = {}) =>
  envelope({
    id: 's1',
    splitCount: 2,
    url: '/file/down-data/s1',
    mimeType: 'application/pdf',
    name: '报告.pdf',
    size: 2048,
    watermarked: false,
    ...over,
  });

describe('FileDownload', () => {
  it('shows n / total while fetching, then the name, size and a download button', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFakeServer({
      '/file/down-start': () => start(),
      '/file/down-data/s1/0': () => new Response(new Uint8Array(1024)),
      '/file/down-data/s1/1': async () => {
        await gate;
        return new Response(new Uint8Array(1024));
      },
    });
    const { container } = renderWithProviders(<FileDownload fileId="f1" />);
    await waitFor(() => expect(container.querySelector('.spinner')?.textContent).toBe('Downloading 1 / 2'));
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('1');
    release();
    expect(await screen.findByText('报告.pdf')).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download 报告.pdf' })).toBeTruthy();
  });

  it('says the file expired on 997, without a retry', async () => {
    installFakeServer({ '/file/down-start': () => envelope(null, '997', 'file expired') });
    renderWithProviders(<FileDownload fileId="f1" keptDays={3} />);
    expect(await screen.findByText('file expired')).toBeTruthy();
    expect(screen.getByText(/kept for 3 days/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('toasts download file error on zero chunks and fetches again on retry', async () => {
    const warn = vi.spyOn(toast, 'warning');
    let chunks = 0;
    installFakeServer({
      '/file/down-start': () => start({ splitCount: chunks, size: 3 }),
      '/file/down-data/s1/0': () => new Response('abc'),
    });
    renderWithProviders(<FileDownload fileId="f1" />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(warn).toHaveBeenCalledWith('download file error');
    chunks = 1;
    retry.click();
    expect(await screen.findByText('报告.pdf')).toBeTruthy();
  });

  it('renders the payment slot only for a watermarked file', async () => {
    installFakeServer({
      '/file/down-start': () => start({ splitCount: 1, watermarked: true }),
      '/file/down-data/s1/0': () => new Response('x'),
    });
    renderWithProviders(<FileDownload fileId="f1" renderPayment={(file) => <p>pay for {file.name}</p>} />);
    await waitFor(() => expect(screen.getByText('pay for 报告.pdf')).toBeTruthy());
  });

  it('a failed call is shown with a retry but not toasted (spec: other codes only logged)', async () => {
    const warn = vi.spyOn(toast, 'warning');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeServer({ '/file/down-start': () => envelope(null, '40404', 'no such file', 404) });
    renderWithProviders(<FileDownload fileId="f1" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('download file error')).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });
});
