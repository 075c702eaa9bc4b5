import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeCodecs, type NodeCodecs } from './codecs-node.ts';
import { jpegSegments, pngChunk, pngChunks } from './containers.ts';
import { openHeic, type LibHeif } from './heic.ts';
import { loadNodeLibHeif } from './heic-node.ts';
import { exifTiffRange, heifLayout, itemBytes } from './heif-parts.ts';
import { removeMetadata } from './metadata-remove.ts';
import { describeMetadata } from './metadata-report.ts';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`./__fixtures__/${name}`, import.meta.url)));
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const has = (hay: Uint8Array, text: string) => Buffer.from(hay).includes(Buffer.from(text, 'latin1'));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

function removed(bytes: Uint8Array, everything = false) {
  const out = removeMetadata(bytes, { everything });
  if (!out.ok) throw new Error(out.reason);
  return out.bytes;
}
/** Indexes where two files of the same length differ. */
function changedBytes(a: Uint8Array, b: Uint8Array): number[] {
  expect(b.length).toBe(a.length);
  const at: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) at.push(i);
  return at;
}
const scans = (jpeg: Uint8Array) => jpeg.subarray(jpegSegments(jpeg)!.rest);

let codecs: NodeCodecs;
let lib: LibHeif;
beforeAll(async () => {
  [codecs, lib] = await Promise.all([loadNodeCodecs(), loadNodeLibHeif()]);
});

async function heicPixels(bytes: Uint8Array) {
  const file = openHeic(lib, bytes);
  if (typeof file === 'string') throw new Error(file);
  const image = await file.decode(0);
  file.close();
  if (typeof image === 'string') throw new Error(image);
  return image.pixels;
}

describe('removeMetadata: everything', () => {
  it('leaves an iPhone JPEG only its orientation: no camera, GPS, XMP or thumbnail; the scans byte for byte', async () => {
    const iphone = await fixture('iphone-orientation-6.jpg');
    expect(describeMetadata(iphone)).toMatchObject({
      camera: 'Apple iPhone 4S',
      location: true,
      thumbnail: true,
    });
    const out = removed(iphone, true);
    expect(describeMetadata(out)).toEqual({
      format: 'jpeg',
      places: [],
      exif: true,
      xmp: false,
      iptc: false,
      makerNote: false,
      thumbnail: false,
      orientation: 6,
      location: false,
    });
    expect(has(out, 'iPhone')).toBe(false);
    expect(same(scans(out), scans(iphone))).toBe(true);
    const shown = await codecs.decoders.jpeg(out);
    expect([shown.width, shown.height]).toEqual([102, 205]); // still shown upright
  });

  it('drops IPTC place names (Budapest) and keeps JFIF', async () => {
    const budapest = await fixture('meta/iptc-budapest.jpg');
    expect(describeMetadata(budapest)).toMatchObject({ iptc: true, places: ['Budapest', 'Hungary'] });
    const out = removed(budapest, true);
    expect(describeMetadata(out)).toMatchObject({ iptc: false, places: [], exif: false });
    expect(has(out, 'Budapest')).toBe(false);
    expect(jpegSegments(out)!.segments[0]!.marker).toBe(0xe0);
    expect(same(scans(out), scans(budapest))).toBe(true);
  });

  it('drops text and EXIF chunks of a PNG but keeps its colour chunks and IDAT', async () => {
    const png = await fixture('meta/book-diagram.png');
    const chunks = pngChunks(png)!;
    const text = pngChunk(
      'tEXt',
      Uint8Array.from('Comment\0taken at home', (c) => c.charCodeAt(0)),
    );
    const tagged = concat(png.subarray(0, chunks[0]!.to), text, png.subarray(chunks[0]!.to));
    const out = removed(tagged, true);
    expect(same(out, png)).toBe(true); // the book's PNG carries only pHYs, sRGB and gAMA besides the image
  });

  it('leaves a HEIC its pictures byte for byte and its length, with the EXIF, XMP and IPTC emptied', async () => {
    const sony = await fixture('meta/sony-exif-xmp-iptc.heic');
    expect(describeMetadata(sony)).toMatchObject({ camera: 'SONY ILCE-7SM3', xmp: true, iptc: true });
    const out = removed(sony, true);
    expect(describeMetadata(out)).toMatchObject({ exif: true, orientation: 1, makerNote: false, places: [] });
    expect(describeMetadata(out).camera).toBeUndefined();
    expect(has(out, 'ILCE-7SM3')).toBe(false);
    const layout = heifLayout(sony)!;
    const metaItems = layout.items.filter((i) => ['Exif', 'mime', 'iptc'].includes(i.type));
    const inside = (i: number) =>
      metaItems.some((m) => m.extents!.some((e) => i >= e.offset && i < e.offset + e.length));
    expect(changedBytes(sony, out).every(inside)).toBe(true);
    const xmp = itemBytes(
      out,
      metaItems.find((i) => i.type === 'mime')!,
    )!;
    expect(Buffer.from(xmp).toString('latin1').trim()).toBe('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>');
    expect(
      same(
        new Uint8Array((await heicPixels(out)).data.buffer),
        new Uint8Array((await heicPixels(sony)).data.buffer),
      ),
    ).toBe(true);
  });
});

describe('removeMetadata: location only', () => {
  it('erases the GPS of a Xiaomi HEIC in place; camera and date stay, nothing outside the EXIF item changes', async () => {
    const xiaomi = await fixture('meta/xiaomi-gps.heic');
    const out = removed(xiaomi);
    const details = describeMetadata(out);
    expect(details).toMatchObject({
      camera: 'Xiaomi M2012K11AG',
      taken: '2023:04:27 19:44:18',
      location: false,
    });
    expect(details.gps).toBeUndefined();
    const range = exifTiffRange(
      xiaomi,
      heifLayout(xiaomi)!.items.find((i) => i.type === 'Exif')!,
    )!;
    const changed = changedBytes(xiaomi, out);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((i) => i >= range.start && i < range.end)).toBe(true);
  });

  it('keeps a JPEG camera and orientation and removes only the GPS (Nikon photo)', async () => {
    const nikon = await fixture('nikon-gps.jpg');
    const out = removed(nikon);
    expect(describeMetadata(out)).toMatchObject({ camera: 'NIKON D2H', location: false, thumbnail: true });
    expect(same(scans(out), scans(nikon))).toBe(true);
  });

  it('refuses damaged and unknown files with a reason', async () => {
    expect(removeMetadata(await fixture('meta/truncated.heic'))).toEqual({ ok: false, reason: 'damaged' });
    const nikon = await fixture('nikon-gps.jpg');
    expect(removeMetadata(nikon.subarray(0, 400))).toEqual({ ok: false, reason: 'damaged' });
    expect(removeMetadata(await fixture('formats/alpha_gif_a.gif'))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });
});
