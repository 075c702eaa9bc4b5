// Render-fidelity scores of a converted document against its original PDF: pure functions over words,
// picture boxes and grey page images, so the measure itself is testable without LibreOffice.

/** A word (or one CJK character) with its box in points, y downwards from the page top. */
export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A picture's box on a page, points, y downwards. */
export interface PictureBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** An 8-bit grey page image. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

const CJK_CHAR = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;

/**
 * Words as compared: NFKC (ligatures and full-width forms folded), and CJK text split into single
 * characters, since where a converter breaks a run of Chinese into "words" says nothing of its order.
 * A character's box is its share of the word's box.
 */
export function tokenize(words: Word[]): Word[] {
  const out: Word[] = [];
  for (const word of words) {
    const text = word.text.normalize('NFKC').trim();
    if (!text) continue;
    if (!CJK_CHAR.test(text)) {
      out.push({ ...word, text });
      continue;
    }
    const chars = [...text];
    const step = (word.x1 - word.x0) / chars.length;
    let latin = '';
    let latinStart = 0;
    const flush = (end: number) => {
      if (latin)
        out.push({ ...word, text: latin, x0: word.x0 + latinStart * step, x1: word.x0 + end * step });
      latin = '';
    };
    chars.forEach((char, i) => {
      if (CJK_CHAR.test(char)) {
        flush(i);
        if (!/[\s\u3000]/u.test(char))
          out.push({ ...word, text: char, x0: word.x0 + i * step, x1: word.x0 + (i + 1) * step });
      } else {
        if (!latin) latinStart = i;
        latin += char;
      }
    });
    flush(chars.length);
  }
  return out;
}

/**
 * Word order: 2·LCS / (n + m) over the two word sequences, so words missing, moved out of order or
 * written twice all lower it. 1 when both are empty.
 */
export function orderScore(original: string[], converted: string[]): number {
  const n = original.length;
  const m = converted.length;
  if (n + m === 0) return 1;
  if (n === 0 || m === 0) return 0;
  const ids = new Map<string, number>();
  const id = (w: string) => {
    let v = ids.get(w);
    if (v === undefined) ids.set(w, (v = ids.size));
    return v;
  };
  const a = Int32Array.from(original, id);
  const b = Int32Array.from(converted, id);
  let previous = new Int32Array(m + 1);
  let current = new Int32Array(m + 1);
  for (let i = 1; i <= n; i++) {
    const ai = a[i - 1]!;
    for (let j = 1; j <= m; j++)
      current[j] = ai === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    [previous, current] = [current, previous];
  }
  return (2 * previous[m]!) / (n + m);
}

/**
 * Words of one page that land where they were: an original word counts when a converted word with the
 * same text starts within `tolerance` points of it on the same page (left edge and the middle of its box). Each
 * converted word is used once, nearest first. Returns how many of the original words matched.
 */
export function placedWords(original: Word[], converted: Word[], tolerance: number): number {
  const byText = new Map<string, Word[]>();
  for (const w of converted) byText.set(w.text, [...(byText.get(w.text) ?? []), w]);
  const pairs: { o: number; c: Word; d: number }[] = [];
  original.forEach((o, index) => {
    for (const c of byText.get(o.text) ?? []) {
      const dx = Math.abs(c.x0 - o.x0);
      // The box's middle: its top and bottom follow the font's ascent and descent, which differ by font.
      const dy = Math.abs(c.y0 + c.y1 - o.y0 - o.y1) / 2;
      if (dx <= tolerance && dy <= tolerance) pairs.push({ o: index, c, d: Math.hypot(dx, dy) });
    }
  });
  pairs.sort((p, q) => p.d - q.d);
  const usedOriginal = new Set<number>();
  const usedConverted = new Set<Word>();
  for (const { o, c } of pairs) {
    if (usedOriginal.has(o) || usedConverted.has(c)) continue;
    usedOriginal.add(o);
    usedConverted.add(c);
  }
  return usedOriginal.size;
}

const area = (b: PictureBox) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);

/** Overlap of two boxes as intersection over union. */
export function overlap(a: PictureBox, b: PictureBox): number {
  const inter = area({
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  });
  return inter / Math.max(1e-9, area(a) + area(b) - inter);
}

/** Pictures of a page found again at their place and size (overlap ≥ 0.5), each converted one used once. */
export function placedPictures(original: PictureBox[], converted: PictureBox[]): number {
  const free = [...converted];
  let found = 0;
  for (const box of original) {
    const best = free.reduce<[number, number]>(
      (acc, c, i) => {
        const o = overlap(box, c);
        return o > acc[1] ? [i, o] : acc;
      },
      [-1, 0],
    );
    if (best[1] >= 0.5) {
      free.splice(best[0], 1);
      found++;
    }
  }
  return found;
}

/**
 * Structural similarity (SSIM) of two grey images over 8 × 8 windows, on the area both cover. 1 for
 * identical images; a blank page against a text page scores well below a page with the text in place.
 */
export function ssim(a: GreyImage, b: GreyImage): number {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let windows = 0;
  for (let y = 0; y + 8 <= height; y += 8)
    for (let x = 0; x + 8 <= width; x += 8) {
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      for (let dy = 0; dy < 8; dy++)
        for (let dx = 0; dx < 8; dx++) {
          const va = a.data[(y + dy) * a.width + x + dx]!;
          const vb = b.data[(y + dy) * b.width + x + dx]!;
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      const ma = sa / 64;
      const mb = sb / 64;
      const va = saa / 64 - ma * ma;
      const vb = sbb / 64 - mb * mb;
      const cov = sab / 64 - ma * mb;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      windows++;
    }
  return windows ? total / windows : 0;
}
