import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { loadPdfImageCodecsNode } from '@toolbox/toolkit/node';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeScanHandler } from './handler.ts';
import type { ScanRequest, ScanResponse } from './protocol.ts';
import PaperScanTool from './ui.tsx';

const answers: ScanResponse[] = [];
// The worker's own handler with Node's MozJPEG build, run in-process: happy-dom has no Worker.
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async (req: ScanRequest) => {
      const codecs = await loadPdfImageCodecsNode();
      const handler = makeScanHandler({
        decodeImage: async (bytes) => {
          const image = await codecs.decodeJpeg(new Uint8Array(bytes));
          return { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
        },
        encodeJpeg: (pixels, quality, grey) => codecs.encodeJpeg(pixels, quality, grey),
      });
      const { result } = await handler(req, { onProgress: () => {} });
      answers.push(result);
      return result;
    },
    terminate: () => {},
  }),
}));

const toolkit = join(dirname(fileURLToPath(import.meta.url)), '../../../../../../packages/toolkit/src');
const file = (path: string, name: string, type: string) =>
  new File([readFileSync(join(toolkit, path))], name, { type });

const renderTool = () => renderWithProviders(<PaperScanTool />, { toolCode: 'paper_scan' });

describe('paper_scan UI', () => {
  it('scans two photos into two JPEGs and one PDF of A4-wide pages', async () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          file('image/__fixtures__/board-photo.jpg', 'board.jpg', 'image/jpeg'),
          file('image/__fixtures__/board-photo.jpg', 'board-2.jpg', 'image/jpeg'),
        ],
      },
    });
    await screen.findByText('2 images');
    fireEvent.click(screen.getByLabelText('Old, yellowed paper'));
    fireEvent.change(screen.getByLabelText('Grain and dust'), { target: { value: '80' } });
    expect(screen.getByText('80%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Another variation' }));
    expect(screen.getByText('Variation 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make it look scanned' }));
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 20_000 });
    expect(within(results).getByText('board_scan.pdf')).toBeTruthy();
    expect(within(results).getByText('board_scan.jpg')).toBeTruthy();
    expect(within(results).getByText('board-2_scan.jpg')).toBeTruthy();
    expect(within(results).getByText(/2 scanned pages/)).toBeTruthy();
    const pdf = answers.findLast((a) => a.kind === 'pdf');
    if (pdf?.kind !== 'pdf') throw new Error('no pdf');
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([
      [595, 394],
      [595, 394],
    ]);
  }, 30_000);

  it('names an encrypted PDF as soon as it is chosen, and refuses a PDF mixed with images', async () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [file('pdf/__fixtures__/encrypted-user-password.pdf', 'locked.pdf', 'application/pdf')],
      },
    });
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          file('pdf/__fixtures__/rotated.pdf', 'a.pdf', 'application/pdf'),
          file('image/__fixtures__/board-photo.jpg', 'b.jpg', 'image/jpeg'),
        ],
      },
    });
    expect(await screen.findByText('Choose either one PDF or images, not both')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Make it look scanned' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [file('pdf/__fixtures__/rotated.pdf', 'rotated.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText(/4 pages/)).toBeTruthy();
  });
});
