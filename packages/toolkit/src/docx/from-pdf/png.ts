import { encodePng } from '../../image/png-encode.ts';

/** pdf.js ImageKind: GRAYSCALE_1BPP 1, RGB_24BPP 2, RGBA_32BPP 3. */
export function pdfjsImageToPng(image: {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}): Uint8Array | undefined {
  const { width, height, kind, data } = image;
  if (!data || !width || !height) return undefined;
  if (kind === 1) return encodePng(width, height, 1, data, 1);
  if (kind === 2) return encodePng(width, height, 3, data);
  if (kind === 3) return encodePng(width, height, 4, data);
  return undefined;
}
