import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePath, outputPath } from './inputs.ts';
import { renderPdfPages, renderReady } from './pdf.ts';
import { FuncFailure, probe, type DesktopFunc, type FileOutcome } from './types.ts';

const wordKinds = ['docx', 'doc', 'odt', 'rtf'] as const;

/** LibreOffice's soffice on this machine (PATH, then its usual install folders), or null. */
export function findSoffice(env: NodeJS.ProcessEnv = process.env): string | null {
  const names = process.platform === 'win32' ? ['soffice.exe', 'soffice.com'] : ['soffice', 'libreoffice'];
  const folders = (env.PATH ?? '').split(delimiter).filter(Boolean);
  if (process.platform === 'win32') {
    for (const base of [env.ProgramFiles, env['ProgramFiles(x86)']])
      if (base) folders.push(join(base, 'LibreOffice', 'program'));
  } else folders.push('/usr/lib/libreoffice/program', '/opt/libreoffice/program');
  for (const folder of folders)
    for (const name of names) if (existsSync(join(folder, name))) return join(folder, name);
  return null;
}

const needsSoffice = async () => (findSoffice() ? null : 'LibreOffice is not installed on this computer');

/**
 * Converts one document to PDF with LibreOffice in a private profile (a LibreOffice the user has
 * open keeps working) and answers the PDF's bytes.
 */
export async function sofficeToPdfBytes(file: string): Promise<Uint8Array> {
  const soffice = findSoffice();
  if (!soffice) throw new FuncFailure('no_converter', 'LibreOffice is not installed on this computer');
  const work = await mkdtemp(join(tmpdir(), 'toolbox-office-'));
  try {
    const profile = pathToFileURL(join(work, 'profile')).href;
    await new Promise<void>((resolve, reject) => {
      execFile(
        soffice,
        [
          `-env:UserInstallation=${profile}`,
          '--headless',
          '--norestore',
          '--convert-to',
          'pdf',
          '--outdir',
          work,
          file,
        ],
        { timeout: 280_000, windowsHide: true },
        (error) => (error ? reject(error) : resolve()),
      );
    });
    const pdf = join(work, basename(file, extname(file)) + '.pdf');
    if (!existsSync(pdf)) throw new FuncFailure('unreadable', 'LibreOffice could not read this document');
    return new Uint8Array(await readFile(pdf));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export const wordToPdf: DesktopFunc = {
  code: 'word_to_pdf_desktop',
  accepts: wordKinds,
  unavailable: needsSoffice,
  async each(file, ctx) {
    const bytes = await sofficeToPdfBytes(file);
    const out = outputPath(file, ctx.outDir, '', 'pdf');
    // Written beside under a temporary name first, so a half-written PDF never looks finished.
    await writeFile(`${out}.part`, bytes);
    await rename(`${out}.part`, out);
    return { ok: true, outputs: [out], detail: { bytes: bytes.length } };
  },
};

export const wordToImage: DesktopFunc = {
  code: 'word_to_image_desktop',
  accepts: wordKinds,
  unavailable: async () => (await renderReady()) ?? needsSoffice(),
  async each(file, ctx) {
    const pdf = await sofficeToPdfBytes(file);
    const format = ctx.options.format ?? 'png';
    const outputs = await renderPdfPages(pdf, file, ctx.outDir, format, ctx.options.scale ?? 1.5);
    return { ok: true, outputs, detail: { pages: outputs.length } };
  },
};

export const wordMerge: DesktopFunc = {
  code: 'word_merge_desktop',
  accepts: ['docx'],
  unavailable: probe(() => import('@toolbox/toolkit/docx')),
  async combine(files, ctx, onRead) {
    const { mergeDocx, DocxError } = await import('@toolbox/toolkit/docx');
    const inputs = [];
    for (const [i, file] of files.entries()) {
      inputs.push({ name: file, bytes: new Uint8Array(await readFile(file)) });
      onRead(i);
    }
    let merged;
    try {
      merged = mergeDocx(inputs);
    } catch (error) {
      // The toolkit names the file it could not read; that one fails, the others were not merged.
      const message = error instanceof Error ? error.message : String(error);
      const bad = error instanceof DocxError ? error.params.name : undefined;
      return files.map((file): FileOutcome => ({
        ok: false,
        outputs: [],
        reason: file === bad ? 'unreadable' : 'failed',
        error: file === bad ? message : `Not merged: ${message}`,
      }));
    }
    const out = freePath(ctx.outDir ?? dirname(files[0]!), ctx.options.name ?? 'merged', 'docx');
    await writeFile(out, merged.bytes);
    return files.map((): FileOutcome => ({ ok: true, outputs: [out], detail: { images: merged.images } }));
  },
};
