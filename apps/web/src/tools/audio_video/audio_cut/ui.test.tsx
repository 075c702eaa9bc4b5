import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readWav16 } from '@toolbox/toolkit/audio';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import { answerBytes, audioFixture } from '../kit/audio/test-helpers.ts';
import type { AudioResponse } from '../kit/audio/protocol.ts';
import AudioCutTool from './ui.tsx';

const answers: AudioResponse[] = [];
// The worker's own handler, in-process (happy-dom has no Worker; Node decodes PCM without WebCodecs).
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
    (_req, answer) => answers.push(answer),
  ),
);

describe('audio_cut UI', () => {
  it('reads a WAV, refuses bad times with the reason, and cuts exactly to the sample', async () => {
    renderTool('audio_cut', <AudioCutTool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('space.wav', 'audio/wav')] },
    });
    expect(await screen.findByText('00:00:03.032 · 22050 Hz · 1 channel · PCM-S16')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Waveform of “space.wav”' })).toBeTruthy();
    const start = screen.getByLabelText('Start') as HTMLInputElement;
    const end = screen.getByLabelText('End') as HTMLInputElement;
    await waitFor(() => expect(end.value).toBe('00:00:03.032'));
    const run = screen.getByRole('button', { name: 'Cut audio' }) as HTMLButtonElement;

    fireEvent.change(start, { target: { value: '00:00:02' } });
    fireEvent.change(end, { target: { value: '00:00:01' } });
    expect(screen.getByTestId('audio-cut-error').textContent).toBe('The end must come after the start');
    expect(run.disabled).toBe(true);
    fireEvent.change(end, { target: { value: '00:00:04' } });
    expect(screen.getByTestId('audio-cut-error').textContent).toBe(
      'The time cannot be beyond the length of the audio (00:00:03.032)',
    );
    fireEvent.change(start, { target: { value: '2s' } });
    expect(screen.getByTestId('audio-cut-error').textContent).toContain('HH:MM:SS or HH:MM:SS.ms');

    fireEvent.change(start, { target: { value: '00:00:00.5' } });
    fireEvent.change(end, { target: { value: '00:00:02' } });
    expect(screen.queryByTestId('audio-cut-error')).toBeNull();
    expect(screen.getByText(/^Keeps 00:00:01\.500\./)).toBeTruthy();
    fireEvent.click(run);
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('space_cut.wav')).toBeTruthy();
    const answer = answers.at(-1);
    expect(answer?.op).toBe('run');
    const wav = readWav16(await answerBytes(answer));
    expect(wav?.sampleRate).toBe(22050);
    expect(wav?.channels).toBe(1);
    // 1.5 s at 22050 Hz, to the sample.
    expect(wav?.planes[0]?.length).toBe(33075);
  });

  it('names a file that is not audio', async () => {
    renderTool('audio_cut', <AudioCutTool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('corrupt.mp3', 'audio/mpeg')] },
    });
    expect(
      await screen.findByText(
        'Audio file [corrupt.mp3] cannot be read; it may be damaged or not an audio file',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cut audio' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
