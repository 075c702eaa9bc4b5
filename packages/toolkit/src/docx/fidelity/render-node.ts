// Node only: the outside programs the fidelity measure drives. LibreOffice turns .docx back into PDF
// (and, for the reference run, imports the PDF itself); poppler reads words with their boxes and draws
// grey page images. Everything runs without network and with a profile directory of its own.
import { execFile, spawnSync } from 'node:child_process';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { GreyImage, Word } from './scores.ts';

const run = promisify(execFile);

let isolation: string[] | undefined;
/** `unshare --net` (as root, or in a user namespace) when it works here, so no document reaches out. */
function noNetwork(): string[] {
  if (isolation) return isolation;
  for (const prefix of [
    ['unshare', '--net', '--pid', '--fork', '--kill-child', '--'],
    ['unshare', '-r', '--net', '--pid', '--fork', '--kill-child', '--'],
  ])
    if (spawnSync(prefix[0]!, [...prefix.slice(1), 'true'], { timeout: 10_000 }).status === 0)
      return (isolation = prefix);
  return (isolation = []);
}

/**
 * Converts one file with headless LibreOffice: to `pdf`, or to `docx` through the PDF import filter
 * (`writer_pdf_import`) for the reference run. The output keeps the input's base name in `outDir`.
 * One file per start, with a time limit: a document LibreOffice cannot lay out costs only itself.
 */
export async function soffice(
  input: string,
  outDir: string,
  target: 'pdf' | 'docx',
  profileDir: string,
  timeoutMs = 180_000,
): Promise<boolean> {
  await mkdir(outDir, { recursive: true });
  const args = [
    `-env:UserInstallation=${pathToFileURL(profileDir).href}`,
    '--headless',
    '--norestore',
    ...(target === 'docx' ? ['--infilter=writer_pdf_import', '--convert-to', 'docx:MS Word 2007 XML'] : []),
    ...(target === 'pdf' ? ['--convert-to', 'pdf'] : []),
    '--outdir',
    outDir,
    input,
  ];
  const [program, ...prefix] = [...noNetwork(), 'soffice'];
  try {
    await run(program!, [...prefix, ...args], {
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
      maxBuffer: 16 << 20,
    });
    return true;
  } catch {
    return false;
  }
}

/** True when LibreOffice's PDF import (the reference run) is installed (libreoffice-draw). */
export function hasPdfImport(): boolean {
  const paths = ['/usr/lib/libreoffice/program/xpdfimport', '/opt/libreoffice/program/xpdfimport'];
  return paths.some((p) => spawnSync('test', ['-x', p]).status === 0);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (all, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10),
        )
      : (ENTITIES[e] ?? all),
  );

/** Words with their boxes, page by page (`pdftotext -bbox`). */
export async function readWords(pdf: string): Promise<{ width: number; height: number; words: Word[] }[]> {
  const { stdout } = await run('pdftotext', ['-bbox', pdf, '-'], { maxBuffer: 256 << 20 });
  const pages: { width: number; height: number; words: Word[] }[] = [];
  const tokens =
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g;
  for (const m of stdout.matchAll(tokens)) {
    if (m[1]) pages.push({ width: Number(m[1]), height: Number(m[2]), words: [] });
    else
      pages[pages.length - 1]?.words.push({
        text: decode(m[7]!),
        x0: Number(m[3]),
        y0: Number(m[4]),
        x1: Number(m[5]),
        y1: Number(m[6]),
      });
  }
  return pages;
}

/** Grey page images at `dpi` (`pdftoppm -gray`), page by page. */
export async function readPageImages(pdf: string, dir: string, dpi: number): Promise<GreyImage[]> {
  await mkdir(dir, { recursive: true });
  await run('pdftoppm', ['-gray', '-r', String(dpi), pdf, join(dir, 'p')], { maxBuffer: 16 << 20 });
  const names = (await readdir(dir)).filter((n) => n.endsWith('.pgm'));
  names.sort((a, b) => Number(a.match(/(\d+)\.pgm$/)![1]) - Number(b.match(/(\d+)\.pgm$/)![1]));
  const out: GreyImage[] = [];
  for (const name of names) {
    const bytes = new Uint8Array(await readFile(join(dir, name)));
    // Binary PGM: "P5", width, height, maxval, each followed by whitespace, then the samples.
    let at = 0;
    const fields: number[] = [];
    let magic = '';
    while (fields.length < 3) {
      while (/\s/.test(String.fromCharCode(bytes[at]!))) at++;
      let token = '';
      while (!/\s/.test(String.fromCharCode(bytes[at]!))) token += String.fromCharCode(bytes[at++]!);
      if (!magic) magic = token;
      else fields.push(Number(token));
    }
    at++;
    const [width, height] = fields as [number, number];
    out.push({ width, height, data: bytes.subarray(at, at + width * height) });
  }
  return out;
}
