// The PDF engines over real PDFs none of us wrote (__fixtures__/corpus, see its README): nothing is
// skipped; a file that is missing fails. Encrypted variants are made by qpdf at test time.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../testing/scratch.ts';
import { assemblePages } from './assemble.ts';
import { extractImages } from './extract-images/extract.ts';
import { openPdf } from './open.ts';
import { choosePages } from './page-choice.ts';
import { extractPages, rotatePages } from './pages.ts';
import { addPageNumbers } from './page-numbers.ts';
import { openWithPdfjs } from './pdfjs-node.ts';
import { splitPdf } from './split.ts';
import { NO_TEXT, extractPdfText } from './text-lines.ts';
import { unlockPdf } from './unlock/unlock.ts';

/**
 * `first`: text on page 1, or null for a file with no text at all (an image-only page, like a scan);
 * `minChars`: the text the whole file holds at least (default 40 a page); `fields`: AcroForm fields;
 * `images`: what image extraction gives (pdfimages -list agrees), default none;
 * `qpdfWarning`: a defect of the file itself that qpdf warns about (and that outputs may carry over);
 * `rotations`: the /Rotate angles its pages use, default [0].
 */
const CORPUS: Array<{
  file: string;
  pages: number;
  first: string | null;
  minChars?: number;
  fields?: number;
  images?: string;
  qpdfWarning?: string;
  rotations?: number[];
}> = [
  {
    file: 'beamer-lecture-jpeg-photos.pdf',
    pages: 8,
    first: 'Syntax versus Semantik',
    images: '6 images, fallback 0', // six JPEG photos on pages 2, 2, 4, 6, 7, 8
  },
  { file: 'bzip2-manual.pdf', pages: 38, first: 'bzip2 and libbzip2, version 1.0.8' },
  { file: 'cups-classified.pdf', pages: 1, first: 'Classified', minChars: 10 },
  { file: 'cups-form-english.pdf', pages: 1, first: 'TASK INFORMATION', fields: 17 },
  { file: 'cups-form-russian.pdf', pages: 1, first: 'ИНФОРМАЦИЯ О ЗАДАНИИ', fields: 17 },
  { file: 'cups-testpage.pdf', pages: 1, first: 'Printer test page', minChars: 17 },
  {
    file: 'float-acrobat-distiller.pdf',
    pages: 12,
    first: 'An Improved Environment for Floats',
    images: '1 images, fallback 0', // one 1×1 stencil XObject drawn as rules (pdfimages lists its uses)
  },
  { file: 'fontconfig-user.pdf', pages: 15, first: 'fonts.conf' },
  {
    file: 'getmap-indexed-map.pdf',
    pages: 1,
    first: 'getmap.sty',
    images: '1 images, fallback 0', // an 800 × 1200 palette (Indexed RGB) map
  },
  {
    file: 'groff-mom-slide-demo.pdf',
    pages: 27,
    first: 'Creating slide presentations\nwith\ngropdf and mom',
    images: '1 images, fallback 0',
  },
  {
    file: 'groff-pdfmark-ghostscript.pdf',
    pages: 17,
    first: 'Publishing with GNU Troff',
    images: '1 images, fallback 0',
  },
  {
    file: 'groff-penguin-imagemagick.pdf',
    pages: 1,
    first: null,
    images: '1 images, fallback 0',
    qpdfWarning: 'empty object treated as null', // ImageMagick wrote "13 0 obj endobj"
  },
  { file: 'impressive-beamer-demo.pdf', pages: 14, first: 'Introducing Impressive' },
  {
    file: 'libreoffice-xpdfimport-err.pdf',
    pages: 1,
    first: "This PDF file is encrypted and can't be opened.",
  },
  {
    file: 'seminar-rotated-slides-ghostscript.pdf',
    pages: 12,
    first: 'Example for seminar.sty',
    rotations: [90, 270],
    images: '15 images, fallback 0', // inline 1×1 stencils drawn as rules, as pdfimages -list shows
  },
  { file: 'unicode-math-xdvipdfmx.pdf', pages: 1, first: 'An example of unicode-math' },
  { file: 'zlib-crc-doc.pdf', pages: 29, first: 'Everything we know about CRC' },
];

const dir = scratchDir('corpus-');
/** The C0 and C1 controls in `text` but tab and line breaks, as code points. */
const controls = (text: string) =>
  [...text]
    .map((ch) => ch.codePointAt(0)!)
    .filter((c) => (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f));
const read = (file: string) =>
  new Uint8Array(readFileSync(new URL(`./__fixtures__/corpus/${file}`, import.meta.url)));

/**
 * Runs qpdf with `args`; it must succeed, or (exit 3) warn only about `known`, a defect of the input.
 * Returns its standard output and whether it warned.
 */
function qpdf(args: string[], known?: string): { stdout: string; warned: boolean } {
  const run = spawnSync('qpdf', args, { encoding: 'utf8' });
  if (run.error) throw run.error; // qpdf missing: a failure, never a skip
  const warnings = run.stderr.split('\n').filter((line) => line.startsWith('WARNING'));
  if (run.status === 3 && known) for (const w of warnings) expect(w).toContain(known);
  else expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  return { stdout: run.stdout, warned: run.status === 3 };
}

/** Writes `bytes` to a file, runs qpdf --check on it and returns the path. */
function qpdfCheck(bytes: Uint8Array, known?: string): string {
  const path = join(dir, `check-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, bytes);
  const { stdout, warned } = qpdf(['--check', path], known);
  // With only the input's known defect, qpdf skips its all-clear line; otherwise the line must be there.
  if (!warned) expect(stdout).toContain('No syntax or stream encoding errors found');
  return path;
}

/** Every page's text, or the error code when the file has none. */
const textOf = async (bytes: Uint8Array) =>
  extractPdfText(await openWithPdfjs(bytes)).catch((e: { code?: string }) => e.code);

describe.each(CORPUS)('real-world corpus: $file', (entry) => {
  const { file, pages, first, minChars, fields, images, qpdfWarning, rotations } = entry;
  const bytes = read(file);

  it('opens with the right page count and text in reading order', async () => {
    const opened = await openPdf(bytes);
    expect(opened.ok && opened.pageCount).toBe(pages);
    const text = await textOf(bytes);
    if (first === null) expect(text).toBe(NO_TEXT);
    else {
      if (!Array.isArray(text)) throw new Error(`no text: ${text}`);
      expect(text).toHaveLength(pages);
      expect(text[0]).toContain(first);
      expect(text.join('\n').length).toBeGreaterThanOrEqual(minChars ?? pages * 40);
      // No control characters (seminar's last page holds U+0000 glyphs): a .txt or .docx cannot take them.
      expect(controls(text.join('\n'))).toEqual([]);
    }
    expect(choosePages({ type: 2, rangeStart: 1, rangeEnd: pages }, pages)).toHaveLength(pages);
  });

  it('extract images answers without crashing: images, or the no-image error; JPEGs as pdfimages -j', async () => {
    const result = await extractImages({ name: file, bytes }).catch((e: { code?: string }) => e.code);
    const outcome =
      typeof result === 'object'
        ? `${result.images.length} images, fallback ${result.fallbackPages.length}`
        : result;
    expect(outcome).toBe(images ?? 'pdf_no_image');
    if (typeof result !== 'object') return;
    // Every JPEG comes out byte for byte as poppler's pdfimages -j writes it.
    const out = mkdtempSync(join(dir, 'pdfimages-'));
    writeFileSync(join(out, 'in.pdf'), bytes);
    spawnSync('pdfimages', ['-j', join(out, 'in.pdf'), join(out, 'img')]);
    const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    const theirs = readdirSync(out)
      .filter((f) => f.endsWith('.jpg'))
      .map((f) => hash(readFileSync(join(out, f))));
    for (const image of result.images.filter((i) => i.name.endsWith('.jpg')))
      expect(theirs).toContain(hash(image.bytes));
  });

  it('gets Chinese page numbers that pdf.js reads back; qpdf accepts the result; form fields survive', async () => {
    const out = await addPageNumbers(bytes, { format: 'zh-n-total', position: 'bottom-right' });
    if (!out.ok) throw new Error(out.reason);
    expect(out.pageCount).toBe(pages);
    qpdfCheck(out.bytes, qpdfWarning);
    // pdf.js, not poppler: poppler merges our number with a slide's own footer number beside it.
    const text = await textOf(out.bytes);
    if (!Array.isArray(text)) throw new Error(`no text: ${text}`);
    expect(text[0]).toContain(`第 1 页，共 ${pages} 页`);
    expect(text[pages - 1]).toContain(`第 ${pages} 页，共 ${pages} 页`);
    const doc = await PDFDocument.load(out.bytes);
    expect(doc.getForm().getFields()).toHaveLength(fields ?? 0);
    const angles = doc.getPages().map((p) => p.getRotation().angle);
    expect([...new Set(angles)].sort((a, b) => a - b)).toEqual(rotations ?? [0]);
  });

  it('assembles its last and first pages in reverse; qpdf accepts the result', async () => {
    const picks = [...new Set([pages - 1, 0])].map((page) => ({ file: 0, page }));
    const out = await assemblePages([{ name: file, bytes }], picks);
    expect(out.pageCount).toBe(picks.length);
    qpdfCheck(out.bytes, qpdfWarning);
  });

  it.each([
    ['AES-256', ['256']],
    ['RC4-128', ['128', '--use-aes=n']],
  ])('unlocks a qpdf %s copy to the same pages and text', async (_label, args) => {
    const plain = join(dir, `plain-${file}`);
    const locked = join(dir, `locked-${args[0]}-${file}`);
    writeFileSync(plain, bytes);
    qpdf(
      ['--allow-weak-crypto', '--encrypt', 'pw-user', 'pw-owner', ...args, '--', plain, locked],
      qpdfWarning,
    );
    const out = await unlockPdf({ name: file, bytes: new Uint8Array(readFileSync(locked)) }, 'pw-user');
    expect(out.pageCount).toBe(pages);
    qpdfCheck(out.bytes, qpdfWarning);
    const [before, after] = await Promise.all([textOf(bytes), textOf(out.bytes)]);
    expect(after).toEqual(before);
  });
});

// The page tools' engines on the corpus files pdf-corpus-tools.spec.ts used to put through the browser a
// second time: the same outputs, checked the same way (qpdf, poppler's page texts, pdf-lib's page sizes).
// The spec keeps one real file per tool through its UI; these are the tools' other real-file cases.
describe('page tools on real-world files, as poppler and pdf-lib read the results', () => {
  const SEMINAR = 'seminar-rotated-slides-ghostscript.pdf'; // 12 pages 595x842, /Rotate 270 or 90
  const SEMINAR_ANGLES = [270, 270, 270, 270, 90, 90, 270, 270, 270, 270, 270, 90];
  /** Every page's text as poppler reads it, white space collapsed. */
  const popplerPages = (path: string) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\f')
      .slice(0, -1)
      .map((page) => page.replace(/\s+/g, ' ').trim());
  const source = (file: string) =>
    popplerPages(new URL(`./__fixtures__/corpus/${file}`, import.meta.url).pathname);
  /** Page sizes with rotation ('595x842@270'). */
  const layoutOf = async (bytes: Uint8Array) =>
    (await PDFDocument.load(bytes))
      .getPages()
      .map((p) => `${Math.round(p.getWidth())}x${Math.round(p.getHeight())}@${p.getRotation().angle}`);
  /** A page's words in sorted order: the same for a page however it is turned. */
  const words = (text: string) => text.split(' ').sort().join(' ');

  it('pdf_split by ranges "12, 4-6" keeps the slides\' own /Rotate and their texts', async () => {
    const parts = await splitPdf(
      { name: SEMINAR, bytes: read(SEMINAR) },
      { kind: 'ranges', ranges: '12, 4-6' },
    );
    expect(parts.map((part) => part.name)).toEqual([
      'seminar-rotated-slides-ghostscript-12.pdf',
      'seminar-rotated-slides-ghostscript-4-6.pdf',
    ]);
    const all = source(SEMINAR);
    for (const [i, pages] of [[12], [4, 5, 6]].entries()) {
      const path = qpdfCheck(parts[i]!.bytes);
      expect(await layoutOf(parts[i]!.bytes)).toEqual(pages.map((n) => `595x842@${SEMINAR_ANGLES[n - 1]}`));
      expect(popplerPages(path)).toEqual(pages.map((n) => all[n - 1]));
    }
  });

  it('pdf_rotate "all right" turns a Beamer deck whole, words kept', async () => {
    const DEMO = 'impressive-beamer-demo.pdf';
    const out = await rotatePages({ name: DEMO, bytes: read(DEMO) }, Array<number>(14).fill(90));
    expect(out.name).toBe('impressive-beamer-demo-rotated.pdf');
    const path = qpdfCheck(out.bytes);
    expect(await layoutOf(out.bytes)).toEqual(Array<string>(14).fill('363x272@90'));
    expect(popplerPages(path).map(words)).toEqual(source(DEMO).map(words));
  });

  it('pdf_page_extract "12, 1, 5-6" of a Distiller file gives pages 1, 5, 6 and 12 in order', async () => {
    const FLOAT = 'float-acrobat-distiller.pdf';
    const out = await extractPages({ name: FLOAT, bytes: read(FLOAT) }, '12, 1, 5-6');
    expect(out.name).toBe('float-acrobat-distiller-extracted.pdf');
    const path = qpdfCheck(out.bytes);
    expect(await layoutOf(out.bytes)).toEqual(Array<string>(4).fill('595x842@0'));
    const all = source(FLOAT);
    expect(popplerPages(path)).toEqual([1, 5, 6, 12].map((n) => all[n - 1]));
  });
});
