import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { outputPath } from './inputs.ts';
import { FuncFailure, type DesktopFunc } from './types.ts';

export const imageKinds = ['png', 'jpg', 'jpeg', 'bmp', 'tif', 'tiff', 'webp', 'gif'] as const;

/** The tesseract program (Debian's tesseract-ocr, or the Windows installer's folder), or null. */
export function findTesseract(env: NodeJS.ProcessEnv = process.env): string | null {
  const name = process.platform === 'win32' ? 'tesseract.exe' : 'tesseract';
  const folders = (env.PATH ?? '').split(delimiter).filter(Boolean);
  if (process.platform === 'win32' && env.ProgramFiles) folders.push(join(env.ProgramFiles, 'Tesseract-OCR'));
  for (const folder of folders) if (existsSync(join(folder, name))) return join(folder, name);
  return null;
}

function run(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      program,
      args,
      { timeout: 280_000, maxBuffer: 256 * 1024 * 1024, windowsHide: true, encoding: 'utf8' },
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr.trim() || error.message)) : resolve(stdout),
    );
  });
}

/** Languages the installed tesseract has data for. */
let languages: Promise<Set<string>> | null = null;
function installedLanguages(program: string): Promise<Set<string>> {
  languages ??= run(program, ['--list-langs'])
    .then(
      (out) =>
        new Set(
          out
            .split(/\r?\n/)
            .slice(1)
            .map((l) => l.trim())
            .filter(Boolean),
        ),
    )
    .catch(() => new Set<string>());
  return languages;
}

/** Null when Chinese and English OCR can run, else why not. */
export async function ocrUnavailable(): Promise<string | null> {
  const program = findTesseract();
  if (!program) return 'tesseract is not installed on this computer';
  const langs = await installedLanguages(program);
  const missing = ['chi_sim', 'eng'].filter((l) => !langs.has(l));
  return missing.length ? `tesseract has no data for ${missing.join(', ')}` : null;
}

const cjk = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef';
const spaceBetweenCjk = new RegExp(`(?<=[${cjk}]) +(?=[${cjk}])`, 'gu');

/** Tesseract separates Chinese characters by spaces; Chinese text has none. */
export function tidyOcrText(text: string): string {
  return text
    .replace(spaceBetweenCjk, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\f/g, '')
    .trim();
}

/** Runs tesseract on an image: its plain text, or (tsv) its words with their boxes. */
export async function recognise(
  file: string,
  lang: string,
  format: 'txt' | 'tsv',
  psm = format === 'tsv' ? 6 : 3,
): Promise<string> {
  const program = findTesseract();
  if (!program) throw new FuncFailure('no_converter', 'tesseract is not installed on this computer');
  // --psm 3: automatic page layout; 6: one block of lines; 11: scattered words (table cells).
  const args = [file, 'stdout', '-l', lang, '--psm', String(psm)];
  if (format === 'tsv') args.push('tsv');
  try {
    return await run(program, args);
  } catch (error) {
    throw new FuncFailure('unreadable', error instanceof Error ? error.message : String(error));
  }
}

export const imageOcr: DesktopFunc = {
  code: 'image_ocr_desktop',
  accepts: imageKinds,
  unavailable: ocrUnavailable,
  async each(file, ctx) {
    const text = tidyOcrText(await recognise(file, ctx.options.lang ?? 'chi_sim+eng', 'txt'));
    const out = outputPath(file, ctx.outDir, '', 'txt');
    await writeFile(out, text + '\n', 'utf8');
    return { ok: true, outputs: [out], detail: { characters: [...text.replace(/\s/g, '')].length } };
  },
};
