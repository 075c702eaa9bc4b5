import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import PieChartTool from './ui.tsx';

const renderTool = () => renderWithProviders(<PieChartTool />, { toolCode: 'pie_chart' });

const preview = () => screen.getByTestId('chart-preview').innerHTML;

describe('pie_chart UI', () => {
  it('shows percentages, a colour per slice and a donut option', () => {
    renderTool();
    // 1048 of 3147 visits = 33.3 %.
    expect(preview()).toContain('>33.3%</text>');
    expect(screen.queryByRole('button', { name: 'Add series' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Row 1 colour'), { target: { value: '#123456' } });
    expect(preview()).toContain('fill="#123456"');
    fireEvent.click(screen.getByLabelText('Donut'));
    expect(preview()).toContain('>3,147</text>');
  });

  it('needs a positive value', () => {
    renderTool();
    for (const row of [1, 2, 3, 4, 5]) {
      fireEvent.change(screen.getByLabelText(`Row ${row} value for Visits`), { target: { value: '-1' } });
    }
    expect(screen.getByRole('alert').textContent).toBe('A pie chart needs at least one value above 0');
  });
});
