import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import VideoToMp3Tool from './ui.tsx';

// The worker is faked (no WebCodecs in happy-dom); the real extraction is tested in the browser
// (apps/web/e2e/video-mp4-to-mp3.spec.ts, code video_mp4_to_mp3).
const seen = vi.hoisted(() => ({ reqs: [] as unknown[] }));
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/video/test-helpers.tsx')).fakeVideoBridge(seen, () => ({
    kind: 'mp3',
    bytes: new ArrayBuffer(8),
    channels: 2,
    sampleRate: 48000,
  })),
);

describe('video_mp4_to_mp3 UI', () => {
  it('asks for the chosen bitrate and offers name.mp3 with its format', async () => {
    renderTool('video_mp4_to_mp3', <VideoToMp3Tool />);
    const file = new File([new Uint8Array(16)], 'holiday.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    await screen.findByText(/aac, channels: 2/);
    fireEvent.change(screen.getByLabelText('MP3 bitrate'), { target: { value: '320' } });
    fireEvent.click(screen.getByRole('button', { name: 'Extract MP3' }));
    await screen.findByText(/320 kbit\/s, channels: 2, 48000 Hz/);
    expect(seen.reqs).toEqual([{ kind: 'mp3', file, kbps: 320 }]);
    expect(screen.getByText('holiday.mp3')).toBeTruthy();
  });
});
