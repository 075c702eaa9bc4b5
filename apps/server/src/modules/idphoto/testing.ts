import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { idPhotoSizesValue } from '@toolbox/contracts';
import { analyse, type HeadStandard, type IdPhotoModels, type Pixels } from '@toolbox/toolkit/idphoto';
import { loadNodeCodecs } from '@toolbox/toolkit/node';

/** One size of the seeded list. */
export type IdPhotoSize = ReturnType<typeof idPhotoSizesValue.parse>[number]['sizes'][number];

/** A test portrait of `__fixtures__/` (see SOURCES.md there). */
export const fixture = (name: string): Buffer =>
  readFileSync(join(import.meta.dirname, '__fixtures__', name));

/** PNG or JPEG bytes to pixels, with the server's codecs. */
export async function decode(bytes: Uint8Array): Promise<Pixels> {
  const { decoders } = await loadNodeCodecs();
  const data = new Uint8Array(bytes);
  return bytes[0] === 0x89 ? decoders.png(data) : decoders.jpeg(data);
}

export const white = { color: [255, 255, 255] as [number, number, number] };

/**
 * The ID-photo sizes the site offers, as seeded (drizzle/0012_seed_home_content.sql), each size
 * once: the list is read from the migration so a size added there is tested here.
 */
export function seededSizes(): IdPhotoSize[] {
  const sql = readFileSync(join(import.meta.dirname, '../../../drizzle/0012_seed_home_content.sql'), 'utf8');
  const json = /'id_photo_sizes', 'all', '((?:[^']|'')*)'::jsonb/.exec(sql)?.[1];
  if (!json) throw new Error('id_photo_sizes is not seeded where expected');
  const groups = idPhotoSizesValue.parse(JSON.parse(json.replaceAll("''", "'")));
  const seen = new Map<string, IdPhotoSize>();
  for (const size of groups.flatMap((g) => g.sizes)) {
    const key = `${size.widthPx}x${size.heightPx}/${size.widthMm}x${size.heightMm}`;
    if (!seen.has(key)) seen.set(key, size);
  }
  return [...seen.values()];
}

/** Where the head is in a finished photo, measured again from its own pixels (fractions of H). */
export interface Measured {
  head: number;
  crownTop: number;
  eyeFromBottom: number;
  rollDegrees: number;
  /** Crown to eye line over eye line to chin (about 1 for a bare head; more for big hair). */
  crownToEyeOverEyeToChin: number;
}

/** A second detection, mesh and mask on the finished photo; null when it finds no single face. */
export async function measure(photo: Pixels, models: IdPhotoModels): Promise<Measured | null> {
  const again = await analyse(photo, models);
  if (!again.ok) return null;
  const h = again.head;
  const H = photo.height;
  return {
    head: (h.chinY - h.crownY) / H,
    crownTop: (h.eyes.y + h.crownY) / H,
    eyeFromBottom: 1 - h.eyes.y / H,
    rollDegrees: (h.roll * 180) / Math.PI,
    crownToEyeOverEyeToChin: -h.crownY / h.chinY,
  };
}

/** The head share and the eye line, measured again, within the standard's bands. */
export function expectInBands(m: Measured, standard: HeadStandard, label: string): void {
  expect(m.head, label).toBeGreaterThanOrEqual(standard.head[0]);
  expect(m.head, label).toBeLessThanOrEqual(standard.head[1]);
  expect(m.eyeFromBottom, label).toBeGreaterThanOrEqual(standard.eyeFromBottom[0]);
  expect(m.eyeFromBottom, label).toBeLessThanOrEqual(standard.eyeFromBottom[1]);
}

/**
 * The first row, from the top, holding a pixel darker than near-white (a channel under 200): on a
 * white background, where the person (hair, hat, headscarf) begins. Null for a blank photo.
 */
export function firstDarkRow(photo: Pixels): number | null {
  const { data, width, height } = photo;
  for (let y = 0; y < height; y++)
    for (let i = y * width * 4; i < (y + 1) * width * 4; i += 4)
      if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 200) return y;
  return null;
}

/**
 * The models with their answers remembered by input: the same tensor gives the same answer, so
 * analysing a portrait once and then making every size from it (each `makeIdPhoto` analyses
 * again) runs each model once per distinct input. Only time changes, not what is measured.
 */
export function rememberingModels(models: IdPhotoModels): IdPhotoModels {
  const key = (input: Float32Array) => {
    const words = new Uint32Array(input.buffer, input.byteOffset, input.length);
    let a = 0x811c9dc5;
    let b = 0;
    for (let i = 0; i < words.length; i++) {
      a = Math.imul(a ^ words[i]!, 0x01000193);
      b = (b + words[i]! * (i + 1)) % 4294967291;
    }
    return `${input.length}:${a >>> 0}:${b}`;
  };
  const memo = <T>(run: (input: Float32Array) => Promise<T>) => {
    const seen = new Map<string, Promise<T>>();
    return (input: Float32Array) => {
      const k = key(input);
      let found = seen.get(k);
      if (!found) seen.set(k, (found = run(input)));
      return found;
    };
  };
  return {
    detect: memo((i) => models.detect(i)),
    mesh: memo((i) => models.mesh(i)),
    segment: memo((i) => models.segment(i)),
  };
}
