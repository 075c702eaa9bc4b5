import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import VideoWatermarkTool from './ui.tsx';

// The worker is faked (no WebCodecs in happy-dom); the real watermark is drawn and checked in the
// browser (apps/web/e2e/video-watermark.spec.ts, code video3_1).
const seen = vi.hoisted(() => ({ reqs: [] as unknown[] }));
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/video/test-helpers.tsx')).fakeVideoBridge(seen, () => ({
    kind: 'mark',
    bytes: new ArrayBuffer(4),
  })),
);

describe('video3_1 UI', () => {
  it('asks for text, then sends the text, corner, size and opacity', async () => {
    renderTool('video3_1', <VideoWatermarkTool />);
    const file = new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    await screen.findByText(/854×480/);
    fireEvent.click(screen.getByRole('button', { name: 'Add watermark' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Type the watermark text first.');
    fireEvent.change(screen.getByLabelText('Watermark text'), { target: { value: ' © Toolbox ' } });
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'top-left' } });
    fireEvent.change(screen.getByLabelText('Opacity'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add watermark' }));
    await screen.findByText('clip_watermarked.mp4');
    expect(seen.reqs).toEqual([
      { kind: 'mark', file, options: { text: '© Toolbox', corner: 'top-left', size: 0.05, opacity: 1 } },
    ]);
  });
});
