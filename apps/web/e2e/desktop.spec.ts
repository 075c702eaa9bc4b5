import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';
import { accountViaApi, inLanguage, storeLogin } from './auth-helpers.ts';
import { folderForManyFiles, spawnAgent } from './desktop-helpers.ts';

// The real Linux agent (its single executable when built, else the sources; on a free port) driven
// by the web app in Chromium: registration, pairing, file search over a generated tree, the hand-over
// it starts, desktop tools on real files, and pages of other origins refused.
test.describe.configure({ mode: 'serial' });

let dir: string;
let root: string;
let tree: string;
let agent: ChildProcess;
let info: { port: number; clientId: string };
const opened: string[] = [];
let evil: Server;
let xvfb: ChildProcess;
const display = `:${80 + (process.pid % 9)}`;
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/desktop';
let evilOrigin: string;

/** Files of the bulk tree: a million, as the check asks of the search. */
const BULK_FOLDERS = 1000;
const BULK_PER_FOLDER = 1000;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000); // a million files made and indexed: over 3 min once under CI load
  dir = mkdtempSync(join(tmpdir(), 'desktop-e2e-'));
  tree = folderForManyFiles('desktop-e2e-files-', BULK_FOLDERS * BULK_PER_FOLDER);
  root = join(tree, 'files');
  // A million empty files in a thousand folders (about 10 s on this machine's disk); the index
  // counts folders too.
  const started = Date.now();
  for (let d = 0; d < BULK_FOLDERS; d++) {
    const folder = join(root, 'bulk', `batch ${d}`);
    mkdirSync(folder, { recursive: true });
    for (let f = 0; f < BULK_PER_FOLDER; f++) closeSync(openSync(join(folder, `scan ${d}-${f}.dat`), 'w'));
  }
  for (let q = 1; q <= 4; q++) {
    const folder = join(root, `2025`, `Q${q}`);
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < 60; i++) writeFileSync(join(folder, `Quarterly report ${q}-${i}.pdf`), '');
    for (let i = 0; i < 500; i++) writeFileSync(join(folder, `photo ${q}-${i}.jpg`), '');
  }
  writeFileSync(join(root, 'a<b>&Report.txt'), '');
  console.log(
    `desktop: ${BULK_FOLDERS * BULK_PER_FOLDER} files made in ${Date.now() - started} ms under ${tree}`,
  );
  // A real X server for the screenshot tool, captured by ImageMagick's import (the region given,
  // where a user would drag it).
  xvfb = spawn('Xvfb', [display, '-screen', '0', '1024x300x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !existsSync(`/tmp/.X11-unix/X${display.slice(1)}`); i++)
    await new Promise((r) => setTimeout(r, 50));
  agent = spawnAgent({ webOrigin: baseURL!, root, dir, display });
  const lines = createInterface({ input: agent.stdout! });
  info = await new Promise((resolve, reject) => {
    agent.once('exit', (code, signal) => reject(new Error(`the agent stopped (${code ?? signal})`)));
    lines.on('line', (line) => {
      const message = JSON.parse(line) as { port?: number; clientId?: string; open?: string };
      if (message.open) opened.push(message.open);
      else resolve(message as { port: number; clientId: string });
    });
  });
  // A page of another site on this machine.
  evil = createServer((_req, res) => res.end('<!doctype html><title>elsewhere</title>'));
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilOrigin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  agent?.kill('SIGTERM');
  xvfb?.kill();
  evil?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(tree, { recursive: true, force: true });
});

test('pairs with the agent that opened the page and searches its files', async ({ page }) => {
  await inLanguage(page, 'en');
  await page.goto(`/desktop-index?clientId=${info.clientId}`);
  await expect(page.getByTestId('desktop-version')).toHaveText('Desktop app version 0.1.0');
  await expect(page).toHaveURL(/\/desktop-index$/);

  // First focus: file search is off, the confirm turns it on and the index is built.
  page.once('dialog', (dialog) => void dialog.accept());
  const search = page.getByTestId('desktop-file-search');
  await search.focus();
  await expect(page.locator('.toast', { hasText: 'File search is on' })).toBeVisible({ timeout: 90_000 });
  // The toast comes with the index under way (its status shown in the same render); building the
  // index of a million names takes some seconds, longer on a busy machine, and the search waits for it.
  const indexing = page.getByRole('status').filter({ hasText: 'Building the file index' });
  await expect(indexing).toHaveCount(0, { timeout: 90_000 });
  await search.fill('report  quarterly');
  const results = page.getByTestId('desktop-results').locator('li');
  await expect(results).toHaveCount(100);
  await expect(page.getByTestId('desktop-indexed')).toHaveText('1,003,248 files indexed');
  await expect(results.first().locator('mark')).toHaveText(['Quarterly', 'report']);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(results).toHaveCount(200);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(results).toHaveCount(240);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // A name with markup is shown as text, its words marked.
  // One name among the million.
  await search.fill('scan 777-456');
  await expect(results).toHaveCount(1);
  await expect(results.first().locator('.desktop-result-path')).toHaveText(
    join(root, 'bulk', 'batch 777', 'scan 777-456.dat'),
  );

  await search.fill('<b');
  await expect(results).toHaveCount(1);
  await expect(results.first().locator('.desktop-result-name')).toHaveText('a<b>&Report.txt');
  await expect(results.first().locator('mark')).toHaveText('<b');

  // Open folder goes through the agent (which prints what it opens when run with --no-open).
  await results.first().getByRole('button', { name: 'Open folder' }).click();
  await expect.poll(() => opened).toContain(root);

  // The index follows the disk.
  writeFileSync(join(root, '2025', 'Q1', 'Budget draft.xlsx'), '');
  await search.fill('budget');
  await expect(results).toHaveCount(1, { timeout: 10_000 });
  await expect(results.first().locator('.desktop-result-path')).toHaveText(
    join(root, '2025', 'Q1', 'Budget draft.xlsx'),
  );
});

test('a page of another origin cannot use the agent, even with the pairing secret', async ({
  page,
  request,
  baseURL,
}) => {
  const secret = (
    (await (await request.post('/ut/client/query-client', { data: { clientId: info.clientId } })).json()) as {
      data: { pairingSecret: string };
    }
  ).data.pairingSecret;
  await page.goto(evilOrigin);
  const outcome = await page.evaluate(
    async ({ port, secret }) => {
      const tries: string[] = [];
      const attempts: Array<Record<string, string>> = [
        { 'content-type': 'application/json', 'x-toolbox-pairing': secret },
        { 'content-type': 'text/plain' },
      ];
      for (const headers of attempts) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/bridge`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ type: 'file-search:query', data: { keyword: 'report' } }),
          });
          tries.push(`answered ${res.status}`);
        } catch (error) {
          tries.push(`refused ${(error as Error).name}`);
        }
      }
      return tries;
    },
    { port: info.port, secret },
  );
  expect(outcome).toEqual(['refused TypeError', 'refused TypeError']);
  // The agent itself refused it (not only the browser): another origin, or a rebinding Host, gets 403.
  const status = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: info.port,
          method: 'POST',
          path: '/bridge',
          headers: { 'x-toolbox-pairing': secret, ...headers },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ type: 'env:get-version' }));
    });
  const ours = new URL(baseURL!).origin;
  expect(await status({ origin: evilOrigin })).toBe(403);
  expect(await status({ origin: ours, host: `evil.example:${info.port}` })).toBe(403);
  expect(await status({ origin: ours })).toBe(200);
});

test('from-desktop signs in only through a hand-over the agent started', async ({
  page,
  browser,
  request,
}) => {
  await inLanguage(page, 'en');
  const account = await accountViaApi(request, 'desktop-agent');
  await page.goto(`/desktop-index?clientId=${info.clientId}`);
  await expect(page.getByTestId('desktop-version')).toBeVisible();
  // The desktop home hands its login to the agent every 2 s; then the agent opens the site.
  const handedOver = page.waitForResponse(
    (res) =>
      res.url().endsWith('/bridge') &&
      (res.request().postData() ?? '').includes('"user:save"') &&
      (res.request().postData() ?? '').includes(account.accessToken),
  );
  await storeLogin(page, account);
  await handedOver;
  const before = opened.length;
  await page.getByRole('button', { name: 'Open the website in my browser' }).click();
  await expect.poll(() => opened.length).toBe(before + 1);
  const handover = opened[before]!;
  expect(handover).toContain('/from-desktop?param=');

  // The system browser: a fresh profile, never paired.
  const other = await browser.newContext();
  const browserPage = await other.newPage();
  await inLanguage(browserPage, 'en');
  await browserPage.goto(handover);
  await expect(browserPage.getByTestId('user-menu')).toContainText(account.email);

  // A link with a code the agent did not ask for (an attacker's own login) signs nobody in.
  const res = await request.post('/open/user/create-desktop-handover', {
    data: {},
    headers: { lang: 'en', accessToken: account.accessToken },
  });
  const code = ((await res.json()) as { data: { code: string } }).data.code;
  const forged = JSON.stringify({ code, url: '/', clientId: info.clientId });
  const victim = await browser.newContext();
  const victimPage = await victim.newPage();
  await inLanguage(victimPage, 'en');
  await victimPage.goto(`/from-desktop?param=${encodeURIComponent(forged)}`);
  await expect(victimPage.getByTestId('from-desktop-message')).toContainText(
    'not started by the desktop app',
  );
  expect(await victimPage.evaluate(() => localStorage.getItem('toolbox.login'))).toBeNull();
  await other.close();
  await victim.close();
});

test('runs desktop tools on real files through the agent: merge PDFs, PDF to image, Word to PDF, OCR a screenshot', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // Real files from Debian packages (apps/desktop-agent/src/funcs/__fixtures__/SOURCES.md).
  const work = join(root, 'desktop-func');
  mkdirSync(work);
  const fixtures = join(process.cwd(), 'apps', 'desktop-agent', 'src', 'funcs', '__fixtures__');
  copyFileSync(join(fixtures, 'xpdfimport_err.pdf'), join(work, '1 notice.pdf'));
  copyFileSync(join(fixtures, 'shared-mime-info-spec.pdf'), join(work, '2 spec.pdf'));

  await inLanguage(page, 'en');
  await page.goto(`/desktop-index?clientId=${info.clientId}`);
  await expect(page.getByTestId('desktop-version')).toBeVisible();
  await page.getByRole('link', { name: 'Merge PDF (desktop)' }).click();
  await expect(page).toHaveURL(/\/desktop-func\/pdf_merge_desktop$/);
  await page.getByTestId('desktop-func-path').fill(work);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('desktop-func-chosen')).toContainText(work);
  await page.getByLabel('Name of the merged file').fill('both');
  await expect(page.getByTestId('desktop-func-price')).toHaveText(
    'Free on the desktop, with no file-size limit.',
  );
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('desktop-func-summary')).toHaveText(/^2 of 2 files done in \d+\.\d s$/, {
    timeout: 60_000,
  });
  const rows = page.getByTestId('desktop-func-rows').locator(':scope > li');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('1 notice.pdf Done');
  await rows.first().getByRole('button', { name: 'Open', exact: true }).click();
  await expect.poll(() => opened).toContain(join(work, 'both.pdf'));
  const merged = execFileSync('pdfinfo', [join(work, 'both.pdf')], { encoding: 'utf8' });
  expect(merged).toMatch(/Pages:\s+18\n/);

  // PDF to image: pdf.js drawing on the native canvas (in the executable, both carried inside it).
  /** A folder of fixture copies (name in the folder ← fixture), run through `code` from its page. */
  const runOnFolder = async (code: string, name: string, files: Record<string, string>, timeout: number) => {
    const folder = join(root, name);
    mkdirSync(folder);
    for (const [copy, fixture] of Object.entries(files))
      copyFileSync(join(fixtures, fixture), join(folder, copy));
    await page.goto(`/desktop-func/${code}`);
    await page.getByTestId('desktop-func-path').fill(folder);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    const count = Object.keys(files).length;
    await expect(page.getByTestId('desktop-func-summary')).toHaveText(
      new RegExp(`^${count} of ${count} files done`),
      { timeout },
    );
    return folder;
  };
  const pages = await runOnFolder(
    'pdf_to_image_desktop',
    'desktop-pages',
    { 'notice.pdf': 'xpdfimport_err.pdf', 'spec.pdf': 'shared-mime-info-spec.pdf' },
    60_000,
  );
  const images = readdirSync(pages).filter((name) => name.endsWith('.png'));
  expect(images).toHaveLength(18);
  expect(
    execFileSync('identify', ['-format', '%w %h', join(pages, 'notice-1.png')], { encoding: 'utf8' }),
  ).toBe('893 1263');

  // Word to PDF over a folder of Word documents (LibreOffice on this machine), a PDF beside each.
  const word = await runOnFolder(
    'word_to_pdf_desktop',
    'desktop-word',
    { 'index one.docx': 'idxexample.docx', 'index two.docx': 'idxexample.docx' },
    120_000,
  );
  for (const name of ['index one.pdf', 'index two.pdf'])
    expect(execFileSync('pdfinfo', [join(word, name)], { encoding: 'utf8' })).toMatch(/Pages:\s+[1-9]/);

  // A screenshot of Chinese text, taken by the browser, read by the agent's OCR.
  const shot = await browser.newPage({ viewport: { width: 900, height: 160 } });
  await shot.setContent(
    '<body style="margin:24px;font:32px sans-serif;background:#fff">桌面版没有文件大小限制，可以批量处理。</body>',
  );
  await shot.screenshot({ path: join(work, 'shot.png') });
  await shot.close();
  await page.goto('/desktop-func/image_ocr_desktop');
  // Priced on the desktop by the server's catalogue (1 credit, 5 free a day). This tourist (the
  // machine's address) may have used some on this server already: the shortcut test's screenshot is
  // read by the same OCR tool, and a retry follows a first attempt.
  const price = page.getByTestId('desktop-func-price');
  await expect(price).toHaveText(
    /^Each file costs 1 credit on the desktop, taken only when the file succeeds\. \d free files left today\. You have \d+ credits today\.$/,
  );
  const freeLeft = Number(/(\d) free files left/.exec((await price.textContent()) ?? '')![1]);
  expect(freeLeft).toBeGreaterThan(0);
  expect(freeLeft).toBeLessThanOrEqual(5);
  await page.getByTestId('desktop-func-path').fill(join(work, 'shot.png'));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('desktop-func-summary')).toHaveText(/^1 of 1 file done/, { timeout: 60_000 });
  expect(readFileSync(join(work, 'shot.txt'), 'utf8')).toContain('没有文件大小限制');
  // The agent took one of the free uses through the server.
  await expect(rows.first()).toContainText('shot.png Done · free use');
  await expect(price).toContainText(`${freeLeft - 1} free files left today.`);

  // The screenshot tool of the desktop home: the same picture on the screen, captured and read.
  try {
    execFileSync('display', ['-window', 'root', join(work, 'shot.png')], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
  } catch {
    // display exits non-zero without a window manager, after setting the background.
  }
  await page.goto('/desktop-index');
  await page.getByRole('button', { name: 'Screenshot to text' }).click();
  await expect(page.getByTestId('desktop-screenshot-text')).toHaveValue(/没有文件大小限制/, {
    timeout: 60_000,
  });
  await expect(page.getByTestId('desktop-screenshot-result').getByText(/^screenshot-.*\.png$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/desktop-screenshot-to-text.png`, fullPage: true });
  await page.goto('/desktop-func/image_ocr_desktop');

  // A path outside the searched folders is refused by the agent, in the page's language.
  await page.getByTestId('desktop-func-path').fill(tmpdir());
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.toast', { hasText: 'is outside the folders you chose' })).toBeVisible();

  await page.goto('/desktop-func/no_such_desktop');
  await expect(page.getByRole('alert')).toHaveText('There is no desktop function “no_such_desktop”.');
});
