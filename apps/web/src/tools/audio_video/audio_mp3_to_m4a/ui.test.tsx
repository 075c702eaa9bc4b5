import { vi } from 'vitest';
import { converterSuite } from '../kit/audio/ui-suites.tsx';
import Mp3ToM4aTool from './ui.tsx';

// The worker's own handler, in-process (happy-dom has no Worker).
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
  ),
);

converterSuite({
  code: 'audio_mp3_to_m4a',
  tool: () => <Mp3ToM4aTool />,
  out: 'm4a',
  highestRate: '96000 Hz',
  sample: ['roll.mp3', 'audio/mpeg'],
});
