/**
 * How much one task may ask of the server, by membership tier. Every cap lives here, so the
 * limits a visitor meets can be read (and changed) in one place; a task file names its row.
 */

/** Visitors (tourists) and free accounts (level 1) are `basic`; any active paid level is `member`. */
export type Tier = 'basic' | 'member';

/** Caps of one task. */
export interface TaskCaps {
  /** Most pages a document may have. */
  pages: number;
  /** Most pixels, in millions, of all the images a task renders together. */
  megapixels: number;
  /** Most minutes of sound (speech recognition); absent where a tool takes no audio. */
  minutes?: number;
}

export type TierCaps = Readonly<Record<Tier, TaskCaps>>;

/**
 * Word → PDF: LibreOffice lays out a few hundred pages in seconds; the time limit of the office
 * queue stays the real bound. No images are rendered.
 */
export const wordPdfCaps: TierCaps = {
  basic: { pages: 300, megapixels: 0 },
  member: { pages: 2000, megapixels: 0 },
};

/**
 * ID photos: the work is one decode of the photo and three small models (about 1 s for 12 MP);
 * the cap bounds the decoded photo's memory (4 bytes a pixel).
 */
export const idPhotoCaps: TierCaps = {
  basic: { pages: 0, megapixels: 50 },
  member: { pages: 0, megapixels: 100 },
};

/**
 * Word → images: rendering is the cost (a 400-page file at 300 DPI, 3 500 megapixels, ran 221 s).
 * An A4 page is 2 megapixels at 144 DPI (the default) and 8.7 at 300 DPI: basic fits 50 pages at
 * 144 DPI or 34 at 300; members 300 pages at 144 DPI or 170 at 300.
 */
export const wordImageCaps: TierCaps = {
  basic: { pages: 50, megapixels: 300 },
  member: { pages: 300, megapixels: 1500 },
};

/**
 * Text to speech: no pages or images; the text is capped at textToAudioMaxChars (contracts) for
 * everyone. espeak-ng speaks 5 000 characters in seconds; the media queue's time limit stays the bound.
 */
export const speechCaps: TierCaps = {
  basic: { pages: 0, megapixels: 0 },
  member: { pages: 0, megapixels: 0 },
};

/**
 * Old photo repair and colouring: several filter passes over every pixel in plain JavaScript
 * (repair about 8 s a megapixel on one core; colouring solves on a grid of at most 90 000 pixels,
 * about 20 s, whatever the photo's size). Old photos are rarely scanned above 12 megapixels.
 */
export const oldPhotoCaps: TierCaps = {
  basic: { pages: 0, megapixels: 12 },
  member: { pages: 0, megapixels: 30 },
};

/**
 * Speech to subtitles: the cost is the recording's length. Offline (pocketsphinx) recognition
 * takes about 0.6 s of CPU per second of speech, two chunks at a time; the queue's time limit
 * (5 x CONVERT_TIMEOUT_SECONDS, 600 s by default) must cover the members' cap.
 */
export const asrCaps: TierCaps = {
  basic: { pages: 0, megapixels: 0, minutes: 10 },
  member: { pages: 0, megapixels: 0, minutes: 30 },
};

/**
 * Enlarge: megapixels of the result (input × scale²). The ×2 model costs 0.22 million multiply-adds
 * per input pixel, about 55 s of one core per input megapixel (1 MP ×2 ran 442 s at load average 26):
 * basic fits a 2 MP photo ×2 (8 MP), members 4 MP ×2, within the ai queue's 10 minutes on a quiet core.
 */
export const enlargeCaps: TierCaps = {
  basic: { pages: 0, megapixels: 8 },
  member: { pages: 0, megapixels: 16 },
};

/** Clearer: megapixels of the photo; a few filter passes, about 1 s a megapixel. */
export const clearerCaps: TierCaps = {
  basic: { pages: 0, megapixels: 25 },
  member: { pages: 0, megapixels: 50 },
};

/**
 * Watermark removal (video3): megapixels of all frames (width × height × frames), the work of one
 * decode, the delogo filter and one H.264 encode. 2 s of 1080p (47 frames) is 97; basic fits about a
 * minute of 1080p at 30 fps (3 700), members five minutes.
 */
export const videoDelogoCaps: TierCaps = {
  basic: { pages: 0, megapixels: 4000 },
  member: { pages: 0, megapixels: 20000 },
};
