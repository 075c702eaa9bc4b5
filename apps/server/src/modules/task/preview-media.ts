import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { runLimited, type Limits } from '../convert/run.ts';
import { drawWatermark } from './watermark.ts';

/** Seconds of a paid audio or video result a preview plays. */
export const MEDIA_PREVIEW_SECONDS = 30;
/** Every this many seconds the preview beeps, for this long: plain to hear, easy to listen past. */
const BEEP_EVERY_S = 5;
const BEEP_LENGTH_S = 0.4;
/** Widest frame a video preview keeps; wider videos are scaled down for it (the preview is a look, not the file). */
const MAX_PREVIEW_WIDTH = 1280;

/** Programs a media preview calls: Debian's ffmpeg and ffprobe. */
export interface MediaTools {
  ffmpegPath: string;
  ffprobePath: string;
  limits: Limits;
}

interface Probe {
  video: { width: number; height: number } | null;
  audio: boolean;
}

/**
 * Only plain media files are read. A playlist (HLS, concat, ...) inside a result would make ffmpeg
 * open whatever it names: URLs (ffmpeg's own default already refuses those from a local playlist)
 * or other files on this server, which would then play in the preview. So the input is read with
 * the file protocol only, and only by demuxers of single media files.
 */
const INPUT_GUARD = [
  ...['-protocol_whitelist', 'file'],
  ...['-format_whitelist', 'mov,mp4,matroska,webm,mp3,wav,ogg,flac,aac,avi,flv,mpegts,asf,w64,aiff,amr'],
];

async function probe(tools: MediaTools, input: string, workDir: string): Promise<Probe> {
  const out = await runLimited(
    tools.ffprobePath,
    [...INPUT_GUARD, '-v', 'error', '-show_entries', 'stream=codec_type,width,height', '-of', 'json', input],
    workDir,
    tools.limits,
  );
  const streams =
    (JSON.parse(out) as { streams?: { codec_type?: string; width?: number; height?: number }[] }).streams ??
    [];
  const video = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  return {
    video: video ? { width: video.width!, height: video.height! } : null,
    audio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/** Encoder settings by container: quick encodes, the preview is thrown away after a look. */
function encoderArgs(ext: string, hasVideo: boolean): string[] {
  const video: Record<string, string[]> = {
    mp4: ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p'],
    mov: ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p'],
    mkv: ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28'],
    webm: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M'],
  };
  return hasVideo ? (video[ext] ?? []) : [];
}

/**
 * The preview of a paid audio or video result: its first MEDIA_PREVIEW_SECONDS, with a beep mixed
 * in every few seconds and, for video, the tiled watermark laid over every frame. Written in the
 * result's own container. Throws when the file has no stream to preview.
 */
export async function previewMedia(
  input: string,
  output: string,
  ext: string,
  workDir: string,
  tools: MediaTools,
): Promise<'audio' | 'video'> {
  const probed = await probe(tools, input, workDir);
  // An audio file's picture (an MP3's cover art shows as a video stream) is left as it is: audio
  // containers cannot take a video track.
  const streams = {
    ...probed,
    video: /^(mp3|m4a|aac|wav|flac|ogg|oga|opus)$/.test(ext) ? null : probed.video,
  };
  if (!streams.video && !streams.audio) throw new Error('no audio or video stream');
  const args = ['-y', '-nostdin', ...INPUT_GUARD, '-i', input];
  const filters: string[] = [];
  const maps: string[] = [];
  let next = 1;
  if (streams.video) {
    const width = Math.min(streams.video.width, MAX_PREVIEW_WIDTH);
    // Even sizes: most encoders of 4:2:0 video need them.
    const height = Math.max(2, Math.round((streams.video.height * width) / streams.video.width / 2) * 2);
    const mark = new PNG({ width, height });
    mark.data.fill(0);
    drawWatermark(mark.data, width, height);
    const markPath = join(workDir, 'preview-mark.png');
    await writeFile(markPath, PNG.sync.write(mark));
    args.push('-i', markPath);
    filters.push(`[0:v:0]scale=${width}:${height}[scaled]`, `[scaled][${next}:v]overlay=0:0:format=auto[v]`);
    maps.push('-map', '[v]');
    next += 1;
  }
  if (streams.audio) {
    args.push('-f', 'lavfi', '-i', `sine=frequency=1000:sample_rate=48000:duration=${MEDIA_PREVIEW_SECONDS}`);
    filters.push(
      `[${next}:a]volume='if(lt(mod(t,${BEEP_EVERY_S}),${BEEP_LENGTH_S}),0.35,0)':eval=frame[beep]`,
      `[0:a:0][beep]amix=inputs=2:duration=first:normalize=0[a]`,
    );
    maps.push('-map', '[a]');
  }
  args.push(
    '-filter_complex',
    filters.join(';'),
    ...maps,
    '-t',
    String(MEDIA_PREVIEW_SECONDS),
    '-map_metadata',
    '-1',
    ...encoderArgs(ext, streams.video !== null),
    output,
  );
  await runLimited(tools.ffmpegPath, args, workDir, tools.limits);
  return streams.video ? 'video' : 'audio';
}
