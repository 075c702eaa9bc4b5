import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { idPhotoSizesValue } from '@toolbox/contracts';
import {
  changeBackground,
  makeIdPhoto,
  printSheet,
  sampleAffine,
  standardFor,
  type Pixels,
} from '@toolbox/toolkit/idphoto';
import { readDpi } from '@toolbox/toolkit/image';
import { backends } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { dictEntries } from '../dict/tables.ts';
import { call, download, taskSuite, upload, waitForTask, type TaskApp } from '../file/testing.ts';
import { funcPayPrice, settleFuncPay } from '../func-pay/service.ts';
import { loadIdPhotoModels } from './models.ts';
import { decode, expectInBands, fixture, measure, white } from './testing.ts';

// Real portraits none of us made (see __fixtures__/SOURCES.md): two official White House
// portraits (darker and lighter skin, one tilted 12°), NASA's portrait of Eileen Collins, a
// side-by-side of two White House photos, and scikit-image's cat (no human face).
const cat = () =>
  readFileSync(
    join(import.meta.dirname, '../../../../../packages/toolkit/src/image/__fixtures__/chelsea.png'),
  );

/** A part of a photo (to cut a head off), or the photo shrunk by a whole factor. */
function cropRows(p: Pixels, rows: number): Pixels {
  return { data: p.data.slice(0, rows * p.width * 4), width: p.width, height: rows };
}
function shrink(p: Pixels, f: number): Pixels {
  const width = Math.floor(p.width / f);
  const height = Math.floor(p.height / f);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set(
        p.data.subarray((y * f * p.width + x * f) * 4, (y * f * p.width + x * f) * 4 + 4),
        (y * width + x) * 4,
      );
  return { data, width, height };
}

describe('ID photo engine on real portraits', () => {
  it('places every portrait within the bands of its standard, eyes level, re-measured on the result', async () => {
    const models = await loadIdPhotoModels();
    // The astronaut's photo is 512 px square: large enough for a 1-inch photo, not for 35 × 45 mm.
    for (const [name, widthMm, heightMm, W, H] of [
      ['obama.jpg', 35, 45, 413, 531],
      ['biden.jpg', 35, 45, 413, 531],
      ['astronaut.png', 25, 35, 295, 413],
    ] as const) {
      const standard = standardFor(widthMm, heightMm);
      const made = await makeIdPhoto(
        await decode(fixture(name)),
        { widthPx: W, heightPx: H, standard, background: white },
        models,
      );
      expect(made.ok ? 'ok' : made.reason, name).toBe('ok');
      if (!made.ok) continue;
      expect([made.pixels.width, made.pixels.height]).toEqual([W, H]);
      // Measured again from the finished photo's own pixels (a second detection, mesh and mask).
      const m = await measure(made.pixels, models);
      expect(m, name).not.toBeNull();
      if (!m) continue;
      expectInBands(m, standard, name);
      expect(Math.abs(m.rollDegrees), name).toBeLessThan(1.5);
      // The top corners are the new background.
      for (const i of [0, (W - 1) * 4, (4 * W + 3) * 4])
        expect(Array.from(made.pixels.data.subarray(i, i + 3)), name).toEqual([255, 255, 255]);
    }
    const icao = standardFor(35, 45);
    // Biden's photo is tilted: the engine levelled it by about 12°.
    const tilted = await makeIdPhoto(
      await decode(fixture('biden.jpg')),
      { widthPx: 413, heightPx: 531, standard: icao, background: white },
      models,
    );
    expect(tilted.ok && Math.abs(tilted.placement.rollDegrees)).toBeGreaterThan(8);
  }, 60_000);

  it('refuses no face, several faces, a face too small and a head cut off', async () => {
    const models = await loadIdPhotoModels();
    const spec = { widthPx: 295, heightPx: 413, standard: standardFor(25, 35), background: white };
    const reason = async (p: Pixels) => {
      const r = await makeIdPhoto(p, spec, models);
      return r.ok ? 'ok' : r.reason;
    };
    expect(await reason(await decode(cat()))).toBe('noFace');
    expect(await reason(await decode(fixture('two_people.jpg')))).toBe('severalFaces');
    const obama = await decode(fixture('obama.jpg'));
    expect(await reason(shrink(obama, 6))).toBe('faceTooSmall');
    // The photo cut just under the chin (at 418 px): no neck or shoulders below the face. Cut at
    // 560 px, the neck and collar are there and the engine frames the head larger within the band.
    expect(await reason(cropRows(obama, 450))).toBe('cutOff');
    expect(await reason(obama)).toBe('ok');
  }, 60_000);

  it('changes the background of a finished ID photo, keeping the face', async () => {
    const models = await loadIdPhotoModels();
    const made = await makeIdPhoto(
      await decode(fixture('obama.jpg')),
      { widthPx: 295, heightPx: 413, standard: standardFor(25, 35), background: white },
      models,
    );
    if (!made.ok) throw new Error(made.reason);
    const red = await changeBackground(made.pixels, { color: [220, 30, 30] }, models);
    const at = (p: Pixels, x: number, y: number) =>
      Array.from(p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 3));
    expect(at(red, 5, 5)).toEqual([220, 30, 30]);
    expect(at(red, 289, 100)).toEqual([220, 30, 30]);
    // The face (between the eyes and the chin, centre) is unchanged.
    let diff = 0;
    for (let y = 180; y < 260; y++)
      for (let x = 120; x < 175; x++)
        for (let c = 0; c < 3; c++) diff += Math.abs(at(red, x, y)[c]! - at(made.pixels, x, y)[c]!);
    expect(diff / (80 * 55 * 3)).toBeLessThan(2);
    // Gradient: darker at the top than at the bottom.
    const fade = await changeBackground(made.pixels, { color: [40, 100, 200], gradient: true }, models);
    expect(at(fade, 3, 2)[0]!).toBeLessThan(at(fade, 3, 200)[0]!);
    // Over 4 MP the matte is refined on a smaller copy and enlarged: the astronaut at 2200².
    const small = await decode(fixture('astronaut.png'));
    const big = sampleAffine(small, 2200, 2200, { a: 512 / 2200, b: 0, c: 0, d: 0, e: 512 / 2200, f: 0 });
    const green = await changeBackground(big, { color: [0, 200, 0] }, models);
    expect([green.width, green.height]).toEqual([2200, 2200]);
    expect(at(green, 2150, 60)).toEqual([0, 200, 0]);
    // Her face (about x 850-1000, y 400-550 in the enlarged photo) keeps its pixels.
    let faceDiff = 0;
    for (let y = 420; y < 540; y += 4)
      for (let x = 860; x < 1000; x += 4)
        for (let c = 0; c < 3; c++) faceDiff += Math.abs(at(green, x, y)[c]! - at(big, x, y)[c]!);
    expect(faceDiff / (30 * 35 * 3)).toBeLessThan(2);
  }, 60_000);

  it('lays copies on 6-inch and A4 paper at 300 DPI with cut lines', async () => {
    const photo = { data: new Uint8ClampedArray(295 * 413 * 4).fill(90), width: 295, height: 413 };
    const four = printSheet(photo, { paper: '4r', copies: 8, widthMm: 25, heightMm: 35 });
    expect([four.pixels.width, four.pixels.height]).toEqual([1800, 1200]);
    expect(four.layout.copies).toBe(8);
    const a4 = printSheet(photo, { paper: 'a4', copies: 40, widthMm: 35, heightMm: 45 });
    expect([a4.pixels.width, a4.pixels.height].sort()).toEqual([2480, 3508]);
    expect(a4.layout.copies).toBe(a4.layout.columns * a4.layout.rows);
    const { left, top } = four.layout;
    const grey = (x: number, y: number) => four.pixels.data[(y * 1800 + x) * 4];
    expect(grey(left - 1, top + 1)).toBe(150);
    expect(grey(left + 2, top + 2)).toBe(90);
    expect(grey(left - 3, top + 1)).toBe(255);
  });
});

describe.each(backends)('ID photo tasks on %s', (kind) => {
  let run: TaskApp;
  taskSuite(kind, (started) => ({ run } = started));

  it('makes every seeded size at its pixels and DPI; watermarked until paid, clean after', async () => {
    const [row] = await run.handle.db
      .select()
      .from(dictEntries)
      .where(eq(dictEntries.code, 'id_photo_sizes'));
    const groups = idPhotoSizesValue.parse(row!.value);
    expect(groups.map((g) => g.group)).toEqual(['common', 'civil', 'visa', 'other']);
    const models = await loadIdPhotoModels();
    const portrait = await decode(fixture('obama.jpg'));
    for (const size of groups.flatMap((g) => g.sizes)) {
      const standard = standardFor(size.widthMm, size.heightMm);
      const made = await makeIdPhoto(
        portrait,
        { widthPx: size.widthPx, heightPx: size.heightPx, standard, background: white },
        models,
      );
      if (!made.ok) throw new Error(`${size.name.en}: ${made.reason}`);
      const m = await measure(made.pixels, models);
      if (!m) throw new Error(`${size.name.en}: no single face in the result`);
      expect(m.head, size.name.en).toBeGreaterThanOrEqual(standard.head[0]);
      expect(m.head, size.name.en).toBeLessThanOrEqual(standard.head[1]);
    }

    const size = groups[0]!.sizes[0]!; // 1 inch, 295 × 413
    const { fileId } = await upload(run.app, fixture('obama.jpg'), 'me.jpg', 'image_id_photo_cut');
    const submitted = await call(run.app, '/task/submit', {
      funcCode: 'image_id_photo_cut',
      fileIds: [fileId],
      options: { ...size, name: undefined, dpi: 300, color: '#438edb', maxKB: 30 },
    });
    expect(submitted.body.code).toBe('000');
    const id = (submitted.body.data as { id: string }).id;
    const task = await waitForTask(run.app, id);
    expect(task.resultDTO).toMatchObject({ name: 'me-id-photo.jpg', watermarked: true, paid: false });
    const preview = await download(run.app, task.resultDTO!.fileId);
    expect(preview.info).toMatchObject({ watermarked: true, name: 'me-id-photo-preview.jpg' });
    expect(readDpi(new Uint8Array(preview.bytes!))).toMatchObject({ ok: true, dpi: { x: 300, y: 300 } });

    const user = await newUser(run.app);
    const price = (await funcPayPrice(run.handle.db, 'image_id_photo_cut', 'intl'))!;
    const paid = await settleFuncPay(run.handle.db, {
      userId: user.id,
      taskId: id,
      funcCode: 'image_id_photo_cut',
      provider: 'sandbox',
      transactionId: `t-${id}`,
      edition: 'intl',
      amount: price.amount,
      currency: price.currency,
    });
    expect(paid.outcome).toBe('granted');
    const clean = await download(run.app, task.resultDTO!.fileId);
    expect(clean.info).toMatchObject({ watermarked: false, name: 'me-id-photo.jpg' });
    expect(clean.bytes!.length).toBeLessThanOrEqual(30 * 1024);
    expect(readDpi(new Uint8Array(clean.bytes!))).toMatchObject({ ok: true, dpi: { x: 300, y: 300 } });
    const a = jpeg.decode(preview.bytes!, { useTArray: true });
    const b = jpeg.decode(clean.bytes!, { useTArray: true });
    expect([b.width, b.height]).toEqual([295, 413]);
    // The preview's letters cover a good part of the picture; the clean file's corner is the colour.
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 4) if (Math.abs(a.data[i]! - b.data[i]!) > 40) differing += 1;
    expect(differing / (295 * 413)).toBeGreaterThan(0.03);
    const corner = Array.from(b.data.subarray(0, 3));
    corner.forEach((v, i) => expect(Math.abs(v - [0x43, 0x8e, 0xdb][i]!)).toBeLessThan(8));

    // A group photo fails for good with the reason in the caller's language.
    const group = await upload(run.app, fixture('two_people.jpg'), 'group.jpg', 'image_id_photo_cut');
    const refused = await call(
      run.app,
      '/task/submit',
      { funcCode: 'image_id_photo_cut', fileIds: [group.fileId], options: {} },
      { headers: { 'accept-language': 'zh-CN' } },
    );
    const failed = await waitForTask(run.app, (refused.body.data as { id: string }).id, {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(failed.status).toBe(-1);
    expect(JSON.stringify(failed)).toContain('多张人脸');

    // Background change keeps the photo's size and DPI.
    const bg = await upload(run.app, Buffer.from(clean.bytes!), 'id.jpg', 'id_photo_change_bg_color');
    const changed = await call(run.app, '/task/submit', {
      funcCode: 'id_photo_change_bg_color',
      fileIds: [bg.fileId],
      options: { color: '#d81e06' },
    });
    const done = await waitForTask(run.app, (changed.body.data as { id: string }).id);
    expect(done.resultDTO).toMatchObject({ name: 'id-background.jpg', watermarked: true });
  }, 120_000);
});
