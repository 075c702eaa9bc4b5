import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import { audioFixture } from '../kit/audio/test-helpers.ts';
import Mp3MergeTool from './ui.tsx';

// The worker's own handler, in-process (happy-dom has no Worker). Node has no WebCodecs, so MP3
// and AAC are not decoded here: the page says so, as a browser without the decoder would.
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
  ),
);

describe('audio_mp3_merge UI', () => {
  it('needs two readable files, keeps them in the order set, and names the one it cannot use', async () => {
    renderTool('audio_mp3_merge', <Mp3MergeTool />);
    const run = screen.getByRole('button', { name: 'Merge MP3' }) as HTMLButtonElement;
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('roll.mp3', 'audio/mpeg')] },
    });
    expect(await screen.findByText('Add at least two files to merge.')).toBeTruthy();
    expect(run.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [audioFixture('kongas.mp3', 'audio/mpeg'), audioFixture('corrupt.mp3', 'audio/mpeg')],
      },
    });
    expect(await screen.findByText('3 files')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move “kongas.mp3” up' }));
    expect(
      screen.getAllByTestId('audio-merge-row').map((r) => within(r).getByTitle(/\.(mp3|m4a)$/).textContent),
    ).toEqual(['kongas.mp3', 'roll.mp3', 'corrupt.mp3']);
    expect(
      await screen.findByText(
        'Audio file [corrupt.mp3] cannot be read; it may be damaged or not an audio file',
      ),
    ).toBeTruthy();
    expect(run.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove “corrupt.mp3”' }));
    // Node has no MP3/AAC decoder: the files stay unreadable here, so the merge still waits.
    expect(await screen.findByText('This browser cannot decode the audio in [kongas.mp3]')).toBeTruthy();
    expect(run.disabled).toBe(true);
  });
});
