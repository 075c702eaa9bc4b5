import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cropPixels, type Pixels } from '@toolbox/toolkit/image';
import { loadNodeImageCodecs } from '@toolbox/toolkit/node';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { GeometryAnswer } from '../kit/image-geometry/protocol.ts';
import { lastRun } from '../kit/image-geometry/test-helpers.ts';
import ImageCutTool from './ui.tsx';

const answers = vi.hoisted(() => [] as GeometryAnswer[]);
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/image-geometry/test-helpers.ts')).geometryBridge(
    (await import('@toolbox/toolkit/node')).loadNodeImageCodecs,
    (await import('./work.ts')).cutWork,
    answers,
  ),
);

/** An output file decoded back to pixels, as a viewer shows it. */
const decodeOutput = async (output: { bytes: ArrayBuffer }) =>
  (await (await loadNodeImageCodecs()).decode(new Blob([output.bytes]))).pixels;

const open = async (name: string, type = 'image/jpeg') => {
  renderWithProviders(<ImageCutTool />, { toolCode: 'image_cut' });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [fixtureFile(name, type)] } });
  return screen.findByTestId('crop-box', {}, { timeout: 20_000 });
};
/** Mean absolute difference per colour channel of two same-size images. */
function meanDiff(a: Pixels, b: Pixels): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) if (i % 4 !== 3) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / ((a.data.length / 4) * 3);
}
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const cropAndWait = async () => {
  const before = answers.length;
  fireEvent.click(screen.getByRole('button', { name: 'Crop image' }));
  await screen.findByRole('region', { name: 'Results' }, { timeout: 20_000 });
  await waitFor(() => expect(answers.length).toBeGreaterThan(before));
  return lastRun(answers)[0]!;
};

describe('image_cut', () => {
  it('crops exactly the typed box of a real photo, in its own format', async () => {
    await open('board-photo.jpg');
    expect(value('Width (px)')).toBe('576'); // 80 % of 720, centred
    fireEvent.change(screen.getByLabelText('Width (px)'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Height (px)'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Left X (px)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Top Y (px)'), { target: { value: '20' } });
    const out = await cropAndWait();
    expect(out.name).toBe('board-photo-cropped.jpg');
    expect([out.width, out.height]).toEqual([300, 200]);
    const pixels = await decodeOutput(out);
    expect([pixels.width, pixels.height]).toEqual([300, 200]);
    // The same region of the original, within JPEG re-coding.
    const original = await decodeOutput({ bytes: await fixtureFile('board-photo.jpg').arrayBuffer() });
    expect(meanDiff(pixels, cropPixels(original, { x: 10, y: 20, width: 300, height: 200 }))).toBeLessThan(
      2.5,
    );
    expect(
      within(screen.getByRole('region', { name: 'Results' })).getByText('board-photo-cropped.jpg'),
    ).toBeTruthy();
  });

  it('moves the box with the arrow keys (1 % of the image, Alt one pixel) and resizes it with Shift', async () => {
    const box = await open('board-photo.jpg');
    expect(value('Left X (px)')).toBe('72');
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    expect(value('Left X (px)')).toBe('79');
    fireEvent.keyDown(box, { key: 'ArrowLeft', altKey: true });
    expect(value('Left X (px)')).toBe('78');
    fireEvent.keyDown(box, { key: 'ArrowDown', shiftKey: true });
    expect(value('Height (px)')).toBe('389');
    expect(box.getAttribute('aria-label')).toBe('Crop box: left 78, top 48, 576 × 389 px');
  });

  it('makes a 1-inch ID photo of exactly 295 × 413 pixels', async () => {
    await open('nikon-gps.jpg');
    fireEvent.click(screen.getByLabelText('1-inch ID (295×413)'));
    expect(value('Height (px)')).toBe('375');
    expect(screen.getByText(/scaled to exactly 295 × 413 px/)).toBeTruthy();
    const out = await cropAndWait();
    expect([out.width, out.height]).toEqual([295, 413]);
    expect([(await decodeOutput(out)).width, (await decodeOutput(out)).height]).toEqual([295, 413]);
  });

  it('crops a phone photo as it is shown (EXIF orientation 6: stored 205 × 102, shown 102 × 205)', async () => {
    await open('iphone-orientation-6.jpg');
    expect(screen.getByRole('img', { name: 'Preview of iphone-orientation-6.jpg' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('9:16'));
    expect([value('Width (px)'), value('Height (px)')]).toEqual(['87', '155']); // the free box's area
    fireEvent.change(screen.getByLabelText('Height (px)'), { target: { value: '205' } });
    // 205 tall at 9:16 would be 115 wide: the box shrinks to the 102 pixels the upright photo has.
    expect([value('Width (px)'), value('Height (px)')]).toEqual(['102', '181']);
    const out = await cropAndWait();
    expect([out.width, out.height]).toEqual([102, 181]);
  });

  it('keeps the transparency of a PNG', async () => {
    await open('signature-alpha.png', 'image/png');
    fireEvent.change(screen.getByLabelText('Left X (px)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Top Y (px)'), { target: { value: '0' } });
    const out = await cropAndWait();
    expect(out.name).toBe('signature-alpha-cropped.png');
    const pixels = await decodeOutput(out);
    expect([pixels.width, pixels.height]).toEqual([180, 63]);
    expect(pixels.data[3]).toBe(0);
  });

  it('says so when the file is not a readable image', async () => {
    renderWithProviders(<ImageCutTool />, { toolCode: 'image_cut' });
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'broken.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [broken] } });
    expect((await screen.findByRole('alert', {}, { timeout: 20_000 })).textContent).toContain(
      'Image load abnormal',
    );
    expect(screen.queryByTestId('crop-box')).toBeNull();
  });
});
