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

export interface ChartOptions {
  title: string;
  width: number;
  height: number;
  showValues: boolean;
  /** Pie only: cut a hole in the middle. */
  donut?: boolean;
  background: string;
  /** Text colour (titles, labels). */
  ink?: string;
}

/** The outer frame: size, background, title. `body` is the chart itself. */
export function frame(options: ChartOptions, body: string): string {
  const ink = options.ink ?? '#1f2937';
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
