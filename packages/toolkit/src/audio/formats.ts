/** The output formats of the audio tools and what each can hold. */
export type AudioFormat = 'mp3' | 'm4a' | 'wav';

export interface FormatLimits {
  /** Sample rates the format (and our encoder for it) accepts, ascending. */
  sampleRates: readonly number[];
  maxChannels: number;
}

const MPEG_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;

export const FORMAT_LIMITS: Record<AudioFormat, FormatLimits> = {
  // MPEG-1/2/2.5 layer III: 48 kHz and two channels at most.
  mp3: { sampleRates: MPEG_RATES, maxChannels: 2 },
  // AAC-LC in MP4: the sampling-frequency table up to 96 kHz; our encoder writes mono or stereo.
  m4a: { sampleRates: [...MPEG_RATES, 64000, 88200, 96000], maxChannels: 2 },
  // 16-bit PCM: any rate from 8 to 192 kHz, up to 8 channels.
  wav: {
    sampleRates: [...MPEG_RATES, 64000, 88200, 96000, 176400, 192000],
    maxChannels: 8,
  },
};

/** The largest WAV we write: its sizes are 32-bit fields. */
export const MAX_WAV_BYTES = 0xffffffff;

export type FormatError = 'rate_unsupported' | 'channels_unsupported';

/** Why `format` cannot hold this sample rate and channel count, or null when it can. */
export function checkFormat(format: AudioFormat, sampleRate: number, channels: number): FormatError | null {
  const limits = FORMAT_LIMITS[format];
  if (!limits.sampleRates.includes(sampleRate)) return 'rate_unsupported';
  if (!Number.isInteger(channels) || channels < 1 || channels > limits.maxChannels)
    return 'channels_unsupported';
  return null;
}

export interface AudioShape {
  sampleRate: number;
  channels: number;
}

/**
 * The nearest shape `format` holds: the same when it fits; otherwise the lowest allowed rate at or
 * above the source's (or the highest there is) and at most the format's channels.
 */
export function fitFormat(format: AudioFormat, source: AudioShape): AudioShape {
  const { sampleRates, maxChannels } = FORMAT_LIMITS[format];
  const sampleRate =
    sampleRates.find((r) => r >= source.sampleRate) ?? sampleRates[sampleRates.length - 1] ?? 44100;
  return { sampleRate, channels: Math.min(Math.max(1, source.channels), maxChannels) };
}

export interface MergePlan {
  target: AudioShape;
  /** Per input, in order: whether its samples are resampled and whether its channels are mixed. */
  steps: { resample: boolean; remix: boolean }[];
}

/**
 * How to join `inputs` into one `format` file: every input is brought to `chosen` or, without a
 * choice, to the first input's shape (fitted to the format). A chosen shape the format cannot
 * hold is refused.
 */
export function planMerge(
  format: AudioFormat,
  inputs: readonly AudioShape[],
  chosen?: AudioShape,
): { ok: true; plan: MergePlan } | { ok: false; error: FormatError | 'no_inputs' } {
  const first = inputs[0];
  if (!first) return { ok: false, error: 'no_inputs' };
  const target = chosen ?? fitFormat(format, first);
  const error = checkFormat(format, target.sampleRate, target.channels);
  if (error) return { ok: false, error };
  return {
    ok: true,
    plan: {
      target,
      steps: inputs.map((s) => ({
        resample: s.sampleRate !== target.sampleRate,
        remix: s.channels !== target.channels,
      })),
    },
  };
}
