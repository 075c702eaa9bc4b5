import { fireEvent, screen, within } from '@testing-library/react';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import type { PageNumRequest } from './protocol.ts';
import PdfAddPageNumTool from './ui.tsx';

// The worker's own handler, run in-process: happy-dom has no Worker. The last request and answer are kept.
const seen = vi.hoisted(() => ({ req: null as PageNumRequest | null, bytes: null as ArrayBuffer | null }));
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('./handler.ts')).handlePageNumRequest,
    (req, answer) => Object.assign(seen, { req, bytes: answer.bytes }),
  ),
);

/** How many embedded TrueType font programs (FontFile2) a PDF holds. */
async function embeddedFonts(bytes: ArrayBuffer): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, obj]) => obj instanceof PDFDict && obj.has(PDFName.of('FontFile2'))).length;
}

/** Portrait pages, every other one turned a quarter (numbers must sit upright on both). */
const pages = (name: string, count: number, encrypted = false) =>
  pdfFile(name, count, { size: [300, 400], turnEveryOther: true, encrypted });
const renderNumbering = () => renderTool('pdf_add_page_num', <PdfAddPageNumTool />);

describe('pdf_add_page_num UI', () => {
  it('numbers a PDF with the chosen options and offers the result', async () => {
    renderNumbering();
    const run = screen.getByRole('button', { name: 'Add page numbers' }) as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [await pages('report.pdf', 3)] },
    });
    await screen.findByText('report.pdf');
    fireEvent.click(screen.getByLabelText('Top right'));
    fireEvent.change(screen.getByLabelText('Style'), { target: { value: 'n-of-total' } });
    fireEvent.change(screen.getByLabelText('Start at'), { target: { value: '4' } });
    expect(screen.getByText(/Chinese styles/)).toBeTruthy();
    fireEvent.click(run);
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('report_numbered.pdf')).toBeTruthy();
    expect(within(results).getByText(/3 pages/)).toBeTruthy();
    expect(seen.req?.options).toMatchObject({ position: 'top-right', format: 'n-of-total', start: 4 });
    expect(await embeddedFonts(seen.bytes!)).toBe(0);
  });

  it('offers the Chinese styles and embeds the CJK subset font for them', async () => {
    renderNumbering();
    const style = screen.getByLabelText('Style') as HTMLSelectElement;
    expect([...style.options].map((o) => o.textContent)).toEqual([
      '1',
      'Page 1',
      '1 / N',
      '- 1 -',
      '第 1 页 (Chinese)',
      '第 1 页 / 共 N 页 (Chinese: page 1 of N)',
      '第 1 页，共 N 页 (Chinese: page 1, N in all)',
    ]);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [await pages('chapter.pdf', 2)] },
    });
    await screen.findByText('chapter.pdf');
    fireEvent.change(style, { target: { value: 'zh-n-of-total' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add page numbers' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('chapter_numbered.pdf')).toBeTruthy();
    expect(seen.req?.options.format).toBe('zh-n-of-total');
    expect(await embeddedFonts(seen.bytes!)).toBe(1);
  });

  it('names an encrypted file', async () => {
    renderNumbering();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [await pages('locked.pdf', 1, true)] },
    });
    await screen.findByText('locked.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Add page numbers' }));
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
  });
});
