// pdf_to_image rendering bench: text pages drawn at scale 1.5 by pdf.js in Chromium (the build the app
// ships: pdfjs-dist's pdf.mjs with its worker, standard fonts from the package), beside poppler's native
// pdftoppm at the same 108 dpi.
import { execFile, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { BenchRow } from './bench-types.ts';

const PAGES = 60;
const SCALE = 1.5;
const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** A report-like document: a title and 45 lines of 10 pt text per A4 page, two fonts. */
async function textPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const body = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let p = 0; p < PAGES; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Chapter ${p + 1}: rendering text pages`, { x: 56, y: 780, size: 18, font: bold });
    for (let line = 0; line < 45; line++)
      page.drawText(
        `${line + 1}. The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs ${p}.`,
        { x: 56, y: 750 - line * 15, size: 10, font: body },
      );
  }
  return doc.save();
}

// Renders every page in turn, as pdf_to_image does, and reports pages per second (render only, then
// render + PNG encoding, the tool's whole per-page work).
const PAGE_SCRIPT = `
import * as pdfjs from '/pdfjs/build/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/pdfjs/build/pdf.worker.min.mjs';
window.bench = async (withPng) => {
  const data = new Uint8Array(await (await fetch('/input.pdf')).arrayBuffer());
  const doc = await pdfjs.getDocument({ data, standardFontDataUrl: '/pdfjs/standard_fonts/', isEvalSupported: false }).promise;
  // As renderPages does: page n is encoded while page n + 1 is drawn (two canvases in turn).
  const canvases = [document.createElement('canvas'), document.createElement('canvas')];
  let encoding = Promise.resolve();
  const started = performance.now();
  for (let n = 1; n <= doc.numPages; n++) {
    const canvas = canvases[n % 2];
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: ${SCALE} });
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
    page.cleanup();
    await encoding;
    if (withPng) encoding = new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  }
  await encoding;
  const seconds = (performance.now() - started) / 1000;
  await doc.destroy();
  return doc.numPages / seconds;
};
`;

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.js': 'text/javascript',
  '.html': 'text/html',
};

async function inChromium(pdf: Uint8Array): Promise<{ render: number; withPng: number }> {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const send = (body: Uint8Array | string, type: string) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    };
    if (url === '/') return send(`<!doctype html><script type="module">${PAGE_SCRIPT}</script>`, 'text/html');
    if (url === '/input.pdf') return send(pdf, 'application/pdf');
    if (url.startsWith('/pdfjs/')) {
      const path = normalize(join(pdfjsRoot, url.slice('/pdfjs/'.length)));
      if (!path.startsWith(pdfjsRoot)) return res.writeHead(403).end();
      return void readFile(path).then(
        (body) => send(body, TYPES[extname(path)] ?? 'application/octet-stream'),
        () => res.writeHead(404).end(),
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'bench' in globalThis);
    const run = (png: boolean) =>
      page.evaluate(
        (withPng) => (globalThis as unknown as { bench: (p: boolean) => Promise<number> }).bench(withPng),
        png,
      );
    await run(false); // warm-up: worker start, font loading, JIT
    const render = Math.max(await run(false), await run(false));
    const withPng = await run(true);
    return { render, withPng };
  } finally {
    await browser.close();
    server.close();
  }
}

export async function benchPdfRender(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-render-'));
  try {
    const pdf = await textPdf();
    const path = join(dir, 'text.pdf');
    await writeFile(path, pdf);
    const ours = await inChromium(pdf);
    const missing = 'pdftoppm not installed (apt-get install -y poppler-utils)';
    const hasPoppler = spawnSync('pdftoppm', ['-v']).status === 0;
    // Poppler's native renderer at the same resolution: raw PPM (drawing only), then PNG.
    const poppler = async (format: string[]) => {
      const started = performance.now();
      await promisify(execFile)('pdftoppm', ['-r', String(72 * SCALE), ...format, path, join(dir, 'page')]);
      return `${(PAGES / ((performance.now() - started) / 1000)).toFixed(1)} pages/s (pdftoppm${format.length ? ' -png' : ''})`;
    };
    const referenceDraw = hasPoppler ? await poppler([]) : missing;
    const referencePng = hasPoppler ? await poppler(['-png']) : missing;
    const name = `pdf_to_image ${PAGES} A4 text pages at scale ${SCALE}`;
    return [
      {
        name,
        ours: `${ours.render.toFixed(1)} pages/s`,
        reference: referenceDraw,
        note: 'pdf.js in Chromium, draw only (best of 2 after a warm-up); target >= 30 pages/s',
      },
      {
        name: `${name} + PNG`,
        ours: `${ours.withPng.toFixed(1)} pages/s`,
        reference: referencePng,
        note: 'draw and canvas.toBlob PNG, encoding overlapped with the next draw as pdf_to_image does',
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
