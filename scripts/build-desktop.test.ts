import { execFileSync, spawn } from 'node:child_process';
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
  statSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths, paymentPaths, type DesktopFuncRunResult } from '@toolbox/contracts';
import { callBridge } from '../apps/desktop-agent/src/bridge/testing.ts';
import { buildDesktop } from './build-desktop.ts';
import { installWineForwarders } from './wine-forwarders.ts';

// The built executables themselves (not tsx): the Linux one converts real PDFs with the engines it
// carries (canvas addon, pdf.js, jSquash wasm) through its bridge; the Windows one starts under wine.
const webOrigin = 'http://127.0.0.1:5';
const fixtures = join(import.meta.dirname, '..', 'apps', 'desktop-agent', 'src', 'funcs', '__fixtures__');

function status(port: number, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/bridge', headers: { origin } },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end('{"type":"env:get-version"}');
  });
}

/**
 * A stand-in for our server: it keeps what the agent registers (its port and pairing secret, as the
 * web would get them) and prices every tool at nothing, so the PDF tools run without credits.
 */
const registered: { port: number; pairingSecret: string }[] = [];
let server: Server;
let serverUrl: string;
const paired = async (count: number) => {
  for (let i = 0; i < 300 && registered.length < count; i++) await new Promise((r) => setTimeout(r, 100));
  const { port, pairingSecret } = registered[count - 1]!;
  return { port, secret: pairingSecret, origin: webOrigin };
};

let built: Awaited<ReturnType<typeof buildDesktop>>;
beforeAll(async () => {
  const started = Date.now();
  built = await buildDesktop();
  console.log(`build:desktop took ${Date.now() - started} ms`);
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      let data: unknown = null;
      if (req.url === paths.clientRegister) {
        registered.push(JSON.parse(body) as (typeof registered)[number]);
        data = { clientId: 'x', expireTime: Date.now() + 3_600_000 };
      } else if (req.url?.endsWith(paymentPaths.quoteFuncTourist)) {
        const { code } = JSON.parse(body) as { code: string };
        data = { code, kind: 'none', point: 0, each: 0, pages: null, balance: 0 };
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(data ? { code: '000', message: 'ok', data } : { code: '404', message: 'no' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000);
afterAll(() => server?.close());

const pdfTools = ['pdf_to_word_desktop', 'pdf_to_image_desktop', 'pdf_compress_desktop'];
const text = (program: string, ...args: string[]) => execFileSync(program, args, { encoding: 'utf8' });
const pageCount = (pdf: string) => Number(/Pages:\s+(\d+)/.exec(text('pdfinfo', pdf))![1]);

it('builds a Linux single executable that converts real PDFs with the engines it carries', async () => {
  const { linux } = built;
  expect(JSON.parse(text(linux, '--version'))).toEqual({ version: '0.1.0', versionInt: 100 });
  const dir = mkdtempSync(join(tmpdir(), 'sea-test-'));
  const pdfs = join(dir, 'pdfs');
  mkdirSync(pdfs);
  copyFileSync(join(fixtures, 'xpdfimport_err.pdf'), join(pdfs, 'notice.pdf'));
  copyFileSync(join(fixtures, 'shared-mime-info-spec.pdf'), join(pdfs, 'spec.pdf'));
  const started = Date.now();
  const registrations = registered.length;
  const agent = spawn(
    linux,
    [
      '--web-origin',
      webOrigin,
      '--server',
      serverUrl,
      '--root',
      dir,
      '--data-dir',
      join(dir, 'd'),
      '--no-open',
    ],
    // Nothing beside the executable: no node_modules to fall back on, its own cache folder.
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, XDG_CACHE_HOME: join(dir, 'cache') },
    },
  );
  try {
    await new Promise((resolve) => createInterface({ input: agent.stdout! }).once('line', resolve));
    console.log(`Linux executable answered after ${Date.now() - started} ms (engines written out)`);
    const link = await paired(registrations + 1);
    expect(await status(link.port, 'https://evil.example')).toBe(403);
    expect(await status(link.port, webOrigin)).toBe(403);

    // The engines folder: private, named by version, holding the canvas addon.
    const engines = join(dir, 'cache', 'toolbox-desktop', 'engines');
    const [folder] = readdirSync(engines);
    expect(folder).toMatch(/^0\.1\.0-[0-9a-f]{16}$/);
    expect(statSync(join(engines, folder!)).mode & 0o777).toBe(0o700);
    expect(
      existsSync(join(engines, folder!, 'node_modules', '@napi-rs', `canvas-linux-${process.arch}-gnu`)),
    ).toBe(true);

    const listed = await callBridge<{ codeList: string[] }>(link, 'func:list-func-code', {});
    expect(listed.data!.codeList).toEqual(expect.arrayContaining(pdfTools));
    const run = async (code: string) => {
      const res = await callBridge<DesktopFuncRunResult>(link, 'func:run', {
        code,
        paths: [pdfs],
        jobId: code,
      });
      expect(res.exceptionMsg).toBeNull();
      const files = res.data!.files;
      expect(files.map((f) => [f.source, f.ok])).toEqual([
        [join(pdfs, 'notice.pdf'), true],
        [join(pdfs, 'spec.pdf'), true],
      ]);
      return files.map((f) => f.outputs);
    };

    // PDF to image: one PNG per page at 1.5 × the page size, with the page drawn on it (the canvas).
    const images = await run('pdf_to_image_desktop');
    expect(images.map((o) => o.length)).toEqual([1, 17]);
    const [width, height, colours] = text('identify', '-format', '%w %h %k', images[0]![0]!)
      .split(' ')
      .map(Number);
    expect([width, height]).toEqual([Math.round(595 * 1.5), Math.round(842 * 1.5)]);
    expect(colours).toBeGreaterThan(16);

    // PDF to Word: the words of the page in the .docx (pdf.js read them).
    const words = await run('pdf_to_word_desktop');
    const docx = strFromU8(unzipSync(new Uint8Array(readFileSync(words[1]![0]!)))['word/document.xml']!);
    expect(docx.replace(/<[^>]+>/g, '')).toContain('Shared MIME-info Database');

    // PDF compress: the same pages and text, written by the wasm codecs' pipeline.
    const compressed = await run('pdf_compress_desktop');
    for (const [i, source] of ['notice.pdf', 'spec.pdf'].entries()) {
      const out = compressed[i]![0]!;
      expect(pageCount(out)).toBe(pageCount(join(pdfs, source)));
      expect(text('pdftotext', out, '-')).toBe(text('pdftotext', join(pdfs, source), '-'));
    }
  } finally {
    agent.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

// Debian's 64-bit wine loader (the wine64 package keeps it out of PATH without the `wine` wrapper).
const wine = ['/usr/lib/wine/wine64', '/usr/bin/wine64'].find((path) => existsSync(path)) ?? 'wine64';
const wineserver = ['/usr/lib/wine/wineserver64', '/usr/bin/wineserver'].find((path) => existsSync(path));

it('builds a Windows executable that starts under wine: its version, the PDF tools, the guarded bridge', async () => {
  const prefix = mkdtempSync(join(tmpdir(), 'wine-'));
  const env = { ...process.env, WINEPREFIX: prefix, WINEDEBUG: '-all' };
  // A new prefix says Windows 7, which Node refuses; the client's floor is Windows 10.
  execFileSync(wine, ['reg', 'add', 'HKCU\\Software\\Wine', '/v', 'Version', '/d', 'win10', '/f'], {
    env,
    stdio: 'ignore',
  });
  // Two Windows 10 entry points the canvas addon imports, missing from Debian's wine 8.0.
  installWineForwarders(prefix);
  // Node under wine cannot write to a pipe: its output goes to a file.
  const output = (name: string) => openSync(join(prefix, name), 'w');
  const version = output('version.txt');
  execFileSync(wine, [built.windows, '--version'], { env, stdio: ['ignore', version, 'ignore'] });
  closeSync(version);
  expect(JSON.parse(readFileSync(join(prefix, 'version.txt'), 'utf8'))).toEqual({
    version: '0.1.0',
    versionInt: 100,
  });

  const log = output('agent.txt');
  const errors = output('errors.txt');
  const registrations = registered.length;
  const agent = spawn(
    wine,
    [
      built.windows,
      '--web-origin',
      webOrigin,
      '--server',
      serverUrl,
      '--root',
      `Z:${prefix.replaceAll('/', '\\')}`,
      '--data-dir',
      join(prefix, 'agent-data'),
      '--no-open',
    ],
    { env, stdio: ['ignore', log, errors] },
  );
  try {
    let first = '';
    for (let i = 0; i < 600 && !first.includes('\n'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      first = readFileSync(join(prefix, 'agent.txt'), 'utf8');
    }
    const { port, clientId } = JSON.parse(first.split('\n')[0]!) as { port: number; clientId: string };
    expect(clientId).toMatch(/^[\w-]{16,}$/);
    expect(await status(port, 'https://evil.example')).toBe(403);
    expect(await status(port, webOrigin)).toBe(403);
    const link = await paired(registrations + 1);
    expect(link.port).toBe(port);
    const listed = await callBridge<{ codeList: string[] }>(link, 'func:list-func-code', {});
    // On failure the agent's own log says which engine did not load.
    expect(listed.data!.codeList, readFileSync(join(prefix, 'errors.txt'), 'utf8')).toEqual(
      expect.arrayContaining(pdfTools),
    );
    // And one page drawn by the Windows canvas addon (wine sees this machine's / as drive Z:).
    const pdf = join(prefix, 'notice.pdf');
    copyFileSync(join(fixtures, 'xpdfimport_err.pdf'), pdf);
    const windowsPath = (path: string) => `Z:${path.replaceAll('/', '\\')}`;
    const res = await callBridge<DesktopFuncRunResult>(link, 'func:run', {
      code: 'pdf_to_image_desktop',
      paths: [windowsPath(pdf)],
      jobId: 'wine',
    });
    expect(res.data!.files[0]!.outputs).toEqual([windowsPath(join(prefix, 'notice-1.png'))]);
    const [width, height, colours] = text('identify', '-format', '%w %h %k', join(prefix, 'notice-1.png'))
      .split(' ')
      .map(Number);
    expect([width, height]).toEqual([Math.round(595 * 1.5), Math.round(842 * 1.5)]);
    expect(colours).toBeGreaterThan(16);
  } finally {
    agent.kill();
    closeSync(log);
    closeSync(errors);
    if (wineserver) execFileSync(wineserver, ['-k'], { env, stdio: 'ignore' });
    rmSync(prefix, { recursive: true, force: true });
  }
}, 240_000);
