import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeMessage, CurrentCredits, DesktopFuncRunResult, FuncRunRequest } from '@toolbox/contracts';
// The real API server the agent charges credits through (a PostgreSQL test database).
import { dropCached } from '../../../server/src/db/cached-read.ts';
import { newUser } from '../../../server/src/modules/credits/testing.ts';
import { funcs } from '../../../server/src/modules/func/tables.ts';
import { tasks } from '../../../server/src/modules/task/tables.ts';
import { startTaskApp, type TaskApp } from '../../../server/src/modules/file/testing.ts';
import { createBackend, type TestBackend } from '../../../server/src/test/backends.ts';
import { Agent } from '../agent.ts';
import { callBridge } from '../bridge/testing.ts';
import { runFunc } from './runner.ts';

// The desktop tools through the real bridge (HTTP on loopback, events stream) on real files from
// Debian packages (see __fixtures__/SOURCES.md); results are checked with programs that did not make
// them (poppler's pdfinfo and pdftotext, LibreOffice). Priced tools are paid through our real server
// (the tests run as a tourist, within the daily free uses and credits, except where a user is signed in).
const webOrigin = 'http://localhost:5199';
const fixture = (name: string) => new URL(`./__fixtures__/${name}`, import.meta.url).pathname;
let dir: string;
let agent: Agent;
let port: number;
const messages: BridgeMessage[] = [];
let picked: string[] = [];
let backend: TestBackend;
let server: FastifyInstance;
let serverRun: TaskApp;
let serverUrl: string;

const headers = () => ({ host: `127.0.0.1:${port}`, origin: webOrigin, 'x-toolbox-pairing': agent.secret });

const call = <T>(type: string, data: unknown) =>
  callBridge<T>({ port, secret: agent.secret, origin: webOrigin }, type, data);

/** Events travel on their own connection: wait until the one sought has arrived. */
async function until(found: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !found(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(found()).toBe(true);
}

async function run(code: FuncRunRequest['code'], paths: string[], extra: Partial<FuncRunRequest> = {}) {
  const res = await call<DesktopFuncRunResult>('func:run', { code, paths, jobId: code, ...extra });
  expect(res.exceptionMsg).toBeNull();
  return res.data!;
}

const text = (args: string[]) => execFileSync(args[0]!, args.slice(1), { encoding: 'utf8' });
const pages = (pdf: string) => Number(/Pages:\s+(\d+)/.exec(text(['pdfinfo', pdf]))![1]);
const docxText = (path: string) =>
  strFromU8(unzipSync(new Uint8Array(readFileSync(path)))['word/document.xml']!).replace(/<[^>]+>/g, '');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'desktop-funcs-'));
  for (const folder of ['pdfs', 'words', 'images', 'out', 'elsewhere']) mkdirSync(join(dir, folder));
  copyFileSync(fixture('xpdfimport_err.pdf'), join(dir, 'pdfs', 'a.pdf'));
  copyFileSync(fixture('shared-mime-info-spec.pdf'), join(dir, 'pdfs', 'b.pdf'));
  copyFileSync(fixture('idxexample.odt'), join(dir, 'words', 'index.odt'));
  copyFileSync(fixture('idxexample.docx'), join(dir, 'words', 'index.docx'));
  backend = await createBackend('postgres');
  // With its task queue: Word conversions run there when a computer has no LibreOffice.
  serverRun = await startTaskApp(backend);
  server = serverRun.app;
  await server.listen({ port: 0, host: '127.0.0.1' });
  serverUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  agent = new Agent({
    webOrigin,
    serverUrl,
    roots: [join(dir, 'pdfs'), join(dir, 'words'), join(dir, 'images'), join(dir, 'out')],
    dataDir: join(dir, 'data'),
    open: () => {},
    pick: async () => picked,
  });
  port = await agent.start();
  await new Promise<void>((resolve) => {
    get({ host: '127.0.0.1', port, path: '/events', headers: headers() }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.startsWith('data: ')) messages.push(JSON.parse(event.slice(6)) as BridgeMessage);
        }
      });
      resolve();
    });
  });
}, 60_000);

afterAll(async () => {
  await agent?.close();
  await serverRun?.stop();
  await backend?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('desktop tools over the bridge', () => {
  it('lists every tool this machine can run (LibreOffice and tesseract are installed here)', async () => {
    const res = await call<{ codeList: string[] }>('func:list-func-code', null);
    expect(res.data!.codeList.sort()).toEqual(
      [
        'file_search_desktop',
        'image_ocr_desktop',
        'image_to_excel_desktop',
        'pdf_compress_desktop',
        'pdf_merge_desktop',
        'pdf_to_image_desktop',
        'pdf_to_word_desktop',
        'word_merge_desktop',
        'word_to_image_desktop',
        'word_to_pdf_desktop',
      ].sort(),
    );
  });

  it('merges a chosen folder of PDFs in name order and reports each file over the events stream', async () => {
    messages.length = 0;
    const result = await run('pdf_merge_desktop', [join(dir, 'pdfs')], { outDir: join(dir, 'out') });
    expect(result.files.map((f) => [f.source.endsWith('a.pdf') || f.source.endsWith('b.pdf'), f.ok])).toEqual(
      [
        [true, true],
        [true, true],
      ],
    );
    const merged = result.files[0]!.outputs[0]!;
    expect(merged).toBe(join(dir, 'out', 'merged.pdf'));
    expect(pages(merged)).toBe(1 + 17);
    await until(() => messages.some((m) => m.type === 'TIPS'));
    const loading = messages
      .filter((m) => m.type === 'LOADING')
      .map((m) => m.data as { state: string; index: number });
    expect(loading.filter((m) => m.state === 'done').map((m) => m.index)).toEqual([0, 1]);
    expect(messages.at(-1)).toMatchObject({ type: 'TIPS', data: { jobId: 'pdf_merge_desktop' } });
  });

  it('compresses, converts to images and to Word next to each source', async () => {
    const compressed = await run('pdf_compress_desktop', [join(dir, 'pdfs', 'b.pdf')], {
      options: { level: 'high' },
    });
    expect(compressed.files[0]!.outputs).toEqual([join(dir, 'pdfs', 'b-compressed.pdf')]);
    expect(pages(join(dir, 'pdfs', 'b-compressed.pdf'))).toBe(17);
    expect(compressed.files[0]!.detail!.after).toBeLessThanOrEqual(compressed.files[0]!.detail!.before!);

    const images = await run('pdf_to_image_desktop', [join(dir, 'pdfs', 'a.pdf')], {
      outDir: join(dir, 'out'),
      options: { format: 'png', scale: 2 },
    });
    const png = readFileSync(images.files[0]!.outputs[0]!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // A4 at scale 2: 1190 × 1684 pixels.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1190, 1684]);

    const word = await run('pdf_to_word_desktop', [join(dir, 'pdfs', 'a.pdf')], { outDir: join(dir, 'out') });
    expect(docxText(word.files[0]!.outputs[0]!)).toContain("This PDF file is encrypted and can't be opened.");
  });

  it('converts Word documents with LibreOffice and merges .docx files', async () => {
    const pdf = await run('word_to_pdf_desktop', [join(dir, 'words', 'index.odt')]);
    expect(text(['pdftotext', pdf.files[0]!.outputs[0]!, '-'])).toContain('HEADING1');

    const images = await run('word_to_image_desktop', [join(dir, 'words', 'index.odt')], {
      outDir: join(dir, 'out'),
      options: { format: 'jpg', scale: 1 },
    });
    expect(images.files[0]!.outputs.length).toBe(pages(pdf.files[0]!.outputs[0]!));
    expect(readFileSync(images.files[0]!.outputs[0]!).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    copyFileSync(join(dir, 'out', 'a.docx'), join(dir, 'words', 'z-from-pdf.docx'));
    const merged = await run('word_merge_desktop', [join(dir, 'words')], { options: { name: 'both' } });
    expect(merged.files.map((f) => f.ok)).toEqual([true, true]);
    const all = docxText(join(dir, 'words', 'both.docx'));
    expect(all.indexOf('HEADING1')).toBeLessThan(all.indexOf('This PDF file is encrypted'));
  }, 240_000);

  it('goes on past a damaged file and names it', async () => {
    writeFileSync(join(dir, 'pdfs', 'c-broken.pdf'), '%PDF-1.4\nthis is not a PDF');
    const result = await run('pdf_to_word_desktop', [join(dir, 'pdfs')], { outDir: join(dir, 'out') });
    const broken = result.files.find((f) => f.source.endsWith('c-broken.pdf'))!;
    expect(broken).toMatchObject({ ok: false, reason: 'unreadable', outputs: [] });
    expect(result.files.filter((f) => f.ok).length).toBe(3); // a, b and b-compressed
    rmSync(join(dir, 'pdfs', 'c-broken.pdf'));
  });

  it('runs only on chosen files or the searched folders', async () => {
    writeFileSync(join(dir, 'elsewhere', 'x.pdf'), readFileSync(fixture('xpdfimport_err.pdf')));
    const refused = await call('func:run', {
      code: 'pdf_compress_desktop',
      paths: [join(dir, 'elsewhere')],
      jobId: 'r',
    });
    expect(refused.code).toBe('403');
    picked = [join(dir, 'elsewhere', 'x.pdf')];
    const chosen = await call<{ paths: string[] }>('file:open', { select: 'files', accept: ['pdf'] });
    expect(chosen.data!.paths).toEqual(picked);
    await until(() => messages.some((m) => m.type === 'FILE_SELECT_CHANGE'));
    expect(messages.find((m) => m.type === 'FILE_SELECT_CHANGE')).toEqual({
      type: 'FILE_SELECT_CHANGE',
      data: { paths: picked },
    });
    const result = await run('pdf_compress_desktop', picked);
    expect(result.files[0]!.outputs).toEqual([join(dir, 'elsewhere', 'x-compressed.pdf')]);
  });
});

describe('OCR tools', () => {
  /** A screenshot-like picture drawn with Debian's Noto CJK font. */
  async function draw(path: string, width: number, height: number, paint: (g: SKRSContext2D) => void) {
    GlobalFonts.registerFromPath('/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'Noto CJK');
    const canvas = createCanvas(width, height);
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, width, height);
    g.fillStyle = '#000';
    g.strokeStyle = '#000';
    g.lineWidth = 2;
    g.font = '28px "Noto CJK"';
    paint(g);
    writeFileSync(path, await canvas.encode('png'));
  }

  it('reads Chinese and English text from a screenshot', async () => {
    await draw(join(dir, 'images', 'shot.png'), 900, 200, (g) => {
      g.fillText('桌面版没有文件大小限制，可以批量处理。', 30, 70);
      g.fillText('Batch processing on local folders.', 30, 140);
    });
    const result = await run('image_ocr_desktop', [join(dir, 'images', 'shot.png')]);
    const read = readFileSync(result.files[0]!.outputs[0]!, 'utf8');
    expect(read).toContain('没有文件大小限制');
    expect(read).toContain('Batch processing on local folders.');
  });

  it('turns a ruled table into an .xlsx LibreOffice reads back', async () => {
    const rows = [
      ['月份', '收入', '备注'],
      ['一月', '1200', 'January'],
      ['二月', '850.5', '春节'],
    ];
    await draw(join(dir, 'images', 'table.png'), 720, 220, (g) => {
      for (const y of [20, 80, 140, 200]) g.strokeRect(20, y, 680, 0);
      for (const x of [20, 220, 420, 700]) g.strokeRect(x, 20, 0, 180);
      rows.forEach((row, r) =>
        row.forEach((cell, c) => g.fillText(cell, [20, 220, 420][c]! + 14, 20 + r * 60 + 40)),
      );
    });
    const result = await run('image_to_excel_desktop', [join(dir, 'images', 'table.png')], {
      outDir: join(dir, 'out'),
    });
    expect(result.files[0]!.detail).toMatchObject({ rows: 3, columns: 3, ruled: 1 });
    const profile = `file://${join(dir, 'lo')}`;
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76',
        '--outdir',
        join(dir, 'out'),
        result.files[0]!.outputs[0]!,
      ],
      { stdio: 'ignore' },
    );
    const csv = readFileSync(join(dir, 'out', 'table.csv'), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv).toEqual(['月份,收入,备注', '一月,1200,January', '二月,850.5,春节']);
    expect(readdirSync(join(dir, 'out'))).toContain('table.xlsx');
  }, 120_000);
});

describe('credits of priced desktop tools', () => {
  it('charges a signed-in user per converted file, and removes a result it could not charge', async () => {
    const user = await newUser(server);
    const left = async () => {
      const res = await server.inject({
        method: 'POST',
        url: '/ut/v1/qh',
        headers: { 'content-type': 'application/json', accesstoken: user.token },
        payload: JSON.stringify({ timezoneOffset: new Date().getTimezoneOffset() }),
      });
      const credits = res.json<{ data: CurrentCredits }>().data;
      return credits.totalFuncPoint - credits.useFuncPoint;
    };
    const before = await left();
    // No free uses, and a price that one file fits in and two do not.
    const price = Math.floor(before / 2) + 1;
    expect(price).toBeLessThanOrEqual(before);
    await server.database.db
      .update(funcs)
      .set({ point: price, freeCount: 0 })
      .where(eq(funcs.code, 'pdf_to_word_desktop'));
    dropCached(server.database.db, ['func']);
    expect((await call('user:save', { accessToken: user.token })).code).toBe('000');

    const out = join(dir, 'out', 'paid');
    const sources = [join(dir, 'pdfs', 'a.pdf'), join(dir, 'pdfs', 'b.pdf')];
    const result = await run('pdf_to_word_desktop', sources, { outDir: out });
    expect(result.files[0]).toMatchObject({ ok: true, point: price, outputs: [join(out, 'a.docx')] });
    expect(result.files[1]).toMatchObject({ ok: false, reason: 'credits', outputs: [] });
    expect(readdirSync(out)).toEqual(['a.docx']);
    expect(await left()).toBe(before - price);

    // Not enough for one more file: refused before any work, nothing charged.
    const refused = await call('func:run', {
      code: 'pdf_to_word_desktop',
      paths: sources,
      jobId: 'short',
      outDir: out,
    });
    expect(refused.code).toBe('500');
    expect(refused.exceptionMsg?.content).toBe('credits');
    expect(readdirSync(out)).toEqual(['a.docx']);
    expect(await left()).toBe(before - price);

    // A free tool needs no credits (nor the server): it runs with the balance short.
    const images = await run('pdf_to_image_desktop', [sources[0]!], { outDir: out });
    expect(images.files[0]).toMatchObject({ ok: true });
    expect(images.files[0]!.point).toBeUndefined();
  });

  it('converts Word on our server when this computer has no LibreOffice, paid as a desktop use', async () => {
    const user = await newUser(server);
    const source = join(dir, 'words', 'index.odt');
    const out = join(dir, 'out', 'via-server');
    const noOffice = {
      push: () => {},
      server: { url: serverUrl, accessToken: user.token },
      findOffice: () => null,
    };
    const pdf = await runFunc(
      { code: 'word_to_pdf_desktop', paths: [source], jobId: 'srv', outDir: out },
      noOffice,
    );
    // The desktop tool's first free use of the day (3 free) paid for the server's task.
    expect(pdf.files[0]).toMatchObject({ ok: true, point: 0, outputs: [join(out, 'index.pdf')] });
    expect(text(['pdftotext', join(out, 'index.pdf'), '-'])).toContain('HEADING1');
    const images = await runFunc(
      {
        code: 'word_to_image_desktop',
        paths: [source],
        jobId: 'srv2',
        outDir: out,
        options: { format: 'jpg' },
      },
      noOffice,
    );
    expect(images.files[0]!.ok).toBe(true);
    expect(images.files[0]!.outputs.length).toBe(pages(join(out, 'index.pdf')));
    expect(readFileSync(images.files[0]!.outputs[0]!).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const [task] = await serverRun.handle.db
      .select({ funcCode: tasks.funcCode, owner: tasks.owner })
      .from(tasks)
      .where(eq(tasks.owner, `u:${user.id}`));
    expect(task).toMatchObject({ funcCode: 'word_to_pdf' });

    // No LibreOffice and no server to convert or charge: refused before any work.
    await expect(
      runFunc(
        { code: 'word_to_pdf_desktop', paths: [source], jobId: 'srv3', outDir: out },
        { push: () => {}, findOffice: () => null },
      ),
    ).rejects.toMatchObject({ content: 'offline' });
  }, 180_000);

  it('refuses a priced tool with a login the server no longer knows', async () => {
    await call('user:save', { accessToken: 'not-a-live-session' });
    const refused = await call('func:run', {
      code: 'pdf_to_word_desktop',
      paths: [join(dir, 'pdfs', 'a.pdf')],
      jobId: 'login',
      outDir: join(dir, 'out', 'login'),
    });
    expect(refused.exceptionMsg?.content).toBe('login');
    await call('user:save', null);
  });
});
