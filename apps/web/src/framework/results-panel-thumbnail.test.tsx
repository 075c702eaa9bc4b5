import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { MAX_IMAGE_PREVIEW_BYTES, ResultsPanel } from './results-panel.tsx';

const jpeg = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
const webp = new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' });

describe('ResultsPanel with thumbnails a tool made', () => {
  // Which Blob each object URL stands for: the preview must point at the thumbnail, never the result.
  let blobOf: Map<string, Blob>;
  beforeEach(() => {
    blobOf = new Map();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobOf.size + 1}`;
      blobOf.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });

  it('shows the thumbnail a result carries instead of the full file, and downloads the full file', async () => {
    const full = jpeg(4096);
    renderWithProviders(<ResultsPanel results={[{ name: 'IMG_1.jpg', blob: full, thumbnail: webp }]} />);
    const img = await screen.findByRole('img', { name: 'Preview of IMG_1.jpg' });
    expect(blobOf.get(img.getAttribute('src')!)).toBe(webp);
    const link = screen.getByRole('link', { name: 'Download IMG_1.jpg' });
    await waitFor(() => expect(blobOf.get(link.getAttribute('href')!)).toBe(full));
    expect(screen.getByText('4 KB')).toBeTruthy(); // the size shown is the result's, not the thumbnail's
  });

  it('keeps the old preview (the file itself) for a result without a thumbnail', async () => {
    const full = jpeg(2048);
    renderWithProviders(<ResultsPanel results={[{ name: 'plain.jpg', blob: full }]} />);
    const img = await screen.findByRole('img', { name: 'Preview of plain.jpg' });
    expect(blobOf.get(img.getAttribute('src')!)).toBe(full);
  });

  it('shows a thumbnail even for a result too large to decode for a preview', async () => {
    const huge = jpeg(MAX_IMAGE_PREVIEW_BYTES + 1);
    renderWithProviders(
      <ResultsPanel
        results={[
          { name: 'huge.jpg', blob: huge, thumbnail: webp },
          { name: 'huge-bare.jpg', blob: huge },
        ]}
      />,
    );
    const img = await screen.findByRole('img', { name: 'Preview of huge.jpg' });
    expect(blobOf.get(img.getAttribute('src')!)).toBe(webp);
    expect(screen.queryByRole('img', { name: 'Preview of huge-bare.jpg' })).toBeNull();
    expect(screen.getByText('JPG')).toBeTruthy(); // the bare one keeps its icon
  });
});
