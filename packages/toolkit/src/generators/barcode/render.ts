import type { Barcode } from './types.ts';

export interface BarcodeStyle {
  /** Width of one module (narrowest bar) in pixels. */
  moduleWidth: number;
  /** Height of the bars in pixels. */
  height: number;
  showText: boolean;
  foreground: string;
  background: string;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where everything goes, in pixels: shared by the SVG writer, the canvas and the PDF sheet. */
export interface BarcodeLayout {
  width: number;
  height: number;
  rects: Rect[];
  texts: Array<{ x: number; y: number; text: string; width: number }>;
  fontSize: number;
}

export function layoutBarcode(
  code: Barcode,
  style: Pick<BarcodeStyle, 'moduleWidth' | 'height' | 'showText'>,
) {
  const mw = style.moduleWidth;
  const pad = Math.round(mw * 5);
  const bearer = code.format === 'itf14' ? mw * 3 : 0;
  const left = code.quiet * mw;
  const top = pad + bearer;
  const fontSize = Math.round(Math.min(32, Math.max(11, mw * 8)));
  const textGap = style.showText ? Math.round(fontSize * 0.25) : 0;
  const guardExtra = style.showText && code.guards.length ? Math.round(fontSize * 0.55) : 0;
  const rects: Rect[] = [];
  for (let i = 0; i < code.modules.length;) {
    if (code.modules[i] !== '1') {
      i++;
      continue;
    }
    let end = i;
    while (code.modules[end] === '1') end++;
    const guard = code.guards.some(([from, to]) => i >= from && i < to);
    rects.push({ x: left + i * mw, y: top, w: (end - i) * mw, h: style.height + (guard ? guardExtra : 0) });
    i = end;
  }
  const width = (code.modules.length + 2 * code.quiet) * mw;
  const barsBottom = top + style.height + bearer;
  if (bearer) {
    rects.push({ x: 0, y: pad, w: width, h: bearer }, { x: 0, y: top + style.height, w: width, h: bearer });
  }
  const texts = style.showText
    ? code.text.map((part) => ({
        x: left + ((part.from + part.to) / 2) * mw,
        y: barsBottom + textGap + fontSize * 0.85,
        text: part.text,
        width: (part.to - part.from) * mw,
      }))
    : [];
  const height = barsBottom + (style.showText ? textGap + fontSize : 0) + pad;
  return { width, height, rects, texts, fontSize } satisfies BarcodeLayout;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A standalone SVG of the barcode (crisp at any size; bars snap to whole pixels at scale 1). */
export function barcodeSvg(code: Barcode, style: BarcodeStyle): string {
  const layout = layoutBarcode(code, style);
  const bars = layout.rects.map((r) => `M${r.x} ${r.y}h${r.w}v${r.h}h${-r.w}z`).join('');
  // Digit groups of EAN/UPC are spread to the width of the bars above them, as printed on products.
  const spread = code.format === 'ean13' || code.format === 'ean8' || code.format === 'upca';
  const texts = layout.texts
    .map((t) => {
      const fit = spread && t.text.length > 1 ? ` textLength="${t.width * 0.9}" lengthAdjust="spacing"` : '';
      return `<text x="${t.x}" y="${t.y}"${fit}>${escapeXml(t.text)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}">` +
    `<rect width="100%" height="100%" fill="${escapeXml(style.background)}"/>` +
    `<path d="${bars}" fill="${escapeXml(style.foreground)}"/>` +
    (texts
      ? `<g fill="${escapeXml(style.foreground)}" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="${layout.fontSize}" text-anchor="middle">${texts}</g>`
      : '') +
    `</svg>`
  );
}
