import type { AudioJob } from '@toolbox/toolkit/audio/transcode';

/** A job as the page sends it to the worker. */
export type AudioJobInput = AudioJob;
