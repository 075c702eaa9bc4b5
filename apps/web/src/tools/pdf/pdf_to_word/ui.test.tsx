import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { ToolContext } from '../../../framework/tool-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { handleInspect } from './handler.ts';
import type { InspectRequest } from './protocol.ts';
import PdfToWordTool from './ui.tsx';

// The worker's own handler, run in-process: happy-dom has no Worker.
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async (req: InspectRequest) => (await handleInspect(req, { onProgress: () => {} })).result,
    terminate: () => {},
  }),
}));

// pdf.js's Node build stands in for the self-hosted browser one.
vi.mock('./load-pdf.ts', async () => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { pdfjsImageToPng } = await import('@toolbox/toolkit/docx/from-pdf');
  return {
    openForWord: async (bytes: ArrayBuffer) => {
      const doc = await pdfjs.getDocument({
        data: new Uint8Array(bytes),
        isEvalSupported: false,
        disableFontFace: true,
        isOffscreenCanvasSupported: false,
        verbosity: 0,
      }).promise;
      return { doc, ops: pdfjs.OPS, close: () => doc.destroy() };
    },
    encodeImage: async (image: Parameters<typeof pdfjsImageToPng>[0]) => {
      const png = pdfjsImageToPng(image);
      return png ? { bytes: png, ext: 'png' } : undefined;
    },
  };
});

// Credits are the credits feature's to test; here the use is always granted, and counted.
const uses: unknown[] = [];
vi.mock('../../../features/credits/use-function-use.tsx', () => ({
  useFunctionUse: () => ({
    requestUse: async (request: unknown) => {
      uses.push(request);
      return true;
    },
    dialogs: null,
    busy: false,
  }),
}));

const toolkit = join(dirname(fileURLToPath(import.meta.url)), '../../../../../../packages/toolkit/src');
const pdf = (path: string, name: string) =>
  new File([readFileSync(join(toolkit, path))], name, { type: 'application/pdf' });

function renderTool() {
  return renderWithProviders(
    <ToolContext.Provider value={{ code: 'pdf_to_word' }}>
      <PdfToWordTool />
    </ToolContext.Provider>,
  );
}

describe('pdf_to_word UI', () => {
  it('converts a PDF after asking for its pages’ credits and offers the .docx', async () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [pdf('docx/from-pdf/__fixtures__/report.pdf', 'report.pdf')] },
    });
    await screen.findByText(/2 pages/);
    fireEvent.click(screen.getByRole('button', { name: 'Convert to Word' }));
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 15_000 });
    expect(within(results).getByText('report.docx')).toBeTruthy();
    expect(within(results).getByText(/2 pages · 1 table · 1 picture/)).toBeTruthy();
    expect(uses).toEqual([{ pages: 2 }]);
  }, 20_000);

  it('says which pages are scans without a text layer', async () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [pdf('pdf/__fixtures__/corpus/groff-penguin-imagemagick.pdf', 'scan.pdf')] },
    });
    await screen.findByText(/1 page/);
    fireEvent.click(screen.getByRole('button', { name: 'Convert to Word' }));
    await screen.findByRole('region', { name: 'Results' }, { timeout: 15_000 });
    expect(
      screen.getByText(
        'Page 1 has no text layer (it is a scan) and is kept as a picture in the Word file. For editable text, run text recognition (OCR) on it first.',
      ),
    ).toBeTruthy();
  }, 20_000);

  it('names an encrypted file as soon as it is chosen', async () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [pdf('pdf/__fixtures__/encrypted-user-password.pdf', 'locked.pdf')] },
    });
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Convert to Word' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
