// Render fidelity of pdf_to_word on eight real PDFs (Google Docs, Word, Word 365, LaTeX, XeTeX Chinese,
// and invoices from Apache FOP, LibreOffice Draw and wkhtmltopdf): converted, rendered back by
// LibreOffice and compared with the originals. The bench runs the whole corpus beside LibreOffice's own
// PDF import (`npm run bench pdf_to_word`); this holds the engine to its level.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { averages, measureCorpus, type DocumentScores } from './measure-node.ts';

const corpus = [
  'google-docs-document.pdf',
  'word-form-report-tables.pdf',
  'word365-lists-headings.pdf',
  'latex-ieee-two-column.pdf',
  'xetex-chinese-manual.pdf',
  'invoice-apache-fop.pdf',
  'invoice-libreoffice-draw.pdf',
  'invoice-wkhtmltopdf.pdf',
].map((name) => fileURLToPath(new URL(`../from-pdf/__fixtures__/fidelity/${name}`, import.meta.url)));

describe('pdf_to_word render fidelity', () => {
  let scores: DocumentScores[] = [];

  it('converts and renders back every document', async () => {
    scores = await measureCorpus(corpus, 'ours');
    expect(scores.map((s) => s.words > 0 && s.renderedPages > 0)).toEqual(corpus.map(() => true));
  }, 240_000);

  it('keeps the words in order and at their place, the page count and the look', () => {
    const a = averages(scores);
    // Levels measured when this was last raised (26 Nov 2026), less a margin: order 98.7 %, place 97.2 %,
    // visual 84.7 %, every page count and picture right; each document at least 95.8 % in order and
    // 92.3 % in place (the IEEE paper). The engine before issue 14 had 0.9 % in place on the first five.
    expect(a.order).toBeGreaterThanOrEqual(0.98);
    expect(a.position).toBeGreaterThanOrEqual(0.96);
    expect(a.visual).toBeGreaterThanOrEqual(0.83);
    expect(a.pictures).toBe(1);
    expect(a.samePages).toBe(1);
    for (const s of scores) {
      expect(s.order, s.name).toBeGreaterThanOrEqual(0.95);
      expect(s.position, s.name).toBeGreaterThanOrEqual(0.9);
    }
  });
});
