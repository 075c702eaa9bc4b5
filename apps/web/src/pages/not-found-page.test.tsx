import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { NOT_FOUND_REDIRECT_MS, NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a title and goes home after 1.5 s', async () => {
    renderWithProviders(<NotFoundPage />, { path: '/some/nope', route: '/some/nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found – Toolbox');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOT_FOUND_REDIRECT_MS - 100);
    });
    expect(screen.getByTestId('location').textContent).toBe('/some/nope');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('has a manual back-to-home button', () => {
    renderWithProviders(<NotFoundPage />, { path: '/x', route: '/x' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
