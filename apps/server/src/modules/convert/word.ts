import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { WordToImageOptions } from '@toolbox/contracts';
import { checkDeadline, ConvertError, hasProgram, runLimited, type Limits } from './run.ts';

/** Caps of one task (the tier's row of tasks/limits.ts); 0 megapixels = no images rendered. */
export interface Caps {
  pages: number;
  megapixels: number;
}

/** The programs conversions call, and their limits. */
export interface ConverterSetup {
  sofficePath: string;
  pdftoppmPath: string;
  limits: Limits;
}

/** Reports progress: a message key and count/total. */
export type Progress = (
  key:
    | 'converting'
    | 'rendering'
    | 'packing'
    | 'watermarking'
    | 'findingFace'
    | 'background'
    | 'speaking'
    | 'enlarging'
    | 'clearing'
    | 'transcribing'
    | 'repairing'
    | 'colouring'
    | 'erasing',
  count: number,
  total: number,
) => Promise<void>;

/** A finished conversion: the file on disk and how to name it. */
export interface Converted {
  path: string;
  name: string;
  ext: string;
  mimeType: string;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'document';

function requireProgram(path: string, packages: string): void {
  if (!hasProgram(path)) {
    throw new ConvertError(
      'converterMissing',
      `${path} not found; install the Debian packages ${packages}`,
      false,
    );
  }
}

/**
 * LibreOffice settings of every conversion profile. BlockUntrustedRefererLinks stops a document
 * from loading pictures it links by URL (a .docx relationship with TargetMode="External", an .odt
 * xlink:href). The sandbox has no network anyway (sandbox.ts); this is the second wall.
 */
const profileSettings = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
</oor:items>
`;

/**
 * Word (docx, doc, odt, rtf) → PDF with LibreOffice headless. Each job gets its own profile
 * directory (-env:UserInstallation), so parallel jobs never share LibreOffice's lock and state.
 */
export async function wordToPdf(
  setup: ConverterSetup,
  input: string,
  workDir: string,
  displayName: string,
  progress: Progress,
  caps?: Caps,
): Promise<Converted> {
  requireProgram(setup.sofficePath, 'libreoffice-writer-nogui fonts-noto-cjk');
  await progress('converting', 0, 1);
  const outDir = join(workDir, 'pdf');
  await mkdir(join(workDir, 'profile', 'user'), { recursive: true });
  await writeFile(join(workDir, 'profile', 'user', 'registrymodifications.xcu'), profileSettings);
  await runLimited(
    setup.sofficePath,
    [
      `-env:UserInstallation=file://${join(workDir, 'profile')}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      input,
    ],
    workDir,
    setup.limits,
  );
  const produced = (await readdir(outDir).catch(() => [])).find((f) => f.endsWith('.pdf'));
  // LibreOffice exits 0 even when it could not read the input; no output file is the only sign.
  if (!produced) throw new ConvertError('convertFailed', 'LibreOffice produced no PDF', false);
  if (caps) {
    const pages = (await pageSizes(setup, join(outDir, produced), workDir)).length;
    if (pages > caps.pages) throw tooManyPages(pages, caps);
  }
  await progress('converting', 1, 1);
  return {
    path: join(outDir, produced),
    name: `${baseName(displayName)}.pdf`,
    ext: 'pdf',
    mimeType: 'application/pdf',
  };
}

/**
 * The size of every page of a PDF in points, read by poppler's pdfinfo (beside pdftoppm). Sizes
 * are as displayed (rotation applied), which is how pdftoppm renders them.
 */
async function pageSizes(setup: ConverterSetup, pdf: string, workDir: string): Promise<[number, number][]> {
  const pdfinfo = setup.pdftoppmPath.replace(/pdftoppm$/, 'pdfinfo');
  requireProgram(pdfinfo, 'poppler-utils');
  const info = await runLimited(pdfinfo, ['-f', '1', '-l', '1000000', pdf], workDir, setup.limits);
  const sizes: [number, number][] = [];
  for (const match of info.matchAll(
    /^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts(?: \(rotated (\d+) degrees\))?/gm,
  )) {
    const [w, h] = [Number(match[1]), Number(match[2])];
    sizes.push(Number(match[3] ?? 0) % 180 === 90 ? [h, w] : [w, h]);
  }
  if (sizes.length === 0) throw new ConvertError('convertFailed', 'no pages in the PDF', false);
  return sizes;
}

const tooManyPages = (pages: number, caps: Caps) =>
  new ConvertError('tooManyPages', `${pages} pages, more than the cap of ${caps.pages}`, false);

/**
 * Word → PDF → one image per page with poppler's pdftoppm (Debian poppler-utils): a native
 * renderer that embeds no browser and draws the CJK fonts LibreOffice embedded. pdf.js would need
 * a canvas implementation in Node, which this server does not ship. Several pages are zipped.
 */
export async function wordToImage(
  setup: ConverterSetup,
  input: string,
  workDir: string,
  displayName: string,
  options: Required<WordToImageOptions>,
  progress: Progress,
  caps: Caps = { pages: Infinity, megapixels: Infinity },
): Promise<Converted> {
  requireProgram(setup.pdftoppmPath, 'poppler-utils');
  const pdf = await wordToPdf(setup, input, workDir, displayName, progress);
  const sizes = await pageSizes(setup, pdf.path, workDir);
  const pages = sizes.length;
  // Refused before any page is drawn: a part of the pages would look like a complete result.
  if (pages > caps.pages) throw tooManyPages(pages, caps);
  const scale = options.dpi / 72;
  const megapixels =
    sizes.reduce((sum, [w, h]) => sum + Math.ceil(w * scale) * Math.ceil(h * scale), 0) / 1e6;
  if (megapixels > caps.megapixels) {
    const detail = `${megapixels.toFixed(1)} megapixels, more than the cap of ${caps.megapixels}`;
    throw new ConvertError('tooManyPixels', detail, false);
  }
  const ext = options.format;
  const base = baseName(displayName);
  const images: { name: string; path: string }[] = [];
  for (let page = 1; page <= pages; page++) {
    checkDeadline(setup.limits);
    await progress('rendering', page - 1, pages);
    const prefix = join(workDir, `page-${page}`);
    const args = ['-r', String(options.dpi), ext === 'png' ? '-png' : '-jpeg', '-singlefile'];
    await runLimited(
      setup.pdftoppmPath,
      [...args, '-f', String(page), '-l', String(page), pdf.path, prefix],
      workDir,
      setup.limits,
    );
    images.push({
      name: pages === 1 ? `${base}.${ext}` : `${base}-${page}.${ext}`,
      path: `${prefix}.${ext}`,
    });
  }
  await progress('rendering', pages, pages);
  const mimeType = ext === 'png' ? 'image/png' : 'image/jpeg';
  if (images.length === 1) return { path: images[0]!.path, name: images[0]!.name, ext, mimeType };
  checkDeadline(setup.limits);
  await progress('packing', 0, 1);
  const entries: Record<string, Uint8Array> = {};
  // Images are compressed already: store them.
  for (const image of images) entries[image.name] = new Uint8Array(await readFile(image.path));
  const zipPath = join(workDir, 'pages.zip');
  await writeFile(zipPath, zipSync(entries, { level: 0 }));
  await progress('packing', 1, 1);
  return { path: zipPath, name: `${base}.zip`, ext: 'zip', mimeType: 'application/zip' };
}
