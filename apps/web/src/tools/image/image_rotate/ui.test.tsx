import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadNodeImageCodecs } from '@toolbox/toolkit/node';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import ImageRotateTool from './ui.tsx';

const answers = vi.hoisted(() => [] as ImageJobResult[]);
vi.mock('../../../framework/worker-bridge.ts', async () => {
  const { inProcessBridge } = await import('../../../features/pdf/test-helpers.tsx');
  const { imageJobHandler } = await import('../../../features/image-batch/handler.ts');
  const { rotateWork } = await import('./work.ts');
  const { loadNodeImageCodecs: load } = await import('@toolbox/toolkit/node');
  return inProcessBridge(imageJobHandler(rotateWork, load), (_req, answer: ImageJobResult) =>
    answers.push(answer),
  );
});

const decode = async (bytes: ArrayBuffer) =>
  (await (await loadNodeImageCodecs()).decode(new Blob([bytes]))).pixels;

async function runOn(files: File[], setup: () => void) {
  answers.length = 0;
  cleanup();
  renderWithProviders(<ImageRotateTool />, { toolCode: 'image_rotate' });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
  setup();
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Rotate ${files.length} image`) }));
  await waitFor(() => expect(answers).toHaveLength(files.length), { timeout: 30_000 });
  return answers.flatMap((a) => a.outputs);
}

describe('image_rotate', () => {
  it('turns a batch a quarter to the right: a photo and a transparent PNG, each in its own format', async () => {
    const outputs = await runOn(
      [fixtureFile('board-photo.jpg', 'image/jpeg'), fixtureFile('signature-alpha.png', 'image/png')],
      () => fireEvent.click(screen.getByRole('button', { name: /Turn right 90°/ })),
    );
    expect(outputs.map((o) => [o.name, o.width, o.height])).toEqual([
      ['board-photo-rotated.jpg', 477, 720],
      ['signature-alpha-rotated.png', 79, 225],
    ]);
    const sign = await decode(outputs[1]!.bytes);
    expect([sign.width, sign.height, sign.data[3]]).toEqual([79, 225, 0]);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('board-photo-rotated.jpg')).toBeTruthy();
  });

  it('flips on screen after a turn and offers nothing to run when nothing changes', async () => {
    renderWithProviders(<ImageRotateTool />, { toolCode: 'image_rotate' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixtureFile('nikon-gps.jpg', 'image/jpeg')] },
    });
    const run = screen.getByRole('button', { name: 'Rotate 1 image' }) as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Turn left 90°/ }));
    expect((screen.getByLabelText('Angle (degrees, clockwise)') as HTMLInputElement).value).toBe('-90');
    fireEvent.click(screen.getByRole('button', { name: /Flip horizontally/ }));
    expect((screen.getByLabelText('Angle (degrees, clockwise)') as HTMLInputElement).value).toBe('90');
    expect(screen.getByRole('button', { name: /Flip horizontally/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(run.disabled).toBe(true);
  });

  it('turns by any angle on a grown canvas: transparent corners make a JPEG a PNG, a colour keeps it JPEG', async () => {
    const clear = await runOn([fixtureFile('board-photo.jpg', 'image/jpeg')], () =>
      fireEvent.change(screen.getByLabelText('Angle (degrees, clockwise)'), { target: { value: '30' } }),
    );
    expect(clear.map((o) => [o.name, o.width, o.height])).toEqual([['board-photo-rotated.png', 863, 774]]);
    expect((await decode(clear[0]!.bytes)).data[3]).toBe(0);

    const white = await runOn([fixtureFile('board-photo.jpg', 'image/jpeg')], () => {
      fireEvent.change(screen.getByLabelText('Angle (degrees, clockwise)'), { target: { value: '-30' } });
      fireEvent.click(screen.getByLabelText('Leave the uncovered corners transparent'));
    });
    expect(white.map((o) => [o.name, o.width, o.height])).toEqual([['board-photo-rotated.jpg', 863, 774]]);
    const corner = (await decode(white[0]!.bytes)).data.subarray(0, 3);
    expect(Math.min(...corner)).toBeGreaterThan(245);
  });

  it('shows one colour control: the corner colour also fills the transparent parts', async () => {
    const colourFields = () =>
      screen.queryAllByLabelText(/colour|Background/i, { selector: 'input[type="color"]' });
    const outputs = await runOn([fixtureFile('signature-alpha.png', 'image/png')], () => {
      fireEvent.change(screen.getByLabelText('Angle (degrees, clockwise)'), { target: { value: '30' } });
      fireEvent.click(screen.getByRole('radio', { name: 'JPG' }));
      // Corners transparent: the output's background colour is the one colour field.
      expect(colourFields().map((f) => f.getAttribute('aria-label') ?? f.id)).toHaveLength(1);
      expect(screen.getByLabelText(/Background for transparent parts/)).toBeTruthy();
      fireEvent.click(screen.getByLabelText('Leave the uncovered corners transparent'));
      // A corner colour: it is the only colour field, and it fills the signature's clear parts too.
      expect(colourFields()).toHaveLength(1);
      expect(screen.queryByLabelText(/Background for transparent parts/)).toBeNull();
      fireEvent.change(screen.getByLabelText('Corner colour'), { target: { value: '#ff0000' } });
    });
    expect(outputs.map((o) => o.name)).toEqual(['signature-alpha-rotated.jpg']);
    // The signature is mostly clear ink paper: red everywhere but the strokes, not only in the corners.
    const { data } = await decode(outputs[0]!.bytes);
    let red = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) red++;
    expect(red / (data.length / 4)).toBeGreaterThan(0.7);
  });
});
