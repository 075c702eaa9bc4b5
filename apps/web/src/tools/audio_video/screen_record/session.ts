// One recording: asks for the screen (and the microphone), mixes the sound, runs MediaRecorder.
import { ToolError } from '../../../framework/tool-error.tsx';
import {
  Stopwatch,
  canRecordScreen,
  displayError,
  micNote,
  mixAudio,
  pickRecorderType,
  recordingName,
  type RecordFormat,
} from './recorder.ts';

export type Surface = 'monitor' | 'window' | 'browser';

export interface SessionOptions {
  surface: Surface;
  systemAudio: boolean;
  microphone: boolean;
  format: RecordFormat;
}

export type SessionNote = 'micDenied' | 'micMissing' | 'micFailed' | 'noSystemAudio' | 'mp4Fallback';

export interface Session {
  readonly stopwatch: Stopwatch;
  /** The container MediaRecorder writes. */
  readonly format: RecordFormat;
  readonly notes: readonly SessionNote[];
  pause(): void;
  resume(): void;
  /** Stops and answers the recorded file (MediaRecorder's own, without an index). */
  stop(): Promise<File>;
  /** Drops everything without a file (the page went away). */
  abandon(): void;
}

/**
 * Starts a recording. Throws a ToolError (`record_unsupported`, `record_denied`, ...) when the
 * screen cannot be had; a microphone that cannot be had only adds a note. `onSourceEnded` runs when
 * the user ends the sharing from the browser's own bar.
 */
export async function startSession(options: SessionOptions, onSourceEnded: () => void): Promise<Session> {
  if (!canRecordScreen(globalThis as Parameters<typeof canRecordScreen>[0])) {
    throw new ToolError('record_unsupported');
  }
  const picked = pickRecorderType(options.format, (t) => MediaRecorder.isTypeSupported(t));
  if (!picked) throw new ToolError('record_unsupported');
  const notes: SessionNote[] = [];
  if (options.format === 'mp4' && picked.format !== 'mp4') notes.push('mp4Fallback');

  let display: MediaStream;
  try {
    display = await navigator.mediaDevices.getDisplayMedia({
      video: { displaySurface: options.surface, frameRate: { ideal: 30 } },
      audio: options.systemAudio,
    });
  } catch (e) {
    throw displayError(e);
  }
  const owned: MediaStreamTrack[] = [...display.getTracks()];
  const sounds = display.getAudioTracks();
  if (options.systemAudio && sounds.length === 0) notes.push('noSystemAudio');
  if (options.microphone) {
    try {
      const mic = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true } });
      owned.push(...mic.getTracks());
      sounds.push(...mic.getAudioTracks());
    } catch (e) {
      notes.push(micNote(e));
    }
  }
  const stopTracks = () => owned.forEach((t) => t.stop());
  const video = display.getVideoTracks()[0];
  if (!video) {
    stopTracks();
    throw new ToolError('record_no_source');
  }
  const mixed = mixAudio(
    sounds,
    () => new AudioContext(),
    (tracks) => new MediaStream(tracks),
  );
  const stream = new MediaStream(mixed.track ? [video, mixed.track] : [video]);
  const recorder = new MediaRecorder(stream, { mimeType: picked.type, videoBitsPerSecond: 4_000_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stopwatch = new Stopwatch();
  const began = new Date();
  const release = () => {
    stopTracks();
    mixed.close();
  };
  video.addEventListener('ended', onSourceEnded, { once: true });
  recorder.start(1000);
  stopwatch.start();

  return {
    stopwatch,
    format: picked.format,
    notes,
    pause() {
      if (recorder.state !== 'recording') return;
      recorder.pause();
      stopwatch.pause();
    },
    resume() {
      if (recorder.state !== 'paused') return;
      recorder.resume();
      stopwatch.resume();
    },
    stop() {
      stopwatch.pause();
      return new Promise<File>((resolve, reject) => {
        const finish = () => {
          release();
          const type = picked.type.split(';')[0]!;
          if (chunks.length === 0) return reject(new ToolError('record_empty'));
          resolve(new File(chunks, recordingName(began, picked.format), { type }));
        };
        if (recorder.state === 'inactive') return finish();
        recorder.addEventListener('stop', finish, { once: true });
        recorder.stop();
      });
    },
    abandon() {
      video.removeEventListener('ended', onSourceEnded);
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}
