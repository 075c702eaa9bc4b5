import { diffArrays, diffChars, diffWordsWithSpace } from 'diff';

/** How changed lines are compared inside: by words, by characters, or not at all. */
export type DiffGranularity = 'line' | 'word' | 'char';

export interface DiffOptions {
  granularity: DiffGranularity;
  ignoreCase?: boolean;
  /** Ignore differences in spaces and tabs (leading, trailing and runs). */
  ignoreWhitespace?: boolean;
  /** Give up on an exact alignment after this long and show the rest as replaced (default 5 s). */
  timeoutMs?: number;
}

/** A run of text on one side; `changed` marks what differs from the other side. */
export interface Segment {
  text: string;
  changed: boolean;
}

export interface DiffSide {
  /** 1-based line number in its text. */
  line: number;
  segments: Segment[];
}

/** One row of a side-by-side view: unchanged, modified in place, only removed, or only added. */
export interface DiffRow {
  kind: 'same' | 'change' | 'del' | 'add';
  left?: DiffSide;
  right?: DiffSide;
}

export interface DiffStats {
  added: number;
  removed: number;
  changed: number;
  unchanged: number;
}

export interface DiffResult {
  rows: DiffRow[];
  stats: DiffStats;
  /** True when the texts are equal (under the chosen options). */
  identical: boolean;
}

/** Lines longer than this are compared whole: a character diff of them is not worth the time. */
const INLINE_LIMIT = 5_000;

/** Lines of a text; a final line break ends the last line rather than starting an empty one. */
function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function inline(a: string, b: string, granularity: DiffGranularity): [Segment[], Segment[]] {
  if (granularity === 'line' || a.length > INLINE_LIMIT || b.length > INLINE_LIMIT) {
    return [[{ text: a, changed: true }], [{ text: b, changed: true }]];
  }
  const parts = granularity === 'word' ? diffWordsWithSpace(a, b) : diffChars(a, b);
  const left: Segment[] = [];
  const right: Segment[] = [];
  for (const part of parts) {
    if (!part.added) left.push({ text: part.value, changed: part.removed });
    if (!part.removed) right.push({ text: part.value, changed: part.added });
  }
  return [left, right];
}

/**
 * Compares two texts line by line (Myers on line hashes, after trimming the common head and tail),
 * pairing removed and added lines into modified rows that are compared again by word or character.
 */
export function diffTexts(oldText: string, newText: string, options: DiffOptions): DiffResult {
  const a = splitLines(oldText);
  const b = splitLines(newText);
  // Each distinct (normalised) line gets a small integer, so the alignment compares numbers.
  const ids = new Map<string, number>();
  const keyOf = (line: string) => {
    let key = options.ignoreWhitespace ? line.replace(/[ \t]+/g, ' ').trim() : line;
    if (options.ignoreCase) key = key.toLowerCase();
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const ka = a.map(keyOf);
  const kb = b.map(keyOf);
  let head = 0;
  while (head < ka.length && head < kb.length && ka[head] === kb[head]) head++;
  let tail = 0;
  while (
    tail < ka.length - head &&
    tail < kb.length - head &&
    ka[ka.length - 1 - tail] === kb[kb.length - 1 - tail]
  )
    tail++;

  const rows: DiffRow[] = [];
  const stats: DiffStats = { added: 0, removed: 0, changed: 0, unchanged: head + tail };
  let i = 0; // next line of a
  let j = 0; // next line of b
  const same = (count: number) => {
    for (let k = 0; k < count; k++, i++, j++)
      rows.push({
        kind: 'same',
        left: { line: i + 1, segments: [{ text: a[i]!, changed: false }] },
        right: { line: j + 1, segments: [{ text: b[j]!, changed: false }] },
      });
  };
  const replace = (removed: number, added: number) => {
    const paired = Math.min(removed, added);
    for (let k = 0; k < paired; k++, i++, j++) {
      const [left, right] = inline(a[i]!, b[j]!, options.granularity);
      rows.push({
        kind: 'change',
        left: { line: i + 1, segments: left },
        right: { line: j + 1, segments: right },
      });
    }
    for (let k = paired; k < removed; k++, i++)
      rows.push({ kind: 'del', left: { line: i + 1, segments: [{ text: a[i]!, changed: true }] } });
    for (let k = paired; k < added; k++, j++)
      rows.push({ kind: 'add', right: { line: j + 1, segments: [{ text: b[j]!, changed: true }] } });
    stats.changed += paired;
    stats.removed += removed - paired;
    stats.added += added - paired;
  };

  same(head);
  const midA = ka.slice(head, ka.length - tail);
  const midB = kb.slice(head, kb.length - tail);
  const changes = diffArrays(midA, midB, { timeout: options.timeoutMs ?? 5_000 });
  if (!changes) {
    replace(midA.length, midB.length); // timed out: show the middle as one replaced block
  } else {
    let removed = 0;
    let added = 0;
    for (const change of changes) {
      const count = change.value.length;
      if (change.removed) removed += count;
      else if (change.added) added += count;
      else {
        replace(removed, added);
        removed = added = 0;
        same(count);
        stats.unchanged += count;
      }
    }
    replace(removed, added);
  }
  same(tail);
  const identical = stats.added + stats.removed + stats.changed === 0;
  return { rows, stats, identical };
}
