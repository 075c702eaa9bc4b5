import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { unzipSync, strFromU8 } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { MAX_PDF_PREVIEW_BYTES } from './result-pdf-preview.tsx';
import { MAX_IMAGE_PREVIEW_BYTES, previewKindOf, ResultsPanel, type ResultFile } from './results-panel.tsx';

// pdf.js cannot draw in jsdom: the first-page component stands in, showing what it was given (the
// browser check draws real pages).
vi.mock('../features/pdf/pdf-thumb.tsx', () => ({
  PdfFileThumb: (props: { file: Blob; fallback: ReactNode }) => (
    <span data-testid="pdf-first-page" data-size={props.file.size}>
      {props.fallback}
    </span>
  ),
}));
import { isCompressedType, uniqueNames, zipFiles } from './zip.ts';

const png = new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], { type: 'image/png' });
const text = new Blob(['line 1\nline 2\nline 3\nline 4\nline 5\nline 6'], { type: 'text/plain' });
const pdf = new Blob([new Uint8Array(2048)], { type: 'application/pdf' });

describe('ResultsPanel', () => {
  let created: Blob[];
  beforeEach(() => {
    created = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return `blob:test/${created.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders nothing without results', () => {
    const { container } = renderWithProviders(<ResultsPanel results={[]} />);
    expect(container.querySelector('.results-panel')).toBeNull();
  });

  it('shows a preview, the size and a download link for each result', async () => {
    const results: ResultFile[] = [
      { name: 'photo.png', blob: png, note: '−40 %' },
      { name: 'notes.txt', blob: text },
      { name: 'merged.pdf', blob: pdf },
    ];
    renderWithProviders(<ResultsPanel results={results} />);
    const img = await screen.findByRole('img', { name: 'Preview of photo.png' });
    expect(img.getAttribute('src')).toMatch(/^blob:test\//);
    await waitFor(() => expect(screen.getByText(/line 1\s+line 2\s+line 3\s+line 4/)).toBeTruthy());
    expect(screen.queryByText(/line 5/)).toBeNull(); // first lines only
    expect(screen.getByText('PDF')).toBeTruthy(); // icon + extension for other types
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(screen.getByText('7 B')).toBeTruthy();
    expect(screen.getByText(/−40 %/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download merged.pdf' });
    expect(link.getAttribute('download')).toBe('merged.pdf');
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^blob:test\//));
  });

  it('shows the first page of a PDF result, and the image itself, within size limits', async () => {
    const huge = (type: string, bytes: number) => new Blob([new Uint8Array(bytes)], { type });
    renderWithProviders(
      <ResultsPanel
        results={[
          { name: 'merged.pdf', blob: pdf },
          { name: 'huge.pdf', blob: huge('application/pdf', MAX_PDF_PREVIEW_BYTES + 1) },
          { name: 'huge.png', blob: huge('image/png', MAX_IMAGE_PREVIEW_BYTES + 1) },
          { name: 'photo.png', blob: png },
        ]}
        zip={false}
      />,
    );
    // The small PDF gets its first page drawn (the icon stands until then); the huge one keeps its icon.
    const pages = await screen.findAllByTestId('pdf-first-page');
    expect(pages.map((p) => p.dataset.size)).toEqual(['2048']);
    expect(screen.getAllByText('PDF')).toHaveLength(2);
    // The huge image keeps its icon too: only the small one is decoded.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Preview of photo.png',
    ]);
    expect(screen.getByText('PNG')).toBeTruthy();
  });

  it('lets a tool draw its own preview instead of the first page', async () => {
    renderWithProviders(
      <ResultsPanel
        results={[{ name: 'merged.pdf', blob: pdf }]}
        preview={(file) => <b>own {file.name}</b>}
      />,
    );
    expect(await screen.findByText('own merged.pdf')).toBeTruthy();
    expect(screen.queryByTestId('pdf-first-page')).toBeNull();
  });

  it('offers Download all (ZIP) only from two results on', () => {
    const { rerender } = renderWithProviders(<ResultsPanel results={[{ name: 'a.txt', blob: text }]} />);
    expect(screen.queryByRole('button', { name: 'Download all (ZIP)' })).toBeNull();
    rerender(
      <ResultsPanel
        results={[
          { name: 'a.txt', blob: text },
          { name: 'b.png', blob: png },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download all (ZIP)' })).toBeTruthy();
  });

  it('zips every result under the given name', async () => {
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    renderWithProviders(
      <ResultsPanel
        zipName="images.zip"
        results={[
          { name: 'a.txt', blob: text },
          { name: 'a.txt', blob: text },
          { name: 'b.png', blob: png },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download all (ZIP)' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('images.zip');
    const zip = created.at(-1)!;
    expect(zip.type).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['a (2).txt', 'a.txt', 'b.png']);
    expect(strFromU8(entries['a.txt']!)).toContain('line 6');
    expect(Array.from(entries['b.png']!)).toEqual([137, 80, 78, 71, 1, 2, 3]);
  });
});

describe('zip helpers', () => {
  it('stores already-compressed formats and deflates the rest', async () => {
    expect(isCompressedType('a.jpg')).toBe(true);
    expect(isCompressedType('a.bin', 'image/webp')).toBe(true);
    expect(isCompressedType('a.pdf')).toBe(true);
    expect(isCompressedType('a.txt', 'text/plain')).toBe(false);
    const big = new Blob(['x'.repeat(10_000)], { type: 'text/plain' });
    const deflated = await zipFiles([{ name: 'x.txt', blob: big }]);
    const stored = await zipFiles([{ name: 'x.jpg', blob: big }]);
    expect(deflated.size).toBeLessThan(1_000);
    expect(stored.size).toBeGreaterThan(10_000);
  });

  it('makes names unique', () => {
    expect(uniqueNames(['a.pdf', 'A.pdf', 'b', 'b', 'a.pdf'])).toEqual([
      'a.pdf',
      'A (2).pdf',
      'b',
      'b (2)',
      'a (3).pdf',
    ]);
  });

  it('picks the preview by type', () => {
    expect(previewKindOf({ name: 'a', blob: png })).toBe('image');
    expect(previewKindOf({ name: 'a', blob: new Blob(['{}'], { type: 'application/json' }) })).toBe('text');
    expect(previewKindOf({ name: 'a.csv', blob: new Blob(['a,b']) })).toBe('text');
    expect(previewKindOf({ name: 'a.pdf', blob: pdf })).toBe('other');
    const docx = new Blob(['PK'], {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(previewKindOf({ name: 'a.docx', blob: docx })).toBe('other');
    expect(previewKindOf({ name: 'a.xml', blob: new Blob(['<a/>'], { type: 'application/xml' }) })).toBe(
      'text',
    );
  });
});
