import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageColoringOptions, oldPhotoRepairOptions } from '@toolbox/contracts/photo-tools';
import { readDpi } from '@toolbox/toolkit/image';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import coloring from '../../tasks/image_coloring.ts';
import repair from '../../tasks/old_photo_repair.ts';
import { oldPhotoCaps } from '../../tasks/limits.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const idPhotos = join(import.meta.dirname, '../idphoto/__fixtures__');

function context<O>(path: string, options: O) {
  const workDir = mkdtempSync(join(tmpdir(), 'oldphoto-'));
  dirs.push(workDir);
  const steps: string[] = [];
  return {
    inputs: [{ path, name: 'photo.jpg', ext: path.endsWith('.png') ? 'png' : 'jpg' }],
    options,
    workDir,
    converters: {} as never,
    caps: oldPhotoCaps.basic,
    progress: async (key: string) => {
      steps.push(key);
    },
    steps,
  };
}

describe('old_photo_repair and image_coloring as tasks', () => {
  it('repairs a scratched, faded real photo (JPEG at 300 DPI) and keeps its size and DPI', async () => {
    // A real old portrait, faded and crossed by a bright scratch, saved as a 300 DPI JPEG.
    const src = join(import.meta.dirname, '__fixtures__/face_woman_1.png');
    const { data, info } = await sharp(src)
      .flatten({ background: '#fff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const clean = Buffer.from(data);
    const damaged = Buffer.from(data.map((v) => 70 + v * 0.55));
    const line: number[] = [];
    for (let x = 40; x < info.width - 40; x++) {
      const y = Math.round(150 + x * 0.6);
      for (const yy of [y, y + 1]) {
        damaged[yy * info.width + x] = 250;
        line.push(yy * info.width + x);
      }
    }
    const dir = mkdtempSync(join(tmpdir(), 'oldphoto-in-'));
    dirs.push(dir);
    const input = join(dir, 'scan.jpg');
    await sharp(damaged, { raw: { width: info.width, height: info.height, channels: 1 } })
      .jpeg({ quality: 95 })
      .withMetadata({ density: 300 })
      .toFile(input);
    const ctx = context(input, oldPhotoRepairOptions.parse({}));
    const result = await repair.run(ctx);
    expect(result.name).toBe('photo-restored.jpg');
    const bytes = new Uint8Array(await sharp(result.path).toBuffer());
    const dpi = readDpi(new Uint8Array(await import('node:fs').then((fs) => fs.readFileSync(result.path))));
    expect(dpi.ok && dpi.dpi?.x).toBe(300);
    const out = await sharp(result.path).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([out.info.width, out.info.height]).toEqual([info.width, info.height]);
    expect(bytes.length).toBeGreaterThan(0);
    // The scratch is gone: along it the result is near the clean photo's (levels stretched back).
    let before = 0;
    let after = 0;
    let spreadBefore = [255, 0];
    let spreadAfter = [255, 0];
    for (const i of line) {
      before += Math.abs(damaged[i]! - clean[i]!);
      after += Math.abs(out.data[i]! - clean[i]!);
    }
    for (let i = 0; i < clean.length; i++) {
      spreadBefore = [Math.min(spreadBefore[0]!, damaged[i]!), Math.max(spreadBefore[1]!, damaged[i]!)];
      spreadAfter = [Math.min(spreadAfter[0]!, out.data[i]!), Math.max(spreadAfter[1]!, out.data[i]!)];
    }
    console.log('task repair', {
      before: before / line.length,
      after: after / line.length,
      spreadBefore,
      spreadAfter,
      steps: ctx.steps,
    });
    expect(after).toBeLessThan(before / 3);
    expect(spreadAfter[0]).toBeLessThan(40);
    expect(ctx.steps).toContain('repairing');
  });

  it('colours a grey real portrait: automatic skin hints on the face, a painted stroke elsewhere', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oldphoto-in-'));
    dirs.push(dir);
    const input = join(dir, 'grey.jpg');
    await sharp(join(idPhotos, 'obama.jpg')).greyscale().jpeg({ quality: 92 }).toFile(input);
    const ctx = context(
      input,
      imageColoringOptions.parse({
        strokes: [
          {
            color: '#2a4d8f',
            width: 0.03,
            points: [
              [0.05, 0.95],
              [0.3, 0.95],
            ],
          },
        ],
      }),
    );
    const result = await coloring.run(ctx);
    const { data, info } = await sharp(result.path).raw().toBuffer({ resolveWithObject: true });
    const chromaAt = (fx: number, fy: number) => {
      let cb = 0;
      let cr = 0;
      let n = 0;
      for (let y = Math.round(fy * info.height) - 5; y < fy * info.height + 5; y++)
        for (let x = Math.round(fx * info.width) - 5; x < fx * info.width + 5; x++) {
          const i = (y * info.width + x) * info.channels;
          const Y = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
          cb += 0.564 * (data[i + 2]! - Y);
          cr += 0.713 * (data[i]! - Y);
          n++;
        }
      return { cb: cb / n, cr: cr / n };
    };
    // Obama's official portrait (910 × 1137): his left cheek at about (0.61, 0.25); suit at the bottom.
    const cheek = chromaAt(0.61, 0.25);
    const suit = chromaAt(0.15, 0.95);
    console.log('task colouring', { cheek, suit, steps: ctx.steps });
    expect(cheek.cr).toBeGreaterThan(8); // warm (skin) rather than grey
    expect(cheek.cb).toBeLessThan(0);
    expect(suit.cb).toBeGreaterThan(8); // the painted blue
    expect(ctx.steps).toEqual(['findingFace', 'colouring', 'colouring']);
  });

  it('refuses to colour with no strokes and no automatic hints', async () => {
    const ctx = context(join(idPhotos, 'obama.jpg'), imageColoringOptions.parse({ auto: false }));
    await expect(coloring.run(ctx)).rejects.toMatchObject({ key: 'noColourHints', retryable: false });
  });
});
