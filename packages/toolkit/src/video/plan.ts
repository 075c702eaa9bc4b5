/** Pure choices of the video tools: output sizes, GIF timing, MP3 limits, merge targets. */

/** A size rounded to even numbers (H.264 in 4:2:0 needs even width and height), at least 2. */
export function evenSize(width: number, height: number): { width: number; height: number } {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** Scales a display size so its width is at most `maxWidth` (never up), aspect kept, even. */
export function fitWidth(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth) return evenSize(width, height);
  return evenSize(maxWidth, (height * maxWidth) / width);
}

/** The box a picture of `w`×`h` takes when contained in `box` (centred, aspect kept): left, top, width, height. */
export function containRect(
  w: number,
  h: number,
  boxW: number,
  boxH: number,
): { left: number; top: number; width: number; height: number } {
  const scale = Math.min(boxW / w, boxH / h);
  const width = w * scale;
  const height = h * scale;
  return { left: (boxW - width) / 2, top: (boxH - height) / 2, width, height };
}

/** The GIF frame rates the page offers: the spec suggests 8 to 15. */
export const GIF_FPS_MIN = 8;
export const GIF_FPS_MAX = 15;
export const GIF_WIDTHS = [240, 320, 480, 640] as const;
export const GIF_COLOURS = [32, 64, 128, 256] as const;
/** A GIF longer than this is refused: it would be tens of megabytes. */
export const GIF_MAX_SECONDS = 30;

/**
 * The times of a GIF's frames over [start, end) at `fps` (clamped to 8–15) and each frame's delay in
 * hundredths of a second (GIF's unit), spread so the delays add up to the clip's length.
 */
export function gifFrameTimes(
  start: number,
  end: number,
  fps: number,
): { times: number[]; delays: number[] } {
  const rate = Math.min(GIF_FPS_MAX, Math.max(GIF_FPS_MIN, Math.round(fps)));
  const count = Math.max(1, Math.round((end - start) * rate));
  const times: number[] = [];
  const delays: number[] = [];
  let shown = 0; // hundredths already given out
  for (let i = 0; i < count; i++) {
    times.push(start + i / rate);
    const until = Math.round(((i + 1) * 100) / rate);
    delays.push(until - shown);
    shown = until;
  }
  return { times, delays };
}

/** MP3 (MPEG-1/2 Layer III) carries at most 2 channels at 48 kHz. */
export const MP3_MAX_CHANNELS = 2;
export const MP3_MAX_RATE = 48_000;
export const MP3_BITRATES = [128, 192, 256, 320] as const;

/** The channel count and sample rate an MP3 of a source gets: the source's, within MP3's limits. */
export function mp3Format(channels: number, sampleRate: number): { channels: number; sampleRate: number } {
  const rates = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];
  const rate = rates.includes(sampleRate) ? sampleRate : sampleRate > MP3_MAX_RATE ? MP3_MAX_RATE : 44100;
  return { channels: Math.min(MP3_MAX_CHANNELS, Math.max(1, channels)), sampleRate: rate };
}

/** The compression levels of video2: the largest width kept and the video bitrate per pixel per second. */
export const COMPRESS_LEVELS = {
  light: { maxWidth: 1920, bitsPerPixel: 0.08 },
  medium: { maxWidth: 1280, bitsPerPixel: 0.06 },
  strong: { maxWidth: 854, bitsPerPixel: 0.045 },
} as const;
export type CompressLevel = keyof typeof COMPRESS_LEVELS;

/**
 * The size and video bitrate of a compressed copy: at most the level's width (never enlarged), and a
 * bitrate from the picture's area and frame rate, never above what the source spent on its video.
 */
export function compressPlan(
  width: number,
  height: number,
  fps: number,
  sourceBitrate: number | null,
  level: CompressLevel,
): { width: number; height: number; bitrate: number } {
  const { maxWidth, bitsPerPixel } = COMPRESS_LEVELS[level];
  // The long side is limited, so a portrait video is not made taller than a landscape one.
  const landscape = width >= height;
  const size = landscape ? fitWidth(width, height, maxWidth) : swap(fitWidth(height, width, maxWidth));
  const rate = Math.min(60, Math.max(10, fps || 30));
  let bitrate = Math.round(size.width * size.height * rate * bitsPerPixel);
  if (sourceBitrate && sourceBitrate > 0) bitrate = Math.min(bitrate, Math.round(sourceBitrate * 0.7));
  return { ...size, bitrate: Math.max(100_000, bitrate) };
}

function swap(s: { width: number; height: number }) {
  return { width: s.height, height: s.width };
}

/** video5's speeds. */
export const SPEEDS = [0.25, 0.5, 0.75, 1.25, 1.5, 2, 3, 4] as const;
