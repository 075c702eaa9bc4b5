import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { installFakeTaskServer } from '../../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import Tool from './ui.tsx';

afterEach(() => vi.unstubAllGlobals());
// The credits check before the submit has its own tests (features/credits); here it lets every run through.
vi.mock('../../../features/credits/index.ts', () => ({
  useCreditsBeforeSubmit: () => ({ beforeSubmit: async () => {}, dialogs: null }),
}));

const srt =
  '1\n00:00:00,150 --> 00:00:03,440\nand mr john dashwood\n\n2\n00:00:03,940 --> 00:00:07,040\nhow much there might be\n';

describe('audio_to_srt UI', () => {
  it('uploads the recording with the chosen language and format, and previews the subtitles', async () => {
    const server = installFakeTaskServer({
      result: { name: 'talk.vtt', mimeType: 'text/vtt', bytes: new TextEncoder().encode(srt) },
    });
    renderWithProviders(<Tool />, { toolCode: 'audio_to_srt' });
    const input = screen.getByTestId('file-input') as HTMLInputElement;
    expect(input.accept).toContain('audio/*');
    expect(input.accept).toContain('.mp4');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([0x49, 0x44, 0x33])], 'talk.mp3')] },
    });
    fireEvent.change(await screen.findByLabelText('Spoken language'), { target: { value: 'zh' } });
    fireEvent.change(screen.getByLabelText('Subtitle format'), { target: { value: 'vtt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make subtitles' }));
    expect(await screen.findByRole('button', { name: 'Download talk.vtt' }, { timeout: 4000 })).toBeTruthy();
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toEqual({
      funcCode: 'audio_to_srt',
      fileIds: ['up1'],
      options: { language: 'zh', format: 'vtt' },
    });
    expect(server.calls.find((c) => c.path === '/file/trans-start')!.json).toMatchObject({
      name: 'talk.mp3',
      size: 3,
    });
    expect((await screen.findByTestId('srt-preview')).textContent).toBe(srt.trimEnd());
  });

  it('shows the server’s reason when recognition fails', async () => {
    installFakeTaskServer({
      result: { name: 'x.srt', mimeType: 'application/x-subrip', bytes: new Uint8Array(1) },
      failRemark: 'Chinese speech recognition is not set up on this server.',
    });
    renderWithProviders(<Tool />, { toolCode: 'audio_to_srt' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File([new Uint8Array(4)], 'a.wav')] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make subtitles' }));
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      'Chinese speech recognition is not set up',
    );
  });

  it('is worded in Chinese too', async () => {
    installFakeTaskServer({
      result: { name: 'x.srt', mimeType: 'application/x-subrip', bytes: new Uint8Array(1) },
    });
    renderWithProviders(<Tool />, { toolCode: 'audio_to_srt' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File([new Uint8Array(4)], 'a.wav')] },
    });
    await screen.findByLabelText('Spoken language');
    try {
      await act(() => i18n.changeLanguage('zh-CN'));
      expect(screen.getByLabelText('语音语言')).toBeTruthy();
      expect(screen.getByRole('option', { name: '中文（普通话）' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '生成字幕' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
