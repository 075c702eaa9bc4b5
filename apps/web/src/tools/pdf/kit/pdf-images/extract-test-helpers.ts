// Shared by the extract-image tools' unit tests: PDFs with real embedded images, and the worker run in-process.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';

const images = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../../packages/toolkit/src/image/__fixtures__',
);

/** A PDF with the board photo (JPEG) on page 1 and the stamp (PNG, so Flate) on page 2. */
export async function pdfWithImages(name: string): Promise<File> {
  const doc = await PDFDocument.create();
  const photo = await doc.embedJpg(readFileSync(join(images, 'board-photo.jpg')));
  const stamp = await doc.embedPng(readFileSync(join(images, 'stamp.png')));
  doc.addPage([600, 800]).drawImage(photo, { x: 0, y: 0, width: 360, height: 240 });
  doc.addPage([600, 800]).drawImage(stamp, { x: 0, y: 0, width: 200, height: 200 });
  return new File([(await doc.save()) as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });
}
