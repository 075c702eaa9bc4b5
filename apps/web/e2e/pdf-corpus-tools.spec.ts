// Every PDF tool not covered by pdf-a-corpus.spec.ts, in the browser, on real PDFs none of us wrote
// (packages/toolkit/src/pdf/__fixtures__/corpus): pdfTeX and XeTeX, LibreOffice forms, Ghostscript, groff,
// ImageMagick's image-only page and slides with /Rotate 90 and 270 mixed. Every PDF that comes out passes
// qpdf --check and has its pages, in order, checked against the input's (poppler's text and pdf-lib's sizes).
// Damaged (cut short, garbage) and encrypted copies are made at test time and must get the spec's messages.
// Each tool takes its real files through its UI here; a tool's further real-file cases that need no browser
// (split by ranges, rotate all, extract pages) are in packages/toolkit/src/pdf/corpus.test.ts.
import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { signedIn } from './files-helpers.ts';
import {
  corpus,
  corpusPages,
  encryptedCopy,
  encryptedMessage,
  garbageFile,
  layoutOf,
  openEnglish,
  pageTexts,
  pagesCopy,
  qpdfCheck,
  range,
  saved,
  truncatedCopy,
  unreadableMessage,
} from './pdf-corpus-helpers.ts';

const SEMINAR = 'seminar-rotated-slides-ghostscript.pdf'; // 12 pages 595x842, /Rotate 270 or 90
const SEMINAR_ANGLES = [270, 270, 270, 270, 90, 90, 270, 270, 270, 270, 270, 90];
const PENGUIN = 'groff-penguin-imagemagick.pdf'; // one image, no text, 81x96; an empty object qpdf warns about
const PENGUIN_DEFECT = 'empty object treated as null';
const seminarLayout = (pages: number[]) => pages.map((n) => `595x842@${SEMINAR_ANGLES[n - 1]}`);
const repeat = (item: string, count: number) => Array.from({ length: count }, () => item);
/** A page's words in sorted order: the same for a page however it is turned. */
const words = (text: string) => text.split(' ').sort().join(' ');

// Independent tests: both workers share them (paper_scan alone takes most of a minute).
test.describe.configure({ mode: 'parallel' });

test('pdf_merge: pdfTeX, a LibreOffice form, rotated Ghostscript slides and an image page in order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const inputs = ['bzip2-manual.pdf', 'cups-form-english.pdf', SEMINAR, PENGUIN];
  const cut = truncatedCopy('zlib-crc-doc.pdf');
  const garbage = garbageFile();
  const locked = encryptedCopy('cups-form-russian.pdf');
  await openEnglish(page, 'pdf_merge');
  await page.getByTestId('file-input').setInputFiles([...inputs.map(corpus), cut, garbage, locked]);
  await expect(page.getByTestId('page-count')).toHaveText(['38 pages', '1 page', '12 pages', '1 page']);
  for (const message of [unreadableMessage(cut), unreadableMessage(garbage), encryptedMessage(locked)])
    await expect(page.getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'Merge PDF' }).click();
  const merged = await saved(page, 'merged.pdf');
  qpdfCheck(merged, PENGUIN_DEFECT);
  expect(await layoutOf(merged)).toEqual([
    ...repeat('612x792@0', 38),
    '595x842@0',
    ...seminarLayout(range(1, 12)),
    '81x96@0',
  ]);
  expect(pageTexts(merged)).toEqual([
    ...corpusPages('bzip2-manual.pdf', range(1, 38)),
    ...corpusPages('cups-form-english.pdf', [1]),
    ...corpusPages(SEMINAR, range(1, 12)),
    '',
  ]);
  await expect(page.getByText('These files were left out:')).toBeVisible();
});

test('pdf_split: groff slides every 10 pages; damaged files named', async ({ page }) => {
  const MOM = 'groff-mom-slide-demo.pdf';
  await openEnglish(page, 'pdf_split');
  await page.getByTestId('file-input').setInputFiles(corpus(MOM));
  await expect(page.getByTestId('page-count')).toHaveText('27 pages');
  await page.getByLabel('Every N pages').check();
  await page.getByLabel('Pages per file').fill('10');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  for (const [from, to] of [
    [1, 10],
    [11, 20],
    [21, 27],
  ] as const) {
    const part = await saved(page, `groff-mom-slide-demo-${from}-${to}.pdf`);
    qpdfCheck(part);
    expect(await layoutOf(part)).toEqual(repeat('792x446@0', to - from + 1));
    expect(pageTexts(part)).toEqual(corpusPages(MOM, range(from, to)));
  }

  // Split by ranges on the rotated slides: corpus.test.ts (engine) and pdf-split.spec.ts (the form).

  for (const damaged of [truncatedCopy('bzip2-manual.pdf'), garbageFile()]) {
    await page.getByTestId('file-input').setInputFiles(damaged);
    await expect(page.getByText(unreadableMessage(damaged))).toBeVisible();
    await expect(page.getByTestId('page-count')).toHaveCount(0);
  }
});

test("pdf_rotate: turns add to the slides' own /Rotate; encrypted named", async ({ page }) => {
  await openEnglish(page, 'pdf_rotate');
  await page.getByTestId('file-input').setInputFiles(corpus(SEMINAR));
  await expect(page.getByTestId('page-count')).toHaveText('12 pages');
  await page.getByRole('button', { name: 'Rotate page 1 right' }).click();
  await page.getByRole('button', { name: 'Rotate page 5 left' }).click();
  await page.getByRole('button', { name: 'Rotate page 12 right' }).click();
  await page.getByRole('button', { name: 'Rotate PDF' }).click();
  const turned = await saved(page, 'seminar-rotated-slides-ghostscript-rotated.pdf');
  qpdfCheck(turned);
  const angles = [0, 270, 270, 270, 0, 90, 270, 270, 270, 270, 270, 180];
  expect(await layoutOf(turned)).toEqual(angles.map((a) => `595x842@${a}`));
  expect(pageTexts(turned).map(words)).toEqual(corpusPages(SEMINAR, range(1, 12)).map(words));

  // The Beamer deck turned whole: corpus.test.ts (engine) and pdf-rotate.spec.ts (Rotate all).
  const locked = encryptedCopy('impressive-beamer-demo.pdf');
  await page.getByTestId('file-input').setInputFiles(locked);
  await expect(page.getByText(encryptedMessage(locked))).toBeVisible();
});

test('pdf_page_del and pdf_page_extract on MiKTeX and image-only files', async ({ page }) => {
  const ZLIB = 'zlib-crc-doc.pdf';
  await openEnglish(page, 'pdf_page_del');
  await page.getByTestId('file-input').setInputFiles(corpus(ZLIB));
  await expect(page.getByTestId('page-count')).toHaveText('29 pages');
  await page.getByLabel('Pages to delete').fill('1-3，29');
  await page.getByRole('button', { name: 'Delete pages' }).click();
  const left = await saved(page, 'zlib-crc-doc-deleted.pdf');
  qpdfCheck(left);
  expect(await layoutOf(left)).toEqual(repeat('612x792@0', 25));
  expect(pageTexts(left)).toEqual(corpusPages(ZLIB, range(4, 28)));
  const garbage = garbageFile();
  await page.getByTestId('file-input').setInputFiles(garbage);
  await expect(page.getByText(unreadableMessage(garbage))).toBeVisible();

  // Pages '12, 1, 5-6' of the Distiller file: corpus.test.ts (engine) and pdf-page-extract.spec.ts.
  await openEnglish(page, 'pdf_page_extract');
  await page.getByTestId('file-input').setInputFiles(corpus(PENGUIN));
  await expect(page.getByTestId('page-count')).toHaveText('1 page');
  await page.getByRole('button', { name: 'Page 1' }).click();
  await page.getByRole('button', { name: 'Extract pages' }).click();
  const image = await saved(page, 'groff-penguin-imagemagick-extracted.pdf');
  qpdfCheck(image, PENGUIN_DEFECT);
  expect(await layoutOf(image)).toEqual(['81x96@0']);
});

test('pdf_add_page_num: upright numbers on rotated slides, form fields kept; damaged file named', async ({
  page,
}) => {
  await openEnglish(page, 'pdf_add_page_num');
  await page.getByTestId('file-input').setInputFiles(corpus(SEMINAR));
  await page.getByLabel('Style').selectOption('n-of-total');
  await page.getByRole('button', { name: 'Add page numbers' }).click();
  const slides = await saved(page, 'seminar-rotated-slides-ghostscript_numbered.pdf');
  qpdfCheck(slides);
  expect(await layoutOf(slides)).toEqual(seminarLayout(range(1, 12)));
  const texts = pageTexts(slides);
  const source = corpusPages(SEMINAR, range(1, 12));
  texts.forEach((text, i) => {
    expect(text).toContain(`${i + 1} / 12`);
    expect(text).toContain(source[i]!.split(' ').slice(0, 3).join(' '));
  });

  await page.getByTestId('file-input').setInputFiles(corpus('cups-form-english.pdf'));
  await page.getByRole('button', { name: 'Add page numbers' }).click();
  const form = await saved(page, 'cups-form-english_numbered.pdf');
  qpdfCheck(form);
  const doc = await PDFDocument.load(readFileSync(form));
  expect(doc.getPageCount()).toBe(1);
  expect(doc.getForm().getFields()).toHaveLength(17);

  const cut = truncatedCopy('fontconfig-user.pdf');
  await page.getByTestId('file-input').setInputFiles(cut);
  await page.getByRole('button', { name: 'Add page numbers' }).click();
  await expect(page.getByText(unreadableMessage(cut))).toBeVisible();
});

test('invoice_pdf_merge: Ghostscript, image-only and rotated pages two to an A4 sheet', async ({ page }) => {
  await openEnglish(page, 'invoice_pdf_merge');
  const garbage = garbageFile();
  await page
    .getByTestId('file-input')
    .setInputFiles([corpus('cups-classified.pdf'), corpus(PENGUIN), garbage, corpus(SEMINAR)]);
  await expect(page.getByTestId('page-count')).toHaveText(['1 page', '1 page', '12 pages']);
  await expect(page.getByText(unreadableMessage(garbage))).toBeVisible();
  await page.getByRole('button', { name: 'Lay out invoices' }).click();
  const sheets = await saved(page, 'invoices.pdf');
  await expect(page.locator('.result-note')).toContainText('7 A4 sheets · 14 pages');
  qpdfCheck(sheets, PENGUIN_DEFECT);
  expect(await layoutOf(sheets)).toEqual(repeat('595x842@0', 7));
  const texts = pageTexts(sheets);
  expect(texts[0]).toContain('Classified');
  // Sheet 2 holds slides 1 and 2, sheet 7 slides 11 and 12.
  expect(texts[1]).toContain('seminar.sty');
  expect(texts[6]).toContain('Architecture');
});

test('pdf_compress: Beamer with six JPEG photos stays valid with its text; damaged file named', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const BEAMER = 'beamer-lecture-jpeg-photos.pdf';
  await openEnglish(page, 'pdf_compress');
  await page.getByTestId('file-input').setInputFiles(corpus(BEAMER));
  await page.getByText(/Strong \(96 dpi/).click();
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  const small = await saved(page, 'beamer-lecture-jpeg-photos_compressed.pdf', 60_000);
  qpdfCheck(small);
  expect(readFileSync(small).length).toBeLessThan(readFileSync(corpus(BEAMER)).length);
  expect(await layoutOf(small)).toEqual(repeat('595x842@0', 8));
  expect(pageTexts(small)).toEqual(corpusPages(BEAMER, range(1, 8)));

  const cut = truncatedCopy(BEAMER);
  await page.getByTestId('file-input').setInputFiles(cut);
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  await expect(page.getByText(unreadableMessage(cut))).toBeVisible();
});

test('pdf_to_word: a Cyrillic LibreOffice form and a pdfTeX manual become .docx', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'corpus-to-word');
  await page.goto('/func/pdf_to_word');
  const locked = encryptedCopy('cups-form-english.pdf');
  await page.getByTestId('file-input').setInputFiles(locked);
  await expect(page.getByText(encryptedMessage(locked))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to Word' })).toBeDisabled();
  for (const [file, pages, phrase] of [
    ['cups-form-russian.pdf', '1 page', 'ИНФОРМАЦИЯ О ЗАДАНИИ'],
    ['fontconfig-user.pdf', '15 pages', 'fonts.conf'],
  ] as const) {
    await page.getByTestId('file-input').setInputFiles(corpus(file));
    await expect(page.getByText(new RegExp(pages)).first()).toBeVisible();
    await page.getByRole('button', { name: 'Convert to Word' }).click();
    const docx = unzipSync(
      new Uint8Array(readFileSync(await saved(page, file.replace('.pdf', '.docx'), 60_000))),
    );
    const xml = strFromU8(docx['word/document.xml']!);
    const text = xml.replace(/<w:p[ >]/g, '\n$&').replace(/<[^>]+>/g, '');
    expect(text).toContain(phrase);
  }
});

test('pdf_extract_image and pdf_batch_extract_image on Beamer photos, groff and an image-only page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const BEAMER = 'beamer-lecture-jpeg-photos.pdf';
  // poppler's pdfimages -j: the JPEGs as stored in the file.
  const out = mkdtempSync(join(tmpdir(), 'e2e-pdfimages-'));
  execFileSync('pdfimages', ['-j', corpus(BEAMER), join(out, 'img')]);
  const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  const theirs = readdirSync(out).map((f) => hash(readFileSync(join(out, f))));

  await openEnglish(page, 'pdf_extract_image');
  await page.getByTestId('file-input').setInputFiles(corpus(BEAMER));
  await expect(page.getByText('6 images found')).toBeVisible({ timeout: 30_000 });
  const jpegs = page.getByRole('link', { name: /^Download beamer-lecture-jpeg-photos-p\d+-\d+\.jpg$/ });
  await expect(jpegs).toHaveCount(6);
  const first = (await jpegs.first().getAttribute('download'))!;
  expect(theirs).toContain(hash(readFileSync(await saved(page, first))));

  await page.getByTestId('file-input').setInputFiles(corpus(PENGUIN));
  await expect(page.getByText('1 image found')).toBeVisible();
  // The slides' inline stencil images (BI ... ID ... EI), as many as poppler lists.
  const inline = execFileSync('pdfimages', ['-list', corpus(SEMINAR)], { encoding: 'utf8' });
  await page.getByTestId('file-input').setInputFiles(corpus(SEMINAR));
  await expect(page.getByText(`${inline.trim().split('\n').length - 2} images found`)).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(corpus('fontconfig-user.pdf'));
  await expect(page.getByText('PDF file [fontconfig-user.pdf] contains no images')).toBeVisible();
  const locked = encryptedCopy(PENGUIN);
  await page.getByTestId('file-input').setInputFiles(locked);
  await expect(page.getByText(encryptedMessage(locked))).toBeVisible();

  await openEnglish(page, 'pdf_batch_extract_image');
  const cut = truncatedCopy('bzip2-manual.pdf');
  await page
    .getByTestId('file-input')
    .setInputFiles([corpus(BEAMER), corpus('groff-mom-slide-demo.pdf'), corpus('fontconfig-user.pdf'), cut]);
  await page.getByRole('button', { name: 'Extract all images' }).click();
  await expect(page.getByText('PDF file [fontconfig-user.pdf] contains no images')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(unreadableMessage(cut))).toBeVisible();
  const zip = unzipSync(new Uint8Array(readFileSync(await saved(page, 'pdf-images.zip'))));
  const names = Object.keys(zip);
  expect(names.filter((n) => n.startsWith('beamer-lecture-jpeg-photos/'))).toHaveLength(6);
  expect(names.filter((n) => n.startsWith('groff-mom-slide-demo/'))).toHaveLength(1);
  expect(names).toHaveLength(7);
  for (const name of names.filter((n) => n.endsWith('.jpg'))) expect(theirs).toContain(hash(zip[name]!));
});

test('paper_scan: rotated slides come out as upright page images', async ({ page }) => {
  test.setTimeout(90_000);
  // Slides 4-6 (/Rotate 270, 90, 90) as qpdf copies them: the whole deck takes a minute to scan.
  const slides = pagesCopy(SEMINAR, '4-6');
  await openEnglish(page, 'paper_scan');
  await page.getByTestId('file-input').setInputFiles(slides);
  await expect(page.getByText(/3 pages/)).toBeVisible();
  await page.getByRole('button', { name: 'Make it look scanned' }).click();
  const scan = await saved(page, 'seminar-rotated-slides-ghostscript-4-6_scan.pdf', 60_000);
  qpdfCheck(scan);
  // Each slide is drawn as it is shown (landscape), so the scan needs no /Rotate.
  expect(await layoutOf(scan)).toEqual(repeat('842x595@0', 3));
  expect(await layoutOf(slides)).toEqual(seminarLayout([4, 5, 6]));

  const cut = truncatedCopy(SEMINAR);
  await page.getByTestId('file-input').setInputFiles(cut);
  await expect(page.getByText(unreadableMessage(cut))).toBeVisible();
});

test('pdf_unlock: a qpdf AES-256 copy of a pdfTeX manual; wrong password refused', async ({ page }) => {
  const locked = encryptedCopy('bzip2-manual.pdf');
  await openEnglish(page, 'pdf_unlock');
  await page.getByTestId('file-input').setInputFiles(locked);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('not-it');
  await password.press('Enter');
  await expect(
    page.getByText('Wrong password for PDF file [bzip2-manual-locked.pdf]: check it and try again'),
  ).toBeVisible();
  await password.fill('user');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  const open = await saved(page, 'bzip2-manual-locked-unlocked.pdf');
  qpdfCheck(open);
  expect(execFileSync('qpdf', ['--show-encryption', open], { encoding: 'utf8' }).trim()).toBe(
    'File is not encrypted',
  );
  expect(pageTexts(open)).toEqual(corpusPages('bzip2-manual.pdf', range(1, 38)));

  const form = encryptedCopy('cups-form-russian.pdf');
  await page.getByTestId('file-input').setInputFiles(form);
  await password.fill('owner');
  await password.press('Enter');
  const unlockedForm = await saved(page, 'cups-form-russian-locked-unlocked.pdf');
  qpdfCheck(unlockedForm);
  expect((await PDFDocument.load(readFileSync(unlockedForm))).getForm().getFields()).toHaveLength(17);
  expect(pageTexts(unlockedForm)).toEqual(corpusPages('cups-form-russian.pdf', [1]));
});
