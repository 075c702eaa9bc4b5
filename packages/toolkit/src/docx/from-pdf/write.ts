// Blocks written as a WordprocessingML package: our own OOXML on fflate (see ../package.ts for why).
// Each PDF page is a section of its own (its size, orientation and a page break), and every block is
// placed at the PDF's height: paragraphs get the space above them and their exact line pitch, tables a
// spacer above, and pictures are anchored to the page where they are drawn.
import { strToU8, zipSync } from 'fflate';
import { escapeXml } from '../package.ts';
import type { Block, ImageBlock, Paragraph } from './layout.ts';
import { CONTENT_TYPES, numberingXml, PACKAGE_RELS, STYLES } from './write-parts.ts';
import { anchoredPictureXml, BASELINE, paragraphXml, spacerXml, tableXml, twips } from './write-blocks.ts';

/** A picture file for word/media and its size on the page. */
export interface MediaFile {
  bytes: Uint8Array;
  ext: 'png' | 'jpeg';
}

export interface DocxPage {
  width: number;
  height: number;
  blocks: Block[];
  /** Picture files for the page's image blocks (undefined: the picture could not be read). */
  media: Map<ImageBlock, MediaFile | undefined>;
}

/** The document's margins, points: the text block over all pages. */
export interface DocxLayout {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** Points a line of body text may run past the right margin (see write-blocks.ts, indentXml). */
const SLACK = 8;

/** Height of a table as drawn (rows may grow when their text does not fit; then later blocks move down). */
const tableHeight = (block: Block & { kind: 'table' }) =>
  block.grid.ys[0]! - block.grid.ys[block.grid.ys.length - 1]!;

type Columns = { left: number; right: number }[];

/** A section's properties: the page, and its columns when the band has more than one. */
/** A running header or footer: its paragraphs laid out on the page it was taken from (running.ts). */
export interface RunningBlocks {
  blocks: Block[];
  pageHeight: number;
  onPage: boolean[];
  offset?: number;
}

/** What a section carries besides its page: header and footer references and distances, numbering. */
interface SectionExtras {
  refs: string;
  header?: number;
  footer?: number;
  pageNumberStart?: number;
}

/**
 * A header or footer part: its paragraphs placed from the part's top as the body's are, and the
 * distance Word needs (from the page's top for a header, from its bottom for a footer).
 */
function runningXml(
  part: RunningBlocks,
  kind: 'hdr' | 'ftr',
): { xml: string; distance: number; height: number } {
  const paragraphs = part.blocks.filter((b): b is Paragraph => b.kind === 'paragraph');
  const lineTop = (p: Paragraph) => part.pageHeight - p.baseline - p.pitch * BASELINE;
  const top = Math.min(...paragraphs.map(lineTop));
  const bottom = Math.max(...paragraphs.map((p) => lineTop(p) + p.pitch * p.lineCount));
  let cursor = top;
  const body = paragraphs
    .map((p) => {
      const before = Math.max(0, lineTop(p) - cursor);
      cursor += before + p.pitch * p.lineCount;
      // Links would need the part's own relationships: the text is kept without them.
      const plain = { ...p, runs: p.runs.map(({ link: _link, ...r }) => r) };
      return paragraphXml(plain, { before, pitch: p.pitch, slack: SLACK }, () => '');
    })
    .join('');
  return {
    xml: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:${kind} xmlns:w="${W}" xmlns:r="${R}">${body || '<w:p/>'}</w:${kind}>`,
    distance: kind === 'hdr' ? top : part.pageHeight - bottom,
    height: bottom - top,
  };
}

function sectionXml(
  page: DocxPage,
  layout: DocxLayout,
  columns: Columns,
  continuous: boolean,
  extras: SectionExtras,
): string {
  const landscape = page.width > page.height ? ' w:orient="landscape"' : '';
  const cols =
    columns.length > 1
      ? `<w:cols w:num="${columns.length}" w:equalWidth="0">${columns
          .map((c, i) => {
            const next = columns[i + 1];
            return `<w:col w:w="${twips(c.right - c.left)}"${next ? ` w:space="${twips(next.left - c.right)}"` : ''}/>`;
          })
          .join('')}</w:cols>`
      : '';
  return (
    `<w:sectPr>${extras.refs}${continuous ? '<w:type w:val="continuous"/>' : ''}<w:pgSz w:w="${twips(page.width)}" w:h="${twips(page.height)}"${landscape}/>` +
    `<w:pgMar w:top="${twips(layout.top)}" w:right="${twips(Math.max(0, page.width - layout.right))}" w:bottom="${twips(layout.bottom)}" w:left="${twips(layout.left)}" w:header="${twips(extras.header ?? Math.min(layout.top, 36))}" w:footer="${twips(extras.footer ?? Math.min(layout.bottom, 36))}" w:gutter="0"/>` +
    `${extras.pageNumberStart === undefined ? '' : `<w:pgNumType w:start="${extras.pageNumberStart}"/>`}${cols}</w:sectPr>`
  );
}

/** A page's flowing blocks cut into bands (see layout.ts, ColumnsMark), each with its blocks per column. */
function toBands(blocks: Block[], layout: DocxLayout): { columns: Columns; content: Block[][] }[] {
  const bands: { columns: Columns; content: Block[][] }[] = [];
  for (const block of blocks) {
    if (block.kind === 'image') continue;
    if (block.kind === 'columns') {
      bands.push({ columns: block.columns, content: [[]] });
      continue;
    }
    if (bands.length === 0)
      bands.push({ columns: [{ left: layout.left, right: layout.right }], content: [[]] });
    const band = bands[bands.length - 1]!;
    if (block.kind === 'columnBreak') {
      while (band.content.length <= block.column) band.content.push([]);
    } else band.content[band.content.length - 1]!.push(block);
  }
  return bands.filter((b) => b.content.some((c) => c.length));
}

/** The .docx package: one section per page, blocks placed at the PDF's heights. */
export function writeDocx(
  pages: DocxPage[],
  layout: DocxLayout,
  running: { header?: RunningBlocks; footer?: RunningBlocks } = {},
): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  let contentTypes = CONTENT_TYPES;
  // Running parts: the header (footer) itself, and an empty one for the pages that show none.
  const partRels: string[] = [];
  const parts = (['header', 'footer'] as const).flatMap((kind) => {
    const part = running[kind];
    if (!part) return [];
    const { xml, distance, height } = runningXml(part, kind === 'header' ? 'hdr' : 'ftr');

    const tag = kind === 'header' ? 'hdr' : 'ftr';
    // A page without it gets an empty one (else it would inherit the previous section's), one twip tall.
    const empty = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:${tag} xmlns:w="${W}"><w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="20" w:lineRule="exact"/><w:rPr><w:sz w:val="2"/></w:rPr></w:pPr></w:p></w:${tag}>`;
    files[`word/${kind}1.xml`] = strToU8(xml);
    files[`word/${kind}2.xml`] = strToU8(empty);
    for (const n of [1, 2]) {
      partRels.push(`<Relationship Id="rId${kind}${n}" Type="${R}/${kind}" Target="${kind}${n}.xml"/>`);
      contentTypes = contentTypes.replace(
        '</Types>',
        `<Override PartName="/word/${kind}${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}+xml"/></Types>`,
      );
    }
    return [{ kind, part, distance, height }];
  });
  // On a page with a header (footer) the body starts below it (ends above it): LibreOffice and Word
  // push the body there anyway. Each page being its own section, the others keep the PDF's margins.
  const layoutFor = (index: number): DocxLayout => {
    let own = layout;
    for (const { kind, part, distance, height } of parts)
      if (part.onPage[index])
        own =
          kind === 'header'
            ? { ...own, top: Math.max(own.top, distance + height + 1) }
            : { ...own, bottom: Math.max(own.bottom, distance + height + 1) };
    return own;
  };
  const extrasFor = (index: number): SectionExtras => {
    const extras: SectionExtras = { refs: '' };
    for (const { kind, part, distance } of parts) {
      extras.refs += `<w:${kind}Reference w:type="default" r:id="rId${kind}${part.onPage[index] ? 1 : 2}"/>`;
      const margin = kind === 'header' ? layout.top : layout.bottom;
      extras[kind] = part.onPage[index] ? distance : Math.max(0, Math.min(distance, margin - 2));
      if (index === 0 && part.offset !== undefined) extras.pageNumberStart = 1 + part.offset;
    }
    return extras;
  };
  const rels: string[] = [
    '<Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>',
    '<Relationship Id="rIdNumbering" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>',
  ];
  const links = new Map<string, string>();
  const linkId = (url: string) => {
    let id = links.get(url);
    if (!id) {
      id = `rIdLink${links.size + 1}`;
      links.set(url, id);
      rels.push(
        `<Relationship Id="${id}" Type="${R}/hyperlink" Target="${escapeXml(url)}" TargetMode="External"/>`,
      );
    }
    return id;
  };
  let pictureId = 0;
  const lists = pages
    .flatMap((p) => p.blocks)
    .flatMap((b) => (b.kind === 'paragraph' && b.list ? [b.list] : []));

  const sections: string[] = [];
  const body = pages
    .map((page, index) => {
      // Pictures: anchored in the page's first paragraph, behind text when text runs over them.
      let anchors = '';
      for (const block of page.blocks) {
        if (block.kind !== 'image') continue;
        const media = page.media.get(block);
        if (!media) continue;
        pictureId++;
        const name = `image${pictureId}.${media.ext}`;
        files[`word/media/${name}`] = media.bytes;
        rels.push(`<Relationship Id="rIdImg${pictureId}" Type="${R}/image" Target="media/${name}"/>`);
        anchors += anchoredPictureXml(
          block,
          page.height,
          `rIdImg${pictureId}`,
          pictureId,
          block.behindText ?? false,
        );
      }
      const bands = toBands(page.blocks, layout);
      if (bands.length === 0)
        bands.push({ columns: [{ left: layout.left, right: layout.right }], content: [[]] });
      let cursor = layoutFor(index).top;
      const parts: string[] = [];
      bands.forEach((band, b) => {
        const start = cursor;
        let lowest = cursor;
        band.content.forEach((column, c) => {
          cursor = start;
          column.forEach((block, k) => {
            const suffix = anchors;
            if (block.kind === 'paragraph') {
              const pitch = block.pitch;
              const lineTop = page.height - block.baseline - pitch * BASELINE;
              let before = Math.max(0, lineTop - cursor);
              // LibreOffice takes the space above a section's first paragraph as space above the whole
              // section, every column: in columns, it is a paragraph of its own in the first column.
              if (c === 0 && k === 0 && band.columns.length > 1 && before >= 1) {
                parts.push(spacerXml(before));
                cursor += before;
                before = 0;
              }
              parts.push(paragraphXml(block, { before, pitch, suffix, slack: SLACK }, linkId));
              cursor += before + pitch * block.lineCount;
              anchors = '';
            } else if (block.kind === 'table') {
              const gap = page.height - block.grid.ys[0]! - cursor;
              // A paragraph always separates tables (Word joins adjacent ones) and holds the pictures.
              if (gap >= 1 || suffix || parts.length === 0 || parts[parts.length - 1]!.endsWith('</w:tbl>')) {
                parts.push(spacerXml(Math.max(1, gap), '', suffix));
                cursor += Math.max(1, gap);
                anchors = '';
              }
              parts.push(tableXml(block, linkId));
              cursor += tableHeight(block);
            }
          });
          lowest = Math.max(lowest, cursor);
          const last = c === band.content.length - 1;
          if (!last) parts.push(spacerXml(1, '', '<w:r><w:br w:type="column"/></w:r>'));
        });
        cursor = lowest;
        // The band ends a section: the page's first band starts a new page, the others continue it.
        sections.push(sectionXml(page, layoutFor(index), band.columns, b > 0, extrasFor(index)));
        const final = index === pages.length - 1 && b === bands.length - 1;
        const lastPart = parts[parts.length - 1] ?? '';
        if (final) {
          if (anchors) parts.push(spacerXml(1, '', anchors));
        } else if (lastPart.startsWith('<w:p>') && !lastPart.includes('w:type="column"') && !anchors)
          // The section's properties go in its last paragraph, so no empty line is added to the page.
          parts[parts.length - 1] = lastPart.replace(
            /<\/w:pPr>/,
            `${sections[sections.length - 1]!}</w:pPr>`,
          );
        else parts.push(spacerXml(1, sections[sections.length - 1]!, anchors));
        anchors = '';
      });
      return parts.join('');
    })
    .join('');
  files['word/document.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><w:body>${body}${sections[sections.length - 1] ?? ''}</w:body></w:document>`,
  );
  files['word/styles.xml'] = strToU8(STYLES);
  files['word/numbering.xml'] = strToU8(numberingXml(lists));
  files['word/_rels/document.xml.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${[...rels, ...partRels].join('')}</Relationships>`,
  );
  files['_rels/.rels'] = strToU8(PACKAGE_RELS);
  return zipSync({ '[Content_Types].xml': strToU8(contentTypes), ...files }, { level: 6 });
}
