// The screen recorder's browser logic: which recording format, the timer that pauses, mixing the
// shared sound with the microphone, and what a failed permission means. Nothing leaves the browser.
import { ToolError } from '../../../framework/tool-error.tsx';

/** The containers a recording is saved in. */
export type RecordFormat = 'webm' | 'mp4';

/**
 * MediaRecorder types tried, best first, per wanted container. Chromium records MP4 (H.264 with
 * Opus) since version 126; when it cannot, the recording is WebM and the MP4 is made from it.
 */
export const RECORDER_TYPES: Record<RecordFormat, readonly string[]> = {
  mp4: ['video/mp4;codecs=avc1,opus', 'video/mp4;codecs=avc1', 'video/mp4'],
  webm: ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'],
};

/** The recorder type for `wanted` (falling back to WebM), or null when the browser records neither. */
export function pickRecorderType(
  wanted: RecordFormat,
  isTypeSupported: (type: string) => boolean,
): { type: string; format: RecordFormat } | null {
  const order: RecordFormat[] = wanted === 'mp4' ? ['mp4', 'webm'] : ['webm', 'mp4'];
  for (const format of order) {
    for (const type of RECORDER_TYPES[format]) if (isTypeSupported(type)) return { type, format };
  }
  return null;
}

/** Elapsed recording time that stands still while paused; `now` is injectable for tests. */
export class Stopwatch {
  private banked = 0;
  private since: number | null = null;
  constructor(private readonly now: () => number = () => performance.now()) {}

  start(): void {
    this.banked = 0;
    this.since = this.now();
  }
  pause(): void {
    if (this.since === null) return;
    this.banked += this.now() - this.since;
    this.since = null;
  }
  resume(): void {
    if (this.since === null) this.since = this.now();
  }
  get running(): boolean {
    return this.since !== null;
  }
  /** Milliseconds recorded so far. */
  elapsed(): number {
    return this.banked + (this.since === null ? 0 : this.now() - this.since);
  }
}

/** `MM:SS` (or `H:MM:SS` past an hour) of a running timer. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The file name of a recording started at `date` (local time): `screen-2026-11-26_14-05-09.webm`. */
export function recordingName(date: Date, ext: RecordFormat): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  const time = `${two(date.getHours())}-${two(date.getMinutes())}-${two(date.getSeconds())}`;
  return `screen-${day}_${time}.${ext}`;
}

/** Whether this browser can record the screen at all (secure page, getDisplayMedia, MediaRecorder). */
export function canRecordScreen(scope: {
  navigator?: { mediaDevices?: { getDisplayMedia?: unknown } };
  MediaRecorder?: unknown;
}): boolean {
  return typeof scope.navigator?.mediaDevices?.getDisplayMedia === 'function' && !!scope.MediaRecorder;
}

/**
 * The page's error for a failed getDisplayMedia: a refusal (by the user or by a policy) is
 * `record_denied`, no screen to share `record_no_source`, anything else `record_failed`.
 */
export function displayError(error: unknown): ToolError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return new ToolError('record_denied');
  if (name === 'NotFoundError' || name === 'AbortError') return new ToolError('record_no_source');
  if (name === 'NotSupportedError' || name === 'TypeError') return new ToolError('record_unsupported');
  return new ToolError('record_failed', { reason: (error as Error | null)?.message ?? String(error) });
}

/** The note for a microphone that could not be used: refused, absent or busy. */
export function micNote(error: unknown): 'micDenied' | 'micMissing' | 'micFailed' {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'micDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'micMissing';
  return 'micFailed';
}

/** A context WebAudio mixing needs (the real AudioContext, or a test's). */
export interface MixContext {
  createMediaStreamSource(stream: MediaStream): AudioNode;
  createMediaStreamDestination(): { stream: MediaStream } & AudioNode;
  createGain(): GainNode;
  close(): Promise<void>;
}

/**
 * One sound track from the shared sound and the microphone: none, the only one as it is, or both
 * mixed through WebAudio (each at full level). `close` ends the mixing.
 */
export function mixAudio(
  tracks: readonly MediaStreamTrack[],
  makeContext: () => MixContext,
  makeStream: (tracks: MediaStreamTrack[]) => MediaStream,
): { track: MediaStreamTrack | null; close: () => void } {
  if (tracks.length === 0) return { track: null, close: () => undefined };
  if (tracks.length === 1) return { track: tracks[0]!, close: () => undefined };
  const ctx = makeContext();
  const out = ctx.createMediaStreamDestination();
  for (const track of tracks) {
    const gain = ctx.createGain();
    gain.gain.value = 1;
    ctx
      .createMediaStreamSource(makeStream([track]))
      .connect(gain)
      .connect(out);
  }
  return { track: out.stream.getAudioTracks()[0] ?? null, close: () => void ctx.close() };
}
