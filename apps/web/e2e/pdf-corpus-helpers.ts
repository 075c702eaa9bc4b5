// Shared by pdf-corpus-tools.spec.ts: real-world PDFs from the toolkit's corpus, damaged and encrypted
// copies made at test time, and what qpdf, poppler and pdf-lib say about a tool's output.
import { expect, type Page } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { fixture } from './pdf-pages-helpers.ts';

export const corpus = (name: string) => fixture(`corpus/${name}`);

/** Where this worker writes the damaged and encrypted copies. */
const scratch = mkdtempSync(join(tmpdir(), 'e2e-corpus-'));

/** The first `fraction` of a corpus file's bytes, as a download cut short leaves it. */
export function truncatedCopy(name: string, fraction = 0.4): string {
  const bytes = readFileSync(corpus(name));
  const path = join(scratch, name.replace(/\.pdf$/, '-truncated.pdf'));
  writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length * fraction)));
  return path;
}

/** A file named .pdf that holds only garbage: a PDF header, then bytes from a fixed-seed generator. */
export function garbageFile(name = 'garbage.pdf', size = 20_000): string {
  const bytes = Buffer.alloc(size);
  let seed = 0x2545f491;
  for (let i = 0; i < size; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    bytes[i] = seed & 0xff;
  }
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  const path = join(scratch, name);
  writeFileSync(path, bytes);
  return path;
}

/** A copy of a corpus file encrypted by qpdf with AES-256, user password `user`, owner password `owner`. */
export function encryptedCopy(name: string): string {
  const path = join(scratch, name.replace(/\.pdf$/, '-locked.pdf'));
  const run = spawnSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', corpus(name), path], {
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  // Exit 3: written with warnings (the penguin's empty object); anything else is a failure.
  expect([0, 3]).toContain(run.status);
  return path;
}

/** Pages `pages` (qpdf syntax, e.g. '4-6') of a corpus file, copied as they are by qpdf. */
export function pagesCopy(name: string, pages: string): string {
  const path = join(scratch, name.replace(/\.pdf$/, `-${pages}.pdf`));
  execFileSync('qpdf', ['--empty', '--pages', corpus(name), pages, '--', path]);
  return path;
}

export const unreadableMessage = (path: string) => `PDF file [${basename(path)}] cannot be processed`;
export const encryptedMessage = (path: string) =>
  `PDF file [${basename(path)}] is encrypted, please remove it and try again`;

/**
 * qpdf --check must pass: exit 0 with its all-clear line, or, for an input with a known defect of its own
 * (`known`, e.g. the penguin's empty object), exit 3 with warnings about that defect only.
 */
export function qpdfCheck(path: string, known?: string) {
  const run = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' });
  if (run.error) throw run.error;
  if (known && run.status === 3) {
    const warnings = run.stderr.split('\n').filter((line) => line.startsWith('WARNING'));
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) expect(warning).toContain(known);
    return;
  }
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  expect(run.stdout).toContain('No syntax or stream encoding errors found');
}

/** Every page's text as poppler reads it, white space collapsed; '' for a page without text. */
export function pageTexts(path: string): string[] {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return text
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, ' ').trim());
}

/** Each corpus file's page texts, read by poppler once per worker: the files do not change. */
const corpusTexts = new Map<string, string[]>();

/** The texts of `pages` (1-based) of a corpus file, to compare an output's pages with. */
export const corpusPages = (name: string, pages: number[]) => {
  const all = corpusTexts.get(name) ?? pageTexts(corpus(name));
  corpusTexts.set(name, all);
  return pages.map((n) => all[n - 1]!);
};

/** Page sizes with rotation ('595x842@270') of a PDF file. */
export async function layoutOf(path: string): Promise<string[]> {
  const doc = await PDFDocument.load(readFileSync(path));
  return doc
    .getPages()
    .map((p) => `${Math.round(p.getWidth())}x${Math.round(p.getHeight())}@${p.getRotation().angle}`);
}

/** 1..n */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Clicks the result's download link, checks the file name and returns the downloaded file's path. */
export async function saved(page: Page, name: string, timeout = 30_000): Promise<string> {
  const link = page.getByRole('link', { name: `Download ${name}`, exact: true });
  await expect(link).toBeVisible({ timeout });
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename()).toBe(name);
  return (await file.path())!;
}

export async function openEnglish(page: Page, code: string) {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto(`/func/${code}`);
}
