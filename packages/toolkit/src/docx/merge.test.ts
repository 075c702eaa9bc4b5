import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sofficeToPdf } from './soffice-test-helper.ts';
import { DocxError, mergeDocx } from './merge.ts';

const fixture = (name: string) => ({
  name,
  bytes: new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url))),
});
const A = fixture('report-a.docx');
const B = fixture('report-b.docx');

function parts(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const xml = (path: string) => strFromU8(files[path]!);
  return { files, xml };
}

describe('mergeDocx', () => {
  it('keeps every picture, with its relationship renamed and content type declared', () => {
    const { bytes, images } = mergeDocx([A, B]);
    const { files, xml } = parts(bytes);
    const media = Object.keys(files).filter((p) => p.startsWith('word/media/'));
    expect(media).toHaveLength(2);
    expect(images).toBe(2);
    // Each r:embed in the body names a relationship whose target exists.
    const doc = xml('word/document.xml');
    const rels = xml('word/_rels/document.xml.rels');
    const embeds = [...doc.matchAll(/r:embed="([^"]+)"/g)].map((m) => m[1]!);
    expect(embeds).toHaveLength(2);
    expect(new Set(embeds).size).toBe(2);
    const targets = embeds.map((id) => new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1]);
    expect(targets.map((t) => `word/${t}`).sort()).toEqual(media.sort());
    // Pictures are distinct: the two documents' blue and red squares both survive.
    expect(files[media[0]!]).not.toEqual(files[media[1]!]);
    expect(xml('[Content_Types].xml')).toContain('Extension="png"');
    // Drawing ids are unique.
    const docPr = [...doc.matchAll(/<wp:docPr[^>]*\sid="(\d+)"/g)].map((m) => m[1]);
    expect(new Set(docPr).size).toBe(docPr.length);
  });

  it('renames a style defined differently and keeps both looks', () => {
    const { xml } = parts(mergeDocx([A, B]).bytes);
    const styles = xml('word/styles.xml');
    const doc = xml('word/document.xml');
    expect(styles).toMatch(/w:styleId="Callout"/);
    expect(styles).toMatch(/w:styleId="Callout_2"/);
    expect(styles).toMatch(/<w:name w:val="Callout 2"\/>/);
    // Report A's paragraph keeps Callout (red), Report B's uses the renamed one (blue).
    const callouts = [...doc.matchAll(/<w:pStyle w:val="(Callout[^"]*)"\/>[\s\S]*?<w:t>([^<]*)<\/w:t>/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(callouts).toEqual([
      ['Callout', 'Callout in red, 14 pt, bold.'],
      ['Callout_2', 'Callout in blue, 10 pt, normal.'],
    ]);
    const block = (id: string) =>
      new RegExp(`<w:style[^>]*w:styleId="${id}"[\\s\\S]*?</w:style>`).exec(styles)![0];
    expect(block('Callout')).toContain('C00000');
    expect(block('Callout_2')).toContain('0040C0');
    // Styles both files define the same way are not duplicated.
    expect(styles.match(/w:styleId="Heading1"/g)).toHaveLength(1);
  });

  it('renumbers lists so each document keeps its own numbering definition', () => {
    const { xml } = parts(mergeDocx([A, B]).bytes);
    const numbering = xml('word/numbering.xml');
    const doc = xml('word/document.xml');
    const abstractIds = [...numbering.matchAll(/<w:abstractNum\b[^>]*w:abstractNumId="(\d+)"/g)].map(
      (m) => m[1],
    );
    const numIds = [...numbering.matchAll(/<w:num\b[^>]*w:numId="(\d+)"/g)].map((m) => m[1]);
    expect(new Set(abstractIds).size).toBe(abstractIds.length);
    expect(new Set(numIds).size).toBe(numIds.length);
    // Every abstractNum comes before the first num (schema order).
    expect(numbering.lastIndexOf('<w:abstractNum ')).toBeLessThan(numbering.indexOf('<w:num '));
    const nsids = [...numbering.matchAll(/<w:nsid w:val="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(nsids).size).toBe(nsids.length);
    // The list items of A and B use different numIds, both defined, pointing at different abstractNums.
    // The numId of the paragraph holding `text`: the last one before it.
    const used = (text: string) =>
      [...doc.slice(0, doc.indexOf(`<w:t>${text}</w:t>`)).matchAll(/<w:numId w:val="(\d+)"\/>/g)].pop()?.[1];
    const a = used('Collect the data');
    const b = used('Open the file');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    const abstractOf = (num: string) =>
      new RegExp(`<w:num w:numId="${num}"[^>]*>\\s*<w:abstractNumId w:val="(\\d+)"`).exec(numbering)?.[1];
    expect(abstractOf(a!)).toBeDefined();
    expect(abstractOf(b!)).toBeDefined();
    expect(abstractOf(a!)).not.toBe(abstractOf(b!));
    // B's list keeps its letter format.
    const bAbstract = new RegExp(
      `<w:abstractNum\\b[^>]*w:abstractNumId="${abstractOf(b!)}"[\\s\\S]*?</w:abstractNum>`,
    ).exec(numbering)![0];
    expect(bAbstract).toContain('<w:numFmt w:val="lowerLetter"/>');
  });

  it('puts a section break between documents and keeps the text in order', () => {
    const { xml } = parts(mergeDocx([A, B, A]).bytes);
    const doc = xml('word/document.xml');
    const texts = [...doc.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(texts.filter((t) => /^Report [AB]$/.test(t!))).toEqual(['Report A', 'Report B', 'Report A']);
    // Two section breaks inside paragraphs, one final body sectPr.
    expect(doc.match(/<w:pPr><w:sectPr/g)).toHaveLength(2);
    expect(doc).toMatch(/<w:sectPr[\s\S]*<\/w:sectPr><\/w:body>/);
    const { images } = mergeDocx([A, B, A]);
    expect(images).toBe(3);
  });

  it('refuses files that are not Word documents, naming them', () => {
    const notDocx = { name: 'notes.docx', bytes: new TextEncoder().encode('plain text') };
    expect(() => mergeDocx([A, notDocx])).toThrow(DocxError);
    try {
      mergeDocx([A, notDocx]);
    } catch (e) {
      expect(e).toMatchObject({ code: 'word_unreadable', params: { name: 'notes.docx' } });
    }
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(new Uint8Array(new TextEncoder().encode('E\0n\0c\0r\0y\0p\0t\0i\0o\0n\0I\0n\0f\0o\0')), 100);
    expect(() => mergeDocx([{ name: 'locked.docx', bytes: ole }, A])).toThrow(
      expect.objectContaining({ code: 'word_encrypted', params: { name: 'locked.docx' } }),
    );
  });

  it('opens in LibreOffice with every picture and both documents', () => {
    const dir = mkdtempSync(join(tmpdir(), 'word-merge-'));
    writeFileSync(join(dir, 'merged.docx'), mergeDocx([A, B]).bytes);
    sofficeToPdf(join(dir, 'merged.docx'), dir);
    expect(readdirSync(dir)).toContain('merged.pdf');
    const textOut = execFileSync('pdftotext', [join(dir, 'merged.pdf'), '-'], { encoding: 'utf8' });
    expect(textOut).toContain('Report A');
    expect(textOut).toContain('Report B');
    expect(textOut).toContain('Callout in blue');
    // Two pages: the second document starts on a new one.
    const info = execFileSync('pdfinfo', [join(dir, 'merged.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+2/);
    // Both pictures are drawn.
    const list = execFileSync('pdfimages', ['-list', join(dir, 'merged.pdf')], { encoding: 'utf8' });
    expect(list.trim().split('\n').length - 2).toBe(2);
  }, 120_000);
});

describe('mergeDocx with headers, footnotes, links and tables', () => {
  const C = fixture('letter-c.docx');

  it('copies a header with its own picture, the footnote, the link and the table', () => {
    const { bytes, images } = mergeDocx([A, C, B]);
    const { files, xml } = parts(bytes);
    expect(images).toBe(3);
    const doc = xml('word/document.xml');
    const rels = xml('word/_rels/document.xml.rels');
    // The letter's header is copied under a new name, with its picture and its own relationships.
    const headerRef = /<w:headerReference[^>]*r:id="([^"]+)"/.exec(doc)?.[1];
    const headerTarget = new RegExp(`Id="${headerRef}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
    expect(headerTarget).toBe('d2-header1.xml');
    const headerRels = xml('word/_rels/d2-header1.xml.rels');
    const logo = /Target="([^"]+)"/.exec(headerRels)?.[1];
    expect(files[`word/${logo}`]).toBeDefined();
    expect(xml('word/d2-header1.xml')).toContain('Letterhead');
    expect(xml('[Content_Types].xml')).toContain('PartName="/word/d2-header1.xml"');
    // The footnote moved into a new footnotes part (A had none), referenced by its new id.
    const noteId = /<w:footnoteReference w:id="(\d+)"/.exec(doc)?.[1];
    const footnotes = xml('word/footnotes.xml');
    expect(footnotes).toMatch(
      new RegExp(`<w:footnote w:id="${noteId}"[^>]*>[\\s\\S]*A footnote of the letter`),
    );
    expect(footnotes).toContain('w:type="separator"');
    expect(rels).toMatch(/relationships\/footnotes" Target="footnotes.xml"/);
    // External link kept, table kept.
    const link = /<w:hyperlink r:id="([^"]+)"/.exec(doc)?.[1];
    expect(rels).toMatch(
      new RegExp(`Id="${link}"[^>]*Target="https://example.org/letter" TargetMode="External"`),
    );
    expect(doc).toContain('<w:tbl>');
  });

  it('the three-document merge opens in LibreOffice with header, footnote and all pictures', () => {
    const dir = mkdtempSync(join(tmpdir(), 'word-merge-'));
    writeFileSync(join(dir, 'three.docx'), mergeDocx([A, C, B]).bytes);
    sofficeToPdf(join(dir, 'three.docx'), dir);
    const pdf = join(dir, 'three.pdf');
    const textOut = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    for (const t of ['Report A', 'Letterhead', 'A footnote of the letter', 'Paper', 'Report B'])
      expect(textOut).toContain(t);
    expect(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })).toMatch(/Pages:\s+3/);
    // Only the letter's page has its letterhead: the next document does not inherit it.
    const page = (n: number) =>
      execFileSync('pdftotext', ['-f', `${n}`, '-l', `${n}`, pdf, '-'], { encoding: 'utf8' });
    expect(page(2)).toContain('Letterhead');
    expect(page(3)).toContain('Report B');
    expect(page(3)).not.toContain('Letterhead');
    const list = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' });
    // Red square, the letter's logo (in the header of its page), blue square.
    expect(list.trim().split('\n').length - 2).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
