// What pdf_to_word reads from a page through pdf.js: text pieces with their fonts, ruled lines, and
// pictures with where they are drawn. Typed structurally, so the toolkit does not depend on pdf.js.
import { type LoadedFontLike, textCleaner } from '../../pdf/text-clean.ts';

/** The parts of a pdf.js PDFPageProxy used here. */
export interface PdfPageLike {
  view: number[];
  /** /Rotate, degrees clockwise (0 when absent). */
  rotate?: number;
  getTextContent(): Promise<{ items: unknown[] }>;
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  commonObjs: { get(id: string): unknown };
  /** Link annotations (pdf.js: `{ subtype: 'Link', url, rect }`); optional for callers that lack them. */
  getAnnotations?(): Promise<unknown[]>;
  objs: { get(id: string, callback: (data: unknown) => void): void };
}

/** pdf.js's OPS table (operator name -> code), passed in from the pdf.js build the caller uses. */
export type OpsTable = Record<string, number>;

/** A run of text on one baseline in one font. Coordinates in points, y upwards (PDF user space). */
export interface Span {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  font: string;
  bold: boolean;
  italic: boolean;
  /** RRGGBB of the fill colour, when known and not black. */
  color?: string;
  /** The URL of a link annotation over the span. */
  link?: string;
  /** A page number in a running header or footer (running.ts). */
  field?: 'PAGE';
  /** What the font's descriptor says it is (pdf.js's flags), for a font whose name does not tell. */
  kind?: 'serif' | 'sans' | 'mono';
}

/** An axis-aligned ruled line (a table border candidate). */
export interface Segment {
  horizontal: boolean;
  /** y of a horizontal line, x of a vertical one. */
  at: number;
  from: number;
  to: number;
}

/** A decoded picture as pdf.js hands it over, and the box it is drawn in. */
export interface PageImage {
  x: number;
  y: number;
  width: number;
  height: number;
  /** pdf.js image object: { width, height, kind, data } or { bitmap }. */
  data: unknown;
  /** Degrees clockwise the picture is turned on the shown page (a page with /Rotate). */
  rotation?: number;
}

export interface PageContent {
  width: number;
  height: number;
  spans: Span[];
  segments: Segment[];
  images: PageImage[];
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/**
 * The family without the subset tag and style: "BAAAAA+LiberationSans-Bold" -> "LiberationSans". A
 * weight other than bold stays ("Calibri-Light"): such a face has widths of its own.
 */
export function familyOf(name: string): string {
  return (
    name
      .replace(/^[A-Z]{6}\+/, '')
      .replace(/[-,](Bold|Italic|Oblique|Regular|BoldItalic|BoldOblique|It|Bd|BdIt|MT|PS|PSMT)+.*$/i, '') ||
    name
  );
}

// TeX's fonts say it in their short names: CMBX12 (bold extended), CMTI10 (text italic), CMSL (slanted).
const BOLD = /bold|black|heavy|semibold|demi|[-,]bd(?:it)?\b|(?:^|\+)(?:cmbx|cmb\d|cmssbx|ecbx|tcbx)/i;
const ITALIC = /italic|oblique|[-,](?:bd)?it\b|(?:^|\+)(?:cmti|cmsl|cmbxti|cmitt|ecti|ecsl)/i;

const LINE_MAX_THICKNESS = 2.5;
const DRAW_OPS = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 };

/** Axis-aligned segments of a path (pdf.js DrawOPS), in page space. */
function pathSegments(
  path: ArrayLike<number>,
  ctm: Matrix,
  filled: boolean,
  box: ArrayLike<number> | undefined,
): Segment[] {
  const out: Segment[] = [];
  if (filled && box && box.length === 4) {
    // A thin filled rectangle is a rule drawn as a fill.
    const [x0, y0] = apply(ctm, box[0]!, box[1]!);
    const [x1, y1] = apply(ctm, box[2]!, box[3]!);
    const w = Math.abs(x1 - x0);
    const h = Math.abs(y1 - y0);
    if (h <= LINE_MAX_THICKNESS && w > h * 4)
      out.push({ horizontal: true, at: (y0 + y1) / 2, from: Math.min(x0, x1), to: Math.max(x0, x1) });
    else if (w <= LINE_MAX_THICKNESS && h > w * 4)
      out.push({ horizontal: false, at: (x0 + x1) / 2, from: Math.min(y0, y1), to: Math.max(y0, y1) });
    if (out.length) return out;
    // A filled area (a page background, a shaded cell) is no ruled line.
    return out;
  }
  let start: [number, number] | null = null;
  let last: [number, number] | null = null;
  const add = (a: [number, number], b: [number, number]) => {
    if (Math.abs(a[1] - b[1]) < 0.5 && Math.abs(a[0] - b[0]) > 1)
      out.push({
        horizontal: true,
        at: (a[1] + b[1]) / 2,
        from: Math.min(a[0], b[0]),
        to: Math.max(a[0], b[0]),
      });
    else if (Math.abs(a[0] - b[0]) < 0.5 && Math.abs(a[1] - b[1]) > 1)
      out.push({
        horizontal: false,
        at: (a[0] + b[0]) / 2,
        from: Math.min(a[1], b[1]),
        to: Math.max(a[1], b[1]),
      });
  };
  for (let i = 0; i < path.length;) {
    const op = path[i]!;
    if (op === DRAW_OPS.moveTo || op === DRAW_OPS.lineTo) {
      const point = apply(ctm, path[i + 1]!, path[i + 2]!);
      if (op === DRAW_OPS.lineTo && last) add(last, point);
      if (op === DRAW_OPS.moveTo) start = point;
      last = point;
      i += 3;
    } else if (op === DRAW_OPS.curveTo) {
      last = apply(ctm, path[i + 5]!, path[i + 6]!);
      i += 7;
    } else if (op === DRAW_OPS.quadraticCurveTo) {
      last = apply(ctm, path[i + 3]!, path[i + 4]!);
      i += 5;
    } else {
      if (start && last) add(last, start);
      last = start;
      i += 1;
    }
  }
  return out;
}

/** Reads one page: text spans (empty pieces dropped), ruled segments and pictures. */
export async function extractPage(page: PdfPageLike, OPS: OpsTable): Promise<PageContent> {
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const ops = await page.getOperatorList();
  const text = await page.getTextContent();
  const fonts = new Map<string, { name: string; kind: Span['kind'] }>();
  const fontOf = (id: string) => {
    let font = fonts.get(id);
    if (font === undefined) {
      let loaded: { name?: string; isSerifFont?: boolean; isMonospace?: boolean } | undefined;
      try {
        loaded = page.commonObjs.get(id) as typeof loaded;
      } catch {
        loaded = undefined;
      }
      const kind = loaded?.isMonospace ? 'mono' : loaded?.isSerifFont ? 'serif' : 'sans';
      font = { name: String(loaded?.name ?? ''), kind };
      fonts.set(id, font);
    }
    return font;
  };
  // Control characters and unmapped glyphs out (the fonts are loaded: the operator list was read).
  const clean = textCleaner((id) => {
    try {
      return page.commonObjs.get(id) as LoadedFontLike | undefined;
    } catch {
      return undefined;
    }
  });
  // Web links: their boxes, to mark the text under them.
  const links: { url: string; rect: number[] }[] = [];
  for (const raw of (await page.getAnnotations?.().catch(() => [])) ?? []) {
    const a = raw as { subtype?: string; url?: string; rect?: number[] };
    if (a.subtype === 'Link' && a.url && /^(https?|mailto):/i.test(a.url) && a.rect?.length === 4)
      links.push({ url: a.url, rect: a.rect });
  }
  const linkAt = (x: number, y: number) =>
    links.find(
      ({ rect: [ax, ay, bx, by] }) =>
        x >= Math.min(ax!, bx!) &&
        x <= Math.max(ax!, bx!) &&
        y >= Math.min(ay!, by!) &&
        y <= Math.max(ay!, by!),
    )?.url;
  const spans: Span[] = [];
  // The way the text runs (degrees, counter-clockwise), weighted by its length: the page is turned so
  // that it reads across, whether the page's /Rotate does that or the text itself is set sideways.
  const angles = new Map<number, number>();
  for (const raw of text.items) {
    const item = raw as { str?: string; transform?: number[]; width?: number; fontName?: string };
    // Supplementary private-use characters (a web font's emoji flags) render as nothing anywhere else.
    const str = item.str && clean(item.str, item.fontName).replace(/[\u{f0000}-\u{10ffff}]/gu, '');
    if (!str || !item.transform || !str.trim()) continue;
    const [a, b, c, d, e, f] = item.transform as Matrix;
    const angle = (((Math.round((Math.atan2(b, a) * 180) / Math.PI / 90) * 90) % 360) + 360) % 360;
    angles.set(angle, (angles.get(angle) ?? 0) + str.length);
    const { name, kind } = fontOf(item.fontName ?? '');
    spans.push({
      text: str,
      x: e,
      y: f,
      width: item.width ?? 0,
      size: Math.hypot(c, d) || Math.hypot(a, b),
      font: familyOf(name),
      bold: BOLD.test(name),
      italic: ITALIC.test(name),
      kind,
      ...(links.length
        ? { link: linkAt(e + (item.width ?? 0) / 2, f + (Math.hypot(c, d) || 10) * 0.3) }
        : {}),
    });
  }

  const segments: Segment[] = [];
  const images: PageImage[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const strokeOps = new Set([
    OPS.stroke,
    OPS.closeStroke,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
  ]);
  const fillOps = new Set([OPS.fill, OPS.eoFill]);
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] ?? [];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(args as Matrix, ctm);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args[0]) && args[0].length === 6) ctm = multiply(args[0] as Matrix, ctm);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.constructPath) {
      const [op, data, box] = args as [
        number,
        ArrayLike<number>[] | undefined,
        ArrayLike<number> | undefined,
      ];
      const path = data?.[0];
      if (path && (strokeOps.has(op) || fillOps.has(op)))
        segments.push(...pathSegments(path, ctm, fillOps.has(op), box));
    } else if (fn === OPS.paintImageXObject) {
      const [id] = args as [string];
      const data = await new Promise<unknown>((resolve) => page.objs.get(id, resolve));
      const corners = [apply(ctm, 0, 0), apply(ctm, 1, 0), apply(ctm, 0, 1), apply(ctm, 1, 1)];
      const xs = corners.map((p) => p[0]);
      const ys = corners.map((p) => p[1]);
      const box = {
        x: Math.min(...xs),
        y: Math.min(...ys),
        width: Math.max(...xs) - Math.min(...xs),
        height: Math.max(...ys) - Math.min(...ys),
      };
      if (box.width > 2 && box.height > 2) images.push({ ...box, data });
    }
  }
  return rotatePage(
    {
      width: Math.abs(x1 - x0),
      height: Math.abs(y1 - y0),
      spans: spans.map((s) => ({ ...s, x: s.x - x0, y: s.y - y0 })),
      segments: segments.map((s) => ({
        ...s,
        at: s.at - (s.horizontal ? y0 : x0),
        from: s.from - (s.horizontal ? x0 : y0),
        to: s.to - (s.horizontal ? x0 : y0),
      })),
      images: images.map((m) => ({ ...m, x: m.x - x0, y: m.y - y0 })),
    },
    [...angles].sort((p, q) => q[1] - p[1])[0]?.[0] ?? page.rotate ?? 0,
  );
}

/**
 * The page turned clockwise by `rotate` (90, 180 or 270): x to the right, y up, in the turned page's
 * size. Used so that text set at that angle reads across.
 */
export function rotatePage(page: PageContent, rotate: number): PageContent {
  const turn = ((rotate % 360) + 360) % 360;
  if (turn !== 90 && turn !== 180 && turn !== 270) return page;
  const { width: w, height: h } = page;
  const map = (x: number, y: number): [number, number] =>
    turn === 90 ? [y, w - x] : turn === 180 ? [w - x, h - y] : [h - y, x];
  const box = (points: [number, number][]) => {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
  };
  const turned = turn !== 180;
  return {
    width: turned ? h : w,
    height: turned ? w : h,
    spans: page.spans.map((s) => {
      const [x, y] = map(s.x, s.y);
      return { ...s, x, y };
    }),
    segments: page.segments.map((s) => {
      const a = s.horizontal ? map(s.from, s.at) : map(s.at, s.from);
      const b = s.horizontal ? map(s.to, s.at) : map(s.at, s.to);
      const horizontal = Math.abs(a[1] - b[1]) < Math.abs(a[0] - b[0]);
      return horizontal
        ? { horizontal, at: a[1], from: Math.min(a[0], b[0]), to: Math.max(a[0], b[0]) }
        : { horizontal, at: a[0], from: Math.min(a[1], b[1]), to: Math.max(a[1], b[1]) };
    }),
    images: page.images.map((m) => {
      const b = box([map(m.x, m.y), map(m.x + m.width, m.y + m.height)]);
      return { ...m, x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0, rotation: turn };
    }),
  };
}
