import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { initialContent, payloadOf } from './payload.ts';
import QrCodeGeneratorTool from './ui.tsx';

const renderTool = () => renderWithProviders(<QrCodeGeneratorTool />, { toolCode: 'qr_code_generator' });

describe('payloadOf', () => {
  it('adds https:// to bare links and builds Wi-Fi payloads', () => {
    expect(payloadOf({ ...initialContent, url: ' example.com/a ' })).toBe('https://example.com/a');
    expect(payloadOf({ ...initialContent, url: 'mailto:me@example.com' })).toBe('mailto:me@example.com');
    expect(payloadOf({ ...initialContent, mode: 'text', text: '  keep spaces ' })).toBe('  keep spaces ');
    const wifi = { ssid: 'Home', password: 'p;w', security: 'WEP' as const, hidden: false };
    expect(payloadOf({ ...initialContent, mode: 'wifi', wifi })).toBe('WIFI:T:WEP;S:Home;P:p\\;w;;');
    expect(payloadOf({ ...initialContent, mode: 'wifi' })).toBe('');
  });
});

describe('qr_code_generator UI', () => {
  it('previews as you type and reports the real size', () => {
    renderTool();
    expect(screen.getByText(/the QR code appears here/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Web address (URL)'), { target: { value: 'example.com' } });
    expect(screen.getByTestId('qr-canvas')).toBeTruthy();
    // "https://example.com" fits version 2 (25 modules) at M: 33 modules with the margin, 15 px each.
    expect(screen.getByText('495 × 495 px · version 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Margin'), { target: { value: '0' } });
    expect(screen.getByText('500 × 500 px · version 2')).toBeTruthy();
  });

  it('switches to Wi-Fi fields and hides the password of an open network', () => {
    renderTool();
    fireEvent.click(screen.getByLabelText('Wi-Fi'));
    fireEvent.change(screen.getByLabelText('Network name (SSID)'), { target: { value: 'Cafe' } });
    expect(screen.getByLabelText('Password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Security'), { target: { value: 'nopass' } });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByTestId('qr-canvas')).toBeTruthy();
  });

  it('says when the content is too long and warns about unreadable colours', () => {
    renderTool();
    fireEvent.click(screen.getByLabelText('Text'));
    fireEvent.change(screen.getByLabelText('Text to encode'), { target: { value: 'x'.repeat(3000) } });
    fireEvent.change(screen.getByLabelText('Error correction'), { target: { value: 'H' } });
    expect(screen.getByRole('alert').textContent).toMatch(/Too much content for a QR code/);
    fireEvent.change(screen.getByLabelText('Foreground'), { target: { value: '#ffffff' } });
    fireEvent.change(screen.getByLabelText('Background'), { target: { value: '#000000' } });
    expect(screen.getByText(/must be much darker/)).toBeTruthy();
  });
});
