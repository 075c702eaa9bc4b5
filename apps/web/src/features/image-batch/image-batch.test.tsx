import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { registerToolLocales } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createWorkerBridge } from '../../framework/worker-bridge.ts';
import { sniffFormat } from '@toolbox/toolkit/image';
import { imageJobHandler, type ImageWork } from './handler.ts';
import { ImageBatch } from './image-batch.tsx';
import { imageBatchStrings } from './locales.ts';
import type { ImageJob, ImageJobResult } from './protocol.ts';
import { loadNodeImageCodecs } from '@toolbox/toolkit/node';
import { fixtureFile } from './test-helpers.ts';
import { useImageBatch } from './use-image-batch.ts';

/** The kit's work for this test: halve the image and write it as PNG. */
const halve: ImageWork<{ suffix: string }> = async ({ pixels }, { file, options, codecs, encode }) => {
  const width = Math.round(pixels.width / 2);
  const height = Math.round(pixels.height / 2);
  const out = await codecs.resample(pixels, width, height);
  const bytes = await encode(out, { format: 'png' });
  return [{ name: `${file.name}${options.suffix}.png`, bytes, type: 'image/png', width, height }];
};

vi.mock('../../framework/worker-bridge.ts', async () => {
  const { loadNodeImageCodecs: load } = await import('@toolbox/toolkit/node');
  const { imageJobHandler: handler } = await import('./handler.ts');
  let handle: ReturnType<typeof handler<{ suffix: string }>> | undefined;
  return {
    createWorkerBridge: () => ({
      run: async (req: ImageJob<{ suffix: string }>, opts: { signal?: AbortSignal }) => {
        handle ??= handler(halve, load);
        opts.signal?.throwIfAborted();
        return (await handle(req, { onProgress: () => {} })).result;
      },
      terminate: () => {},
    }),
  };
});

registerToolLocales([
  { code: 'kit_image_batch', locales: { 'zh-CN': imageBatchStrings['zh-CN'], en: imageBatchStrings.en } },
]);

const bridge = createWorkerBridge<ImageJob<{ suffix: string }>, ImageJobResult>(() => {
  throw new Error('mocked');
});

function Harness() {
  const batch = useImageBatch(bridge);
  const [suffix] = useState('-half');
  return (
    <ImageBatch batch={batch} runOptions={{ suffix }} runLabel={(n) => `Halve ${n}`} zipName="halved.zip" />
  );
}

describe('image batch kit', () => {
  it('runs every file, lists the damaged one by name with its reason and delivers the rest', async () => {
    renderWithProviders(<Harness />, { toolCode: 'kit_image_batch' });
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'broken.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          fixtureFile('formats/Portrait_6.jpg', 'image/jpeg'),
          broken,
          fixtureFile('formats/rgb-3c-16b.tiff', 'image/tiff'),
        ],
      },
    });
    expect(screen.getByRole('heading', { name: '3 images selected' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Halve 3' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 60_000 });
    await waitFor(
      () => expect(screen.getByRole('button', { name: /Download ZIP \(2 files\)/ })).toBeTruthy(),
      {
        timeout: 60_000,
      },
    );
    expect(alert.textContent).toContain('Some files could not be processed');
    expect(within(alert).getByText('broken.jpg')).toBeTruthy();
    expect(alert.textContent).toContain('Image load abnormal');

    const rows = screen.getAllByRole('listitem').filter((li) => li.className.includes('image-batch-file'));
    expect(rows.map((row) => row.querySelector('.image-batch-status')?.textContent)).toEqual([
      'Done',
      'Failed',
      'Done',
    ]);
    // The portrait photo (stored 1800 × 1200, orientation 6) comes out upright and halved: 600 × 900.
    expect(screen.getByText('Portrait_6.jpg-half.png')).toBeTruthy();
    expect(screen.getByText(/600 × 900/)).toBeTruthy();
    expect(screen.getByText(/79 × 76/)).toBeTruthy(); // the 157 × 151 16-bit TIFF
  }, 90_000);

  it('keeps the codes of decode failures: a header past the canvas limit answers file_too_large', async () => {
    const handle = imageJobHandler(halve, loadNodeImageCodecs);
    // A PNG header claiming 20000 × 20000 pixels (400 MP, past the 268 MP canvas limit).
    const png = fixtureFile('formats/tp1n3p08.png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    new DataView(bytes.buffer).setUint32(16, 20000);
    new DataView(bytes.buffer).setUint32(20, 20000);
    expect(sniffFormat(bytes)).toBe('png');
    await expect(
      handle({ file: new File([bytes], 'huge.png'), options: { suffix: '' } }, { onProgress: () => {} }),
    ).rejects.toMatchObject({ code: 'file_too_large' });
  });
});
