import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import NumberUpperTool from './ui.tsx';

const renderTool = () => renderWithProviders(<NumberUpperTool />, { toolCode: 'finance_number_upper' });

describe('finance_number_upper UI', () => {
  it('shows the three readings as you type', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Number'), { target: { value: '-1,234.50' } });
    expect(screen.getByTestId('number-upper').textContent).toBe('负壹仟贰佰叁拾肆点伍');
    expect(screen.getByTestId('number-lower').textContent).toBe('负一千二百三十四点五');
    expect(screen.getByTestId('number-digits').textContent).toBe('负壹贰叁肆点伍');
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(3);
  });

  it('says what is wrong with malformed input', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Number'), { target: { value: '12a' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid number, such as 1234.5 or 1,234.5');
    expect(screen.queryByTestId('number-upper')).toBeNull();
  });
});
