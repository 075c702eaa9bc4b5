import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import BarChartTool from './ui.tsx';

const renderTool = () => renderWithProviders(<BarChartTool />, { toolCode: 'bar_chart' });

const bars = () => screen.getByTestId('chart-preview').querySelectorAll('rect[rx="2"]').length;

describe('bar_chart UI', () => {
  it('draws a bar per value and follows added series and removed rows', () => {
    renderTool();
    expect(bars()).toBe(12);
    fireEvent.click(screen.getByRole('button', { name: 'Add series' }));
    fireEvent.change(screen.getByLabelText('Row 1 value for Series 4'), { target: { value: '99' } });
    expect(bars()).toBe(13);
    expect(screen.getByTestId('chart-preview').innerHTML).toContain('>Series 4</text>');
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 4' }));
    expect(bars()).toBe(10);
    fireEvent.click(screen.getByRole('button', { name: 'Remove series Product A' }));
    expect(bars()).toBe(7);
  });

  it('says so when there is nothing to draw', () => {
    renderTool();
    for (const row of [1, 2, 3, 4]) {
      for (const name of ['Product A', 'Product B', 'Product C']) {
        fireEvent.change(screen.getByLabelText(`Row ${row} value for ${name}`), { target: { value: '' } });
      }
    }
    expect(screen.getByRole('alert').textContent).toBe('Type some values to draw the chart');
    expect(screen.queryByTestId('chart-preview')).toBeNull();
  });
});
