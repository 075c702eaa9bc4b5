import { describe, expect, it } from 'vitest';
import {
  analyse,
  detectFaces,
  makeIdPhoto,
  sampleAffine,
  standardFor,
  type Pixels,
} from '@toolbox/toolkit/idphoto';
import { readDpi } from '@toolbox/toolkit/image';
import { loadIdPhotoModels } from './models.ts';
import { encode } from './run.ts';
import {
  decode,
  expectInBands,
  firstDarkRow,
  fixture,
  measure,
  rememberingModels,
  seededSizes,
  white,
} from './testing.ts';

// Official portraits of members of the US Congress (public domain; __fixtures__/congress, see
// SOURCES.md): several skin tones, glasses, long, curly and braided hair, a hijab, a hat on a tilted
// head, and one Senate portrait in front of two flags. A studio would ask Adams to take the hat
// off (passports, visas and China's bareheaded ID photos allow only religious coverings); the
// engine cannot tell a hat from a religious covering, so it frames both alike, crown at the top.
const portraits = [
  { file: 'omar.jpg', shows: 'hijab' },
  { file: 'tlaib.jpg', shows: 'glasses, long hair' },
  { file: 'bowman.jpg', shows: 'glasses, shaved head, dark skin' },
  { file: 'cleaver.jpg', shows: 'glasses, older, dark skin' },
  { file: 'beatty.jpg', shows: 'glasses, grey curls' },
  { file: 'moore.jpg', shows: 'long locs' },
  { file: 'crockett.jpg', shows: 'long braids' },
  { file: 'clarke.jpg', shows: 'curly hair' },
  { file: 'meng.jpg', shows: 'long straight hair' },
  { file: 'lujan.jpg', shows: 'flags behind' },
  { file: 'adams.jpg', shows: 'brimmed felt hat, head tilted 11°' },
] as const;

const sizes = seededSizes();
const portrait = async (file: string) => decode(fixture(`congress/${file}`));

/** `p` turned by `degrees` about its centre (same size; corners outside the photo stay transparent). */
function rotated(p: Pixels, degrees: number): Pixels {
  const t = (degrees * Math.PI) / 180;
  const [cos, sin, cx, cy] = [Math.cos(t), Math.sin(t), p.width / 2, p.height / 2];
  return sampleAffine(p, p.width, p.height, {
    a: cos,
    b: -sin,
    c: cx - cos * cx + sin * cy,
    d: sin,
    e: cos,
    f: cy - sin * cx - cos * cy,
  });
}

/** Portraits side by side on one canvas (a montage, like two_people.jpg). */
function sideBySide(photos: Pixels[]): Pixels {
  const width = photos.reduce((w, p) => w + p.width, 0);
  const height = Math.max(...photos.map((p) => p.height));
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  let left = 0;
  for (const p of photos) {
    for (let y = 0; y < p.height; y++)
      data.set(p.data.subarray(y * p.width * 4, (y + 1) * p.width * 4), (y * width + left) * 4);
    left += p.width;
  }
  return { data, width, height };
}

/**
 * Sizes a portrait is refused for, and why. These official portraits stop a short way under the
 * chin (0.31 head heights for Cleaver, 0.49 for Moore): too little for a framing that keeps the
 * head, crown and eyes inside the standard's bands with the engine's margin, so the photo is
 * refused as cut off rather than padded with an invented chest.
 */
const refused: Record<string, Record<string, string>> = {
  // Large 1 inch is also Passport (China): the seeded list has that size twice, tested once.
  'cleaver.jpg': { 'Large 1 inch': 'cutOff', 'US visa': 'cutOff' },
  'moore.jpg': { 'US visa': 'cutOff' },
};

/**
 * How level a result must measure again, in degrees: 1.5 unless listed. A second measurement of
 * the same pixels varies most on Adams (eyes shaded by the brim, head tilted 11°): her 390 × 567
 * result reads 1.62° as made and 0.48° and 0.78° once padded with white, and the whole portrait
 * turned level reads 0.19°.
 */
const rollLimit: Record<string, number> = { 'adams.jpg': 2 };

describe('ID photo engine on official Congress portraits', () => {
  it.each(portraits)(
    '$file ($shows): each seeded size at its pixels and 300 DPI, head and eyes in the bands, level',
    async ({ file }) => {
      // Analysed once: the sizes reuse the analysis through the remembered model answers.
      const models = rememberingModels(await loadIdPhotoModels());
      const image = await portrait(file);
      const source = await analyse(image, models);
      if (!source.ok) throw new Error(`${file}: ${source.reason}`);
      // The crown is the top of the person mask (hair, or the hijab that covers it), not the top
      // of the glasses or the forehead: crown to eyes is about eyes to chin, more with big hair.
      const crownRatio = -source.head.crownY / source.head.chinY;
      expect(crownRatio, file).toBeGreaterThan(0.85);
      expect(crownRatio, file).toBeLessThan(1.45);
      const outcomes: Record<string, string> = {};
      for (const size of sizes) {
        const label = `${file} ${size.name.en} ${size.widthPx}×${size.heightPx}`;
        const standard = standardFor(size.widthMm, size.heightMm);
        const made = await makeIdPhoto(
          image,
          { widthPx: size.widthPx, heightPx: size.heightPx, standard, background: white },
          models,
        );
        if (!made.ok) {
          outcomes[size.name.en] = made.reason;
          continue;
        }
        // The file the user gets: JPEG with its DPI, decoded again and measured from its pixels.
        const bytes = await encode(made.pixels, 300, null);
        expect(readDpi(bytes), label).toMatchObject({ ok: true, dpi: { x: 300, y: 300 } });
        const out = await decode(bytes);
        expect([out.width, out.height], label).toEqual([size.widthPx, size.heightPx]);
        const m = await measure(out, models);
        expect(m, label).not.toBeNull();
        if (!m) continue;
        expectInBands(m, standard, label);
        // The crown in its band, within what a second measurement varies (about 1% of the height).
        expect(m.crownTop, label).toBeGreaterThanOrEqual(standard.crownTop[0] - 0.01);
        expect(m.crownTop, label).toBeLessThanOrEqual(standard.crownTop[1] + 0.01);
        expect(Math.abs(m.rollDegrees), label).toBeLessThan(rollLimit[file] ?? 1.5);
        // Above the crown only background: the top of the hair, headscarf or hat is where the
        // engine placed the crown, so none of it is cut off or left out of the head. Within 1.5%
        // of the height: the tips of Clarke's loose curls start 0.7-1.1% above the measured crown
        // (Luján up to 0.8%, Adams's hat within 0.25%).
        const personTop = firstDarkRow(out)! / out.height;
        expect(Math.abs(personTop - made.placement.crownTop), label).toBeLessThan(0.015);
      }
      expect(outcomes, file).toEqual(refused[file] ?? {});
    },
    // 5-10 s each on a quiet machine; 30 s seen under a load average of 14.
    120_000,
  );

  it('levels a portrait turned by 10° and refuses three portraits side by side', async () => {
    const models = await loadIdPhotoModels();
    const icao = standardFor(35, 45);
    const upright = await portrait('lujan.jpg');
    const before = await analyse(upright, models);
    if (!before.ok) throw new Error(before.reason);
    const turned = rotated(upright, 10);
    const made = await makeIdPhoto(
      turned,
      { widthPx: 413, heightPx: 531, standard: icao, background: white },
      models,
    );
    if (!made.ok) throw new Error(made.reason);
    // The engine finds the turn (counter-clockwise in the picture: the eye line's roll falls by
    // 10° from the portrait's own slight tilt) and levels it.
    const own = (before.head.roll * 180) / Math.PI;
    expect(Math.abs(made.placement.rollDegrees - (own - 10))).toBeLessThan(1);
    const m = await measure(made.pixels, models);
    expect(Math.abs(m!.rollDegrees)).toBeLessThan(1.5);
    expectInBands(m!, icao, 'turned 10°');

    const three = sideBySide(await Promise.all(['omar.jpg', 'tlaib.jpg', 'bowman.jpg'].map(portrait)));
    const group = await makeIdPhoto(
      three,
      { widthPx: 295, heightPx: 413, standard: standardFor(25, 35), background: white },
      models,
    );
    expect(group.ok ? 'ok' : group.reason).toBe('severalFaces');
  }, 60_000);

  it('refuses a real group photo (the Obama family, four people) as several faces', async () => {
    const models = await loadIdPhotoModels();
    const family = await decode(fixture('obama_family.jpg'));
    // Each of the four faces is found, all of about the same size (none is a far background face).
    expect(await detectFaces(family, models)).toHaveLength(4);
    const oneInch = { widthPx: 295, heightPx: 413, standard: standardFor(25, 35) };
    const icao = { widthPx: 413, heightPx: 531, standard: standardFor(35, 45) };
    for (const size of [oneInch, icao]) {
      const made = await makeIdPhoto(family, { ...size, background: white }, models);
      expect(made.ok ? 'ok' : made.reason, size.standard.id).toBe('severalFaces');
    }
  }, 60_000);
});
