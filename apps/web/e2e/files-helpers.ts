import type { Download, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { accountViaApi } from './auth-helpers.ts';

// Shared by files.spec.ts, task-history.spec.ts, word-to-pdf.spec.ts and word-to-image.spec.ts.

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
  await page.addInitScript(
    ({ lang, ...login }) => {
      localStorage.setItem(
        'toolbox.login',
        JSON.stringify({
          ...login,
          phoneNumber: null,
          idCode: null,
          emptyPassword: false,
          expiresAt: Date.now() + 3_600_000,
        }),
      );
      localStorage.setItem('toolbox.lang', lang);
      localStorage.setItem('ACCEPT_COOKIE', '1');
    },
    { accessToken: account.accessToken, email: account.email, lang },
  );
  return account;
}

/** Reads a downloaded file's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}
