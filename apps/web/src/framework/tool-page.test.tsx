import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { fakeApi, makeFunc, sampleFuncs } from '../test/fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
import { withRetry } from './lazy-tool.ts';
import { toolModules } from './registry.ts';
import { ToolPage } from './tool-page.tsx';

describe('withRetry', () => {
  it('retries a failed chunk load once after a pause', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch module'))
      .mockResolvedValue('ok');
    const pending = withRetry(load, 500)();
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('gives up after the second failure', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('offline'));
    await expect(withRetry(load, 1)()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('ToolPage', () => {
  beforeEach(() => vi.stubGlobal('fetch', fakeApi().fetchStub));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the not-found page for a code no folder defines', async () => {
    renderWithProviders(<ToolPage />, { path: '/func/nope', route: '/func/:code' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  const first = toolModules[0];
  it.runIf(first)('frames a listed tool with its catalog title and description', async () => {
    const code = first!.def.code;
    const func = makeFunc(code, 'pdf', { names: { en: 'Listed tool', 'zh-CN': '工具' } });
    vi.stubGlobal('fetch', fakeApi({ funcs: [...sampleFuncs, func] }).fetchStub);
    renderWithProviders(<ToolPage />, { path: `/func/${code}`, route: '/func/:code' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listed tool' })).toBeTruthy();
    expect(screen.getByText(`${code} description`)).toBeTruthy();
    expect(document.title).toBe('Listed tool – Toolbox');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('PDF tools')).toBeTruthy(); // breadcrumb category
  });

  it.runIf(toolModules.some((m) => m.def.code === 'pdf_merge'))('follows the language', async () => {
    renderWithProviders(<ToolPage />, { path: '/func/pdf_merge', route: '/func/:code' });
    await screen.findByRole('heading', { level: 1, name: 'Merge PDF' });
    expect(screen.getByText('Combine several PDFs into one')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('heading', { level: 1, name: 'PDF合并' })).toBeTruthy();
  });

  it.runIf(first)('shows the not-found page when the server does not list the tool', async () => {
    vi.stubGlobal('fetch', fakeApi({ funcs: [] }).fetchStub);
    renderWithProviders(<ToolPage />, { path: `/func/${first!.def.code}`, route: '/func/:code' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('tool redirects', () => {
  it('sends /func/video4 to /func/free_image', async () => {
    vi.stubGlobal('fetch', fakeApi().fetchStub);
    renderWithProviders(<ToolPage />, { path: '/func/video4', route: '/func/:code' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/func/free_image'));
    vi.unstubAllGlobals();
  });
});
