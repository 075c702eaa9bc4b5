import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import RadarChartTool from './ui.tsx';

const renderTool = () => renderWithProviders(<RadarChartTool />, { toolCode: 'radar_chart' });

describe('radar_chart UI', () => {
  it('draws one axis per row and one polygon per series', () => {
    renderTool();
    const svg = screen.getByTestId('chart-preview');
    expect(svg.querySelectorAll('line')).toHaveLength(6);
    expect(svg.querySelectorAll('polygon[fill-opacity]')).toHaveLength(2);
  });

  it('needs three axes', () => {
    renderTool();
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.getByRole('alert').textContent).toBe('A radar chart needs at least 3 axes (3 rows)');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.change(screen.getByLabelText('Row 3 category'), { target: { value: 'Focus' } });
    fireEvent.change(screen.getByLabelText('Row 3 value for Alex'), { target: { value: '5' } });
    expect(screen.getByTestId('chart-preview').innerHTML).toContain('>Focus</text>');
  });
});
