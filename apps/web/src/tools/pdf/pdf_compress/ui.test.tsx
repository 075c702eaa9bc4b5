import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadPdfImageCodecsNode } from '@toolbox/toolkit/node';
import { makePhotoPdf } from '@toolbox/toolkit/testing';
import { ToolContext } from '../../../framework/tool-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeCompressHandler } from './handler.ts';
import type { PdfCompressRequest } from './protocol.ts';
import PdfCompressTool from './ui.tsx';

// The worker's own handler with the Node build of the same MozJPEG codecs, run in-process: happy-dom has
// no Worker.
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async (req: PdfCompressRequest, opts: { onProgress?: (d: number, t: number) => void }) =>
      (await makeCompressHandler(loadPdfImageCodecsNode)(req, { onProgress: opts.onProgress ?? (() => {}) }))
        .result,
    terminate: () => {},
  }),
}));

const toolkit = join(dirname(fileURLToPath(import.meta.url)), '../../../../../../packages/toolkit/src');
const fixture = (name: string) => readFileSync(join(toolkit, 'pdf/__fixtures__', name));

function renderTool() {
  return renderWithProviders(
    <ToolContext.Provider value={{ code: 'pdf_compress' }}>
      <PdfCompressTool />
    </ToolContext.Provider>,
  );
}

describe('pdf_compress UI', () => {
  it('compresses a photo PDF at the chosen level and shows the sizes before and after', async () => {
    const codecs = await loadPdfImageCodecsNode();
    const photo = readFileSync(join(toolkit, 'image/__fixtures__/board-photo.jpg'));
    const options = { pages: 2, width: 900, height: 600, quality: 92, drawWidth: 144 };
    const bytes = await makePhotoPdf(codecs, options, photo);
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [new File([bytes as Uint8Array<ArrayBuffer>], 'photos.pdf', { type: 'application/pdf' })],
      },
    });
    await screen.findByText('photos.pdf');
    fireEvent.click(screen.getByLabelText(/Strong/));
    fireEvent.click(screen.getByRole('button', { name: 'Compress PDF' }));
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 20_000 });
    expect(within(results).getByText('photos_compressed.pdf')).toBeTruthy();
    expect(within(results).getByText(/2 pages · \d+% smaller/)).toBeTruthy();
    expect(screen.getByText('Before').nextElementSibling?.textContent).toMatch(/KB|MB/);
    expect(screen.getByText('2 of 2 images re-encoded')).toBeTruthy();
  }, 30_000);

  it('keeps a file it cannot shrink and says so', async () => {
    renderTool();
    const bytes = fixture('rotated.pdf'); // already packed by qpdf: nothing left to gain
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File([bytes], 'text.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('text.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Compress PDF' }));
    await screen.findByRole('region', { name: 'Results' }, { timeout: 10_000 });
    expect(screen.getByText(/already as small as we can make it, so the original is kept/)).toBeTruthy();
    expect(screen.getByText(/4 pages · original/)).toBeTruthy();
    expect(screen.queryByText(/\d+% smaller/)).toBeNull();
  }, 20_000);

  it('names an encrypted file', async () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          new File([fixture('encrypted-user-password.pdf')], 'locked.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    await screen.findByText('locked.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Compress PDF' }));
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
  });
});
