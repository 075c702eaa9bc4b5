import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import BatchRefreshTool from './ui.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('web_batch_refresh', () => {
  it('opens tabs, reports blocked pop-ups and reloads on the interval until stopped', () => {
    vi.useFakeTimers();
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.fn().mockReturnValueOnce(tab).mockReturnValueOnce(null);
    vi.stubGlobal('open', open);
    renderWithProviders(<BatchRefreshTool />, { toolCode: 'web_batch_refresh' });
    fireEvent.change(screen.getByLabelText('URLs'), {
      target: { value: 'example.com\nhttps://example.org/x\njavascript:alert(1)' },
    });
    expect(screen.getByTestId('valid-count').textContent).toBe('2 valid URLs');
    expect(screen.getByRole('alert').textContent).toBe('Line 3: only http/https URLs are allowed');
    fireEvent.change(screen.getByLabelText('Refresh every (seconds)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start refreshing' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledWith('https://example.com/', 'toolbox-refresh-0');
    expect(screen.getByText(/1 window was blocked/)).toBeTruthy();
    tab.location.href = 'https://example.com/elsewhere';
    act(() => vi.advanceTimersByTime(2000));
    expect(tab.location.href).toBe('https://example.com/');
    act(() => vi.advanceTimersByTime(4250));
    expect(screen.getByTestId('refresh-status').textContent).toMatch(/^Refreshing: 3 done, next in 2 s/);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('refresh-status').textContent).toBe('Stopped after 3 refreshes.');
  });
});
