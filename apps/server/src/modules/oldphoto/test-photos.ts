// Tests: the fixtures of this folder (or an absolute path) as RGB planes, alpha laid on white.
import { join } from 'node:path';
import sharp from 'sharp';
import { plane } from './filters.ts';
import type { Rgb } from './repair.ts';

const fixtures = join(import.meta.dirname, '__fixtures__');

export async function loadRgb(name: string): Promise<Rgb> {
  const { data, info } = await sharp(name.startsWith('/') ? name : join(fixtures, name))
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const planes = [0, 1, 2].map(() => plane(info.width, info.height)) as Rgb;
  for (let i = 0; i < info.width * info.height; i++)
    for (let k = 0; k < 3; k++) planes[k]!.data[i] = data[i * info.channels + k]!;
  return planes;
}
