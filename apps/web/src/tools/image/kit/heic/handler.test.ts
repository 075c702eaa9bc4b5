import { describe, expect, it } from 'vitest';
import {
  decodeHeicTiles,
  describeMetadata,
  jpegSegments,
  readImageSize,
  type EncodeSpec,
  type Pixels,
} from '@toolbox/toolkit/image';
import { loadNodeCodecs, loadNodeImageCodecs, loadNodeLibHeif } from '@toolbox/toolkit/node';
import { fixtureFile } from '../../../../features/image-batch/test-helpers.ts';
import { heicHandler, outputName } from './handler.ts';
import type { HeicOptions } from './protocol.ts';

const handler = heicHandler(loadNodeLibHeif, async () => (await loadNodeImageCodecs()).encode);
const convert = async (path: string, options: HeicOptions) =>
  (await handler({ file: fixtureFile(path), options }, { onProgress: () => {} })).result;

describe('HEIC worker handler', () => {
  it('turns an iPhone HEIC into an upright JPEG that keeps camera, colour profile and an orientation of 1', async () => {
    const { outputs, notes } = await convert('meta/iphone-12mp-rotated.heic', {
      format: 'jpeg',
      quality: 80,
      smallest: false,
    });
    expect(notes).toEqual([]);
    expect(outputs.map((o) => [o.name, o.type, o.width, o.height])).toEqual([
      ['iphone-12mp-rotated.jpg', 'image/jpeg', 3024, 4032],
    ]);
    const jpeg = new Uint8Array(outputs[0]!.bytes);
    expect(readImageSize(jpeg)).toEqual({ width: 3024, height: 4032 });
    expect(describeMetadata(jpeg)).toMatchObject({
      camera: 'Apple iPhone 8 Plus',
      orientation: 1,
      exif: true,
    });
    expect(jpegSegments(jpeg)!.segments.some((s) => s.marker === 0xe2)).toBe(true); // ICC_PROFILE
    const shown = await (await loadNodeCodecs()).decoders.jpeg(jpeg);
    expect([shown.width, shown.height]).toEqual([3024, 4032]); // a viewer does not turn it again
  }, 60_000);

  it('keeps the GPS position of a Xiaomi photo (EXIF is kept; removing it is another tool)', async () => {
    const { outputs } = await convert('meta/xiaomi-gps.heic', {
      format: 'png',
      quality: 100,
      smallest: false,
    });
    const png = new Uint8Array(outputs[0]!.bytes);
    expect(outputs[0]!.name).toBe('xiaomi-gps.png');
    expect(describeMetadata(png)).toMatchObject({ camera: 'Xiaomi M2012K11AG', location: true });
  }, 60_000);

  it('gives every image of a multi-image HEIC, numbered, and says so', async () => {
    const { outputs, notes } = await convert('meta/three-images.heic', {
      format: 'jpeg',
      quality: 90,
      smallest: false,
    });
    expect(outputs.map((o) => [o.name, o.width, o.height])).toEqual([
      ['three-images-1.jpg', 64, 64],
      ['three-images-2.jpg', 64, 64],
      ['three-images-3.jpg', 96, 64],
    ]);
    expect(notes).toEqual([{ code: 'heic_images', params: { count: 3 } }]);
  });

  it('answers coded errors for a damaged HEIC and a file that is not one', async () => {
    await expect(
      convert('meta/truncated.heic', { format: 'jpeg', quality: 90, smallest: false }),
    ).rejects.toMatchObject({
      code: 'heic_damaged',
    });
    await expect(
      convert('board-photo.jpg', { format: 'jpeg', quality: 90, smallest: false }),
    ).rejects.toMatchObject({
      code: 'heic_not_heic',
    });
  });

  it('shares a grid photo with the tile helper and asks the encoder for the smallest JPEG when told', async () => {
    const asked: Array<{ tiles: number; turn: number }> = [];
    const specs: Array<EncodeSpec & { smallest?: boolean }> = [];
    let encoded: Pixels | undefined;
    const withHelper = heicHandler(
      loadNodeLibHeif,
      async () => {
        const { encode } = await loadNodeImageCodecs();
        return async (pixels, spec) => {
          specs.push(spec);
          encoded = pixels;
          return encode(pixels, spec);
        };
      },
      (bytes) => async (ids, turn) => {
        asked.push({ tiles: ids.length, turn });
        const tiles = decodeHeicTiles(await loadNodeLibHeif(), bytes, ids, turn);
        if (typeof tiles === 'string') throw new Error(tiles);
        return tiles;
      },
    );
    const file = fixtureFile('meta/iphone-12mp-rotated.heic');
    const options = { format: 'jpeg', quality: 90, smallest: true } as const;
    const { outputs } = (await withHelper({ file, options }, { onProgress: () => {} })).result;
    expect(asked).toEqual([{ tiles: 24, turn: 3 }]);
    expect(specs).toEqual([{ format: 'jpeg', quality: 90, smallest: true }]);
    expect([outputs[0]!.width, outputs[0]!.height]).toEqual([3024, 4032]);
    expect([encoded!.width, encoded!.height]).toEqual([3024, 4032]);
  }, 60_000);

  it('hands back a thumbnail of each image from its own pixels; a failed thumbnail costs only the preview', async () => {
    const drawn: Array<[number, number]> = [];
    const withThumbnails = heicHandler(
      loadNodeLibHeif,
      async () => (await loadNodeImageCodecs()).encode,
      undefined,
      async (pixels) => {
        drawn.push([pixels.width, pixels.height]);
        if (pixels.width === 96) throw new Error('no canvas');
        return new Blob([`${pixels.width}x${pixels.height}`], { type: 'image/webp' });
      },
    );
    const file = fixtureFile('meta/three-images.heic');
    const options = { format: 'png', quality: 90, smallest: false } as const;
    const { outputs } = (await withThumbnails({ file, options }, { onProgress: () => {} })).result;
    expect(drawn).toEqual([
      [64, 64],
      [64, 64],
      [96, 64],
    ]);
    expect(outputs.map((o) => o.name)).toEqual([
      'three-images-1.png',
      'three-images-2.png',
      'three-images-3.png',
    ]);
    expect(await outputs[0]!.thumbnail?.text()).toBe('64x64');
    expect(await outputs[1]!.thumbnail?.text()).toBe('64x64');
    expect(outputs[2]!.thumbnail).toBeUndefined();
    expect('thumbnail' in outputs[2]!).toBe(false);
  });

  it('names outputs after the input', () => {
    expect(outputName('IMG_0001.HEIC', 0, 1, 'jpeg')).toBe('IMG_0001.jpg');
    expect(outputName('IMG_0001.HEIC', 1, 2, 'png')).toBe('IMG_0001-2.png');
  });
});
