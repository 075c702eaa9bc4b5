import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import { audioFixture } from '../kit/audio/test-helpers.ts';
import { FORMAT_LIMITS } from '@toolbox/toolkit/audio';
import Mp3ToWavTool from './ui.tsx';

// The worker's own handler, in-process (happy-dom has no Worker). Node has no WebCodecs, so MP3
// and AAC are not decoded here: the page says so, as a browser without the decoder would.
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
  ),
);

describe('audio_mp3_to_wav UI', () => {
  it('offers only the rates the output format holds and waits for a readable file', () => {
    renderTool('audio_mp3_to_wav', <Mp3ToWavTool />);
    expect(screen.getByText(/It is processed in your browser and never uploaded/)).toBeTruthy();
    const rates = within(screen.getByLabelText('Sample rate'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(rates[0]).toBe('Same as the file');
    expect(rates.at(-1)).toBe('192000 Hz');
    expect(rates.length).toBe(FORMAT_LIMITS['wav'].sampleRates.length + 1);
    expect((screen.getByRole('button', { name: 'Convert to WAV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names a damaged file, and a file this browser cannot decode', async () => {
    renderTool('audio_mp3_to_wav', <Mp3ToWavTool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('corrupt.mp3', 'audio/mpeg')] },
    });
    expect(
      await screen.findByText(
        'Audio file [corrupt.mp3] cannot be read; it may be damaged or not an audio file',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('roll.mp3', 'audio/mpeg')] },
    });
    expect(await screen.findByText('This browser cannot decode the audio in [roll.mp3]')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Convert to WAV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
