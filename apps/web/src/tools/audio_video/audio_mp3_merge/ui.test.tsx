import { vi } from 'vitest';
import { mergeSuite } from '../kit/audio/ui-suites.tsx';
import Mp3MergeTool from './ui.tsx';

// The worker's own handler, in-process (happy-dom has no Worker).
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('../kit/audio/handler.ts')).handleAudioRequest,
  ),
);

mergeSuite({
  code: 'audio_mp3_merge',
  tool: () => <Mp3MergeTool />,
  label: 'Merge MP3',
  mime: 'audio/mpeg',
  files: ['roll.mp3', 'kongas.mp3'],
});
