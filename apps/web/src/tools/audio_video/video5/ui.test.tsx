import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import VideoSpeedTool from './ui.tsx';

// The worker is faked (no WebCodecs in happy-dom); the real speed change is tested in the browser
// (apps/web/e2e/video-speed.spec.ts, code video5).
const seen = vi.hoisted(() => ({ reqs: [] as unknown[] }));
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/video/test-helpers.tsx')).fakeVideoBridge(seen, () => ({
    kind: 'speed',
    bytes: new ArrayBuffer(4),
    duration: 4.5,
  })),
);

describe('video5 UI', () => {
  it('offers 0.25x to 4x and sends the chosen speed', async () => {
    renderTool('video5', <VideoSpeedTool />);
    const file = new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    await screen.findByText(/854×480/);
    const speeds = Array.from((screen.getByLabelText('Speed') as HTMLSelectElement).options, (o) => o.value);
    expect(speeds).toEqual(['0.25', '0.5', '0.75', '1.25', '1.5', '2', '3', '4']);
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change speed' }));
    await screen.findByText(/2× speed, length 00:04.500/);
    expect(seen.reqs).toEqual([{ kind: 'speed', file, speed: 2 }]);
    expect(screen.getByText('clip_2x.mp4')).toBeTruthy();
  });
});
