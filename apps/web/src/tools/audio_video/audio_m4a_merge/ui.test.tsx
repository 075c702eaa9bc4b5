import { vi } from 'vitest';
import { mergeSuite } from '../kit/audio/ui-suites.tsx';
import M4aMergeTool from './ui.tsx';

// The worker's own handler, in-process (happy-dom has no Worker).
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
  ),
);

mergeSuite({
  code: 'audio_m4a_merge',
  tool: () => <M4aMergeTool />,
  label: 'Merge M4A',
  mime: 'audio/mp4',
  files: ['gong.m4a', 'drama.m4a'],
});
