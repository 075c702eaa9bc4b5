import { ToolError } from '../../../framework/tool-error.tsx';

/** JPEG and PNG go into the PDF as they are; the first bytes decide, not the name. */
export function isJpegOrPng(head: Uint8Array): boolean {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  return jpeg || png;
}

/**
 * The file's bytes ready for the PDF engine: JPEG and PNG untouched, anything else the browser can decode
 * (WebP, GIF, BMP, AVIF...) drawn on a canvas and saved as PNG, keeping its transparency.
 */
export async function imageBytes(file: File): Promise<ArrayBuffer> {
  const bytes = await file.arrayBuffer();
  if (isJpegOrPng(new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength)))) return bytes;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    bitmap.close();
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('toBlob failed');
    return await png.arrayBuffer();
  } catch {
    throw new ToolError('image_unreadable', { name: file.name });
  }
}
