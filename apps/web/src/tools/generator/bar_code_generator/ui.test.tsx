import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import BarCodeGeneratorTool from './ui.tsx';

const renderTool = () => renderWithProviders(<BarCodeGeneratorTool />, { toolCode: 'bar_code_generator' });

const svgOf = () =>
  decodeURIComponent(
    (screen.getByTestId('barcode-image') as HTMLImageElement).src.split(',').slice(1).join(','),
  );

describe('bar_code_generator UI', () => {
  it('starts with a sample, switches format with its own sample and adds the check digit', () => {
    renderTool();
    expect(svgOf()).toContain('>Toolbox-2024</text>');
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'ean13' } });
    expect(screen.getByTestId('barcode-encoded').textContent).toBe(
      'Encoded: 4006381333931 (check digit 1 added)',
    );
    expect(screen.getByRole('img').getAttribute('alt')).toBe(
      'EAN-13 (retail products) barcode: 4006381333931',
    );
  });

  it('names the expected check digit, in the user language', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'itf14' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '10012345678909' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Wrong check digit: the last digit should be 2, not 9',
    );
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('alert').textContent).toBe('校验位不对：最后一位应该是 2，而不是 9');
    await act(() => i18n.changeLanguage('en'));
  });

  it('offers the Code 39 check character only for Code 39, and encodes it when ticked', () => {
    renderTool();
    expect(screen.queryByLabelText('Add a mod 43 check character')).toBeNull();
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'code39' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'ABC' } });
    const without = screen.getByTestId('barcode-encoded').textContent;
    fireEvent.click(screen.getByLabelText('Add a mod 43 check character'));
    const withCheck = screen.getByTestId('barcode-encoded').textContent;
    expect(without).not.toContain('ABCX');
    // A=10, B=11, C=12: 33 mod 43 is X.
    expect(withCheck).toContain('ABCX');
  });

  it('applies style changes to the SVG', () => {
    renderTool();
    fireEvent.click(screen.getByLabelText('Show text'));
    fireEvent.change(screen.getByLabelText('Bar colour'), { target: { value: '#aa0000' } });
    expect(svgOf()).not.toContain('<text');
    expect(svgOf()).toContain('fill="#aa0000"');
  });
});
