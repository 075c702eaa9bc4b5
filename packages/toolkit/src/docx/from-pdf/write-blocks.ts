// WordprocessingML for one block: a paragraph (runs, spacing, indents, heading style, list), a table,
// a spacer, and a picture anchored to the page where the PDF draws it.
import type { ImageBlock, Paragraph, TableBlock } from './layout.ts';
import { runsXml } from './write-runs.ts';

/**
 * Where LibreOffice and Word put the baseline in a line of exact height: about 80 % down the line
 * (measured by rendering back). Paragraphs are placed so that their first baseline lands on the PDF's.
 */
export const BASELINE = 0.8;

export const twips = (pt: number) => Math.max(0, Math.round(pt * 20));
const EMU = 12700;

/**
 * Indents. A paragraph of several lines has the right edge its lines wrap at (paragraphs.ts); a single
 * line may run `slack` points past the right margin, so that it stays one line should it come out a
 * little wider. A centred line has its own box around it; right-aligned text keeps the PDF's edge.
 */
function indentXml(p: Paragraph, slack: number): string {
  const signed = (v: number) => Math.round(v * 20);
  const right =
    p.align === 'right' || p.lineCount > 1 || p.align === 'center'
      ? (p.rightIndent ?? (p.align === 'center' ? -slack / 2 : 0))
      : p.align === 'left'
        ? -slack
        : 0;
  const left = p.list
    ? p.list.textIndent
    : p.align === 'center' && p.rightIndent === undefined
      ? -slack / 2
      : p.indent;
  const first = p.list ? -(p.list.textIndent - p.list.markerIndent) : p.align === 'center' ? 0 : p.firstLine;
  if (Math.abs(left) < 1 && Math.abs(first) < 1 && Math.abs(right) < 0.5) return '';
  const firstAttr = first < 0 ? `w:hanging="${signed(-first)}"` : `w:firstLine="${signed(first)}"`;
  return `<w:ind w:left="${signed(left)}" w:right="${signed(right)}" ${firstAttr}/>`;
}

export interface ParagraphPlacement {
  /** Points above the paragraph. */
  before: number;
  /** Exact line pitch in points, or undefined for single spacing. */
  pitch?: number;
  /** Points a line may run past the right margin (see indentXml). */
  slack?: number;
  /** Extra paragraph properties (a section break) and content written after the text (anchored pictures). */
  sectPr?: string;
  suffix?: string;
}

export function paragraphXml(
  p: Paragraph,
  place: ParagraphPlacement,
  linkId: (url: string) => string,
): string {
  const list = p.list;
  const props = [
    p.style ? `<w:pStyle w:val="${p.style}"/>` : '',
    list ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${list.numId}"/></w:numPr>` : '',
    p.tabs?.length
      ? `<w:tabs>${p.tabs.map((t) => `<w:tab w:val="${t.right ? 'right' : 'left'}" w:pos="${twips(t.pos)}"/>`).join('')}</w:tabs>`
      : '',
    `<w:spacing w:before="${twips(place.before)}" w:after="0"${place.pitch ? ` w:line="${Math.max(20, twips(place.pitch))}" w:lineRule="exact"` : ''}/>`,
    indentXml(p, place.slack ?? 0),
    p.align === 'left' ? '' : `<w:jc w:val="${p.align}"/>`,
    place.sectPr ?? '',
  ].join('');
  return `<w:p><w:pPr>${props}</w:pPr>${runsXml(p.runs, linkId)}${place.suffix ?? ''}</w:p>`;
}

/** An empty paragraph exactly `height` points tall (a gap before a table, the end of a page). */
export function spacerXml(height: number, extra = '', prefix = ''): string {
  const line = Math.max(2, twips(height));
  return `<w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="${line}" w:lineRule="exact"/><w:rPr><w:sz w:val="2"/></w:rPr>${extra}</w:pPr>${prefix}</w:p>`;
}

/** A cell's borders where the PDF draws lines (every edge of a grid found without that detail). */
function cellBorders(t: TableBlock, r: number, col: number, span: number): string {
  const { across, down } = t.grid;
  if (t.borderless || !across || !down) return '';
  const line = (side: string, drawn: boolean) =>
    drawn ? `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>` : `<w:${side} w:val="nil"/>`;
  const columns = Array.from({ length: span }, (_, i) => col + i);
  return (
    '<w:tcBorders>' +
    line(
      'top',
      columns.some((c) => across[r]?.[c]),
    ) +
    line('left', down[r]?.[col] ?? true) +
    line(
      'bottom',
      columns.some((c) => across[r + 1]?.[c]),
    ) +
    line('right', down[r]?.[col + span] ?? true) +
    '</w:tcBorders>'
  );
}

export function tableXml(t: TableBlock, linkId: (url: string) => string): string {
  const { xs, ys, rows } = t.grid;
  const widths = xs.slice(1).map((x, i) => twips(x - xs[i]!));
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`;
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => (t.borderless ? `<w:${side} w:val="nil"/>` : border(side)))
    .join('');
  const body = rows
    .map((cells, r) => {
      const tcs = cells
        .map(({ col, span, vMerge }, c) => {
          const width = widths.slice(col, col + span).reduce((s, w) => s + w, 0);
          const content = t.cells[r]?.[c] ?? [];
          // Each paragraph at its height in the cell: the row's top edge, then baseline by baseline.
          let cursor = ys[r]!;
          const paragraphs = content.length
            ? content
                .map((p) => {
                  const lineTop = p.baseline + p.pitch * BASELINE;
                  const before = Math.max(0, cursor - lineTop);
                  // Where this paragraph ends as laid out (y up): below its own top, or below the
                  // cursor when it could not go as high as the PDF has it.
                  cursor = Math.min(cursor, lineTop) - p.pitch * p.lineCount;
                  return paragraphXml(p, { before, pitch: p.pitch }, linkId);
                })
                .join('')
            : '<w:p><w:pPr><w:spacing w:before="0" w:after="0"/></w:pPr></w:p>';
          return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}${vMerge === 'restart' ? '<w:vMerge w:val="restart"/>' : vMerge ? '<w:vMerge/>' : ''}${cellBorders(t, r, col, span)}</w:tcPr>${paragraphs}</w:tc>`;
        })
        .join('');
      // Rows whose cells hold single lines keep the PDF's height exactly (their text fitted there).
      const single = (t.cells[r] ?? []).every((cell) => cell.every((p) => p.lineCount === 1));
      const rule = single ? ' w:hRule="exact"' : '';
      return `<w:tr><w:trPr><w:trHeight w:val="${twips(ys[r]! - ys[r + 1]!)}"${rule}/></w:trPr>${tcs}</w:tr>`;
    })
    .join('');
  const total = widths.reduce((s, w) => s + w, 0);
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${total}" w:type="dxa"/><w:tblInd w:w="${Math.round(t.indent * 20)}" w:type="dxa"/><w:tblBorders>${borders}</w:tblBorders><w:tblLayout w:type="fixed"/>` +
    '<w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="0" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="0" w:type="dxa"/></w:tblCellMar></w:tblPr>' +
    `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${body}</w:tbl>`
  );
}

/**
 * A picture anchored to the page at the PDF's place and size (x, y from the page's top left, points).
 * Pictures under text go behind it, so they never push text aside.
 */
export function anchoredPictureXml(
  block: ImageBlock,
  pageHeight: number,
  relId: string,
  id: number,
  behind: boolean,
): string {
  const { x, y, width, height, rotation = 0 } = block.image;
  // A turned picture is placed unturned around the same centre, then turned there (a:xfrm rot).
  const quarter = rotation === 90 || rotation === 270;
  const w = quarter ? height : width;
  const h = quarter ? width : height;
  const cx = Math.round(w * EMU);
  const cy = Math.round(h * EMU);
  const left = Math.round((x + width / 2 - w / 2) * EMU);
  const top = Math.round((pageHeight - y - height / 2 - h / 2) * EMU);
  const rot = rotation ? ` rot="${rotation * 60000}"` : '';
  const pic =
    `<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="${id}" name="Picture ${id}"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${relId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr><a:xfrm${rot}><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic>`;
  return (
    `<w:r><w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="${id + 1}" behindDoc="${behind ? 1 : 0}" locked="0" layoutInCell="1" allowOverlap="1">` +
    `<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>${left}</wp:posOffset></wp:positionH>` +
    `<wp:positionV relativeFrom="page"><wp:posOffset>${top}</wp:posOffset></wp:positionV><wp:extent cx="${cx}" cy="${cy}"/>` +
    `<wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/><wp:docPr id="${id}" name="Picture ${id}"/><wp:cNvGraphicFramePr/>` +
    `<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">${pic}</a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`
  );
}
