import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import LocationTransTool from './ui.tsx';

describe('location_trans', () => {
  it('shows a typed point in all three systems at once', () => {
    renderWithProviders(<LocationTransTool />, { toolCode: 'location_trans' });
    const table = screen.getByTestId('single-results');
    const gcj = within(table).getByText('GCJ-02').closest('tr')!;
    expect(gcj.textContent).toContain('116.410244');
    expect(gcj.textContent).toContain('39.916404');
    // Entered as BD-09 instead: the BD row is now the input itself.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: 'bd09' } });
    const bd = within(screen.getByTestId('single-results')).getByText('BD-09').closest('tr')!;
    expect(bd.textContent).toContain('116.404000');
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '95' } });
    expect(screen.getByRole('alert').textContent).toMatch(/latitude between -90 and 90/);
    expect(screen.queryByTestId('single-results')).toBeNull();
  });

  it('fills both boxes when "lng,lat" is pasted', () => {
    renderWithProviders(<LocationTransTool />, { toolCode: 'location_trans' });
    fireEvent.paste(screen.getByLabelText('Longitude'), {
      clipboardData: { getData: () => '2.3522, 48.8566' },
    });
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('48.8566');
    expect(screen.getByText(/This point is outside China/)).toBeTruthy();
  });

  it('converts a batch with line numbers and flags bad lines', async () => {
    renderWithProviders(<LocationTransTool />, { toolCode: 'location_trans' });
    fireEvent.click(screen.getByLabelText('Batch'));
    fireEvent.change(screen.getByLabelText('Coordinates'), {
      target: { value: '116.404,39.915\nhello\n121.4737 31.2304' },
    });
    expect((await screen.findByTestId('batch-summary')).textContent).toBe(
      '2 points converted, 1 line with errors',
    );
    const rows = within(screen.getByTestId('batch-results')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('116.410244, 39.916404');
    expect(rows[2]!.textContent).toContain('Not understood');
    fireEvent.click(screen.getByRole('button', { name: 'Swap direction' }));
    expect(within(screen.getByTestId('batch-results')).getAllByRole('row')[1]!.textContent).toContain(
      '116.397756',
    );
  });
});
