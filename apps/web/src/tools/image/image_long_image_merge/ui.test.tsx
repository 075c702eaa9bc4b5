import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cropPixels, type Pixels } from '@toolbox/toolkit/image';
import { loadNodeImageCodecs } from '@toolbox/toolkit/node';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { GeometryAnswer } from '../kit/image-geometry/protocol.ts';
import { lastRun } from '../kit/image-geometry/test-helpers.ts';
import ImageLongImageMergeTool from './ui.tsx';

const answers = vi.hoisted(() => [] as GeometryAnswer[]);
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/image-geometry/test-helpers.ts')).geometryBridge(
    (await import('@toolbox/toolkit/node')).loadNodeImageCodecs,
    null,
    answers,
    (await import('./work.ts')).mergeWork,
  ),
);

const decode = async (bytes: ArrayBuffer) =>
  (await (await loadNodeImageCodecs()).decode(new Blob([bytes]))).pixels;
function meanDiff(a: Pixels, b: Pixels): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) if (i % 4 !== 3) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / ((a.data.length / 4) * 3);
}

const open = (files: File[]) => {
  renderWithProviders(<ImageLongImageMergeTool />, { toolCode: 'image_long_image_merge' });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
};
const stitch = async (count: number) => {
  const before = answers.length;
  fireEvent.click(screen.getByRole('button', { name: `Stitch ${count} images` }));
  await waitFor(() => expect(answers.length).toBeGreaterThan(before), { timeout: 30_000 });
  await screen.findByRole('region', { name: 'Results' });
  return lastRun(answers)[0]!;
};
const names = () =>
  screen.getAllByTestId('merge-row').map((row) => row.querySelector('.merge-name')?.textContent);

/** A real PNG whose header is rewritten to claim width × height (no pixel data to match). */
async function claiming(width: number, height: number, name: string): Promise<File> {
  const bytes = new Uint8Array(await fixtureFile('signature-alpha.png').arrayBuffer());
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

describe('image_long_image_merge', () => {
  it('stacks three real images at the widest width on white, in the order chosen with the keyboard', async () => {
    open([
      fixtureFile('board-photo.jpg', 'image/jpeg'),
      fixtureFile('nikon-gps.jpg', 'image/jpeg'),
      fixtureFile('signature-alpha.png', 'image/png'),
    ]);
    expect(names()).toEqual(['board-photo.jpg', 'nikon-gps.jpg', 'signature-alpha.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Move nikon-gps.jpg up' }));
    expect(names()).toEqual(['nikon-gps.jpg', 'board-photo.jpg', 'signature-alpha.png']);
    expect(screen.getByText('nikon-gps.jpg moved to position 1')).toBeTruthy();

    const out = await stitch(3);
    // 720 wide: the Nikon 500 × 375 becomes 720 × 540, the signature 225 × 79 becomes 720 × 253.
    expect([out.name, out.width, out.height]).toEqual(['long-image.jpg', 720, 540 + 477 + 253]);
    const pixels = await decode(out.bytes);
    expect([pixels.width, pixels.height]).toEqual([720, 1270]);
    const board = await decode(await fixtureFile('board-photo.jpg').arrayBuffer());
    expect(meanDiff(cropPixels(pixels, { x: 0, y: 540, width: 720, height: 477 }), board)).toBeLessThan(3);
    // The signature's transparent corner lies on the white background.
    expect(Array.from(pixels.data.subarray(1269 * 720 * 4, 1269 * 720 * 4 + 3)).every((v) => v > 245)).toBe(
      true,
    );
    expect(within(screen.getByRole('region', { name: 'Results' })).getByText('long-image.jpg')).toBeTruthy();
  });

  it('lays images side by side with spacing, a margin and a transparent background (PNG kept)', async () => {
    open([fixtureFile('signature-alpha.png', 'image/png'), fixtureFile('nikon-gps.jpg', 'image/jpeg')]);
    fireEvent.click(screen.getByLabelText('Horizontal (one wide image)'));
    fireEvent.click(screen.getByLabelText('Keep sizes'));
    fireEvent.click(screen.getByLabelText('Bottom'));
    fireEvent.change(screen.getByLabelText('Spacing between images (px)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Outer margin (px)'), { target: { value: '5' } });
    fireEvent.click(screen.getByLabelText('Transparent background'));
    const out = await stitch(2);
    expect([out.name, out.width, out.height]).toEqual([
      'long-image.png',
      5 + 225 + 10 + 500 + 5,
      5 + 375 + 5,
    ]);
    const pixels = await decode(out.bytes);
    expect(pixels.data[3]).toBe(0); // the margin
    // Bottom-aligned: the signature's top-left sits 375 − 79 below the top margin.
    expect(pixels.data[((5 + 375 - 79 - 1) * pixels.width + 5) * 4 + 3]).toBe(0);
  });

  it("refuses, with the spec's message, images whose total passes the canvas limit, before decoding them", async () => {
    open([await claiming(20000, 10000, 'huge-1.png'), await claiming(20000, 10000, 'huge-2.png')]);
    fireEvent.click(screen.getByRole('button', { name: 'Stitch 2 images' }));
    expect((await screen.findByRole('alert', {}, { timeout: 20_000 })).textContent).toContain(
      'File is too large, processing failed',
    );
  });

  it('says WebP cannot hold the stitched length instead of failing in the encoder', async () => {
    open([await claiming(100, 9000, 'tall-1.png'), await claiming(100, 9000, 'tall-2.png')]);
    fireEvent.click(screen.getByText('WebP', { exact: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Stitch 2 images' }));
    expect((await screen.findByRole('alert', {}, { timeout: 20_000 })).textContent).toContain(
      'A WebP file holds at most 16,383 px a side',
    );
  });

  it('needs two images', () => {
    open([fixtureFile('board-photo.jpg', 'image/jpeg')]);
    expect((screen.getByRole('button', { name: 'Stitch 1 image' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Add at least two images.')).toBeTruthy();
  });
});
