import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import { CODECS } from './handler.ts';
import VideoConvertTool from './ui.tsx';

// The worker is faked (no WebCodecs in happy-dom); the real conversions are tested in the browser
// (apps/web/e2e/video-convert.spec.ts, code video1).
const seen = vi.hoisted(() => ({ reqs: [] as unknown[] }));
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/video/test-helpers.tsx')).fakeVideoBridge(seen, () => ({
    kind: 'convert',
    bytes: new ArrayBuffer(8),
    mime: 'video/webm',
  })),
);

describe('video1 UI', () => {
  it('converts to the chosen container and names the result after it', async () => {
    renderTool('video1', <VideoConvertTool />);
    const file = new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    await screen.findByText(/854×480/);
    fireEvent.click(screen.getByLabelText('WEBM'));
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await screen.findByText('clip.webm');
    expect(seen.reqs).toEqual([{ kind: 'convert', file, to: 'webm' }]);
  });

  it('gives every container codecs Chromium plays in it', () => {
    expect(CODECS.webm).toEqual({ video: 'vp9', audio: 'opus' });
    for (const c of ['mp4', 'mov', 'mkv'] as const) expect(CODECS[c]).toEqual({ video: 'avc', audio: 'aac' });
  });
});
