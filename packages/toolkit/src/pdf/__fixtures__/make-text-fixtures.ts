// Writes the text-layer fixtures beside this file: `npx tsx make-text-fixtures.ts`.
//
// text-control-chars.pdf: Helvetica with an /Encoding whose /Differences give codes 1, 3, 4 and 26
// glyph names outside the Adobe Glyph List, as pdfLaTeX's Type 1 fonts do; pdf.js and pdftotext both
// fall back to the raw code and return U+0001, U+0003, U+0004 and U+001A.
//
// text-unmapped-cid.pdf: a Type0 font (Identity-H, CIDFontType2, not embedded) whose ToUnicode CMap
// maps CIDs 16-20 only. The page shows "Hello" and "world" through mapped CIDs with a run of unmapped
// CIDs 0x03F2 0x0392 0x03F4 0x0392 between them (the 'ϲΒϴΒ' pdf.js made of an Arabic file): pdf.js
// returns the CIDs as characters, pdftotext returns nothing for them.
import { writeFile } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFNumber, PDFString } from 'pdf-lib';

async function pageWith(content: string, fonts: (doc: PDFDocument) => Record<string, unknown>) {
  const doc = await PDFDocument.create();
  doc.setProducer('pdf-lib');
  const page = doc.addPage([300, 200]);
  for (const [name, dict] of Object.entries(fonts(doc)))
    page.node.setFontDictionary(PDFName.of(name), doc.context.register(doc.context.obj(dict as never)));
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(content)));
  return doc.save({ useObjectStreams: false });
}

const controlChars = await pageWith('BT /F1 14 Tf 20 100 Td <48690103041A6869> Tj ET', (doc) => ({
  F1: {
    Type: 'Font',
    Subtype: 'Type1',
    BaseFont: 'Helvetica',
    Encoding: doc.context.obj({
      Type: 'Encoding',
      BaseEncoding: 'WinAnsiEncoding',
      Differences: [1, 'cmr1x', 3, 'cmr3x', 4, 'cmr4x', 26, 'cmr26x'].map((v) =>
        typeof v === 'number' ? PDFNumber.of(v) : PDFName.of(v),
      ),
    }),
  },
}));
await writeFile(new URL('./text-control-chars.pdf', import.meta.url), controlChars);

// CIDs 16..20 -> H e l o w; "r" and "d" come from 21 and 22.
const toUnicode = [
  '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
  '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
  '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
  '1 begincodespacerange <0000> <FFFF> endcodespacerange',
  '7 beginbfchar <0010> <0048> <0011> <0065> <0012> <006C> <0013> <006F> <0014> <0077>',
  '<0015> <0072> <0016> <0064> endbfchar',
  'endcmap CMapName currentdict /CMap defineresource pop end end',
].join('\n');
const unmapped = await pageWith(
  'BT /F1 14 Tf 20 100 Td <00100011001200120013> Tj 50 0 Td <03F2039203F40392> Tj ' +
    '50 0 Td <00140013001500120016> Tj ET',
  (doc) => ({
    F1: {
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'ABCDEF+ArialMT',
      Encoding: 'Identity-H',
      ToUnicode: doc.context.register(doc.context.flateStream(toUnicode)),
      DescendantFonts: [
        doc.context.obj({
          Type: 'Font',
          Subtype: 'CIDFontType2',
          BaseFont: 'ABCDEF+ArialMT',
          CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
          FontDescriptor: doc.context.obj({
            Type: 'FontDescriptor',
            FontName: 'ABCDEF+ArialMT',
            Flags: 32,
            FontBBox: [-665, -325, 2000, 1006],
            ItalicAngle: 0,
            Ascent: 905,
            Descent: -212,
            CapHeight: 716,
            StemV: 80,
          }),
          DW: 600,
          CIDToGIDMap: 'Identity',
        }),
      ],
    },
  }),
);
await writeFile(new URL('./text-unmapped-cid.pdf', import.meta.url), unmapped);
