import type { VideoInfo } from './engine.ts';

/** What a worker would read of a 9 s 854×480 clip; the unit tests answer the probe with it. */
export const FAKE_INFO: VideoInfo = {
  name: 'clip.mp4',
  container: 'mp4',
  duration: 9,
  width: 854,
  height: 480,
  rotation: 0,
  fps: 25,
  videoCodec: 'avc',
  audioCodec: 'aac',
  channels: 2,
  sampleRate: 44100,
  frames: [new Blob(['x'], { type: 'image/jpeg' })],
};

/**
 * A stand-in for `framework/worker-bridge.ts` (happy-dom has no workers and no WebCodecs): the probe is
 * answered with `info`, every other request is kept in `seen` and answered by `answer`. `vi.mock`
 * replaces the module for every importer, so it stands behind `createVideoBridge` too.
 */
export function fakeVideoBridge(
  seen: { reqs: unknown[] },
  answer: (req: { kind: string }) => unknown,
  info: VideoInfo = FAKE_INFO,
) {
  return {
    createWorkerBridge: () => ({
      run: async (
        req: { kind: string; file?: File },
        opts: { onProgress?: (d: number, t: number) => void } = {},
      ) => {
        if (req.kind === 'probe')
          return { kind: 'probe', info: { ...info, name: req.file?.name ?? info.name } };
        seen.reqs.push(req);
        opts.onProgress?.(500, 1000);
        return answer(req);
      },
      terminate: () => {},
    }),
  };
}
