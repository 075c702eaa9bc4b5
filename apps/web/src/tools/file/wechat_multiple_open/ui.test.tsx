import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import WechatMultipleOpen from './ui.tsx';

describe('wechat_multiple_open', () => {
  it('shows the script for the chosen path and count, and refuses a path that would run commands', () => {
    renderWithProviders(<WechatMultipleOpen />, { toolCode: 'wechat_multiple_open' });
    fireEvent.click(screen.getByRole('button', { name: 'C:\\Program Files\\Tencent\\Weixin\\Weixin.exe' }));
    fireEvent.change(screen.getByLabelText('WeChat windows to open'), { target: { value: '3' } });
    const script = screen.getByTestId('wmo-script').textContent!;
    expect(script.match(/start "" "C:\\Program Files\\Tencent\\Weixin\\Weixin.exe"/g)).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Where WeChat is installed'), {
      target: { value: 'C:\\WeChat.exe" & shutdown /s' },
    });
    expect(screen.getByRole('alert').textContent).toContain('the command line would run them as commands');
    expect(screen.getByTestId('wmo-script').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Download the .bat file' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/installs nothing, changes no file/)).toBeTruthy();
  });
});
