import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import VideoCutTool from './ui.tsx';

// The worker is faked (no WebCodecs in happy-dom): it answers the probe and records the cut asked for.
// The real cutting is tested in the browser (apps/web/e2e/video-cut.spec.ts, code video_cut).
const seen = vi.hoisted(() => ({ reqs: [] as unknown[] }));
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/video/test-helpers.tsx')).fakeVideoBridge(seen, (req) => ({
    kind: 'cut',
    bytes: new ArrayBuffer(8),
    extension: 'mp4',
    mime: 'video/mp4',
    start:
      (req as unknown as { mode: string; start: number }).mode === 'keyframe'
        ? 1.92
        : (req as unknown as { start: number }).start,
    duration: 3,
  })),
);

const file = new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' });

async function pick() {
  renderTool('video_cut', <VideoCutTool />);
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
  await screen.findByText(/854×480/);
}

describe('video_cut UI', () => {
  it('fills the whole length, then cuts the typed range in the chosen way', async () => {
    seen.reqs.length = 0;
    await pick();
    expect((screen.getByLabelText('Start') as HTMLInputElement).value).toBe('00:00:00.000');
    expect((screen.getByLabelText('End') as HTMLInputElement).value).toBe('00:00:09.000');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '00:00:02.500' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '00:00:05' } });
    fireEvent.click(screen.getByLabelText('Snap to key frames (no re-encode, fast)'));
    fireEvent.click(screen.getByRole('button', { name: 'Cut video' }));
    await screen.findByText(/snapped to the key frame at 00:01.920/);
    expect(seen.reqs).toEqual([{ kind: 'cut', file, start: 2.5, end: 5, mode: 'keyframe' }]);
    expect(screen.getByText('clip_cut.mp4')).toBeTruthy();
  });

  it('refuses a range that is malformed, reversed or beyond the length', async () => {
    seen.reqs.length = 0;
    await pick();
    const cut = () => fireEvent.click(screen.getByRole('button', { name: 'Cut video' }));
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2s' } });
    cut();
    expect((await screen.findByRole('alert')).textContent).toContain('The start time is not in the form');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '00:00:06' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '00:00:05' } });
    cut();
    expect((await screen.findByRole('alert')).textContent).toContain('must be after the start');
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '00:00:09.500' } });
    cut();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'beyond the video’s length, 00:00:09.000',
    );
    expect(seen.reqs).toEqual([]);
  });
});
