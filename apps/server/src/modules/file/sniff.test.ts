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

  it('knows audio and video containers (the real files of the media e2e tests)', async () => {
    const media = join(import.meta.dirname, '../../../../web/e2e/fixtures');
    for (const [file, ext] of [
      ['audio/roll.mp3', 'mp3'],
      ['audio/gong.m4a', 'm4a'],
      ['audio/space.wav', 'wav'],
      ['video/edts.mp4', 'mp4'],
      ['video/frames.webm', 'webm'],
    ] as const) {
      expect(await kindOf(readFileSync(join(media, file))), file).toBe(ext);
    }
    // MPEG audio without an ID3 tag (layer III frame header), AAC in ADTS, Ogg, FLAC, QuickTime.
    expect(await kindOf(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]))).toBe('mp3');
    expect(await kindOf(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0]))).toBe('aac');
    expect(await kindOf(Buffer.from('OggS\x00\x02'))).toBe('ogg');
    expect(await kindOf(Buffer.from('fLaC\x00\x00\x00\x22'))).toBe('flac');
    expect(await kindOf(Buffer.from('\x00\x00\x00\x14ftypqt  \x00\x00'))).toBe('mov');
  });
});
