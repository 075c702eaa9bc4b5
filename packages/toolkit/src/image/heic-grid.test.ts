import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeHeicTiles, openHeic, type HeicImage, type LibHeif, type TileHelper } from './heic.ts';
import { assembleGrid, gridOf, splitTiles, turnTile, type HeicGrid, type HeicTile } from './heic-grid.ts';
import { loadNodeLibHeif } from './heic-node.ts';
import { heifLayout } from './heif-parts.ts';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`./__fixtures__/meta/${name}`, import.meta.url)));

let lib: LibHeif;
beforeAll(async () => {
  lib = await loadNodeLibHeif();
});

/** Every image of a file, decoded whole by libheif or with half the tiles given to a helper. */
async function decodeAll(bytes: Uint8Array, withHelper: boolean) {
  const file = openHeic(lib, bytes);
  if (typeof file === 'string') throw new Error(file);
  const asked: number[][] = [];
  const helper: TileHelper = async (ids, turn) => {
    asked.push(ids);
    const tiles = decodeHeicTiles(lib, bytes.slice(), ids, turn); // its own libheif context, as a worker's
    if (typeof tiles === 'string') throw new Error(tiles);
    return tiles;
  };
  const images: HeicImage[] = [];
  try {
    for (let i = 0; i < file.count; i++) {
      const image = await file.decode(i, withHelper ? helper : undefined);
      if (typeof image === 'string') throw new Error(image);
      images.push(image);
    }
  } finally {
    file.close();
  }
  return { images, asked };
}

describe('HEIC grid decoded in two halves', () => {
  it('reads the iPhone grid: 8 × 6 tiles of 512, 4032 × 3024, a quarter turn clockwise', async () => {
    const bytes = await fixture('iphone-12mp-rotated.heic');
    const layout = heifLayout(bytes)!;
    const grid = gridOf(bytes, layout, layout.primary!)!;
    expect(grid).toMatchObject({ rows: 6, columns: 8, tileWidth: 512, tileHeight: 512 });
    expect([grid.width, grid.height, grid.turn]).toEqual([4032, 3024, 3]);
    expect(splitTiles(grid, 2).map((part) => part.length)).toEqual([24, 24]);
  });

  it('gives the very same pixels and metadata as libheif decoding the whole image', async () => {
    const bytes = await fixture('iphone-12mp-rotated.heic');
    const whole = await decodeAll(bytes, false);
    const halves = await decodeAll(bytes, true);
    expect(halves.asked).toHaveLength(1); // the helper did half the tiles
    expect(halves.asked[0]).toHaveLength(24);
    const [a, b] = [whole.images[0]!, halves.images[0]!];
    expect([b.pixels.width, b.pixels.height]).toEqual([3024, 4032]);
    expect(Buffer.from(b.pixels.data).equals(Buffer.from(a.pixels.data))).toBe(true);
    expect(b.exif).toEqual(a.exif);
    expect(b.icc).toEqual(a.icc);
  }, 60_000);

  it("decodes the helper's half itself when the helper fails", async () => {
    const bytes = await fixture('xiaomi-gps.heic');
    const file = openHeic(lib, bytes);
    if (typeof file === 'string') throw new Error(file);
    const failed = await file.decode(0, () => Promise.reject(new Error('worker crashed')));
    const whole = await file.decode(0);
    file.close();
    if (typeof failed === 'string' || typeof whole === 'string') throw new Error('not decoded');
    expect(Buffer.from(failed.pixels.data).equals(Buffer.from(whole.pixels.data))).toBe(true);
  }, 60_000);

  it.each(['sony-exif-xmp-iptc.heic', 'xiaomi-gps.heic', 'three-images.heic'])(
    '%s: every image, same pixels and metadata with or without the helper',
    async (name) => {
      const bytes = await fixture(name);
      const whole = await decodeAll(bytes, false);
      const halves = await decodeAll(bytes, true);
      expect(halves.asked.length).toBe(name === 'xiaomi-gps.heic' ? 1 : 0); // Xiaomi's is a grid
      expect(halves.images.map((i) => [i.id, i.pixels.width, i.pixels.height])).toEqual(
        whole.images.map((i) => [i.id, i.pixels.width, i.pixels.height]),
      );
      halves.images.forEach((image, i) => {
        const other = whole.images[i]!;
        expect(Buffer.from(image.pixels.data).equals(Buffer.from(other.pixels.data))).toBe(true);
        expect([image.exif, image.xmp, image.icc]).toEqual([other.exif, other.xmp, other.icc]);
      });
    },
    60_000,
  );

  it('turns tiles and puts them together as irot says, for every quarter turn, cutting edge tiles', () => {
    // A 5 × 3 picture from 2 × 2 tiles of 3 × 2, each pixel numbered by its place in the picture.
    const base = {
      tiles: [1, 2, 3, 4],
      rows: 2,
      columns: 2,
      tileWidth: 3,
      tileHeight: 2,
      width: 5,
      height: 3,
    };
    const tiles: HeicTile[] = base.tiles.map((id, i) => {
      const words = new Uint32Array(6);
      for (let y = 0; y < 2; y++)
        for (let x = 0; x < 3; x++) words[y * 3 + x] = ((i >> 1) * 2 + y) * 100 + (i % 2) * 3 + x;
      return { id, width: 3, height: 2, data: new Uint8ClampedArray(words.buffer) };
    });
    const picture = (turn: HeicGrid['turn']) => {
      const p = assembleGrid(
        { ...base, turn },
        tiles.map((t) => turnTile(t, turn)),
      );
      const words = new Uint32Array(p.data.buffer);
      return Array.from({ length: p.height }, (_, y) => [...words.subarray(y * p.width, (y + 1) * p.width)]);
    };
    expect(picture(0)).toEqual([
      [0, 1, 2, 3, 4],
      [100, 101, 102, 103, 104],
      [200, 201, 202, 203, 204],
    ]);
    // Anticlockwise: the right column becomes the top row.
    expect(picture(1)).toEqual([
      [4, 104, 204],
      [3, 103, 203],
      [2, 102, 202],
      [1, 101, 201],
      [0, 100, 200],
    ]);
    expect(picture(2)).toEqual([
      [204, 203, 202, 201, 200],
      [104, 103, 102, 101, 100],
      [4, 3, 2, 1, 0],
    ]);
    expect(picture(3)).toEqual([
      [200, 100, 0],
      [201, 101, 1],
      [202, 102, 2],
      [203, 103, 3],
      [204, 104, 4],
    ]);
  });
});
