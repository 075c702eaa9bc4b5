import { unzip } from 'fflate';
import type { ResultFile } from '../../../framework/results-panel.tsx';

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

function typeOf(name: string): string | undefined {
  return IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];
}

/**
 * The page images of a word_to_image result: the images inside a ZIP (several pages), in
 * natural name order (page-2 before page-10), or the single image itself.
 */
export async function pageImages(blob: Blob, name: string): Promise<ResultFile[]> {
  const single = typeOf(name);
  if (single) return [{ name, blob: new Blob([blob], { type: single }) }];
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const entries = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
    unzip(bytes, (error, files) => (error ? reject(error) : resolve(files))),
  );
  const collator = new Intl.Collator('en', { numeric: true });
  return Object.entries(entries)
    .filter(([entry]) => !entry.endsWith('/') && typeOf(entry))
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([entry, data]) => ({
      name: entry.slice(entry.lastIndexOf('/') + 1),
      blob: new Blob([data as Uint8Array<ArrayBuffer>], { type: typeOf(entry) }),
    }));
}
