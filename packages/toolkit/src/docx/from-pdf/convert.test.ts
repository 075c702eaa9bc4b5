import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { sofficeToPdf } from '../soffice-test-helper.ts';
import { pdfToDocx, type PdfDocumentLike } from './convert.ts';

const fixture = (path: string) => new Uint8Array(readFileSync(new URL(path, import.meta.url)));

async function convert(bytes: Uint8Array) {
  const doc = await pdfjs.getDocument({
    data: bytes.slice(), // pdf.js takes the buffer over
    isEvalSupported: false,
    useSystemFonts: false,
    fontExtraProperties: true,
    disableFontFace: true,
    isOffscreenCanvasSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const res = await pdfToDocx(doc as unknown as PdfDocumentLike, { ops: pdfjs.OPS });
    const files = unzipSync(res.bytes);
    return { ...res, files, xml: strFromU8(files['word/document.xml']!) };
  } finally {
    await doc.destroy();
  }
}

/** Words of a PDF with their boxes (pdftotext -bbox), y downwards. */
async function pdftotextWords(bytes: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-to-word-words-'));
  writeFileSync(join(dir, 'in.pdf'), bytes);
  const html = execFileSync('pdftotext', ['-bbox', join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
  ].map((m) => ({
    text: m[5]!,
    yMin: Number(m[2]),
    yMax: Number(m[4]),
  }));
}

/**
 * Where `text` starts in the XML, across run boundaries (each line of a paragraph is a run of its own,
 * and a spaced run is cut in two): the offset of its first character, -1 when it is not there.
 */
function textAt(xml: string, text: string): number {
  let plain = '';
  const at: number[] = [];
  for (const m of xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)) {
    const start = m.index + m[0].indexOf('>') + 1;
    for (let i = 0; i < m[1]!.length; i++) {
      plain += m[1]![i];
      at.push(start + i);
    }
  }
  const i = plain.indexOf(text);
  return i < 0 ? -1 : at[i]!;
}

/** The paragraphs of the body outside tables, as their joined text. */
const paragraphs = (xml: string) =>
  xml
    .replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, '')
    .split('</w:p>')
    .map((p) =>
      [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)].map((m) => m[1] ?? '\t').join(''),
    )
    .filter(Boolean);

describe('pdfToDocx on a LibreOffice PDF', () => {
  const pdf = fixture('./__fixtures__/report.pdf');

  it('rebuilds paragraphs in reading order, joining wrapped lines', async () => {
    const { xml, pageCount } = await convert(pdf);
    expect(pageCount).toBe(2);
    const text = paragraphs(xml);
    expect(text[0]).toBe('Quarterly Report');
    expect(text[1]).toBe(
      'This paragraph has a bold phrase and an italic phrase in running text, long enough to wrap onto a second line of the page so that the lines must be joined back into one paragraph.',
    );
    expect(text[2]).toBe('A second paragraph follows after the first one.');
    expect(text.indexOf('Picture below:')).toBeGreaterThan(2);
    expect(text[text.length - 1]).toBe('Second page text.');
    // Each page is a section: the first ends with the first page's last paragraph.
    const firstSection = xml.slice(0, xml.indexOf('</w:p>', xml.indexOf('<w:sectPr>')));
    expect(textAt(firstSection, 'Picture below:')).toBeGreaterThan(0);
    expect(textAt(firstSection, 'Second page text.')).toBe(-1);
  });

  it('keeps sizes, bold and italic as run properties, and centres the title', async () => {
    const { xml } = await convert(pdf);
    // The run properties of the run whose text starts with `text`.
    const run = (text: string) => {
      const at = textAt(xml, text);
      return xml.slice(xml.lastIndexOf('<w:rPr>', at), at);
    };
    expect(run('Quarterly Report')).toContain('<w:b/>');
    expect(run('Quarterly Report')).toContain('<w:sz w:val="40"/>');
    // LiberationSans is written as Arial, the name Word knows (LibreOffice maps it back to Liberation Sans).
    expect(run('Quarterly Report')).toContain('w:ascii="Arial"');
    expect(run('bold phrase')).toContain('<w:b/>');
    expect(run('bold phrase')).not.toContain('<w:i/>');
    expect(run('italic phrase')).toContain('<w:i/>');
    expect(run('italic phrase')).not.toContain('<w:b/>');
    expect(run('This paragraph has a')).toContain('<w:sz w:val="24"/>');
    expect(run('This paragraph has a')).not.toMatch(/<w:[bi]\/>/);
    const title = xml.split('</w:p>').find((p) => textAt(p, 'Quarterly Report') >= 0)!;
    expect(title).toContain('<w:jc w:val="center"/>');
  });

  it('makes a 3 × 3 table from the ruled grid with each cell text in its cell', async () => {
    const { xml, tables } = await convert(pdf);
    expect(tables).toBe(1);
    const tbl = /<w:tbl>[\s\S]*?<\/w:tbl>/.exec(xml)![0];
    expect(tbl.match(/<w:gridCol /g)).toHaveLength(3);
    const rows = tbl.split('</w:tr>').slice(0, -1);
    expect(rows).toHaveLength(3);
    const cells = rows.map((row) =>
      row
        .split('</w:tc>')
        .slice(0, -1)
        .map((c) =>
          [...c.matchAll(/<w:t[^>]*>([^<]*)</g)]
            .map((m) => m[1])
            .join('')
            .trim(),
        ),
    );
    expect(cells).toEqual([
      ['Item', 'Count', 'Price'],
      ['Paper', '12', '3.50'],
      ['Ink', '2', '19.90'],
    ]);
    // Fully ruled: every cell has its four borders.
    const cellBorders = tbl.match(/<w:tcBorders>.*?<\/w:tcBorders>/g)!;
    expect(cellBorders).toHaveLength(9);
    for (const b of cellBorders) expect(b.match(/w:val="single"/g)).toHaveLength(4);
    // The table sits between the second paragraph and "Picture below:".
    expect(xml.indexOf('<w:tbl>')).toBeGreaterThan(textAt(xml, 'A second paragraph'));
    expect(xml.indexOf('<w:tbl>')).toBeLessThan(textAt(xml, 'Picture below:'));
  });

  it('puts the picture in word/media, in place, at its drawn size', async () => {
    const { xml, files, pictures } = await convert(pdf);
    expect(pictures).toBe(1);
    const media = Object.keys(files).filter((p) => p.startsWith('word/media/'));
    expect(media).toEqual(['word/media/image1.png']);
    expect(Array.from(files[media[0]!]!.slice(1, 4))).toEqual([0x50, 0x4e, 0x47]);
    const rels = strFromU8(files['word/_rels/document.xml.rels']!);
    const embed = /r:embed="([^"]+)"/.exec(xml)?.[1];
    expect(rels).toMatch(new RegExp(`Id="${embed}"[^>]*Target="media/image1.png"`));
    // 1.5 in × 1 in = 108 × 72 pt.
    expect(xml).toContain(`<wp:extent cx="${108 * 12700}" cy="${72 * 12700}"/>`);
    // Anchored to the first page where the PDF draws it, below "Picture below:".
    expect(xml.indexOf('<w:drawing>')).toBeLessThan(textAt(xml, 'Second page text.'));
    const top = Number(/<wp:positionV relativeFrom="page"><wp:posOffset>(\d+)</.exec(xml)![1]) / 12700;
    const words = await pdftotextWords(pdf);
    const caption = words.find((w) => w.text === 'below:')!;
    expect(top).toBeGreaterThan(caption.yMin);
    expect(top).toBeLessThan(caption.yMax + 40);
  });

  it('opens in LibreOffice with text, table and picture', async () => {
    const { bytes } = await convert(pdf);
    const dir = mkdtempSync(join(tmpdir(), 'pdf-to-word-'));
    writeFileSync(join(dir, 'report.docx'), bytes);
    sofficeToPdf(join(dir, 'report.docx'), dir);
    expect(readdirSync(dir)).toContain('report.pdf');
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
    for (const t of ['Quarterly Report', 'bold phrase', 'Paper', '19.90', 'Second page text.'])
      expect(text).toContain(t);
    const images = execFileSync('pdfimages', ['-list', join(dir, 'report.pdf')], { encoding: 'utf8' });
    expect(images.trim().split('\n').length - 2).toBe(1);
  }, 120_000);
});

describe('pdfToDocx on a two-column page (LibreOffice)', () => {
  // The text of __fixtures__/columns.pdf, as make-fixtures.py writes it.
  const LEFT = [
    'Rivers carry water from the hills down to the valley, where farmers lead it through narrow channels into their fields of wheat, barley and beans during the long dry summer months.',
    'Along the banks, willows and alders hold the soil in place, and herons wait patiently in the shallows for small fish that swim past the reeds at dawn and again at dusk.',
    'Each spring the river rises with melted snow, floods the lower meadows for a few days, and leaves behind a thin layer of fertile silt that the farmers welcome every year.',
  ];
  const RIGHT = [
    'Mountains above the town stay white until June, and hikers who climb the steep northern ridge find marmots whistling among granite boulders near the old stone shelter.',
    'The summit trail starts beside the chapel, crosses two wooden bridges, then zigzags through pine forest before reaching the open slopes of gentian and alpine clover.',
    'Guides recommend starting before sunrise, carrying warm clothing and plenty of water, and turning back early whenever thunderclouds gather over the eastern peaks.',
  ];

  const LAKES = [
    'Lakes fill the hollows that old glaciers carved, and their cold clear water holds trout, char and perch that anglers from the town try to catch on calm evenings.',
    'In winter the smaller lakes freeze hard enough for skating, and families gather on the ice with sledges, thermos flasks and warm chestnuts bought at the harbour.',
  ];
  const FORESTS = [
    'Forests of spruce and larch cover the middle slopes, sheltering deer, foxes and capercaillie, while woodpeckers drum on dead trunks high above the mossy paths.',
    'Foresters mark the trees to be felled each autumn, haul the logs down with tractors to the sawmill, and plant young saplings in the clearings the next spring.',
  ];

  it('reads the title and introduction, the whole left column, the whole right column, then the closing line', async () => {
    const { xml, pageCount } = await convert(fixture('./__fixtures__/columns.pdf'));
    expect(pageCount).toBe(2);
    expect(paragraphs(xml)).toEqual([
      'Valley Newsletter',
      'This introduction runs across the full width of the page above the two columns below, and it is long enough to wrap onto a second line.',
      ...LEFT,
      ...RIGHT,
      'Closing note across the full width.',
      'Lakes',
      ...LAKES,
      ...FORESTS,
    ]);
  });

  it('reads columns whose baselines differ (12 pt and 9 pt), with the picture in its column', async () => {
    const { xml, pictures } = await convert(fixture('./__fixtures__/columns.pdf'));
    expect(pictures).toBe(1);
    const page2 = xml.slice(xml.indexOf('<w:sectPr>'));
    // The picture is anchored on page 2, in the right column where the PDF draws it.
    expect(page2).toContain('<w:drawing>');
    const left = Number(/<wp:positionH relativeFrom="page"><wp:posOffset>(\d+)</.exec(page2)![1]) / 12700;
    expect(left).toBeGreaterThan(300);
    // Each column keeps its own size.
    const size = (text: string) => {
      const at = textAt(page2, text);
      return /<w:sz w:val="(\d+)"\/>/.exec(page2.slice(page2.lastIndexOf('<w:rPr>', at), at))?.[1];
    };
    expect([size('Lakes fill'), size('Forests of spruce')]).toEqual(['24', '18']);
  });

  it('puts no word of one column into a paragraph of the other', async () => {
    const words = (texts: string[]) =>
      new Set(
        texts
          .join(' ')
          .toLowerCase()
          .match(/[a-z]+/g),
      );
    const left = words([...LEFT, ...LAKES]);
    const right = words([...RIGHT, ...FORESTS]);
    const onlyLeft = [...left].filter((w) => !right.has(w));
    const onlyRight = [...right].filter((w) => !left.has(w));
    const { xml } = await convert(fixture('./__fixtures__/columns.pdf'));
    const column = paragraphs(xml).filter((p) => p.length > 40 && !p.startsWith('This introduction'));
    expect(column).toHaveLength(10);
    for (const paragraph of column) {
      const own = words([paragraph]);
      const fromLeft = onlyLeft.some((w) => own.has(w));
      const fromRight = onlyRight.some((w) => own.has(w));
      expect(fromLeft !== fromRight).toBe(true);
    }
  });
});

describe('pdfToDocx on text pdf.js reads as control characters or unmapped glyphs', () => {
  /** Characters XML 1.0 does not allow: a document.xml holding one is refused by Word and LibreOffice. */
  const notXml = (text: string) =>
    [...text]
      .map((ch) => ch.codePointAt(0)!)
      .filter((c) => (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff);

  it('writes a document.xml without them that LibreOffice opens', async () => {
    const { xml, bytes } = await convert(fixture('../../pdf/__fixtures__/text-control-chars.pdf'));
    expect(notXml(xml)).toEqual([]);
    expect(paragraphs(xml)).toEqual(['Hihi']);
    const dir = mkdtempSync(join(tmpdir(), 'pdf-to-word-ctl-'));
    writeFileSync(join(dir, 'ctl.docx'), bytes);
    const pdf = sofficeToPdf(join(dir, 'ctl.docx'), dir);
    expect(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).trim()).toBe('Hihi');
  }, 120_000);

  it('leaves out glyphs with no Unicode mapping, as pdftotext does', async () => {
    const { xml } = await convert(fixture('../../pdf/__fixtures__/text-unmapped-cid.pdf'));
    expect(paragraphs(xml).join(' ').split(/\s+/).filter(Boolean)).toEqual(['Hello', 'world']);
  });
});

describe('pdfToDocx on other producers', () => {
  it('turns pages so that their text reads across, whatever their /Rotate', async () => {
    const { xml } = await convert(
      fixture('../../pdf/__fixtures__/corpus/seminar-rotated-slides-ghostscript.pdf'),
    );
    const sizes = [...xml.matchAll(/<w:pgSz ([^/]*)\/>/g)].map((m) => m[1]);
    // Page 2 has /Rotate 270 and text set sideways: shown upright, a landscape section, its title one line.
    expect(sizes[1]).toBe('w:w="16840" w:h="11900" w:orient="landscape"');
    expect(paragraphs(xml)).toContain('Information overload = “Too much” information');
    // Page 5 has /Rotate 90 over text set across the page: left unturned, so the text still reads across.
    expect(sizes[4]).toBe('w:w="11900" w:h="16840"');
    // (Its bullets and their text sit side by side: a table without borders.)
    expect(textAt(xml, 'There is information overload in a')).toBeGreaterThan(0);
  });

  it('keeps a web link as a hyperlink to its URL', async () => {
    const { xml, files } = await convert(fixture('./__fixtures__/fidelity/libreoffice-writer-link.pdf'));
    const link = /<w:hyperlink r:id="([^"]+)"[^>]*>(.*?)<\/w:hyperlink>/.exec(xml)!;
    expect(link[2]).toContain('awesome blog');
    const rels = strFromU8(files['word/_rels/document.xml.rels']!);
    expect(rels).toMatch(new RegExp(`Id="${link[1]}"[^>]*Target="https?://[^"]+"[^>]*TargetMode="External"`));
  });

  it('writes a running header and a page-number footer as Word header and footer parts', async () => {
    const { xml, files } = await convert(fixture('./__fixtures__/fidelity/wps-chinese-quarterly-report.pdf'));
    const text = (part: string) =>
      [...strFromU8(files[part]!).matchAll(/<w:t[^>]*>([^<]*)</g)].map((m) => m[1]).join('');
    expect(text('word/header1.xml')).toContain('东北电气发展股份有限公司');
    expect(strFromU8(files['word/footer1.xml']!)).toContain('<w:fldSimple w:instr=" PAGE ">');
    // Pages 2-4 show it 6.6 pt lower than the cover does: there it is the header, on the cover body text.
    expect(paragraphs(xml).filter((p) => p.includes('年第一季度报告全文'))).toHaveLength(1);
    const sections = xml.match(/<w:sectPr>.*?<\/w:sectPr>/g)!;
    expect(sections).toHaveLength(4);
    // Every section names its header and footer; the cover's are empty ones.
    for (const section of sections) expect(section).toMatch(/<w:headerReference [^>]*\/><w:footerReference /);
    expect(sections[0]).toContain('r:id="rIdheader2"');
    expect(sections[1]).toContain('r:id="rIdheader1"');
  });

  it('writes titles as Heading styles and a Word 365 list as a real list', async () => {
    const { xml, files } = await convert(fixture('./__fixtures__/fidelity/word365-lists-headings.pdf'));
    const styled = (style: string) =>
      xml.split('</w:p>').filter((p) => p.includes(`<w:pStyle w:val="${style}"/>`)).length;
    expect(styled('Heading1')).toBeGreaterThan(0);
    const items = xml.split('</w:p>').filter((p) => p.includes('<w:numPr>'));
    expect(items).toHaveLength(5); // three bullets, two numbers
    // The markers are in numbering.xml, not in the text.
    expect(items.every((p) => !/<w:t[^>]*>[•\d]/.test(p))).toBe(true);
    const numbering = strFromU8(files['word/numbering.xml']!);
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
  });

  it('converts a Ghostscript PDF page by page', async () => {
    const { xml, pageCount } = await convert(fixture('../../pdf/__fixtures__/ghostscript-mixed-sizes.pdf'));
    expect(pageCount).toBe(3);
    expect(paragraphs(xml)).toEqual([
      'Ghostscript page 1 - Letter',
      'Ghostscript page 2 - A4',
      'Ghostscript page 3 - A5 landscape',
    ]);
    // A section per page, each with its own size: Letter, A4, A5 landscape.
    expect([...xml.matchAll(/<w:pgSz ([^/]*)\/>/g)].map((m) => m[1])).toEqual([
      'w:w="12240" w:h="15840"',
      'w:w="11900" w:h="16840"',
      'w:w="11900" w:h="8400" w:orient="landscape"',
    ]);
  });
});
