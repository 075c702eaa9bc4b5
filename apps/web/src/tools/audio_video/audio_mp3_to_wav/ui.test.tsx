import { vi } from 'vitest';
import { converterSuite } from '../kit/audio/ui-suites.tsx';
import Mp3ToWavTool from './ui.tsx';

// The worker's own handler, in-process (happy-dom has no Worker).
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
  ),
);

converterSuite({
  code: 'audio_mp3_to_wav',
  tool: () => <Mp3ToWavTool />,
  out: 'wav',
  highestRate: '192000 Hz',
  sample: ['roll.mp3', 'audio/mpeg'],
});
