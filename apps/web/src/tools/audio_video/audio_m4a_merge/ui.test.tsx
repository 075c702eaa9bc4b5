import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import { audioFixture } from '../kit/audio/test-helpers.ts';
import M4aMergeTool from './ui.tsx';

// The worker's own handler, in-process (happy-dom has no Worker). Node has no WebCodecs, so MP3
// and AAC are not decoded here: the page says so, as a browser without the decoder would.
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
  ),
);

describe('audio_m4a_merge UI', () => {
  it('needs two readable files, keeps them in the order set, and names the one it cannot use', async () => {
    renderTool('audio_m4a_merge', <M4aMergeTool />);
    const run = screen.getByRole('button', { name: 'Merge M4A' }) as HTMLButtonElement;
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('gong.m4a', 'audio/mp4')] },
    });
    expect(await screen.findByText('Add at least two files to merge.')).toBeTruthy();
    expect(run.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [audioFixture('drama.m4a', 'audio/mp4'), audioFixture('corrupt.mp3', 'audio/mp4')] },
    });
    expect(await screen.findByText('3 files')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move “drama.m4a” up' }));
    expect(
      screen.getAllByTestId('audio-merge-row').map((r) => within(r).getByTitle(/\.(mp3|m4a)$/).textContent),
    ).toEqual(['drama.m4a', 'gong.m4a', 'corrupt.mp3']);
    expect(
      await screen.findByText(
        'Audio file [corrupt.mp3] cannot be read; it may be damaged or not an audio file',
      ),
    ).toBeTruthy();
    expect(run.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove “corrupt.mp3”' }));
    // Node has no MP3/AAC decoder: the files stay unreadable here, so the merge still waits.
    expect(await screen.findByText('This browser cannot decode the audio in [drama.m4a]')).toBeTruthy();
    expect(run.disabled).toBe(true);
  });
});
