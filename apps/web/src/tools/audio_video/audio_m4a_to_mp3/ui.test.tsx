import { vi } from 'vitest';
import { converterSuite } from '../kit/audio/ui-suites.tsx';
import M4aToMp3Tool from './ui.tsx';

// The worker's own handler, in-process (happy-dom has no Worker).
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
  ),
);

converterSuite({
  code: 'audio_m4a_to_mp3',
  tool: () => <M4aToMp3Tool />,
  out: 'mp3',
  highestRate: '48000 Hz',
  sample: ['gong.m4a', 'audio/mp4'],
});
