/** A grey image: one byte a pixel, 0 black. */
export interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One recognised word and its box (tesseract's TSV). */
export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** tesseract's block, paragraph and line numbers, joined. */
  line: string;
}

const DARK = 128;

/**
 * Positions of ruled lines: rows (or columns) where one dark run covers at least `share` of the
 * image across; neighbouring hits form one line, given by its middle.
 */
export function ruledLines(image: Grey, horizontal: boolean, share = 0.4): number[] {
  const { width, height, data } = image;
  const [along, across] = horizontal ? [width, height] : [height, width];
  const need = along * share;
  const hits: number[] = [];
  for (let a = 0; a < across; a++) {
    let run = 0;
    let best = 0;
    for (let b = 0; b < along; b++) {
      const v = horizontal ? data[a * width + b]! : data[b * width + a]!;
      // A gap of one light pixel (anti-aliasing, a scan) does not break the line.
      if (v < DARK) run++;
      else if (b + 1 < along && (horizontal ? data[a * width + b + 1]! : data[(b + 1) * width + a]!) < DARK)
        run++;
      else run = 0;
      if (run > best) best = run;
    }
    if (best >= need) hits.push(a);
  }
  const lines: number[] = [];
  let start = -1;
  for (let i = 0; i < hits.length; i++) {
    if (start < 0) start = hits[i]!;
    if (i + 1 === hits.length || hits[i + 1]! > hits[i]! + 2) {
      lines.push(Math.round((start + hits[i]!) / 2));
      start = -1;
    }
  }
  return lines;
}

/** Whitens the ruled lines (a few pixels each side), so OCR reads only the text between them. */
export function eraseLines(image: Grey, rows: number[], columns: number[], pad = 3): void {
  const { width, height, data } = image;
  for (const y of rows)
    for (let yy = Math.max(0, y - pad); yy <= Math.min(height - 1, y + pad); yy++)
      data.fill(255, yy * width, (yy + 1) * width);
  for (const x of columns)
    for (let y = 0; y < height; y++)
      for (let xx = Math.max(0, x - pad); xx <= Math.min(width - 1, x + pad); xx++)
        data[y * width + xx] = 255;
}

const cjkEdge = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Words joined as they are written: no space between Chinese characters. */
export function joinWords(words: string[]): string {
  let out = '';
  for (const word of words) {
    if (out && !(cjkEdge.test(out.at(-1)!) && cjkEdge.test(word[0]!))) out += ' ';
    out += word;
  }
  return out;
}

function band(edges: number[], at: number): number {
  for (let i = 0; i + 1 < edges.length; i++) if (at >= edges[i]! && at < edges[i + 1]!) return i;
  return -1;
}

/** Words put into the cells the ruled lines form (a word belongs where its middle is). */
export function cellsFromGrid(words: OcrWord[], rows: number[], columns: number[]): string[][] {
  const grid = Array.from({ length: rows.length - 1 }, () =>
    Array.from({ length: columns.length - 1 }, () => [] as OcrWord[]),
  );
  for (const word of words) {
    const r = band(rows, word.top + word.height / 2);
    const c = band(columns, word.left + word.width / 2);
    if (r >= 0 && c >= 0) grid[r]![c]!.push(word);
  }
  return grid.map((row) =>
    row.map((cell) => {
      // Reading order inside a cell: by line, then left to right.
      cell.sort((a, b) => (Math.abs(a.top - b.top) > a.height / 2 ? a.top - b.top : a.left - b.left));
      return joinWords(cell.map((w) => w.text));
    }),
  );
}

/**
 * A table without ruled lines: each recognised line is a row, split into cells where the gap between
 * words is wider than twice the line's height; cells are lined up to columns by their left edges.
 */
export function cellsFromGaps(words: OcrWord[]): string[][] {
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const rows = [...lines.values()]
    .map((line) => line.sort((a, b) => a.left - b.left))
    .sort((a, b) => a[0]!.top - b[0]!.top);
  const starts: number[] = [];
  const split = rows.map((line) => {
    const h = Math.max(...line.map((w) => w.height));
    const cells: { left: number; words: string[] }[] = [];
    let last: OcrWord | null = null;
    for (const word of line) {
      if (!last || word.left - (last.left + last.width) > 2 * h) cells.push({ left: word.left, words: [] });
      cells.at(-1)!.words.push(word.text);
      last = word;
    }
    for (const cell of cells)
      if (!starts.some((s) => Math.abs(s - cell.left) < 2 * h)) starts.push(cell.left);
    return { h, cells };
  });
  starts.sort((a, b) => a - b);
  return split.map(({ h, cells }) => {
    const row = starts.map(() => '');
    for (const cell of cells) {
      let column = starts.findIndex((s) => Math.abs(s - cell.left) < 2 * h);
      if (column < 0) column = 0;
      row[column] = row[column] ? joinWords([row[column]!, ...cell.words]) : joinWords(cell.words);
    }
    return row;
  });
}

/** tesseract's TSV (level 5 rows are words). */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const line of tsv.split(/\r?\n/).slice(1)) {
    const f = line.split('\t');
    if (f.length < 12 || f[0] !== '5') continue;
    const text = f.slice(11).join('\t').trim();
    if (!text) continue;
    words.push({
      text,
      left: Number(f[6]),
      top: Number(f[7]),
      width: Number(f[8]),
      height: Number(f[9]),
      line: `${f[2]}.${f[3]}.${f[4]}`,
    });
  }
  return words;
}
