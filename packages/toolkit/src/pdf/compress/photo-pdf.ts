// Test and bench input: PDFs full of photo-like images, made at run time from the one real photo in the
// fixtures (nothing large is committed). Not part of the toolkit's API.
import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import type { PdfImageCodecs, RgbaImage } from './image-stream.ts';

const PHOTO = new URL('../../image/__fixtures__/board-photo.jpg', import.meta.url);

/** A small deterministic generator (mulberry32), so every run builds the same bytes. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The real photo enlarged to width × height (bilinear), tinted per `seed`, with sensor-like grain: a
 * camera-sized photo with real image content and real noise, as a phone would put into a PDF.
 */
export function photoLike(source: RgbaImage, width: number, height: number, seed: number): RgbaImage {
  const next = random(seed);
  const tint = [0.85 + next() * 0.3, 0.85 + next() * 0.3, 0.85 + next() * 0.3];
  const out = new Uint8ClampedArray(width * height * 4);
  const sx = (source.width - 1) / (width - 1);
  const sy = (source.height - 1) / (height - 1);
  for (let y = 0; y < height; y++) {
    const fy = y * sy;
    const y0 = Math.floor(fy);
    const y1 = Math.min(source.height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = (seed % 2 ? width - 1 - x : x) * sx;
      const x0 = Math.floor(fx);
      const x1 = Math.min(source.width - 1, x0 + 1);
      const wx = fx - x0;
      const grain = (next() + next() + next() - 1.5) * 14;
      for (let c = 0; c < 3; c++) {
        const at = (yy: number, xx: number) => source.data[(yy * source.width + xx) * 4 + c]!;
        const top = at(y0, x0) * (1 - wx) + at(y0, x1) * wx;
        const bottom = at(y1, x0) * (1 - wx) + at(y1, x1) * wx;
        out[(y * width + x) * 4 + c] = (top * (1 - wy) + bottom * wy) * tint[c]! + grain;
      }
      out[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { data: out, width, height };
}

export interface PhotoPdfOptions {
  pages: number;
  /** Pixels of each photo. */
  width: number;
  height: number;
  /** JPEG quality of the embedded photos (a camera writes about 90). */
  quality: number;
  /** Points the photo is drawn across on an A4 page. */
  drawWidth: number;
}

/** The real photo's JPEG bytes (read from the toolkit's fixtures). */
export async function readPhoto(): Promise<Uint8Array> {
  return new Uint8Array(await readFile(PHOTO));
}

/** An A4 PDF with one photo per page, drawn `drawWidth` points wide, with a caption. */
export async function makePhotoPdf(
  codecs: PdfImageCodecs,
  options: PhotoPdfOptions,
  photo?: Uint8Array,
): Promise<Uint8Array> {
  const source = await codecs.decodeJpeg(photo ?? (await readPhoto()));
  const doc = await PDFDocument.create();
  for (let p = 0; p < options.pages; p++) {
    const photo = photoLike(source, options.width, options.height, p + 1);
    const image = await doc.embedJpg(await codecs.encodeJpeg(photo, options.quality, false));
    const page = doc.addPage([595, 842]);
    const drawHeight = (options.drawWidth * options.height) / options.width;
    page.drawImage(image, {
      x: (595 - options.drawWidth) / 2,
      y: 780 - drawHeight,
      width: options.drawWidth,
      height: drawHeight,
    });
    page.drawText(`Photo ${p + 1}`, { x: 60, y: 60, size: 14 });
  }
  return doc.save();
}

/**
 * One page with a Flate RGB image (PNG "Up" predictor) and an 8-bit soft mask: left half red, right
 * half blue, the mask a left-to-right ramp. Drawn 144 × 144 pt.
 */
export async function makeMaskedFlatePdf(size = 600): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { context } = doc;
  const rgb = new Uint8Array((size * 3 + 1) * size);
  const alpha = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    rgb[row] = y === 0 ? 0 : 2; // PNG "Up": every row but the first is the difference to the one above
    for (let x = 0; x < size; x++) {
      const colour = x < size / 2 ? [220, 30, 40] : [30, 60, 200];
      for (let c = 0; c < 3; c++) rgb[row + 1 + x * 3 + c] = y === 0 ? colour[c]! : 0;
      alpha[y * size + x] = Math.round((x / (size - 1)) * 255);
    }
  }
  const smask = context.register(
    context.flateStream(alpha, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: size,
      Height: size,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    }),
  );
  const image = context.flateStream(rgb, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: size,
    Height: size,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    SMask: smask,
  });
  image.dict.set(PDFName.of('DecodeParms'), context.obj({ Predictor: 15, Colors: 3, Columns: size }));
  image.dict.set(PDFName.of('BitsPerComponent'), PDFNumber.of(8));
  const ref = context.register(image);
  const page = doc.addPage([300, 300]);
  const name = page.node.newXObject('Im', ref);
  const content = context.flateStream(`q 144 0 0 144 50 50 cm /${name.asString().slice(1)} Do Q`);
  page.node.set(PDFName.of('Contents'), context.register(content));
  return doc.save();
}
