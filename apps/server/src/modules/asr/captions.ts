/**
 * Subtitles from recognised speech: words (offline engine) or segments (a transcription service)
 * grouped into cues, written as SRT, WebVTT or plain text.
 */

/** One recognised word and where it is, seconds from the start of the recording. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/** One subtitle: its text and when it shows. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** A cue ends at a pause this long (seconds) between two words. */
const pauseSeconds = 0.6;
/** Longest a cue stays on screen (seconds). */
const maxCueSeconds = 6;
/** Most characters of one cue: two subtitle lines of Latin text, or one and a half of Han. */
const maxCueChars = { en: 84, zh: 32 } as const;

/** Han, kana and full-width text is written without spaces between words. */
const noSpaces = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

function join(words: readonly string[]): string {
  let out = '';
  for (const word of words) {
    const glue = out && !(noSpaces.test(out.at(-1)!) && noSpaces.test(word[0]!)) ? ' ' : '';
    out += glue + word;
  }
  return out;
}

/**
 * Words → cues: a new cue at a pause of pauseSeconds, or when the cue would pass maxCueSeconds or
 * the language's character limit. Words keep their order; empty words are dropped.
 */
export function cuesFromWords(words: readonly TimedWord[], language: 'en' | 'zh'): Cue[] {
  const cues: Cue[] = [];
  let current: TimedWord[] = [];
  const flush = () => {
    if (current.length === 0) return;
    cues.push({ start: current[0]!.start, end: current.at(-1)!.end, text: join(current.map((w) => w.text)) });
    current = [];
  };
  for (const word of words) {
    if (!word.text.trim()) continue;
    const last = current.at(-1);
    if (
      last &&
      (word.start - last.end >= pauseSeconds ||
        word.end - current[0]!.start > maxCueSeconds ||
        join([...current.map((w) => w.text), word.text]).length > maxCueChars[language])
    )
      flush();
    current.push(word);
  }
  flush();
  return cues;
}

/**
 * Segments of a transcription service → cues: trimmed, empty ones dropped, each kept within the
 * recording and after the one before it (services sometimes overlap their segments slightly).
 */
export function cuesFromSegments(segments: readonly Cue[]): Cue[] {
  const cues: Cue[] = [];
  for (const segment of segments) {
    const text = segment.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const start = Math.max(segment.start, cues.at(-1)?.end ?? 0);
    cues.push({ start, end: Math.max(start + 0.01, segment.end), text });
  }
  return cues;
}

/** 3723.5 → "01:02:03,500" (SRT) or "01:02:03.500" (WebVTT). */
export function timestamp(seconds: number, separator: ',' | '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/** Cues → an SRT file: numbered blocks, `start --> end`, the text, a blank line. */
export function toSrt(cues: readonly Cue[]): string {
  return cues
    .map((c, i) => `${i + 1}\n${timestamp(c.start, ',')} --> ${timestamp(c.end, ',')}\n${c.text}\n`)
    .join('\n');
}

/** Cues → a WebVTT file (the header, then blocks with '.' before the milliseconds). */
export function toVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((c) => `${timestamp(c.start, '.')} --> ${timestamp(c.end, '.')}\n${c.text}\n`);
  return ['WEBVTT\n', ...blocks].join('\n');
}

/** Cues → plain text, one cue a line. */
export function toText(cues: readonly Cue[]): string {
  return cues.map((c) => `${c.text}\n`).join('');
}
