// pdf_merge bench: our pdf-lib merge against native qpdf on the same 100 files × 10 pages.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { mergePdfs } from '@toolbox/toolkit/pdf';
import type { BenchRow } from './bench-types.ts';

const FILES = 100;
const PAGES = 10;
const RUNS = 3;

/** Median wall time in ms of `runs` sequential calls (the first, cold, run included). */
async function medianMs(
  run: () => Promise<unknown>,
  runs = RUNS,
): Promise<{ median: number; all: number[] }> {
  const all: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    all.push(performance.now() - started);
  }
  const sorted = [...all].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] as number, all };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

/** Ten text pages in one embedded font, each file slightly different so nothing is shared by accident. */
async function makeInput(index: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < PAGES; p++) {
    const page = doc.addPage([595, 842]);
    for (let line = 0; line < 40; line++) {
      page.drawText(
        `File ${index + 1}, page ${p + 1}, line ${line + 1}: the quick brown fox jumps over the lazy dog`,
        {
          x: 40,
          y: 800 - line * 19,
          size: 10,
          font,
        },
      );
    }
  }
  return doc.save();
}

export async function benchPdfMerge(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-pdf-'));
  try {
    const paths = Array.from({ length: FILES }, (_, i) => join(dir, `f${String(i).padStart(3, '0')}.pdf`));
    for (const [i, path] of paths.entries()) await writeFile(path, await makeInput(i));
    const name = `pdf_merge ${FILES} files × ${PAGES} pages`;

    // Ours: read the files, merge, write the result: the same work qpdf does.
    const oursOut = join(dir, 'ours.pdf');
    const ours = await medianMs(async () => {
      const inputs = await Promise.all(
        paths.map(async (path) => ({ name: path, bytes: await readFile(path) })),
      );
      const result = await mergePdfs(inputs);
      if (result.pageCount !== FILES * PAGES || !result.bytes) throw new Error('merge lost pages');
      await writeFile(oursOut, result.bytes);
    });
    const oursSize = (await stat(oursOut)).size;

    const hasQpdf = spawnSync('qpdf', ['--version']).status === 0;
    if (!hasQpdf) {
      return [
        {
          name,
          ours: seconds(ours.median),
          reference: 'qpdf not installed',
          note: 'apt-get install -y qpdf',
        },
      ];
    }
    const qpdfOut = join(dir, 'qpdf.pdf');
    const run = promisify(execFile);
    const reference = await medianMs(() => run('qpdf', ['--empty', '--pages', ...paths, '--', qpdfOut]));
    const qpdfSize = (await stat(qpdfOut)).size;
    // qpdf's default keeps the inputs' layout (no object streams here); ours packs object streams,
    // so qpdf doing the same packing is the like-for-like reference.
    const packedOut = join(dir, 'qpdf-packed.pdf');
    const packed = await medianMs(() =>
      run('qpdf', ['--object-streams=generate', '--empty', '--pages', ...paths, '--', packedOut]),
    );
    const packedSize = (await stat(packedOut)).size;
    const runs = (r: { all: number[] }) => r.all.map((ms) => (ms / 1000).toFixed(2)).join('/');
    const ratio = (r: { median: number }) => (ours.median / r.median).toFixed(2);
    return [
      {
        name,
        ours: seconds(ours.median),
        reference: `${seconds(reference.median)} (qpdf), ${seconds(packed.median)} (qpdf --object-streams=generate)`,
        note: `ours/qpdf ${ratio(reference)}x, ours/packed qpdf ${ratio(packed)}x; median of ${RUNS}, runs ours ${runs(ours)} s, qpdf ${runs(reference)} s, packed ${runs(packed)} s; in-process, first run cold`,
      },
      {
        name: 'pdf_merge output size',
        ours: kib(oursSize),
        reference: `${kib(qpdfSize)} (qpdf), ${kib(packedSize)} (qpdf --object-streams=generate)`,
        note: 'both packed outputs use object streams',
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
