import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import LineChartTool from './ui.tsx';

const renderTool = () => renderWithProviders(<LineChartTool />, { toolCode: 'line_chart' });

const preview = () => screen.getByTestId('chart-preview').innerHTML;

describe('line_chart UI', () => {
  it('draws the sample and redraws as cells change', () => {
    renderTool();
    expect(preview()).toContain('Sales in the first half');
    expect(preview().match(/<path d="M/g)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Row 6 value for Revenue'), { target: { value: '990' } });
    expect(preview()).toContain('>1,000</text>'); // the axis grows to the new maximum
    fireEvent.change(screen.getByLabelText('Row 2 value for Costs'), { target: { value: 'n/a' } });
    expect(screen.getByText('1 cell is not a number and is left empty.')).toBeTruthy();
    expect(screen.getByLabelText('Row 2 value for Costs').getAttribute('aria-invalid')).toBe('true');
  });

  it('replaces the table with a spreadsheet paste', () => {
    renderTool();
    fireEvent.paste(screen.getByLabelText('Row 1 category'), {
      clipboardData: { getData: () => 'Day\tTemp\nMon\t21\nTue\t23.5\nWed\t19\n' },
    });
    expect(screen.getByLabelText('Series 1 name')).toHaveProperty('value', 'Temp');
    expect(screen.queryByLabelText('Series 2 name')).toBeNull();
    expect(screen.getByLabelText('Row 3 category')).toHaveProperty('value', 'Wed');
    expect(preview()).toContain('>Tue</text>');
  });
});
