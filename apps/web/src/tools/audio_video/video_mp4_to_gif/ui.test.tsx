import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import VideoToGifTool from './ui.tsx';

// The worker is faked (no WebCodecs in happy-dom); the real GIF is made and checked in the browser
// (apps/web/e2e/video-mp4-to-gif.spec.ts, code video_mp4_to_gif).
const seen = vi.hoisted(() => ({ reqs: [] as unknown[] }));
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/video/test-helpers.tsx')).fakeVideoBridge(
    seen,
    () => ({ kind: 'gif', bytes: new ArrayBuffer(8), width: 240, height: 136, frames: 24 }),
    { ...(await import('../kit/video/test-helpers.tsx')).FAKE_INFO, duration: 40 },
  ),
);

async function pick() {
  renderTool('video_mp4_to_gif', <VideoToGifTool />);
  const file = new File([new Uint8Array(16)], 'clip.mp4', { type: 'video/mp4' });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
  await screen.findByText(/854×480/);
  return file;
}

describe('video_mp4_to_gif UI', () => {
  it('offers 8-15 fps, sizes and palettes, and sends the chosen ones', async () => {
    seen.reqs.length = 0;
    const file = await pick();
    const rates = Array.from(
      (screen.getByLabelText('Frame rate') as HTMLSelectElement).options,
      (o) => o.value,
    );
    expect(rates).toEqual(['8', '10', '12', '15']);
    expect((screen.getByLabelText('End') as HTMLInputElement).value).toBe('00:00:05.000');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '00:00:01' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '00:00:03.000' } });
    fireEvent.change(screen.getByLabelText('Frame rate'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Width'), { target: { value: '240' } });
    fireEvent.change(screen.getByLabelText('Colours'), { target: { value: '64' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make GIF' }));
    await screen.findByText(/24 frames, 240×136, 12 fps, 64 colours/);
    expect(seen.reqs).toEqual([
      { kind: 'gif', file, options: { start: 1, end: 3, fps: 12, width: 240, colours: 64 } },
    ]);
  });

  it('refuses a stretch longer than 30 seconds', async () => {
    seen.reqs.length = 0;
    await pick();
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '00:00:31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make GIF' }));
    expect((await screen.findByRole('alert')).textContent).toContain('at most 00:00:30.000 long');
    expect(seen.reqs).toEqual([]);
  });
});
