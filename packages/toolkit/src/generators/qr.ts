import { create } from 'qrcode';

export type ErrorLevel = 'L' | 'M' | 'Q' | 'H';

/** A QR symbol: `size` × `size` modules, 1 = dark, row by row. */
export interface QrMatrix {
  size: number;
  modules: Uint8Array;
  version: number;
}

/** Encodes text (UTF-8, the qrcode package picks the modes) at an error-correction level. */
export function qrMatrix(text: string, level: ErrorLevel): QrMatrix {
  const qr = create(text, { errorCorrectionLevel: level });
  return { size: qr.modules.size, modules: Uint8Array.from(qr.modules.data), version: qr.version };
}

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

export interface WifiNetwork {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

/** Backslash before the characters the Wi-Fi QR format reserves: \ ; , : " */
const escapeWifi = (text: string) => text.replace(/([\\;,:"])/g, '\\$1');

/** The text phones read as a Wi-Fi network: WIFI:T:WPA;S:name;P:secret;H:true;; */
export function wifiPayload(network: WifiNetwork): string {
  const parts = [`T:${network.security}`, `S:${escapeWifi(network.ssid)}`];
  if (network.security !== 'nopass') parts.push(`P:${escapeWifi(network.password)}`);
  if (network.hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

export interface QrStyle {
  /** Quiet zone around the symbol, in modules (4 is the standard). */
  margin: number;
  foreground: string;
  background: string;
}

/** The module size in pixels that keeps the image at or just under `pixels` wide (at least 1). */
export function moduleScale(matrix: QrMatrix, margin: number, pixels: number): number {
  return Math.max(1, Math.floor(pixels / (matrix.size + 2 * margin)));
}

/** '#rgb' or '#rrggbb' as [r, g, b]; anything else is black. */
export function parseHex(color: string): [number, number, number] {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return [0, 0, 0];
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG) of a hex colour, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Whether scanners are likely to read these colours: dark modules must be darker than the background
 * with a contrast ratio of at least 3.
 */
export function readableColors(foreground: string, background: string): boolean {
  const fg = luminance(foreground);
  const bg = luminance(background);
  return fg < bg && (bg + 0.05) / (fg + 0.05) >= 3;
}

/** RGBA pixels of the symbol (for a canvas's ImageData, or a decoder in tests). */
export function qrPixels(matrix: QrMatrix, scale: number, style: QrStyle) {
  const side = (matrix.size + 2 * style.margin) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  const fg = parseHex(style.foreground);
  const bg = parseHex(style.background);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / scale) - style.margin;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / scale) - style.margin;
      const inside = row >= 0 && col >= 0 && row < matrix.size && col < matrix.size;
      const [r, g, b] = inside && matrix.modules[row * matrix.size + col] ? fg : bg;
      const at = (y * side + x) * 4;
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  }
  return { width: side, height: side, data };
}

/** Share of the symbol's width a centre logo may cover; level H restores up to 30 % of the codewords. */
export const LOGO_FRACTION = 0.22;

/** Position of the logo plate (in pixels) for a symbol of `side` pixels. */
export function logoBox(side: number) {
  const size = Math.round(side * LOGO_FRACTION);
  const at = Math.round((side - size) / 2);
  return { x: at, y: at, size };
}

const attr = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A standalone SVG; `logo` is an image URL (a data: URL for a file that stands alone). */
export function qrSvg(matrix: QrMatrix, scale: number, style: QrStyle, logo?: string): string {
  const side = (matrix.size + 2 * style.margin) * scale;
  let path = '';
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size;) {
      if (!matrix.modules[row * matrix.size + col]) {
        col++;
        continue;
      }
      let end = col;
      while (end < matrix.size && matrix.modules[row * matrix.size + end]) end++;
      path += `M${col + style.margin} ${row + style.margin}h${end - col}v1h${col - end}z`;
      col = end;
    }
  }
  const box = logoBox(side);
  const pad = Math.round(box.size * 0.08);
  const logoMarkup = logo
    ? `<rect x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}" rx="${pad}" fill="${attr(style.background)}"/>` +
      `<image href="${attr(logo)}" x="${box.x + pad}" y="${box.y + pad}" width="${box.size - 2 * pad}" height="${box.size - 2 * pad}" preserveAspectRatio="xMidYMid meet"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="${attr(style.background)}"/>` +
    `<path transform="scale(${scale})" d="${path}" fill="${attr(style.foreground)}"/>` +
    logoMarkup +
    `</svg>`
  );
}
