import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfFileThumb } from './pdf-thumb.tsx';

// pdf.js itself needs a canvas happy-dom lacks: these stand-ins record what the thumbnail asks of it.
const pdfjs = vi.hoisted(() => ({
  opened: [] as number[],
  destroyed: 0,
  drawn: [] as number[],
  fail: false,
}));
vi.mock('./pdfjs.ts', () => ({
  loadPdfDocument: async (bytes: ArrayBuffer) => {
    if (pdfjs.fail) throw new Error('not a PDF');
    pdfjs.opened.push(bytes.byteLength);
    return { destroy: async () => void pdfjs.destroyed++ };
  },
  renderThumbnail: async (_doc: unknown, index: number, canvas: HTMLCanvasElement, width: number) => {
    pdfjs.drawn.push(index);
    canvas.width = width;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(pdfjs, { opened: [], destroyed: 0, drawn: [], fail: false });
});

const thumb = (bytes: number) => (
  <PdfFileThumb file={new Blob([new Uint8Array(bytes)])} width={32} className="t" fallback={<i>icon</i>} />
);

describe('PdfFileThumb', () => {
  it('draws the first page once in view, closes the document and drops the fallback', async () => {
    vi.stubGlobal('IntersectionObserver', undefined); // no observer: in view at once
    const { container } = render(thumb(10));
    await waitFor(() => expect(screen.queryByText('icon')).toBeNull());
    expect(pdfjs.opened).toEqual([10]);
    expect(pdfjs.drawn).toEqual([0]);
    expect(pdfjs.destroyed).toBe(1);
    expect(container.querySelector('canvas')?.hidden).toBe(false);
  });

  it('keeps the fallback when the file cannot be drawn', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    pdfjs.fail = true;
    const { container } = render(thumb(5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('icon')).toBeTruthy();
    expect(container.querySelector('canvas')?.hidden).toBe(true);
  });

  it('opens nothing while out of view', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    render(thumb(7));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observed).toHaveLength(1);
    expect(pdfjs.opened).toEqual([]);
    expect(screen.getByText('icon')).toBeTruthy();
  });
});
