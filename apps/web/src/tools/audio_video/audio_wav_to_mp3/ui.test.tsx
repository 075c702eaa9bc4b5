import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readMp3Gapless } from '@toolbox/toolkit/audio';
import { setMp3Wasm } from '@toolbox/toolkit/audio/transcode';
import { nodeMp3Wasm } from '@toolbox/toolkit/node';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import { answerBytes, audioFixture } from '../kit/audio/test-helpers.ts';
import type { AudioResponse } from '../kit/audio/protocol.ts';
import WavToMp3Tool from './ui.tsx';

const answers: AudioResponse[] = [];
// The worker's own handler, in-process: Node decodes WAV without WebCodecs and runs the LAME wasm
// (the installed package's file: the worker fetches our build's).
setMp3Wasm(nodeMp3Wasm);
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
    (_req, answer) => answers.push(answer),
  ),
);

describe('audio_wav_to_mp3 UI', () => {
  it('says a silent WAV is silent, and converts a real one to a gapless MP3', async () => {
    renderTool('audio_wav_to_mp3', <WavToMp3Tool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('silent.wav', 'audio/wav')] },
    });
    expect(await screen.findByText('“silent.wav” is silent: there is no sound in it.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('space.wav', 'audio/wav')] },
    });
    expect(await screen.findByText('00:00:03.032 · 22050 Hz · 1 channel · PCM-S16')).toBeTruthy();
    expect(screen.queryByText(/is silent/)).toBeNull();
    // MP3 holds at most 48 kHz: the rates offered stop there.
    const rates = within(screen.getByLabelText('Sample rate'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(rates.at(-1)).toBe('48000 Hz');
    fireEvent.click(screen.getByRole('button', { name: 'Convert to MP3' }));
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 20_000 });
    expect(within(results).getByText('space.mp3')).toBeTruthy();
    expect(within(results).getByText(/00:00:03\.032 · 22050 Hz · 1 channel/)).toBeTruthy();
    const answer = answers.at(-1);
    const bytes = await answerBytes(answer);
    const gapless = readMp3Gapless(bytes);
    expect(gapless?.sampleRate).toBe(22050);
    // The LAME tag keeps exactly the WAV's 66857 samples (3.032063 s at 22050 Hz).
    expect(gapless && gapless.frames * gapless.spf - gapless.delay - gapless.padding).toBe(66857);
  }, 30_000);

  it('brings a 96 kHz 5.1 WAV within MP3’s limits, says so, and writes 48 kHz stereo', async () => {
    renderTool('audio_wav_to_mp3', <WavToMp3Tool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('laser-96k-5.1.wav', 'audio/wav')] },
    });
    expect(await screen.findByText(/· 96000 Hz · 6 channels ·/)).toBeTruthy();
    expect(screen.getByTestId('audio-fitted').textContent).toBe(
      'MP3: at most 48000 Hz and 2 channels. The result will be 48000 Hz, 2 channels.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Convert to MP3' }));
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 20_000 });
    expect(within(results).getByText(/48000 Hz · 2 channels/)).toBeTruthy();
    const answer = answers.at(-1);
    const tag = readMp3Gapless(await answerBytes(answer));
    expect(tag?.sampleRate).toBe(48000);
    // 18208 samples at 96 kHz (ffmpeg's count) are 9104 at 48 kHz.
    expect(tag && tag.frames * tag.spf - tag.delay - tag.padding).toBe(9104);
  }, 30_000);
});
