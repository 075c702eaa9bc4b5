/**
 * Gapless MP3: the LAME tag in the Xing/Info frame says how many samples the encoder put before the
 * sound (its delay) and after it (padding). Decoders that read it (ffmpeg, Chromium's media stack,
 * iTunes) skip `delay + 529` samples (529 being the MP3 decoder's own delay) and stop `padding`
 * samples early. We read it to cut MP3 input exactly, and write it into our MP3 output.
 */

export interface Mp3Frame {
  /** Samples per channel in a frame: 1152 (MPEG-1) or 576 (MPEG-2 and 2.5) for layer III. */
  spf: number;
  sampleRate: number;
  channels: number;
  /** Bytes, header included. */
  length: number;
  /** Bytes from the frame's start to where a Xing/Info tag would begin. */
  xingOffset: number;
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES = [44100, 48000, 32000];

/** The layer III frame whose header starts at `at`, or null. */
export function mp3FrameAt(bytes: Uint8Array, at: number): Mp3Frame | null {
  if (at + 4 > bytes.length) return null;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  const b3 = bytes[at + 3] ?? 0;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layer = (b1 >> 1) & 3; // 1: layer III
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const sampleRate = (RATES[rateIndex] ?? 44100) / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  const bitrate = ((mpeg1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] ?? 0) * 1000;
  const padding = (b2 >> 1) & 1;
  const spf = mpeg1 ? 1152 : 576;
  const length = Math.floor(((spf / 8) * bitrate) / sampleRate) + padding;
  const channels = b3 >> 6 === 3 ? 1 : 2;
  const sideInfo = mpeg1 ? (channels === 1 ? 17 : 32) : channels === 1 ? 9 : 17;
  return { spf, sampleRate, channels, length, xingOffset: 4 + sideInfo };
}

/** Bytes of the ID3v2 tag (cover art and all) at the start, read from its 10-byte header; 0 without one. */
export function id3Size(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    (((bytes[6] ?? 0) & 0x7f) << 21) |
    (((bytes[7] ?? 0) & 0x7f) << 14) |
    (((bytes[8] ?? 0) & 0x7f) << 7) |
    ((bytes[9] ?? 0) & 0x7f);
  return 10 + size + ((bytes[5] ?? 0) & 0x10 ? 10 : 0);
}

/** Where the first frame begins: after an ID3v2 tag, at the first header followed by another. */
function firstFrame(bytes: Uint8Array): number {
  let at = id3Size(bytes);
  for (const end = Math.min(bytes.length - 4, at + 65536); at < end; at++) {
    const f = mp3FrameAt(bytes, at);
    if (f && (at + f.length >= bytes.length || mp3FrameAt(bytes, at + f.length))) return at;
  }
  return -1;
}

const ascii = (bytes: Uint8Array, at: number, n: number) =>
  String.fromCharCode(...bytes.subarray(at, at + n));

interface XingTag {
  frameAt: number;
  frame: Mp3Frame;
  flags: number;
  /** Offset of the LAME extension (right after the Xing fields). */
  lameAt: number;
}

function xingTag(bytes: Uint8Array): XingTag | null {
  const frameAt = firstFrame(bytes);
  if (frameAt < 0) return null;
  const frame = mp3FrameAt(bytes, frameAt);
  if (!frame) return null;
  const tagAt = frameAt + frame.xingOffset;
  const tag = ascii(bytes, tagAt, 4);
  if (tag !== 'Xing' && tag !== 'Info') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flags = view.getUint32(tagAt + 4);
  let lameAt = tagAt + 8;
  if (flags & 1) lameAt += 4;
  if (flags & 2) lameAt += 4;
  if (flags & 4) lameAt += 100;
  if (flags & 8) lameAt += 4;
  return { frameAt, frame, flags, lameAt };
}

export interface Mp3Gapless {
  sampleRate: number;
  spf: number;
  /** Audio frames after the tag frame. */
  frames: number;
  /** Encoder delay and padding, samples. */
  delay: number;
  padding: number;
}

/** The gapless information of an MP3 (from the start of the file), or null without a LAME tag. */
export function readMp3Gapless(bytes: Uint8Array): Mp3Gapless | null {
  const tag = xingTag(bytes);
  if (!tag || !(tag.flags & 1) || tag.lameAt + 24 > bytes.length) return null;
  const version = ascii(bytes, tag.lameAt, 4);
  if (version !== 'LAME' && version !== 'Lavf' && version !== 'Lavc') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const frames = view.getUint32(tag.frameAt + tag.frame.xingOffset + 8);
  const v =
    ((bytes[tag.lameAt + 21] ?? 0) << 16) |
    ((bytes[tag.lameAt + 22] ?? 0) << 8) |
    (bytes[tag.lameAt + 23] ?? 0);
  return { sampleRate: tag.frame.sampleRate, spf: tag.frame.spf, frames, delay: v >> 12, padding: v & 0xfff };
}

/** The decoder's own delay, samples: decoders skip it on top of the encoder's. */
export const MP3_DECODER_DELAY = 529;

/** LAME's encoder delay (ENCDELAY), samples. */
export const LAME_ENCODER_DELAY = 576;

/** CRC-16 as the LAME tag uses it (polynomial 0x8005, reflected, initial 0). */
export function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc & 0xffff;
}

/** Bytes of the LAME extension after the Xing fields (up to and with its CRC). */
const LAME_BYTES = 36;

/** Bytes the Xing fields take with every flag set: frames, bytes, table of contents, quality. */
const ALL_XING_FIELDS = 4 + 4 + 100 + 4;

/**
 * The header `header` at the lowest bit rate whose frame has `need` bytes, without CRC protection (a
 * tag frame holds no sound, so its bit rate is free); `header` itself when its frame is large enough.
 */
function headerHolding(header: Uint8Array, need: number): Uint8Array | null {
  const own = mp3FrameAt(header, 0);
  if (!own) return null;
  const out = header.slice(0, 4);
  if (own.length >= need) return out;
  out[1] = (out[1] ?? 0) | 1;
  for (let index = 1; index < 15; index++) {
    out[2] = (index << 4) | ((out[2] ?? 0) & 0x0c);
    const f = mp3FrameAt(out, 0);
    if (f && f.length >= need) return out;
  }
  return null;
}

/**
 * The length of the tag frame {@link gaplessTagFrame} writes for a Xing frame starting with `header`,
 * whatever its flags: written streamed, the sound after it is placed before the tag is known.
 */
export function tagFrameLength(header: Uint8Array): number | null {
  const frame = mp3FrameAt(header, 0);
  const grown = frame && headerHolding(header, frame.xingOffset + 8 + ALL_XING_FIELDS + LAME_BYTES);
  return (grown && mp3FrameAt(grown, 0)?.length) ?? null;
}

/**
 * A Xing/Info frame `xing` (the whole frame, as the muxer wrote it) rewritten with a LAME tag for the
 * `audioFrames` frames (`audioBytes` bytes) after it, which hold `samples` samples (per channel)
 * encoded with `delay` samples of encoder delay: the frame count, sizes, delay, padding and the tag's
 * CRC. At least `minLength` bytes long, and longer when the frame is too small for the tag. When the
 * padding does not fit the tag, the frame is written without one (players then keep the encoder's
 * delay); null when `xing` is no Xing/Info frame.
 */
export function gaplessTagFrame(
  xing: Uint8Array,
  audioFrames: number,
  audioBytes: number,
  samples: number,
  delay = LAME_ENCODER_DELAY,
  minLength = 0,
): Uint8Array | null {
  const tag = xingTag(xing);
  if (!tag || tag.frameAt !== 0) return null;
  const { frame, lameAt } = tag;
  const padding = audioFrames * frame.spf - delay - samples;
  const lame = !!(tag.flags & 1) && padding >= 0 && padding <= 0xfff && delay <= 0xfff;
  const header = headerHolding(xing, Math.max(minLength, lame ? lameAt + LAME_BYTES : 0));
  const length = header && mp3FrameAt(header, 0)?.length;
  if (!header || !length) return null;
  const bytes = new Uint8Array(length);
  bytes.set(xing.subarray(0, Math.min(length, frame.length)));
  bytes.set(header, 0);
  bytes.fill(0, lameAt, Math.min(length, frame.length));
  const total = length + audioBytes;
  const view = new DataView(bytes.buffer);
  const fieldsAt = frame.xingOffset + 8;
  if (tag.flags & 1) view.setUint32(fieldsAt, audioFrames);
  if (tag.flags & 2) view.setUint32(fieldsAt + (tag.flags & 1 ? 4 : 0), total);
  if (!lame) return bytes;
  const ext = new Uint8Array(LAME_BYTES);
  ext.set(
    Array.from('LAME3.100', (c) => c.charCodeAt(0)),
    0,
  );
  // Byte 9: tag revision 0, VBR method 1 (CBR); the gains, flags and presets stay 0.
  ext[9] = 0x01;
  ext[21] = delay >> 4;
  ext[22] = ((delay & 0xf) << 4) | (padding >> 8);
  ext[23] = padding & 0xff;
  new DataView(ext.buffer).setUint32(28, total);
  bytes.set(ext, lameAt);
  // The tag's CRC covers the frame up to the CRC (its first 190 bytes in the usual layout).
  view.setUint16(lameAt + 34, crc16(bytes.subarray(0, lameAt + 34)));
  return bytes;
}

/** The frame count and byte count a Xing/Info frame `xing` holds (both include the frame itself). */
export function xingCounts(xing: Uint8Array): { frames: number; bytes: number } | null {
  const tag = xingTag(xing);
  if (!tag || tag.frameAt !== 0 || (tag.flags & 3) !== 3) return null;
  const view = new DataView(xing.buffer, xing.byteOffset, xing.byteLength);
  const fieldsAt = tag.frame.xingOffset + 8;
  return { frames: view.getUint32(fieldsAt), bytes: view.getUint32(fieldsAt + 4) };
}
