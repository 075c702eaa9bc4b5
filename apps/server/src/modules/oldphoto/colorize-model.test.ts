import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageColoringOptions } from '@toolbox/contracts/photo-tools';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { oldPhotoCaps } from '../../tasks/limits.ts';
import coloring from '../../tasks/image_coloring.ts';
import { colorizeModelSettings, labToRgb, lightnessOfGrey } from './colorize-model.ts';
import { tinyColourModel } from './onnx-testing.ts';

// image_coloring with an operator's ONNX model (COLORIZE_MODEL), run by ONNX Runtime's WebAssembly
// build, on a real portrait made grey; the models are tiny ones this test writes itself.
const dir = mkdtempSync(join(tmpdir(), 'colour-model-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.COLORIZE_MODEL;
  delete process.env.COLORIZE_MODEL_SIZE;
});

const model = (name: string, weights: number[], bias: number[]) => {
  const path = join(dir, name);
  writeFileSync(path, tinyColourModel(weights, bias));
  return path;
};

async function greyPortrait(): Promise<string> {
  const path = join(dir, 'grey.jpg');
  await sharp(join(import.meta.dirname, '../idphoto/__fixtures__/obama.jpg'))
    .greyscale()
    .jpeg({ quality: 92 })
    .toFile(path);
  return path;
}

function task(input: string, options: unknown) {
  const workDir = mkdtempSync(join(dir, 'work-'));
  const steps: string[] = [];
  return {
    inputs: [{ path: input, name: 'photo.jpg', ext: 'jpg' }],
    options: imageColoringOptions.parse(options),
    workDir,
    converters: {} as never,
    caps: oldPhotoCaps.basic,
    progress: async (key: string) => void steps.push(key),
    steps,
  };
}

/** Mean chroma (Cb, Cr) and the mean brightness change over the mid-tones of two images. */
async function compare(before: string, after: string) {
  const a = await sharp(before).raw().toBuffer({ resolveWithObject: true });
  const b = await sharp(after).raw().toBuffer({ resolveWithObject: true });
  let cb = 0;
  let cr = 0;
  let n = 0;
  let lumaShift = 0;
  for (let i = 0, j = 0; j < b.data.length; i += a.info.channels, j += b.info.channels) {
    const grey = a.data[i]!;
    if (grey < 60 || grey > 200) continue;
    const [r, g, bl] = [b.data[j]!, b.data[j + 1]!, b.data[j + 2]!];
    const y = 0.299 * r + 0.587 * g + 0.114 * bl;
    cb += 0.564 * (bl - y);
    cr += 0.713 * (r - y);
    lumaShift += Math.abs(y - grey);
    n++;
  }
  return { cb: cb / n, cr: cr / n, lumaShift: lumaShift / n };
}

describe('image_coloring with a colourisation model', () => {
  it('reads COLORIZE_MODEL and COLORIZE_MODEL_SIZE, refusing what cannot work', () => {
    expect(colorizeModelSettings({})).toBeNull();
    const path = model('warm.onnx', [0, 0], [20, 40]);
    expect(colorizeModelSettings({ COLORIZE_MODEL: path })).toEqual({ path, size: 256 });
    expect(colorizeModelSettings({ COLORIZE_MODEL: path, COLORIZE_MODEL_SIZE: '224' })).toEqual({
      path,
      size: 224,
    });
    expect(() => colorizeModelSettings({ COLORIZE_MODEL: join(dir, 'none.onnx') })).toThrow(/no such file/);
    expect(() => colorizeModelSettings({ COLORIZE_MODEL: path, COLORIZE_MODEL_SIZE: '7' })).toThrow(
      /16 to 2048/,
    );
    expect(() => colorizeModelSettings({ COLORIZE_MODEL_SIZE: '256' })).toThrow(/without COLORIZE_MODEL/);
  });

  it("colours the whole photo as the model says, keeping the photo's brightness", async () => {
    const input = await greyPortrait();
    // A model answering a warm colour (a 20, b 40: orange) everywhere, then a cool one (a -20, b -30).
    process.env.COLORIZE_MODEL = model('warm.onnx', [0, 0], [20, 40]);
    process.env.COLORIZE_MODEL_SIZE = '128';
    const warmTask = task(input, { method: 'model', strokes: [], auto: false });
    const warm = await compare(input, (await coloring.run(warmTask)).path);
    expect(warmTask.steps).toEqual(['colouring', 'colouring']);
    process.env.COLORIZE_MODEL = model('cool.onnx', [0, 0], [-20, -30]);
    const cool = await compare(input, (await coloring.run(task(input, { method: 'model' }))).path);
    // Orange: red above and blue below the brightness; teal-blue the other way round.
    expect(warm.cr).toBeGreaterThan(8);
    expect(warm.cb).toBeLessThan(-8);
    expect(cool.cr).toBeLessThan(-8);
    expect(cool.cb).toBeGreaterThan(8);
    // The photo's own brightness stays, on average within JPEG rounding and the clipping of strong
    // colours near white.
    expect(warm.lumaShift).toBeLessThan(4);
    expect(cool.lumaShift).toBeLessThan(4);
  });

  it('feeds the model the photo’s L: a model that turns L into a answers redder where the photo is lighter', async () => {
    const input = await greyPortrait();
    // a = 0.6 · L - 30: negative (green) in the shadows, positive (red) in the highlights.
    process.env.COLORIZE_MODEL = model('by-light.onnx', [0.6, 0], [-30, 0]);
    const out = (await coloring.run(task(input, { method: 'model' }))).path;
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    const grey = await sharp(input).raw().toBuffer({ resolveWithObject: true });
    const redness = (lo: number, hi: number) => {
      let sum = 0;
      let n = 0;
      for (let p = 0; p < info.width * info.height; p++) {
        const v = grey.data[p * grey.info.channels]!;
        if (v < lo || v >= hi) continue;
        sum += data[p * info.channels]! - data[p * info.channels + 1]!;
        n++;
      }
      return sum / n;
    };
    expect(redness(40, 90)).toBeLessThan(-5); // L about 20-37: a negative, greener than red
    expect(redness(190, 240)).toBeGreaterThan(5); // L about 77-93: a positive, redder
  });

  it('says so when no model is configured, or the model answers the wrong shape', async () => {
    const input = await greyPortrait();
    await expect(coloring.run(task(input, { method: 'model' }))).rejects.toMatchObject({
      key: 'noColourModel',
      retryable: false,
    });
    process.env.COLORIZE_MODEL = model('three.onnx', [0, 0, 0], [1, 2, 3]);
    await expect(coloring.run(task(input, { method: 'model' }))).rejects.toThrow(/expected \[1, 2, H, W\]/);
  });

  it('converts between grey, L and Lab colours as CIE defines them', () => {
    expect(lightnessOfGrey(0)).toBeCloseTo(0, 5);
    expect(lightnessOfGrey(255)).toBeCloseTo(100, 3);
    expect(lightnessOfGrey(119)).toBeCloseTo(50, 0); // sRGB 119 is about L* 50
    expect(labToRgb(53.24, 80.09, 67.2).map(Math.round)).toEqual([255, 0, 0]); // pure red
  });
});
