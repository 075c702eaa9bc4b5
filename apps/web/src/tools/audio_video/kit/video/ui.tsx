import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FileInput } from '../../../../framework/file-input.tsx';
import type { ResultPreview } from '../../../../framework/results-panel.tsx';
import type { RunProgress } from '../../../../framework/tool-template.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { formatTimecode } from '@toolbox/toolkit/video';
import type { VideoInfo } from './engine.ts';
import type { ProbeRequest, ProbeResponse } from './protocol.ts';
import { useOutputFiles } from '../output/output-keep.ts';
import { VIDEO_ACCEPT } from './strings.ts';
import './video-kit.css';
import { useObjectUrl } from '../../../../framework/use-object-url.ts';

/** `HH:MM:SS.mmm` without the hours when there are none (`MM:SS.mmm`). */
export function shortTime(seconds: number): string {
  const t = formatTimecode(seconds);
  return t.startsWith('00:') ? t.slice(3) : t;
}

/** One preview frame as an image (its URL lives as long as the image). */
function Frame(props: { blob: Blob; n: number; onClick: () => void }) {
  const { t } = useToolTranslation();
  const url = useObjectUrl(props.blob);
  return (
    <button type="button" className="video-kit-frame" onClick={props.onClick}>
      {url ? <img src={url} alt={t('frameAt', { n: props.n })} /> : null}
    </button>
  );
}

/**
 * The picked video: a player, its facts and a strip of frames across it (a click on a frame seeks the
 * player there). `playerRef` lets the page read the player's current time.
 */
export function VideoPreview(props: {
  file: File;
  info: VideoInfo;
  playerRef?: React.RefObject<HTMLVideoElement | null>;
  extra?: ReactNode;
}) {
  const { t } = useToolTranslation();
  const url = useObjectUrl(props.file);
  const own = useRef<HTMLVideoElement>(null);
  const player = props.playerRef ?? own;
  const { info } = props;
  const seek = (i: number) => {
    if (player.current) player.current.currentTime = ((i + 0.5) * info.duration) / info.frames.length;
  };
  return (
    <div className="card video-kit-preview">
      <p className="video-kit-name">
        <strong>{info.name}</strong>
      </p>
      <p className="muted video-kit-facts">
        {t('facts', {
          duration: shortTime(info.duration),
          width: info.width,
          height: info.height,
          fps: info.fps,
        })}
        {' · '}
        {info.audioCodec
          ? t('factsAudio', { codec: info.audioCodec, channels: info.channels, rate: info.sampleRate })
          : t('factsNoAudio')}
      </p>
      {url ? <video ref={player} className="video-kit-player" src={url} controls preload="metadata" /> : null}
      {info.frames.length > 0 ? (
        <div className="video-kit-frames" role="group" aria-label={t('frames')}>
          {info.frames.map((blob, i) => (
            <Frame key={i} blob={blob} n={i + 1} onClick={() => seek(i)} />
          ))}
        </div>
      ) : null}
      {props.extra}
    </div>
  );
}

/**
 * The run row's status while a video is processed: the share done and the time left, estimated from
 * the pace so far (shown once there is some progress to judge by).
 */
export function useTimeLeft(busy: boolean, progress: RunProgress | null, working: string): string {
  const { t } = useToolTranslation();
  const started = useRef<number | null>(null);
  const [, tick] = useState(0);
  useEffect(() => {
    started.current = busy ? performance.now() : null;
    if (!busy) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [busy]);
  if (!busy || !progress || progress.total <= 0 || started.current === null) return working;
  const share = progress.done / progress.total;
  const elapsed = (performance.now() - started.current) / 1000;
  if (share < 0.01 || elapsed < 0.5) return working;
  const left = Math.max(0, (elapsed * (1 - share)) / share);
  const mmss = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(Math.round(left % 60)).padStart(2, '0')}`;
  return t('timeLeft', { percent: Math.floor(share * 100), left: mmss });
}

/** Result previews that play: a video player for videos, an audio player for sound, else the icon. */
export const playablePreview: ResultPreview = (file, icon) => <Playable file={file.blob} icon={icon} />;

function Playable(props: { file: Blob; icon: ReactNode }) {
  const url = useObjectUrl(props.file);
  if (!url) return props.icon;
  if (props.file.type.startsWith('video/'))
    return <video className="video-kit-result" src={url} controls preload="metadata" />;
  if (props.file.type.startsWith('audio/'))
    return <audio className="video-kit-result" src={url} controls preload="metadata" />;
  return props.icon;
}

/** A tool's worker bridge, which answers the probe every video tool's worker answers (protocol.ts). */
interface ProbingBridge {
  run(req: ProbeRequest, opts: { signal: AbortSignal }): Promise<{ kind: string }>;
}

/**
 * The picked video and what the tool's worker read of it: `pick` probes a file through the tool's run
 * (so a damaged file shows its message under the run row), and `status` is the run row's text:
 * `reading` meanwhile, then the time left of the tool's own work.
 */
export function useVideoPick(
  bridge: ProbingBridge,
  run: {
    busy: boolean;
    progress: RunProgress | null;
    result?: { blob: Blob } | null;
    stale: () => void;
    start: (job: (ctx: { signal: AbortSignal }) => Promise<undefined>) => Promise<unknown>;
  },
  onInfo?: (info: VideoInfo) => void,
) {
  const { t } = useToolTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<VideoInfo | null>(null);
  const [probing, setProbing] = useState(false);
  const status = useTimeLeft(run.busy, run.progress, probing ? t('reading') : t('working'));
  useOutputFiles(run.result?.blob, run.busy);
  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setInfo(null);
    run.stale();
    setProbing(true);
    void run.start(async ({ signal }) => {
      try {
        const res = await bridge.run({ kind: 'probe', file: chosen }, { signal });
        if (res.kind !== 'probe') throw new Error('unexpected answer');
        const read = (res as ProbeResponse).info;
        setInfo(read);
        onInfo?.(read);
      } finally {
        setProbing(false);
      }
      return undefined;
    });
  };
  return { file, info, probing, pick, status };
}

/** `changed(setter)`: a setter that also forgets the run's result, for options that change the output. */
export function staleOnChange(run: { stale: () => void }) {
  return <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      run.stale();
    };
}

/** A one-video tool's input: choose (or replace) the video, then its preview once it has been read. */
export function VideoInput(props: {
  picked: ReturnType<typeof useVideoPick>;
  playerRef?: React.RefObject<HTMLVideoElement | null>;
}) {
  const { t } = useToolTranslation();
  const { picked } = props;
  return (
    <>
      <FileInput
        accept={VIDEO_ACCEPT}
        onFiles={(files) => picked.pick(files[0])}
        label={picked.file ? t('replace') : t('choose')}
        hint={t('hint')}
      />
      {picked.file && picked.info ? (
        <VideoPreview file={picked.file} info={picked.info} playerRef={props.playerRef} />
      ) : null}
    </>
  );
}
