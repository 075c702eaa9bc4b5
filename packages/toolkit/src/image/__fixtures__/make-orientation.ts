// Writes iphone-orientation-3.jpg and -8.jpg: the real iPhone photo (orientation 6) with only its EXIF
// Orientation value rewritten, so tests have real camera files for 3, 6 and 8.
// Run: node --import tsx packages/toolkit/src/image/__fixtures__/make-orientation.ts
import { readFileSync, writeFileSync } from 'node:fs';

const here = (name: string) => new URL(name, import.meta.url);

/** A copy with IFD0's Orientation (tag 0x0112, a SHORT stored in the entry) set to `value`. */
function withOrientation(jpeg: Uint8Array, value: number): Uint8Array {
  const out = jpeg.slice();
  const view = new DataView(out.buffer);
  // Walk the segments after SOI to the APP1 'Exif\0\0' one.
  let pos = 2;
  while (view.getUint16(pos) !== 0xffe1 || String.fromCharCode(...out.subarray(pos + 4, pos + 8)) !== 'Exif') {
    if (out[pos] !== 0xff || out[pos + 1] === 0xda) throw new Error('no EXIF segment');
    pos += 2 + view.getUint16(pos + 2);
  }
  const tiff = pos + 10;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  for (let i = 0; i < view.getUint16(ifd, little); i++) {
    const entry = ifd + 2 + i * 12;
    if (view.getUint16(entry, little) === 0x0112) {
      view.setUint16(entry + 8, value, little);
      return out;
    }
  }
  throw new Error('no Orientation entry in IFD0');
}

const photo = new Uint8Array(readFileSync(here('iphone-orientation-6.jpg')));
for (const value of [3, 8]) writeFileSync(here(`iphone-orientation-${value}.jpg`), withOrientation(photo, value));
