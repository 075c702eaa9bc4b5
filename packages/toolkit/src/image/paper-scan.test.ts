import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { scratchDir, scratchFile } from '../testing/scratch.ts';
import { loadNodeCodecs } from './codecs-node.ts';
import type { Pixels } from './compress.ts';
import { applyScanEffect, DEFAULT_SCAN_OPTIONS, scannedPagesToPdf, skewFor } from './paper-scan.ts';

const scratch = scratchDir('paper-scan-');

/** A white 600 × 800 page with a black rule across it at y = 200 and a few "text" blocks. */
function page(): Pixels {
  const width = 600;
  const height = 800;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const fill = (x0: number, y0: number, w: number, h: number, v: number) => {
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) data.set([v, v, v], (y * width + x) * 4);
  };
  fill(50, 197, 500, 6, 0);
  for (let line = 0; line < 10; line++) fill(60, 300 + line * 30, 300 + (line % 3) * 60, 12, 30);
  return { data, width, height };
}

const at = (p: Pixels, x: number, y: number) =>
  Array.from(p.data.slice((y * p.width + x) * 4, (y * p.width + x) * 4 + 3));

/** The row where the dark rule is centred in column x (weighted by darkness). */
function ruleRow(p: Pixels, x: number): number {
  let sum = 0;
  let weight = 0;
  for (let y = 170; y < 230; y++) {
    const dark = Math.max(0, 140 - at(p, x, y)[0]!);
    sum += y * dark;
    weight += dark;
  }
  return sum / weight;
}

function paperStats(p: Pixels) {
  const values: number[] = [];
  for (let y = 600; y < 760; y += 2) for (let x = 420; x < 560; x += 2) values.push(at(p, x, y)[0]!);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return { mean, sd };
}

describe('applyScanEffect', () => {
  it('is deterministic for a seed and different for another', () => {
    const a = applyScanEffect(page(), { ...DEFAULT_SCAN_OPTIONS, seed: 7 });
    const b = applyScanEffect(page(), { ...DEFAULT_SCAN_OPTIONS, seed: 7 });
    const c = applyScanEffect(page(), { ...DEFAULT_SCAN_OPTIONS, seed: 8 });
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
    expect(Buffer.from(a.data).equals(Buffer.from(c.data))).toBe(false);
  });

  it('turns the page grey, keeps it light with grain, and tilts it slightly', () => {
    for (const seed of [3, 4, 11]) {
      const out = applyScanEffect(page(), { ...DEFAULT_SCAN_OPTIONS, seed });
      for (const [x, y] of [
        [10, 10],
        [300, 400],
        [500, 700],
      ] as const) {
        const [r, g, b] = at(out, x, y);
        expect(r).toBe(g);
        expect(g).toBe(b);
      }
      const { mean, sd } = paperStats(out);
      expect(mean).toBeGreaterThan(205);
      expect(mean).toBeLessThan(250);
      expect(sd).toBeGreaterThan(2);
      // The rule that was level now climbs or falls by the seed's tilt over 440 px.
      const drop = ruleRow(out, 520) - ruleRow(out, 80);
      const expected = 440 * Math.tan((skewFor(seed) * Math.PI) / 180);
      expect(Math.abs(expected)).toBeGreaterThan(2.5);
      expect(drop).toBeCloseTo(expected, 0);
      // Ink stays dark.
      expect(at(out, 100, Math.round(ruleRow(out, 100)))[0]).toBeLessThan(90);
    }
  });

  it('without skew or noise the rule stays level and the paper smooth', () => {
    const out = applyScanEffect(page(), { ...DEFAULT_SCAN_OPTIONS, skew: false, noise: 0 });
    expect(Math.abs(ruleRow(out, 520) - ruleRow(out, 80))).toBeLessThan(0.2);
    const noisy = paperStats(applyScanEffect(page(), { ...DEFAULT_SCAN_OPTIONS, skew: false, noise: 1 })).sd;
    expect(paperStats(out).sd).toBeLessThan(noisy / 2);
  });

  it('yellows the paper on request and keeps colour when asked', () => {
    const yellow = applyScanEffect(page(), { ...DEFAULT_SCAN_OPTIONS, yellowed: true, noise: 0 });
    const [r, g, b] = at(yellow, 500, 700);
    expect(r! - b!).toBeGreaterThan(25);
    expect(r).toBeGreaterThan(g!);
    const red = page();
    for (let i = 0; i < red.data.length; i += 4) red.data.set([200, 40, 40], i);
    const coloured = applyScanEffect(red, { ...DEFAULT_SCAN_OPTIONS, grey: false, noise: 0, skew: false });
    const [cr, cg, cb] = at(coloured, 300, 400);
    expect(cr! - cg!).toBeGreaterThan(120);
    expect(Math.abs(cg! - cb!)).toBeLessThan(3);
  });

  it('scans a real photo and writes a PDF of page images that qpdf accepts', async () => {
    const { decoders, encoders } = await loadNodeCodecs();
    const photo = await decoders.jpeg(
      new Uint8Array(readFileSync(new URL('./__fixtures__/board-photo.jpg', import.meta.url))),
    );
    const scanned = applyScanEffect(photo, { ...DEFAULT_SCAN_OPTIONS, seed: 5 });
    expect([scanned.width, scanned.height]).toEqual([720, 477]);
    const jpeg = await encoders.jpeg(scanned, 75);
    const pdf = await scannedPagesToPdf([
      { jpeg, widthPt: 540, heightPt: 357.75 },
      {
        jpeg: await encoders.jpeg(applyScanEffect(page(), DEFAULT_SCAN_OPTIONS), 75),
        widthPt: 450,
        heightPt: 600,
      },
    ]);
    const path = scratchFile(scratch, 'scan.pdf');
    writeFileSync(path, pdf);
    expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
      'No syntax or stream encoding errors found',
    );
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [540, 357.75],
      [450, 600],
    ]);
  });
});
