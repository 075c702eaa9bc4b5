import type { AudioJob, AudioProbe } from '@toolbox/toolkit/audio/transcode';
import type { OutputBytes } from '../output/output-file.ts';

/** What the audio worker is asked: read a file (its shape and waveform) or run a job. */
export type AudioRequest = { op: 'probe'; name: string; file: Blob } | { op: 'run'; job: AudioJob };

export type AudioResponse =
  | { op: 'probe'; probe: AudioProbe }
  | {
      op: 'run';
      /** The file: in OPFS (a disk-backed File) where there is one, else its bytes. */
      bytes: OutputBytes;
      mimeType: string;
      sampleRate: number;
      channels: number;
      duration: number;
    };
