import {
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  concatTransformationMatrix,
  drawObject,
} from 'pdf-lib';
import type { PDFImage, PDFPage } from 'pdf-lib';

export type ImagePageSize = 'fit' | 'a4' | 'letter';
export type ImageOrientation = 'auto' | 'portrait' | 'landscape';

export interface ImagesToPdfOptions {
  /** 'fit': each page is the image's size (1 px = 1 pt) plus the margin. */
  pageSize: ImagePageSize;
  /** For A4 and Letter; 'auto' turns each page to match its image. */
  orientation: ImageOrientation;
  /** Points around the image. */
  margin: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export interface ImageInput {
  name: string;
  /** JPEG or PNG bytes (other formats are converted to PNG before they get here). */
  bytes: Uint8Array;
}

export const DEFAULT_IMAGES_TO_PDF_OPTIONS: Omit<ImagesToPdfOptions, 'onProgress' | 'signal'> = {
  pageSize: 'a4',
  orientation: 'auto',
  margin: 0,
};

const PAGE_SIZES: Record<Exclude<ImagePageSize, 'fit'>, [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

/** Thrown for an image that is neither a readable JPEG nor PNG; `params.name` names it. */
export class ImageInputError extends Error {
  readonly code = 'image_unreadable';
  readonly params: { name: string };
  constructor(name: string) {
    super(`image ${name} cannot be read`);
    this.params = { name };
  }
}

export function imageKind(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  return null;
}

/**
 * The EXIF orientation (1-8) of a JPEG, read from the APP1 "Exif" segment's first IFD; 1 when absent or
 * unreadable. Walks the markers before the image data only.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 2;
  while (pos + 4 <= bytes.length) {
    if (bytes[pos] !== 0xff) return 1;
    const marker = bytes[pos + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      pos += 2;
      continue;
    }
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return 1; // image data starts: no EXIF before it
    const length = view.getUint16(pos + 2);
    const start = pos + 4;
    if (
      marker === 0xe1 &&
      length >= 16 &&
      start + length - 2 <= bytes.length &&
      String.fromCharCode(...bytes.subarray(start, start + 4)) === 'Exif' &&
      bytes[start + 4] === 0 &&
      bytes[start + 5] === 0
    ) {
      return orientationFromTiff(view, start + 6, start + length - 2);
    }
    pos += 2 + length;
  }
  return 1;
}

function orientationFromTiff(view: DataView, tiff: number, end: number): number {
  try {
    const order = view.getUint16(tiff);
    if (order !== 0x4949 && order !== 0x4d4d) return 1;
    const little = order === 0x4949;
    const ifd = tiff + view.getUint32(tiff + 4, little);
    if (ifd + 2 > end) return 1;
    const count = view.getUint16(ifd, little);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (entry + 12 > end) return 1;
      if (view.getUint16(entry, little) === 0x0112) {
        const value = view.getUint16(entry + 8, little);
        return value >= 1 && value <= 8 ? value : 1;
      }
    }
  } catch {
    // a segment shorter than it claims: treat as no orientation
  }
  return 1;
}

/**
 * For each EXIF orientation, the matrix [a b c d e f] taking the image's unit square (as PDF draws an image:
 * its top row at y = 1) to the unit square as the image should be seen.
 */
const ORIENTATION_MATRICES: Record<number, [number, number, number, number, number, number]> = {
  1: [1, 0, 0, 1, 0, 0],
  2: [-1, 0, 0, 1, 1, 0], // mirrored left-right
  3: [-1, 0, 0, -1, 1, 1], // turned 180°
  4: [1, 0, 0, -1, 0, 1], // mirrored top-bottom
  5: [0, -1, -1, 0, 1, 1], // transposed
  6: [0, -1, 1, 0, 0, 1], // to be turned 90° clockwise
  7: [0, 1, 1, 0, 0, 0], // transversed
  8: [0, 1, -1, 0, 1, 0], // to be turned 90° anticlockwise
};

/** The matrix drawing an image with the given orientation into the box (x, y, width, height) as seen. */
export function placementMatrix(
  orientation: number,
  box: { x: number; y: number; width: number; height: number },
): [number, number, number, number, number, number] {
  const [a, b, c, d, e, f] = ORIENTATION_MATRICES[orientation] ?? ORIENTATION_MATRICES[1]!;
  const { x, y, width: w, height: h } = box;
  return [a * w, b * h, c * w, d * h, e * w + x, f * h + y];
}

function drawImage(page: PDFPage, image: PDFImage, matrix: [number, number, number, number, number, number]) {
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(...matrix),
    drawObject(name),
    popGraphicsState(),
  );
}

/** Puts each image on its own page, in order: JPEGs as they are (no re-encoding), PNGs with their alpha. */
export async function imagesToPdf(
  inputs: ImageInput[],
  options: Partial<ImagesToPdfOptions> = {},
): Promise<Uint8Array> {
  const {
    pageSize,
    orientation,
    margin: rawMargin,
    onProgress,
    signal,
  } = {
    ...DEFAULT_IMAGES_TO_PDF_OPTIONS,
    ...options,
  };
  const margin = Math.max(0, rawMargin);
  const doc = await PDFDocument.create();
  for (const [index, input] of inputs.entries()) {
    signal?.throwIfAborted();
    const kind = imageKind(input.bytes);
    let image: PDFImage;
    try {
      if (kind === 'jpeg') image = await doc.embedJpg(input.bytes);
      else if (kind === 'png') image = await doc.embedPng(input.bytes);
      else throw new Error('unknown format');
    } catch {
      throw new ImageInputError(input.name);
    }
    const turn = kind === 'jpeg' ? jpegOrientation(input.bytes) : 1;
    const swapped = turn >= 5;
    const shownW = swapped ? image.height : image.width;
    const shownH = swapped ? image.width : image.height;
    let pageW: number;
    let pageH: number;
    if (pageSize === 'fit') {
      pageW = shownW + 2 * margin;
      pageH = shownH + 2 * margin;
    } else {
      const [short, long] = PAGE_SIZES[pageSize];
      const landscape = orientation === 'landscape' || (orientation === 'auto' && shownW > shownH);
      [pageW, pageH] = landscape ? [long, short] : [short, long];
    }
    const availW = Math.max(1, pageW - 2 * margin);
    const availH = Math.max(1, pageH - 2 * margin);
    // Shrink to fit; never enlarge a small image past its own size (it would only get blurry).
    const scale = Math.min(availW / shownW, availH / shownH, 1);
    const w = shownW * scale;
    const h = shownH * scale;
    const page = doc.addPage([pageW, pageH]);
    drawImage(
      page,
      image,
      placementMatrix(turn, { x: (pageW - w) / 2, y: (pageH - h) / 2, width: w, height: h }),
    );
    onProgress?.(index + 1, inputs.length);
  }
  doc.setProducer('Toolbox');
  doc.setCreator('Toolbox');
  return doc.save({ useObjectStreams: true, objectsPerTick: Infinity, addDefaultPage: false });
}
