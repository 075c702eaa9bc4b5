import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { freePath, outputPath } from './inputs.ts';
import { renderPdfPages, renderReady } from './pdf.ts';
import { convertOnServer } from './server-task.ts';
import { FuncFailure, probe, type DesktopFunc, type FileOutcome, type FuncContext } from './types.ts';

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

/**
 * Converts one document to PDF with LibreOffice in a private profile (a LibreOffice the user has
 * open keeps working) and answers the PDF's bytes.
 */
export async function sofficeToPdfBytes(soffice: string, file: string): Promise<Uint8Array> {
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

/** Writes beside under a temporary name first, so a half-written file never looks finished. */
async function writeWhole(out: string, bytes: Uint8Array): Promise<void> {
  await writeFile(`${out}.part`, bytes);
  await rename(`${out}.part`, out);
}

/**
 * Without LibreOffice on this computer, a Word conversion runs on our server (see server-task.ts);
 * without a server either, it cannot run.
 */
function noOfficeHere(
  ctx: FuncContext,
): asserts ctx is FuncContext & { server: NonNullable<FuncContext['server']> } {
  if (!ctx.server) throw new FuncFailure('no_converter', 'LibreOffice is not installed on this computer');
}

export const wordToPdf: DesktopFunc = {
  code: 'word_to_pdf_desktop',
  accepts: wordKinds,
  // LibreOffice here, or our server.
  unavailable: async () => null,
  async each(file, ctx) {
    if (ctx.office) {
      const bytes = await sofficeToPdfBytes(ctx.office, file);
      const out = outputPath(file, ctx.outDir, '', 'pdf');
      await writeWhole(out, bytes);
      return { ok: true, outputs: [out], detail: { bytes: bytes.length } };
    }
    noOfficeHere(ctx);
    const done = await convertOnServer(file, 'word_to_pdf_desktop', 'word_to_pdf', {}, ctx.server);
    if (!('result' in done)) return done;
    const out = outputPath(file, ctx.outDir, '', 'pdf');
    await writeWhole(out, done.result.bytes);
    return { ok: true, outputs: [out], point: done.point, detail: { bytes: done.result.bytes.length } };
  },
};

export const wordToImage: DesktopFunc = {
  code: 'word_to_image_desktop',
  accepts: wordKinds,
  // Rendered here (LibreOffice and the PDF renderer), or on our server.
  unavailable: async () => null,
  async each(file, ctx) {
    const format = ctx.options.format ?? 'png';
    const scale = ctx.options.scale ?? 1.5;
    if (ctx.office && (await renderReady()) === null) {
      const pdf = await sofficeToPdfBytes(ctx.office, file);
      const outputs = await renderPdfPages(pdf, file, ctx.outDir, format, scale);
      return { ok: true, outputs, detail: { pages: outputs.length } };
    }
    noOfficeHere(ctx);
    // The same page size as here: the renderer's scale 1 is 72 DPI.
    const dpi = Math.min(300, Math.max(36, Math.round(72 * scale)));
    const done = await convertOnServer(
      file,
      'word_to_image_desktop',
      'word_to_image',
      { format, dpi },
      ctx.server,
    );
    if (!('result' in done)) return done;
    // One page comes as its image, several as a ZIP of them in page order.
    const pages = done.result.name.toLowerCase().endsWith('.zip')
      ? Object.entries(unzipSync(done.result.bytes))
          .filter(([name]) => !name.endsWith('/'))
          .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
          .map(([, bytes]) => bytes)
      : [done.result.bytes];
    const outputs: string[] = [];
    for (const [i, bytes] of pages.entries()) {
      const out = outputPath(file, ctx.outDir, `-${i + 1}`, format);
      await writeWhole(out, bytes);
      outputs.push(out);
    }
    return { ok: true, outputs, point: done.point, detail: { pages: outputs.length } };
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
