import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wordToImage, wordToPdf, type ConverterSetup } from './word.ts';

const threePages = join(import.meta.dirname, '__fixtures__/three-pages.docx');
const setup: ConverterSetup = {
  sofficePath: 'soffice',
  pdftoppmPath: 'pdftoppm',
  limits: { timeoutMs: 90_000, memoryMB: 2048 },
};
const root = mkdtempSync(join(tmpdir(), 'caps-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const noProgress = async () => {};

/** Issue 12.5: page and pixel caps are checked before any page image is drawn. */
describe('page and pixel caps of the Word conversions', () => {
  it('refuses a document over the page cap without rendering a page', async () => {
    const work = mkdtempSync(join(root, 'pages-'));
    const converting = wordToImage(
      setup,
      threePages,
      work,
      'three.docx',
      { format: 'png', dpi: 36 },
      noProgress,
      {
        pages: 2,
        megapixels: 1000,
      },
    );
    await expect(converting).rejects.toMatchObject({ key: 'tooManyPages', retryable: false });
    expect(readdirSync(work).filter((f) => f.startsWith('page-'))).toEqual([]);
    const pdf = wordToPdf(setup, threePages, mkdtempSync(join(root, 'pdf-')), 'three.docx', noProgress, {
      pages: 2,
      megapixels: 0,
    });
    await expect(pdf).rejects.toMatchObject({ key: 'tooManyPages' });
  });

  it('refuses a resolution whose images pass the pixel cap, and renders within it', async () => {
    // Three A4 pages: 3 x 8.7 megapixels at 300 DPI, 3 x 0.12 at 36 DPI.
    const caps = { pages: 50, megapixels: 20 };
    const work = mkdtempSync(join(root, 'pixels-'));
    const large = wordToImage(
      setup,
      threePages,
      work,
      'three.docx',
      { format: 'png', dpi: 300 },
      noProgress,
      caps,
    );
    await expect(large).rejects.toMatchObject({ key: 'tooManyPixels', retryable: false });
    expect(readdirSync(work).filter((f) => f.startsWith('page-'))).toEqual([]);
    const small = await wordToImage(
      setup,
      threePages,
      mkdtempSync(join(root, 'small-')),
      'three.docx',
      { format: 'png', dpi: 36 },
      noProgress,
      caps,
    );
    expect(small).toMatchObject({ name: 'three.zip', ext: 'zip' });
  });
});
