/** Small helpers shared by the chart renderers. */
export const FONT =
  "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

/** Escapes text for SVG content and attributes. */
export const esc = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A rough width of text in pixels: CJK and other wide characters count double. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const c of text) units += /[\u1100-\uffff]/.test(c) ? 1 : 0.58;
  return units * size;
}

/** Number of decimals worth showing for a value label. */
export const formatValue = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Text and line colours that read well on the chosen background (light text on dark backgrounds). */
export function tones(background: string) {
  const hex = background.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) || 0) as [
    number,
    number,
    number,
  ];
  const dark = 0.299 * r + 0.587 * g + 0.114 * b < 128 && /^[0-9a-f]{6}$/i.test(full);
  return dark
    ? { ink: '#f3f4f6', muted: '#cbd5e1', grid: '#475569', axis: '#94a3b8' }
    : { ink: '#1f2937', muted: '#4b5563', grid: '#e5e7eb', axis: '#9ca3af' };
}

export interface ChartOptions {
  title: string;
  width: number;
  height: number;
  showValues: boolean;
  /** Pie only: cut a hole in the middle. */
  donut?: boolean;
  background: string;
}

/** The outer frame: size, background, title. `body` is the chart itself. */
export function frame(options: ChartOptions, body: string): string {
  const { ink } = tones(options.background);
  const title = options.title
    ? `<text x="${options.width / 2}" y="34" text-anchor="middle" font-size="20" font-weight="600" fill="${ink}">${esc(options.title)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${options.width} ${options.height}" font-family="${esc(FONT)}">` +
    `<rect width="100%" height="100%" fill="${esc(options.background)}"/>${title}${body}</svg>`
  );
}

/**
 * A legend laid out in rows across `width`, centred, starting at `y`. Returns the markup and its height.
 */
export function legend(
  items: Array<{ name: string; color: string }>,
  x0: number,
  width: number,
  y: number,
  ink: string,
) {
  const size = 13;
  const widths = items.map((item) => 18 + textWidth(item.name, size) + 16);
  const rows: number[][] = [[]];
  let used = 0;
  widths.forEach((w, i) => {
    if (used + w > width && rows.at(-1)!.length) {
      rows.push([]);
      used = 0;
    }
    rows.at(-1)!.push(i);
    used += w;
  });
  let markup = '';
  rows.forEach((row, r) => {
    const total = row.reduce((sum, i) => sum + widths[i]!, 0);
    let x = x0 + (width - total) / 2;
    const cy = y + r * 22 + 8;
    for (const i of row) {
      const item = items[i]!;
      markup += `<rect x="${x}" y="${cy - 6}" width="12" height="12" rx="3" fill="${esc(item.color)}"/>`;
      markup += `<text x="${x + 18}" y="${cy + 4.5}" font-size="${size}" fill="${ink}">${esc(item.name)}</text>`;
      x += widths[i]!;
    }
  });
  return { markup, height: items.length ? rows.length * 22 : 0 };
}
