import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import FreeIconTool from './ui.tsx';

describe('free_icon', () => {
  it('loads the bundled set, searches in Chinese and shows the chosen icon', async () => {
    renderWithProviders(<FreeIconTool />, { toolCode: 'free_icon' });
    await waitFor(() => expect(screen.getByTestId('icon-count').textContent).toMatch(/^\d{4} icons$/), {
      timeout: 10_000,
    });
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: '首页' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('house'));
    fireEvent.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button'));
    const detail = screen.getByTestId('icon-detail');
    expect(within(detail).getByRole('heading').textContent).toBe('house');
    expect(detail.querySelector('svg path')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: 'zzzzqqq' } });
    await screen.findByText(/No icons match/);
  }, 30_000);
});
