import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import VideoCompressTool from './ui.tsx';

// The worker is faked (no WebCodecs in happy-dom); the real compression is tested in the browser
// (apps/web/e2e/video-compress.spec.ts, code video2).
const seen = vi.hoisted(() => ({ reqs: [] as unknown[] }));
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/video/test-helpers.tsx')).fakeVideoBridge(seen, () => ({
    kind: 'compress',
    bytes: new ArrayBuffer(4),
    width: 480,
    height: 270,
    bitrate: 180_000,
  })),
);

describe('video2 UI', () => {
  it('compresses at the chosen level and reports size, bitrate and saving', async () => {
    renderTool('video2', <VideoCompressTool />);
    const file = new File([new Uint8Array(16)], 'clip.mov', { type: 'video/quicktime' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    await screen.findByText(/854×480/);
    fireEvent.click(screen.getByLabelText('Strong (long side up to 854, smallest file)'));
    fireEvent.click(screen.getByRole('button', { name: 'Compress video' }));
    await screen.findByText(/480×270, video 180 kbit\/s, 75% smaller than the original/);
    expect(seen.reqs).toEqual([{ kind: 'compress', file, level: 'strong' }]);
    expect(screen.getByText('clip_compressed.mp4')).toBeTruthy();
  });
});
