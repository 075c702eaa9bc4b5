import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadNodeConvertCodecs } from '@toolbox/toolkit/node';
import { readIcoDirectory, sniffFormat } from '@toolbox/toolkit/image';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { OutputOptions } from '../../../features/image-batch/output-options.tsx';
import ImageFormatChangeTool from './ui.tsx';

const answers = vi.hoisted(() => [] as Array<{ req: ImageJob<OutputOptions>; res: ImageJobResult }>);

// The worker's own handler and work, in-process on Node's jSquash build (happy-dom has no Worker).
vi.mock('../../../framework/worker-bridge.ts', async () => {
  const { loadNodeImageCodecs } = await import('@toolbox/toolkit/node');
  const { imageJobHandler } = await import('../../../features/image-batch/handler.ts');
  const { convertWork } = await import('./work.ts');
  const handle = imageJobHandler(convertWork, loadNodeImageCodecs);
  return {
    createWorkerBridge: () => ({
      run: async (req: ImageJob<OutputOptions>) => {
        const { result } = await handle(req, { onProgress: () => {} });
        answers.push({ req, res: result });
        return result;
      },
      terminate: () => {},
    }),
  };
});

const renderTool = () => renderWithProviders(<ImageFormatChangeTool />, { toolCode: 'image_format_change' });
const add = (...files: File[]) => fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
const done = () =>
  waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull(), { timeout: 60_000 });

describe('image_format_change UI', () => {
  it('turns a portrait phone photo (EXIF 6) into an upright WebP, and a 16-bit TIFF into WebP', async () => {
    answers.length = 0;
    renderTool();
    add(
      fixtureFile('formats/Portrait_6.jpg', 'image/jpeg'),
      fixtureFile('formats/rgb-3c-16b.tiff', 'image/tiff'),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'WebP' }));
    fireEvent.click(screen.getByRole('button', { name: 'Convert 2 images to WebP' }));
    await done();
    const codecs = await loadNodeConvertCodecs();
    const [photo, tiff] = answers.map((a) => a.res.outputs[0]!);
    expect(photo!.name).toBe('Portrait_6.webp');
    const shown = await codecs.decode(new Uint8Array(photo!.bytes));
    expect([shown.width, shown.height]).toEqual([1200, 1800]);
    expect(sniffFormat(new Uint8Array(tiff!.bytes))).toBe('webp');
    expect(tiff!.name).toBe('rgb-3c-16b.webp');
    expect(screen.getByText('Portrait_6.webp')).toBeTruthy();
  }, 90_000);

  it('writes a multi-size ICO and flattens transparency onto the chosen colour for JPG', async () => {
    answers.length = 0;
    renderTool();
    add(fixtureFile('formats/tp1n3p08.png', 'image/png'));
    fireEvent.click(screen.getByRole('radio', { name: 'ICO icon' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '256 × 256' })); // off: the picture is 32 px
    fireEvent.click(screen.getByRole('button', { name: 'Convert to ICO icon' }));
    await done();
    const ico = new Uint8Array(answers[0]!.res.outputs[0]!.bytes);
    expect(readIcoDirectory(ico)!.map((e) => e.width)).toEqual([16, 32]);

    fireEvent.click(screen.getByRole('radio', { name: 'JPG' }));
    fireEvent.change(screen.getByLabelText(/Background for transparent parts/), {
      target: { value: '#ff0000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to JPG' }));
    await done();
    const jpeg = answers[1]!.res;
    expect(jpeg.notes).toContainEqual({ code: 'transparency_flattened' });
    const pixels = await (await loadNodeConvertCodecs()).decode(new Uint8Array(jpeg.outputs[0]!.bytes));
    // tp1n3p08's top-left pixel is fully transparent: it comes out red (JPEG leaves it within a few levels).
    expect(pixels.data[0]).toBeGreaterThan(230);
    expect(pixels.data[1]).toBeLessThan(30);
    expect(screen.getByText(/transparent parts filled with the background colour/)).toBeTruthy();
  }, 90_000);

  it('writes a 32-bit BMP for a 16-bit PNG with alpha and lists a damaged file with its reason', async () => {
    answers.length = 0;
    renderTool();
    const damaged = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])], 'damaged.png', {
      type: 'image/png',
    });
    add(fixtureFile('formats/basn6a16.png', 'image/png'), damaged);
    fireEvent.click(screen.getByRole('radio', { name: 'BMP' }));
    fireEvent.click(screen.getByRole('button', { name: 'Convert 2 images to BMP' }));
    await done();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('damaged.png');
    expect(alert.textContent).toContain('Image load abnormal');
    const bmp = new Uint8Array(answers[0]!.res.outputs[0]!.bytes);
    expect(sniffFormat(bmp)).toBe('bmp');
    expect(new DataView(bmp.buffer).getUint16(28, true)).toBe(32); // basn6a16 has alpha: 32-bit BGRA
  }, 90_000);
});
