import { join } from 'node:path';
import type { DelogoBox } from '@toolbox/contracts';
import type { TaskCaps } from '../../tasks/limits.ts';
import { ConvertError, runLimited, type Limits } from '../convert/run.ts';
import type { Converted, Progress } from '../convert/word.ts';

/** Programs watermark removal calls: Debian's ffmpeg (its delogo filter) and ffprobe. */
export const delogoPrograms = { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' };

/** Plain media files only: a playlist inside an upload must not make ffmpeg open other files. */
const inputGuard = [
  ...['-protocol_whitelist', 'file'],
  ...['-format_whitelist', 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm'],
];

export interface VideoFacts {
  /** The frame as a player shows it (rotation applied): what the user drew the boxes on. */
  width: number;
  height: number;
  duration: number;
  frames: number;
  audio: boolean;
}

/** What ffprobe reads of the video; badMedia (not retried) when it cannot read one. */
export async function probeVideo(
  ffprobe: string,
  input: string,
  workDir: string,
  limits: Limits,
): Promise<VideoFacts> {
  let out: string;
  try {
    out = await runLimited(
      ffprobe,
      [
        ...inputGuard,
        ...['-v', 'error', '-of', 'json'],
        ...[
          '-show_entries',
          'format=duration:stream=codec_type,width,height,avg_frame_rate:stream_side_data=rotation',
        ],
        input,
      ],
      workDir,
      limits,
    );
  } catch (err) {
    if (err instanceof ConvertError && err.key !== 'convertFailed') throw err;
    throw new ConvertError('badMedia', (err as Error).message, false);
  }
  type Stream = {
    codec_type?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    side_data_list?: { rotation?: number }[];
  };
  const parsed = JSON.parse(out) as { streams?: Stream[]; format?: { duration?: string } };
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  const duration = Number(parsed.format?.duration ?? NaN);
  if (!video || !(duration > 0)) throw new ConvertError('badMedia', 'no video stream or no duration', false);
  const rotation = Math.abs(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0);
  const turned = rotation % 180 === 90;
  const [num, den] = (video.avg_frame_rate ?? '30/1').split('/').map(Number);
  const fps = num && den ? num / den : 30;
  return {
    width: turned ? video.height! : video.width!,
    height: turned ? video.width! : video.height!,
    duration,
    frames: Math.ceil(duration * fps),
    audio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/**
 * The delogo filter of the boxes, checked against the frame: every box must lie inside it
 * (videoBoxOutside otherwise). delogo needs a pixel of picture around the box to blend from, so
 * a box touching an edge is drawn one pixel in.
 */
export function delogoFilter(boxes: readonly DelogoBox[], width: number, height: number): string {
  if (boxes.length === 0) throw new ConvertError('videoNoBox', 'no box', false);
  return boxes
    .map((b) => {
      if (b.x + b.w > width || b.y + b.h > height) {
        throw new ConvertError(
          'videoBoxOutside',
          `box ${JSON.stringify(b)} outside ${width}×${height}`,
          false,
        );
      }
      const x = Math.max(1, b.x);
      const y = Math.max(1, b.y);
      const w = Math.max(1, Math.min(b.x + b.w, width - 1) - x);
      const h = Math.max(1, Math.min(b.y + b.h, height - 1) - y);
      return `delogo=x=${x}:y=${y}:w=${w}:h=${h}`;
    })
    .join(',');
}

const mimeOf: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};

/** Encoders by container: H.264 where it belongs, VP9 for WebM; the sound is copied as it is. */
function encoderArgs(ext: string): string[] {
  if (ext === 'webm')
    return ['-c:v', 'libvpx-vp9', '-deadline', 'good', '-cpu-used', '4', '-crf', '32', '-b:v', '0'];
  const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p'];
  return ext === 'mkv' ? h264 : [...h264, '-movflags', '+faststart'];
}

/**
 * Erases the boxes from every frame with ffmpeg's delogo (it fills each box from the pixels around
 * it), keeping the sound (copied), the length and the container. The frames are checked against
 * the tier's cap before the encode.
 */
export async function removeLogo(
  input: { path: string; name: string; ext: string },
  boxes: readonly DelogoBox[],
  workDir: string,
  limits: Limits,
  caps: TaskCaps,
  progress: Progress,
  programs = delogoPrograms,
): Promise<Converted> {
  const facts = await probeVideo(programs.ffprobePath, input.path, workDir, limits);
  const filter = delogoFilter(boxes, facts.width, facts.height);
  const megapixels = (facts.width * facts.height * facts.frames) / 1e6;
  if (megapixels > caps.megapixels) {
    throw new ConvertError('videoTooLarge', `${Math.round(megapixels)} megapixels of frames`, false);
  }
  await progress('erasing', 0, 1);
  const ext = mimeOf[input.ext] ? input.ext : 'mp4';
  const output = join(workDir, `delogo-result.${ext}`);
  try {
    await runLimited(
      programs.ffmpegPath,
      [
        ...['-y', '-nostdin', '-v', 'error', '-xerror'],
        ...inputGuard,
        ...['-i', input.path],
        ...['-map', '0:v:0', '-map', '0:a?', '-vf', filter],
        ...encoderArgs(ext),
        ...['-c:a', 'copy', '-map_metadata', '0'],
        output,
      ],
      workDir,
      limits,
    );
  } catch (err) {
    if (err instanceof ConvertError && err.key !== 'convertFailed') throw err;
    throw new ConvertError('badMedia', (err as Error).message, false);
  }
  // A damaged file can end early without ffmpeg failing: the result must hold most of the video.
  const written = await probeVideo(programs.ffprobePath, output, workDir, limits).catch(() => null);
  if (!written || written.duration < facts.duration * 0.9) {
    throw new ConvertError(
      'badMedia',
      `the video ends early (${written?.duration ?? 0} of ${facts.duration} s)`,
      false,
    );
  }
  await progress('erasing', 1, 1);
  const base = input.name.replace(/\.[^.]*$/, '') || 'video';
  return { path: output, name: `${base}.${ext}`, ext, mimeType: mimeOf[ext]! };
}
