import { expect, test } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { readFileSync } from 'node:fs';

const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/netfile`;

test('file_batch_rename renames a real folder in place (File System Access API on OPFS)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('toolbox.lang', 'en');
    // The picker is a native dialog; hand the tool a real directory handle from the origin's private file system.
    (
      window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }
    ).showDirectoryPicker = async () => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry('Holiday', { recursive: true }).catch(() => {});
      const dir = await root.getDirectoryHandle('Holiday', { create: true });
      for (const name of ['IMG_0002.JPG', 'IMG_0001.JPG', 'notes.txt']) {
        const w = await (await dir.getFileHandle(name, { create: true })).createWritable();
        await w.write(`content of ${name}`);
        await w.close();
      }
      return dir;
    };
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/func/file_batch_rename');
  await page.getByRole('button', { name: 'Choose a folder (rename in place)' }).click();
  await expect(page.getByText('Folder: Holiday')).toBeVisible();
  await page.getByLabel('Find').fill('^IMG_(\\d+)');
  await page.getByLabel('Regular expression').check();
  await page.getByLabel('Replace with').fill('beach-$1');
  await page.getByLabel('Extension').selectOption('lower');
  await expect(page.getByTestId('rename-summary')).toHaveText('2 files will be renamed');
  await page.screenshot({ path: `${SHOTS}/file-batch-rename-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Rename 2 files' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('“Holiday”');
  await page.getByRole('button', { name: 'Rename now' }).click();
  await expect(page.getByText('Renamed 2 files.')).toBeVisible();

  const listing = await page.evaluate(async () => {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('Holiday');
    const out: string[] = [];
    for (const name of ['beach-0001.jpg', 'beach-0002.jpg', 'notes.txt']) {
      const file = await (await dir.getFileHandle(name)).getFile();
      out.push(`${name}=${await file.text()}`);
    }
    return out;
  });
  expect(listing).toEqual([
    'beach-0001.jpg=content of IMG_0001.JPG',
    'beach-0002.jpg=content of IMG_0002.JPG',
    'notes.txt=content of notes.txt',
  ]);
});

test('file_batch_rename flags conflicts and downloads renamed copies as a ZIP', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/func/file_batch_rename');
  await page.getByTestId('file-input').setInputFiles([
    { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('A') },
    { name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('B') },
  ]);
  await page.getByLabel('Find').fill('b');
  await page.getByLabel('Replace with').fill('a');
  await expect(page.getByText('Same name as another file')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Download renamed ZIP' })).toBeDisabled();
  await page.getByLabel('Find').fill('');
  await page.getByLabel('Add numbers').check();
  await page.getByLabel('Position').selectOption('before');
  await page.getByLabel('Separator').fill(' - ');
  await page.screenshot({ path: `${SHOTS}/file-batch-rename-375.png`, fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download renamed ZIP' }).click(),
  ]);
  const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(entries)).toEqual(['01 - a.txt', '02 - b.txt']);
  expect(strFromU8(entries['02 - b.txt']!)).toBe('B');
});
