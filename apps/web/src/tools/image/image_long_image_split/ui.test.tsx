import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadNodeImageCodecs } from '@toolbox/toolkit/node';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { GeometryAnswer } from '../kit/image-geometry/protocol.ts';
import { lastRun } from '../kit/image-geometry/test-helpers.ts';
import { parseLines } from './work.ts';
import ImageLongImageSplitTool from './ui.tsx';

const answers = vi.hoisted(() => [] as GeometryAnswer[]);
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/image-geometry/test-helpers.ts')).geometryBridge(
    (await import('@toolbox/toolkit/node')).loadNodeImageCodecs,
    (await import('./work.ts')).splitWork,
    answers,
  ),
);

// A real phone photo stored sideways (EXIF orientation 6): shown upright it is 102 × 205, a tall image.
const PHONE = 'iphone-orientation-6.jpg';

const open = async (name = PHONE) => {
  renderWithProviders(<ImageLongImageSplitTool />, { toolCode: 'image_long_image_split' });
  fireEvent.change(screen.getByTestId('file-input'), {
    target: { files: [fixtureFile(name, 'image/jpeg')] },
  });
  await screen.findByRole('img', { name: `Preview of ${name}` }, { timeout: 20_000 });
};
const split = async (label: string) => {
  const before = answers.length;
  fireEvent.click(screen.getByRole('button', { name: label }));
  await screen.findByRole('region', { name: 'Results' }, { timeout: 30_000 });
  await waitFor(() => expect(answers.length).toBeGreaterThan(before));
  return lastRun(answers).map((o) => [o.name, o.width, o.height]);
};
const cutLines = () => [...document.querySelectorAll('.geo-cut-lines line')].map((l) => l.getAttribute('y1'));

describe('image_long_image_split', () => {
  it('splits by count only when the height divides evenly, as the spec says', async () => {
    await open();
    expect(screen.getByText('Length 205 px; counts that divide it evenly: 5')).toBeTruthy();
    expect(screen.getByTestId('split-summary').textContent).toBe(
      'The split count cannot divide the image evenly',
    );
    expect((screen.getByRole('button', { name: 'Split into 1 piece' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Number of pieces'), { target: { value: '5' } });
    expect(cutLines()).toEqual(['41', '82', '123', '164']);
    const pieces = await split('Split into 5 pieces');
    expect(pieces).toEqual(
      Array.from({ length: 5 }, (_, i) => [`iphone-orientation-6-part0${i + 1}.jpg`, 102, 41]),
    );
  });

  it('splits by height, the last piece taking the rest, and decodes to the same pixels as shown', async () => {
    await open();
    fireEvent.click(screen.getByLabelText('By piece height or width'));
    fireEvent.change(screen.getByLabelText('Height of each piece (px)'), { target: { value: '100' } });
    expect(cutLines()).toEqual(['100', '200']);
    const pieces = await split('Split into 3 pieces');
    expect(pieces).toEqual([
      ['iphone-orientation-6-part01.jpg', 102, 100],
      ['iphone-orientation-6-part02.jpg', 102, 100],
      ['iphone-orientation-6-part03.jpg', 102, 5],
    ]);
    const last = await (await loadNodeImageCodecs()).decode(new Blob([lastRun(answers)[2]!.bytes]));
    expect([last.pixels.width, last.pixels.height]).toEqual([102, 5]);
  });

  it('splits at typed lines, in any order, and across the width when asked', async () => {
    await open();
    fireEvent.click(screen.getByLabelText('At chosen lines'));
    fireEvent.change(screen.getByLabelText(/Cut positions \(px from the top/), {
      target: { value: '150，50' },
    });
    expect(cutLines()).toEqual(['50', '150']);
    expect(await split('Split into 3 pieces')).toEqual([
      ['iphone-orientation-6-part01.jpg', 102, 50],
      ['iphone-orientation-6-part02.jpg', 102, 100],
      ['iphone-orientation-6-part03.jpg', 102, 55],
    ]);
    fireEvent.change(screen.getByLabelText(/Cut positions/), { target: { value: '300' } });
    expect(screen.getByTestId('split-summary').textContent).toMatch(/cut positions inside the image/);
    fireEvent.click(screen.getByLabelText('Left to right (a wide image)'));
    fireEvent.change(screen.getByLabelText(/Cut positions \(px from the left/), { target: { value: '51' } });
    expect(await split('Split into 2 pieces')).toEqual([
      ['iphone-orientation-6-part01.jpg', 51, 205],
      ['iphone-orientation-6-part02.jpg', 51, 205],
    ]);
  });

  it('reads typed positions with commas, full-width commas or spaces', () => {
    expect(parseLines('800, 1600')).toEqual([800, 1600]);
    expect(parseLines('800，1600 2400')).toEqual([800, 1600, 2400]);
    expect(parseLines('800, abc')).toBeNull();
    expect(parseLines('')).toEqual([]);
  });
});
