import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import VideoMergeTool from './ui.tsx';

// The worker is faked (no WebCodecs in happy-dom); the real joining is tested in the browser
// (apps/web/e2e/video-mp4-merge.spec.ts, code video_mp4_merge).
const seen = vi.hoisted(() => ({ reqs: [] as unknown[] }));
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async (req: unknown) => {
      seen.reqs.push(req);
      return { bytes: new ArrayBuffer(8), copied: false, width: 854, height: 480, duration: 11.005 };
    },
    terminate: () => {},
  }),
}));

const video = (name: string) => new File([new Uint8Array(16)], name, { type: 'video/mp4' });

describe('video_mp4_merge UI', () => {
  it('needs two videos, sends them in the list order and reports how they were joined', async () => {
    renderTool('video_mp4_merge', <VideoMergeTool />);
    const run = screen.getByRole('button', { name: 'Merge videos' }) as HTMLButtonElement;
    const [a, b] = [video('a.mp4'), video('b.mp4')];
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [a] } });
    await screen.findByText('Add at least two videos');
    expect(run.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [b] } });
    await screen.findByText('2 videos');
    fireEvent.click(run);
    await screen.findByText(/2 videos encoded at 854×480, length 00:11.005/);
    expect(seen.reqs).toEqual([{ files: [a, b] }]);
    expect(screen.getByText('a_merged.mp4')).toBeTruthy();
  });
});
