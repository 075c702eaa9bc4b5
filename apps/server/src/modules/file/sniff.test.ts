import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sniff } from './sniff.ts';

const fixtures = join(import.meta.dirname, '../convert/__fixtures__');
const kindOf = async (bytes: Buffer) =>
  (await sniff(bytes.length, async (start, end) => bytes.subarray(start, end)))?.ext ?? null;
const text = (s: string) => new TextEncoder().encode(s);

describe('sniff', () => {
  it('tells Word files apart by content: .docx by its entries, .doc by the OLE2 signature', async () => {
    expect(await kindOf(readFileSync(join(fixtures, 'chinese-image.docx')))).toBe('docx');
    expect(await kindOf(readFileSync(join(fixtures, 'chinese-image.doc')))).toBe('doc');
  });

  it('knows other ZIP formats and a plain ZIP', async () => {
    const odt = zipSync(
      { mimetype: text('application/vnd.oasis.opendocument.text'), 'content.xml': text('<x/>') },
      { level: 0 },
    );
    expect(await kindOf(Buffer.from(odt))).toBe('odt');
    expect(await kindOf(Buffer.from(zipSync({ 'xl/workbook.xml': text('<w/>') })))).toBe('xlsx');
    expect(await kindOf(Buffer.from(zipSync({ 'a.txt': text('hello') })))).toBe('zip');
    // A ZIP header with no central directory (a truncated archive) is not a document.
    const cut = Buffer.from(zipSync({ 'word/document.xml': text('<d/>') })).subarray(0, 40);
    expect(await kindOf(cut)).toBeNull();
  });

  it('knows PDF and images by their signatures, and nothing else', async () => {
    expect(await kindOf(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe('pdf');
    expect(await kindOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(await kindOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpg');
    expect(await kindOf(Buffer.from('GIF89a\x01\x00'))).toBe('gif');
    expect(await kindOf(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(await kindOf(Buffer.from('{\\rtf1\\ansi hello}'))).toBe('rtf');
    expect(await kindOf(Buffer.from('just some text named report.docx'))).toBe('txt');
    expect(await kindOf(Buffer.from('中文文字，UTF-8。\n'))).toBe('txt');
    expect(await kindOf(Buffer.from([0x68, 0x69, 0x00, 0x01]))).toBeNull();
    expect(await kindOf(Buffer.from([0xe4, 0xb8]))).toBeNull(); // a cut UTF-8 character
    expect(await kindOf(Buffer.alloc(0))).toBeNull();
  });
});
