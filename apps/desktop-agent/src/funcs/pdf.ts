import { readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { PdfImageCodecs } from '@toolbox/toolkit/pdf/compress';
import { freePath, outputPath } from './inputs.ts';
import { FuncFailure, probe, type DesktopFunc, type FileOutcome } from './types.ts';

// The PDF tools run the toolkit's engines (the browser's code) on local files, with no size limit.

const pdfjsReady = probe(() =>
  Promise.all([import('@toolbox/toolkit/node'), import('pdfjs-dist/legacy/build/pdf.mjs')]),
);
/** pdf.js and the canvas it draws on (a native module). */
export const renderReady = probe(() =>
  Promise.all([import('@toolbox/toolkit/node'), import('@napi-rs/canvas')]),
);

async function readPdf(file: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(file));
}

/** pdf.js (the legacy build for Node), opened as the toolkit's Node adapter does. */
async function openDocument(bytes: Uint8Array) {
  const { openWithPdfjs } = await import('@toolbox/toolkit/node');
  const { inspectPdf } = await import('@toolbox/toolkit/pdf');
  const inspected = await inspectPdf(bytes);
  if (!inspected.ok) throw new FuncFailure(inspected.reason, `PDF is ${inspected.reason}`);
  return openWithPdfjs(bytes);
}

export const pdfMerge: DesktopFunc = {
  code: 'pdf_merge_desktop',
  accepts: ['pdf'],
  unavailable: probe(() => import('@toolbox/toolkit/pdf')),
  async combine(files, ctx, onRead) {
    const { mergePdfs } = await import('@toolbox/toolkit/pdf');
    const inputs = [];
    for (const [i, file] of files.entries()) {
      inputs.push({ name: file, bytes: await readPdf(file) });
      onRead(i);
    }
    const merged = await mergePdfs(inputs);
    const failed = new Map(merged.failed.map((f) => [f.name, f.reason]));
    let out: string | null = null;
    if (merged.bytes) {
      out = freePath(ctx.outDir ?? dirname(files[0]!), ctx.options.name ?? 'merged', 'pdf');
      await writeFile(out, merged.bytes);
    }
    return files.map((file): FileOutcome => {
      const reason = failed.get(file);
      return reason || !out
        ? {
            ok: false,
            outputs: [],
            reason: reason ?? 'unreadable',
            error: `PDF is ${reason ?? 'unreadable'}`,
          }
        : { ok: true, outputs: [out], detail: { pages: merged.pageCount } };
    });
  },
};

let codecs: Promise<PdfImageCodecs> | null = null;

export const pdfCompress: DesktopFunc = {
  code: 'pdf_compress_desktop',
  accepts: ['pdf'],
  unavailable: probe(async () => {
    codecs ??= import('@toolbox/toolkit/node').then((m) => m.loadPdfImageCodecsNode());
    await codecs;
  }),
  async each(file, ctx) {
    const { compressPdf } = await import('@toolbox/toolkit/pdf/compress');
    codecs ??= import('@toolbox/toolkit/node').then((m) => m.loadPdfImageCodecsNode());
    const res = await compressPdf(await readPdf(file), {
      level: ctx.options.level ?? 'medium',
      codecs: await codecs,
    });
    if (!res.ok) throw new FuncFailure(res.reason, `PDF is ${res.reason}`);
    const out = outputPath(file, ctx.outDir, '-compressed', 'pdf');
    await writeFile(out, res.bytes);
    return {
      ok: true,
      outputs: [out],
      detail: { before: res.originalSize, after: res.bytes.length, pages: res.pageCount },
    };
  },
};

/** Draws every page with pdf.js on a canvas and writes PNG or JPG files, as the web tool does. */
export async function renderPdfPages(
  bytes: Uint8Array,
  source: string,
  outDir: string | undefined,
  format: 'png' | 'jpg',
  scale: number,
): Promise<string[]> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const doc = await openDocument(bytes);
  const outputs: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext('2d');
      // White under the page, as a JPG has no transparency and a PNG should look like the page.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      page.cleanup();
      const data = format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', 90);
      const out = outputPath(source, outDir, `-${n}`, format);
      await writeFile(out, data);
      outputs.push(out);
    }
  } finally {
    await doc.destroy();
  }
  return outputs;
}

export const pdfToImage: DesktopFunc = {
  code: 'pdf_to_image_desktop',
  accepts: ['pdf'],
  unavailable: renderReady,
  async each(file, ctx) {
    const format = ctx.options.format ?? 'png';
    const outputs = await renderPdfPages(
      await readPdf(file),
      file,
      ctx.outDir,
      format,
      ctx.options.scale ?? 1.5,
    );
    return { ok: true, outputs, detail: { pages: outputs.length } };
  },
};

export const pdfToWord: DesktopFunc = {
  code: 'pdf_to_word_desktop',
  accepts: ['pdf'],
  unavailable: pdfjsReady,
  async each(file, ctx) {
    const { pdfToDocx } = await import('@toolbox/toolkit/docx/from-pdf');
    const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await openDocument(await readPdf(file));
    try {
      const res = await pdfToDocx(doc as never, { ops: OPS });
      const out = outputPath(file, ctx.outDir, '', 'docx');
      await writeFile(out, res.bytes);
      return {
        ok: true,
        outputs: [out],
        detail: { pages: res.pageCount, tables: res.tables, pictures: res.pictures },
      };
    } finally {
      await doc.destroy();
    }
  },
};
