// Writes the pdf-lib-made fixtures into the directory given as the first argument (see make-fixtures.sh).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFNumber, StandardFonts, degrees } from 'pdf-lib';

const dir = process.argv[2] ?? '.';

async function make(sizes: Array<[number, number]>, label: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.setProducer('pdf-lib');
  sizes.forEach(([w, h], i) => {
    const page = doc.addPage([w, h]);
    page.drawText(`${label} page ${i + 1}`, { x: 40, y: h - 60, size: 20, font });
  });
  return doc;
}

const plain = await make(
  [
    [400, 500],
    [410, 510],
  ],
  'pdf-lib',
);
await writeFile(join(dir, 'pdflib-two-pages.pdf'), await plain.save());

// Rotated: page 1 /Rotate 90, page 2 /Rotate 180, page 3 inherits 270 from the page tree root,
// page 4 overrides the inherited value with an explicit 0.
const rotated = await make(
  [
    [300, 400],
    [310, 410],
    [320, 420],
    [330, 430],
  ],
  'Rotated',
);
const [p1, p2, p3, p4] = rotated.getPages();
p1?.setRotation(degrees(90));
p2?.setRotation(degrees(180));
p3?.node.delete(PDFName.of('Rotate'));
p4?.setRotation(degrees(0));
rotated.catalog.Pages().set(PDFName.of('Rotate'), PDFNumber.of(270));
await writeFile(join(dir, 'rotated.pdf'), await rotated.save({ useObjectStreams: false }));
