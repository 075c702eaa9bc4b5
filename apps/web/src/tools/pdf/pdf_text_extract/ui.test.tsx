import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import type * as RenderModule from '../kit/pdf-images/render.ts';
import * as downloads from '../../../framework/download.ts';
import Tool from './ui.tsx';

// The real pdf-lib check; pdf.js replaced by pages whose text items are given here (none = a scan).
const pageItems = vi.hoisted(() => ({ value: [] as string[][] }));
vi.mock('../kit/pdf-images/render.ts', async (original) => {
  const real = await original<typeof RenderModule>();
  const fakes = await import('../kit/pdf-images/test-helpers.ts');
  return {
    ...real,
    openForImages: async (file: File) => {
      const doc = await fakes.fakeOpenForImages(file);
      const getPage = async (n: number) => ({
        getTextContent: async () => ({
          items: (pageItems.value[n - 1] ?? []).map((str, i) => ({
            str,
            transform: [12, 0, 0, 12, 50, 700 - i * 14],
            width: str.length * 6,
          })),
        }),
        cleanup: () => {},
      });
      return Object.assign(doc, { getPage });
    },
  };
});

describe('pdf_text_extract UI', () => {
  it('shows the text page by page, copies it and saves it as .txt', async () => {
    const saved = vi.spyOn(downloads, 'downloadBlob').mockImplementation(() => {});
    pageItems.value = [['First line', 'Second line'], [], ['Third page']];
    renderTool('pdf_text_extract', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [await pdfFile('notes.pdf', 3)] },
    });
    const text = (await screen.findByRole('textbox', { name: 'Extracted text' })) as HTMLTextAreaElement;
    expect(text.value).toBe(
      '— Page 1 —\n\nFirst line\nSecond line\n\n— Page 2 —\n\n\n\n— Page 3 —\n\nThird page',
    );
    expect(screen.getByText('1 page has no text (it may be a scanned image).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download TXT' }));
    expect(saved.mock.calls[0]?.[1]).toBe('notes.txt');
    expect(await (saved.mock.calls[0]?.[0] as Blob).text()).toBe(text.value);
  });

  it('says when a PDF has no text at all', async () => {
    pageItems.value = [[], []];
    renderTool('pdf_text_extract', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await pdfFile('scan.pdf', 2)] } });
    expect(await screen.findByText(/This PDF has no text to extract/)).toBeTruthy();
  });

  it('names an encrypted file', async () => {
    renderTool('pdf_text_extract', <Tool />);
    const file = await pdfFile('locked.pdf', 2, { encrypted: true });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
  });
});
