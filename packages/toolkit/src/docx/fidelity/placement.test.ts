// Where LibreOffice puts the converted text, on real PDFs whose layout came out wrong before: each
// converted to .docx, rendered back, and the words compared with the original's (pdftotext -bbox).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sofficeToPdf } from '../soffice-test-helper.ts';
import { convertWithOurs } from './measure-node.ts';
import { readWords } from './render-node.ts';
import type { Word } from './scores.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../from-pdf/__fixtures__/fidelity/${name}`, import.meta.url));

/** The original's and the rendering's words, page by page. */
async function renderBack(name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-to-word-place-'));
  const docx = join(dir, name.replace(/\.pdf$/, '.docx'));
  writeFileSync(docx, await convertWithOurs(new Uint8Array(readFileSync(fixture(name)))));
  const [original, rendered] = await Promise.all([
    readWords(fixture(name)),
    readWords(sofficeToPdf(docx, dir)),
  ]);
  return { original, rendered };
}

const find = (words: Word[], text: string) => words.find((w) => w.text === text)!;

describe('pdf_to_word placement, rendered back by LibreOffice', () => {
  it('starts a second column level with the first (multicol: LibreOffice takes a section first paragraph’s space above for every column)', async () => {
    const { original, rendered } = await renderBack('latex-multicolumn.pdf');
    // "Abstract" heads the left column; "pellentesque" starts the right one on the same level.
    for (const text of ['Abstract', 'pellentesque', 'Quisque']) {
      const a = find(original[0]!.words, text);
      const b = find(rendered[0]!.words, text);
      // The box's middle: its top and bottom follow the font's ascent and descent.
      expect(Math.abs(b.y0 + b.y1 - a.y0 - a.y1) / 2, text).toBeLessThan(3);
      expect(Math.abs(b.x0 - a.x0), text).toBeLessThan(3);
    }
  }, 120_000);
});
