import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadNodeImageCodecs } from '@toolbox/toolkit/node';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { GeometryAnswer } from '../kit/image-geometry/protocol.ts';
import { lastRun } from '../kit/image-geometry/test-helpers.ts';
import ImageGridCutTool from './ui.tsx';

const answers = vi.hoisted(() => [] as GeometryAnswer[]);
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../kit/image-geometry/test-helpers.ts')).geometryBridge(
    (await import('@toolbox/toolkit/node')).loadNodeImageCodecs,
    (await import('./work.ts')).gridCutWork,
    answers,
  ),
);

const open = async (name: string, type = 'image/jpeg') => {
  renderWithProviders(<ImageGridCutTool />, { toolCode: 'image_grid_cut' });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [fixtureFile(name, type)] } });
  await screen.findByRole('img', { name: `Preview of ${name}` }, { timeout: 20_000 });
};
const cut = async (label: RegExp) => {
  const before = answers.length;
  fireEvent.click(screen.getByRole('button', { name: label }));
  await screen.findByRole('region', { name: 'Results' }, { timeout: 30_000 });
  await waitFor(() => expect(answers.length).toBeGreaterThan(before));
  return lastRun(answers);
};

describe('image_grid_cut', () => {
  it('cuts the nine-grid of a social post: nine square, numbered tiles of the photo centre', async () => {
    await open('board-photo.jpg');
    expect(screen.getByText(/^9 tiles of about 159 × 159 px/)).toBeTruthy();
    const outputs = await cut(/^Cut into 9 tiles$/);
    expect(outputs.map((o) => o.name)).toEqual(
      Array.from({ length: 9 }, (_, i) => `board-photo-0${i + 1}.jpg`),
    );
    expect(outputs.every((o) => o.width === 159 && o.height === 159)).toBe(true);
    const codecs = await loadNodeImageCodecs();
    const tile = (await codecs.decode(new Blob([outputs[4]!.bytes]))).pixels;
    expect([tile.width, tile.height]).toEqual([159, 159]);
    expect(
      within(screen.getByRole('region', { name: 'Results' })).getByText('board-photo-09.jpg'),
    ).toBeTruthy();
  });

  it('cuts any rows and columns of the whole image, the uneven pixel spread over the tiles', async () => {
    await open('nikon-gps.jpg');
    fireEvent.click(screen.getByLabelText(/Crop the centre first/));
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '5' } });
    const outputs = await cut(/^Cut into 20 tiles$/);
    expect(outputs).toHaveLength(20);
    expect(outputs.filter((_, i) => i % 5 === 0).map((o) => o.height)).toEqual([94, 94, 93, 94]);
    expect(outputs.slice(0, 5).map((o) => o.width)).toEqual([100, 100, 100, 100, 100]);
    expect(outputs[19]!.name).toBe('nikon-gps-20.jpg');
  });

  it('keeps PNG transparency in the tiles and takes at most 20 rows', async () => {
    await open('signature-alpha.png', 'image/png');
    fireEvent.click(screen.getByRole('button', { name: '3 across' }));
    const outputs = await cut(/^Cut into 3 tiles$/);
    expect(outputs.map((o) => [o.name, o.width, o.height])).toEqual([
      ['signature-alpha-01.png', 75, 79],
      ['signature-alpha-02.png', 75, 79],
      ['signature-alpha-03.png', 75, 79],
    ]);
    // Past 20 rows the field does not take the number: the grid stays as it was.
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: '21' } });
    expect(screen.getByRole('button', { name: /^Cut into 3 tiles$/ })).toBeTruthy();
  });
});
