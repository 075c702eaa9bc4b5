import { textToAudioMaxChars } from '@toolbox/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTaskServer } from '../../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import Tool from './ui.tsx';

afterEach(() => vi.unstubAllGlobals());
// The credits check before the submit has its own tests (features/credits); here it lets every run through.
vi.mock('../../../features/credits/index.ts', () => ({
  useCreditsBeforeSubmit: () => ({ beforeSubmit: async () => {}, dialogs: null }),
}));

describe('text_to_audio UI', () => {
  it('uploads the text as a .txt with the chosen voice, speed, pitch and format, and offers the audio', async () => {
    const server = installFakeTaskServer({
      result: { name: 'speech.wav', mimeType: 'audio/wav', bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46]) },
    });
    renderWithProviders(<Tool />, { toolCode: 'text_to_audio' });
    fireEvent.change(screen.getByLabelText('Text to read aloud'), { target: { value: '你好。Hello.' } });
    expect(screen.getByTestId('tts-counter').textContent).toBe(`Characters: 9 / ${textToAudioMaxChars}`);
    fireEvent.change(screen.getByLabelText('Voice'), { target: { value: 'en-gb' } });
    fireEvent.change(screen.getByLabelText(/^Speed/), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText(/^Pitch/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'wav' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make speech' }));
    expect(
      await screen.findByRole('button', { name: 'Download speech.wav' }, { timeout: 4000 }),
    ).toBeTruthy();
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toEqual({
      funcCode: 'text_to_audio',
      fileIds: ['up1'],
      options: { voice: 'en-gb', speed: 1.5, pitch: 70, format: 'wav' },
    });
    const start = server.calls.find((c) => c.path === '/file/trans-start')!;
    expect(start.json).toMatchObject({
      name: 'speech.txt',
      size: new TextEncoder().encode('你好。Hello.').length,
    });
    expect(await screen.findByTestId('tts-preview')).toBeTruthy();
  });

  it('says so for an empty text and refuses a text over the limit before uploading', () => {
    const server = installFakeTaskServer({
      result: { name: 'x.mp3', mimeType: 'audio/mpeg', bytes: new Uint8Array(1) },
    });
    renderWithProviders(<Tool />, { toolCode: 'text_to_audio' });
    fireEvent.click(screen.getByRole('button', { name: 'Make speech' }));
    expect(screen.getByRole('alert').textContent).toBe('Type some text to read aloud first.');
    fireEvent.change(screen.getByLabelText('Text to read aloud'), {
      target: { value: 'a'.repeat(textToAudioMaxChars + 1) },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      `The text is too long: up to ${textToAudioMaxChars} characters.`,
    );
    expect((screen.getByRole('button', { name: 'Make speech' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls.some((c) => c.path === '/file/trans-start')).toBe(false);
  });
});
