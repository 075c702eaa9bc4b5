import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/scratch.ts';
import { openPdf } from '../open.ts';
import { openWithPdfjs } from '../pdfjs-node.ts';
import { extractPdfText } from '../text-lines.ts';
import { md5, rc4 } from './ciphers.ts';
import { unlockPdf } from './unlock.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url)));
const dir = scratchDir('unlock-test-');

/** qpdf's verdict on our output: --check passes and it is no longer encrypted. */
function qpdf(bytes: Uint8Array): string {
  const path = join(dir, `out-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, bytes);
  const check = execFileSync('qpdf', ['--check', path], { encoding: 'utf8' });
  expect(check).toContain('No syntax or stream encoding errors found');
  return execFileSync('qpdf', ['--show-encryption', path], { encoding: 'utf8' }).trim();
}

const textOf = async (bytes: Uint8Array) => extractPdfText(await openWithPdfjs(bytes));
const GHOSTSCRIPT_TEXT = [
  'Ghostscript page 1 - Letter',
  'Ghostscript page 2 - A4',
  'Ghostscript page 3 - A5 landscape',
];

describe('ciphers', () => {
  it('md5 matches node:crypto, rc4 is its own inverse', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 1000]) {
      const data = new Uint8Array(randomBytes(length));
      expect(Buffer.from(md5(data)).toString('hex')).toBe(createHash('md5').update(data).digest('hex'));
    }
    const key = new Uint8Array(randomBytes(16));
    const data = new Uint8Array(randomBytes(300));
    expect(rc4(key, rc4(key, data))).toEqual(data);
    // RFC 6229 test vector: key 0x0102030405, first keystream bytes.
    expect(Buffer.from(rc4(Uint8Array.of(1, 2, 3, 4, 5), new Uint8Array(4))).toString('hex')).toBe(
      'b2396305',
    );
  });
});

describe('unlockPdf on qpdf-encrypted files', () => {
  const cases = [
    ['unlock-rc4-40.pdf', 'RC4 40-bit (R2)', 3],
    ['unlock-rc4-128.pdf', 'RC4 128-bit (R3)', 3],
    ['unlock-aes-128.pdf', 'AES-128 (R4), object streams', 4],
    ['unlock-aes-256-r5.pdf', 'AES-256 (R5)', 3],
    ['unlock-aes-256.pdf', 'AES-256 (R6), object streams', 4],
  ] as const;

  for (const [file, label, pages] of cases) {
    it(`${label}: user and owner password both unlock, a wrong one is refused`, async () => {
      const input = { name: file, bytes: fixture(file) };
      expect((await openPdf(input.bytes)).ok).toBe(false);
      for (const password of ['user-pw', 'owner-pw']) {
        const out = await unlockPdf(input, password);
        expect(out.pageCount).toBe(pages);
        expect(out.name).toBe(file.replace('.pdf', '-unlocked.pdf'));
        expect(qpdf(out.bytes)).toBe('File is not encrypted');
        expect((await openPdf(out.bytes)).ok).toBe(true);
        if (pages === 3) expect(await textOf(out.bytes)).toEqual(GHOSTSCRIPT_TEXT);
      }
      await expect(unlockPdf(input, 'user-PW')).rejects.toMatchObject({
        code: 'pdf_password_wrong',
        params: { name: file },
      });
      await expect(unlockPdf(input, '')).rejects.toMatchObject({ code: 'pdf_password_needed' });
    });
  }

  it('keeps the pages of the object-stream files as they were (sizes, rotation)', async () => {
    const out = await unlockPdf({ name: 'a.pdf', bytes: fixture('unlock-aes-256.pdf') }, 'user-pw');
    const opened = await openPdf(out.bytes);
    if (!opened.ok) throw new Error('not opened');
    expect(
      opened.doc.getPages().map((p) => `${p.getWidth()}x${p.getHeight()}@${p.getRotation().angle}`),
    ).toEqual(['300x400@90', '310x410@180', '320x420@270', '330x430@0']);
  });

  it('removes owner-only restrictions without a password', async () => {
    const out = await unlockPdf({ name: 'r.pdf', bytes: fixture('unlock-owner-only.pdf') }, '');
    expect(qpdf(out.bytes)).toBe('File is not encrypted');
    expect(await textOf(out.bytes)).toEqual(GHOSTSCRIPT_TEXT);
    // The fixtures of the other tools, too (empty user passwords, RC4 and AES-256).
    for (const name of ['encrypted-empty-user-password.pdf', 'encrypted-rc4-empty-user-password.pdf'])
      expect(qpdf((await unlockPdf({ name, bytes: fixture(name) }, '')).bytes)).toBe('File is not encrypted');
  });

  it('says when a file is not encrypted or not a PDF', async () => {
    await expect(
      unlockPdf({ name: 'p.pdf', bytes: fixture('pdflib-two-pages.pdf') }, ''),
    ).rejects.toMatchObject({
      code: 'pdf_not_encrypted',
      params: { name: 'p.pdf' },
    });
    await expect(unlockPdf({ name: 'n.pdf', bytes: fixture('not-a-pdf.pdf') }, 'x')).rejects.toMatchObject({
      code: expect.stringMatching(/pdf_unreadable|pdf_not_encrypted/),
    });
  });
});
