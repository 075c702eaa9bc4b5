import { test, type Download, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { accountViaApi, inLanguage, keepLogin } from './auth-helpers.ts';

// Shared by files.spec.ts, task-history.spec.ts, word-to-pdf.spec.ts, word-to-image.spec.ts and the
// pdf_to_word specs.

export const SHOTS = '/tmp/shots-fw';
mkdirSync(SHOTS, { recursive: true });

/** Real .docx / .doc files with Chinese text and an image, made with LibreOffice by the server's fixture script. */
export const FIXTURES = join(import.meta.dirname, '../../server/src/modules/convert/__fixtures__');
export const chineseDocx = join(FIXTURES, 'chinese-image.docx');
export const chineseDoc = join(FIXTURES, 'chinese-image.doc');
export const threePagesDocx = join(FIXTURES, 'three-pages.docx');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 860 };

/** An account made through the API, stored in the page as the sign-in form would. */
export async function signedIn(page: Page, tag: string, lang: 'en' | 'zh-CN' = 'en') {
  const account = await accountViaApi(page.request, tag);
  // These tests are about files: the credits confirmation is switched off (credits.spec.ts covers it).
  await page.request.post('/ut/user-setting/save', {
    data: { hideDeductConfirm: true },
    headers: { accessToken: account.accessToken },
  });
  await keepLogin(page, account);
  await inLanguage(page, lang);
  return account;
}

/** Signed in as a fresh account (see signedIn), at `viewport` if given, on `path`. */
export async function openSignedIn(
  page: Page,
  tag: string,
  path: string,
  viewport?: { width: number; height: number },
) {
  const account = await signedIn(page, tag);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(path);
  return account;
}

/** For the LibreOffice conversion specs: on a busy 2-core machine each of their tests gets 2 minutes. */
export function allowSlowConversions() {
  test.describe.configure({ timeout: 120_000 });
}

/** Reads a downloaded file's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}
