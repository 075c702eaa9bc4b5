/** One SVG element of an icon as the set ships it: [tag, attributes]. */
export type IconNode = [tag: string, attrs: Record<string, string | number>];

export interface IconStyle {
  color: string;
  size: number;
  strokeWidth: number;
}

const escapeAttr = (v: string | number) =>
  String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A standalone SVG file for an icon in the chosen colour, size and stroke width. */
export function iconSvg(name: string, nodes: readonly IconNode[], style: IconStyle): string {
  const body = nodes
    .map(([tag, attrs]) => {
      const a = Object.entries(attrs)
        .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
        .join(' ');
      return `  <${tag} ${a} />`;
    })
    .join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${style.size}" height="${style.size}" viewBox="0 0 24 24" fill="none" stroke="${escapeAttr(style.color)}" stroke-width="${style.strokeWidth}" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${escapeAttr(name)}">`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

/** Rasterises an SVG string to a PNG of `size` × `size` pixels (browser only). */
export async function svgToPng(svg: string, size: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    canvas.getContext('2d')!.drawImage(img, 0, 0, size, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('png'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
