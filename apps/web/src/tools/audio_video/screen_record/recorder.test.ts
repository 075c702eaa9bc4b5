import { describe, expect, it, vi } from 'vitest';
import {
  Stopwatch,
  canRecordScreen,
  clock,
  displayError,
  micNote,
  mixAudio,
  pickRecorderType,
  recordingName,
  type MixContext,
} from './recorder.ts';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('pickRecorderType', () => {
  it('takes MediaRecorder MP4 when the browser records it, else WebM', () => {
    const chromium = (t: string) => t !== 'video/mp4;codecs=avc1,mp4a.40.2';
    expect(pickRecorderType('mp4', chromium)).toEqual({ type: 'video/mp4;codecs=avc1,opus', format: 'mp4' });
    expect(pickRecorderType('webm', chromium)).toEqual({
      type: 'video/webm;codecs=vp9,opus',
      format: 'webm',
    });
    const oldChromium = (t: string) => t.startsWith('video/webm');
    expect(pickRecorderType('mp4', oldChromium)).toEqual({
      type: 'video/webm;codecs=vp9,opus',
      format: 'webm',
    });
    const safari = (t: string) => t === 'video/mp4';
    expect(pickRecorderType('webm', safari)).toEqual({ type: 'video/mp4', format: 'mp4' });
    expect(pickRecorderType('webm', () => false)).toBeNull();
  });
});

describe('Stopwatch', () => {
  it('counts recorded time only, standing still while paused', () => {
    let now = 1000;
    const watch = new Stopwatch(() => now);
    watch.start();
    now += 2500;
    expect(watch.elapsed()).toBe(2500);
    watch.pause();
    now += 10_000;
    expect(watch.elapsed()).toBe(2500);
    expect(watch.running).toBe(false);
    watch.pause();
    watch.resume();
    watch.resume();
    now += 1500;
    expect(watch.elapsed()).toBe(4000);
    watch.start();
    expect(watch.elapsed()).toBe(0);
  });
});

describe('clock and names', () => {
  it('shows MM:SS, and hours past an hour', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(59_999)).toBe('00:59');
    expect(clock(61_000)).toBe('01:01');
    expect(clock(3_600_000 + 65_000)).toBe('1:01:05');
    expect(clock(-5)).toBe('00:00');
  });
  it('names a recording by its local start time', () => {
    expect(recordingName(new Date(2026, 10, 6, 9, 5, 3), 'mp4')).toBe('screen-2026-11-06_09-05-03.mp4');
  });
});

describe('support and permission errors', () => {
  it('needs getDisplayMedia and MediaRecorder', () => {
    const getDisplayMedia = () => undefined;
    expect(
      canRecordScreen({ navigator: { mediaDevices: { getDisplayMedia } }, MediaRecorder: class {} }),
    ).toBe(true);
    expect(canRecordScreen({ navigator: { mediaDevices: { getDisplayMedia } } })).toBe(false);
    expect(canRecordScreen({ navigator: {}, MediaRecorder: class {} })).toBe(false);
    expect(canRecordScreen({})).toBe(false);
  });
  it('tells a refusal from a missing source and from other failures', () => {
    expect(displayError(named('NotAllowedError')).code).toBe('record_denied');
    expect(displayError(named('SecurityError')).code).toBe('record_denied');
    expect(displayError(named('NotFoundError')).code).toBe('record_no_source');
    expect(displayError(named('NotSupportedError')).code).toBe('record_unsupported');
    const other = displayError(named('NotReadableError'));
    expect(other.code).toBe('record_failed');
    expect(other.params).toEqual({ reason: 'NotReadableError' });
    expect(micNote(named('NotAllowedError'))).toBe('micDenied');
    expect(micNote(named('NotFoundError'))).toBe('micMissing');
    expect(micNote(named('NotReadableError'))).toBe('micFailed');
  });
});

describe('mixAudio', () => {
  const track = (id: string) => ({ id, kind: 'audio' }) as unknown as MediaStreamTrack;
  it('passes no track or a single one through without WebAudio', () => {
    const makeContext = vi.fn();
    expect(mixAudio([], makeContext, () => ({}) as MediaStream).track).toBeNull();
    const one = track('mic');
    expect(mixAudio([one], makeContext, () => ({}) as MediaStream).track).toBe(one);
    expect(makeContext).not.toHaveBeenCalled();
  });
  it('mixes the shared sound and the microphone into one destination', () => {
    const mixedTrack = track('mixed');
    const connections: string[] = [];
    const node = (name: string) => ({
      connect(next: { name: string }) {
        connections.push(`${name}->${next.name}`);
        return next;
      },
      name,
    });
    const close = vi.fn(async () => undefined);
    let gains = 0;
    const ctx = {
      createMediaStreamSource: (s: { id: string }) => node(`source:${s.id}`),
      createMediaStreamDestination: () => ({
        ...node('out'),
        stream: { getAudioTracks: () => [mixedTrack] },
      }),
      createGain: () => ({ ...node(`gain${++gains}`), gain: { value: 0 } }),
      close,
    } as unknown as MixContext;
    const mixed = mixAudio(
      [track('system'), track('mic')],
      () => ctx,
      (tracks) => ({ id: tracks[0]!.id }) as unknown as MediaStream,
    );
    expect(mixed.track).toBe(mixedTrack);
    expect(connections).toEqual(['source:system->gain1', 'gain1->out', 'source:mic->gain2', 'gain2->out']);
    mixed.close();
    expect(close).toHaveBeenCalledOnce();
  });
});
