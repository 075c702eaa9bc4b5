import { expect, test, type Request } from '@playwright/test';
import { unzipSync, zipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { chineseDocx, downloadedBytes, SHOTS, signedIn } from './files-helpers.ts';

/** The Chinese fixture grown to ~5 MB by an unreferenced, incompressible part: three 2 MB chunks. */
function bigDocx(): Buffer {
  const entries = unzipSync(new Uint8Array(readFileSync(chineseDocx)));
  entries['word/media/filler.bin'] = new Uint8Array(randomBytes(5 * 1024 * 1024));
  return Buffer.from(zipSync(entries, { level: 0 }));
}

const chunkIndex = (request: Request) => Number(new URL(request.url()).searchParams.get('index'));

// The upload client against the real server: a connection cut mid-upload, then resumed.
test('an upload cut off mid-way resumes with only the missing chunks (word_to_pdf)', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'resume');
  await page.goto('/func/word_to_pdf');
  const sent: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/file/trans-data')) sent.push(chunkIndex(request));
  });
  // Chunk 1 never gets through: every try (the client makes three) dies with the connection.
  await page.route('**/file/trans-data**', (route) =>
    chunkIndex(route.request()) === 1 ? route.abort('connectionreset') : route.continue(),
  );
  await page.getByTestId('file-input').setInputFiles({
    name: '大文件.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: bigDocx(),
  });
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network error' })).toBeVisible({ timeout: 30_000 });
  expect(sent).toEqual([0, 1, 1, 1]);
  await page.screenshot({ path: `${SHOTS}/upload-cut.png`, fullPage: true });

  // The connection is back: the same file again sends only chunks 1 and 2.
  await page.unroute('**/file/trans-data**');
  sent.length = 0;
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  const download = page.getByRole('button', { name: /^Download .*\.pdf$/ });
  await expect(download).toBeVisible({ timeout: 60_000 });
  expect(sent).toEqual([1, 2]);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('大文件.pdf');
  const pdf = await PDFDocument.load(await downloadedBytes(file));
  expect(pdf.getPageCount()).toBe(1);
});

test('upload and task progress are shown while a conversion runs', async ({ page }) => {
  // A 5 MB upload slowed on purpose, then LibreOffice on a busy machine, where the task may also
  // queue behind the other browser worker's server tasks (it took over 2 min once in CI).
  test.setTimeout(270_000);
  await signedIn(page, 'progress');
  await page.goto('/func/word_to_pdf');
  await page.getByTestId('file-input').setInputFiles({
    name: 'progress.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: bigDocx(),
  });
  // Slow the chunks down a little so the upload step is there to be seen.
  await page.route('**/file/trans-data**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const texts = new Set<string>();
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  const progress = page.getByTestId('task-progress');
  const download = page.getByRole('button', { name: /^Download .*\.pdf$/ });
  // Read the progress line until the result arrives.
  await expect(async () => {
    if (await progress.isVisible()) texts.add((await progress.textContent()) ?? '');
    await expect(download).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 240_000, intervals: [50] });
  const seen = [...texts];
  expect(seen.some((text) => /^Uploading… \d+ %$/.test(text))).toBe(true);
  // After the upload: the submit and the server's own progress text.
  expect(seen.some((text) => !/^(Checking the file|Uploading)/.test(text))).toBe(true);
});
