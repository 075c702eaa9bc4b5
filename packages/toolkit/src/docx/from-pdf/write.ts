// Blocks written as a WordprocessingML package: our own OOXML on fflate (see ../package.ts for why).
// Each PDF page is a section of its own (its size, orientation and a page break), and every block is
// placed at the PDF's height: paragraphs get the space above them and their exact line pitch, tables a
// spacer above, and pictures are anchored to the page where they are drawn.
import { strToU8, zipSync } from 'fflate';
import { escapeXml } from '../package.ts';
import type { Block, ImageBlock } from './layout.ts';
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

function sectionXml(page: DocxPage, layout: DocxLayout): string {
  const landscape = page.width > page.height ? ' w:orient="landscape"' : '';
  return (
    `<w:sectPr><w:pgSz w:w="${twips(page.width)}" w:h="${twips(page.height)}"${landscape}/>` +
    `<w:pgMar w:top="${twips(layout.top)}" w:right="${twips(Math.max(0, page.width - layout.right))}" w:bottom="${twips(layout.bottom)}" w:left="${twips(layout.left)}" w:header="${twips(Math.min(layout.top, 36))}" w:footer="${twips(Math.min(layout.bottom, 36))}" w:gutter="0"/></w:sectPr>`
  );
}

/** The .docx package: one section per page, blocks placed at the PDF's heights. */
export function writeDocx(pages: DocxPage[], layout: DocxLayout): Uint8Array {
  const files: Record<string, Uint8Array> = {};
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

  const body = pages
    .map((page, index) => {
      const last = index === pages.length - 1;
      const sectPr = last ? '' : sectionXml(page, layout);
      const textBoxes = page.blocks.filter((b) => b.kind !== 'image');
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
      let cursor = layout.top;
      const parts: string[] = [];
      textBoxes.forEach((block, i) => {
        const end = i === textBoxes.length - 1 ? sectPr : '';
        const prefix = i === 0 ? anchors : '';
        if (block.kind === 'paragraph') {
          const pitch = block.pitch;
          const lineTop = page.height - block.baseline - pitch * BASELINE;
          const before = Math.max(0, lineTop - cursor);
          parts.push(
            paragraphXml(block, { before, pitch, sectPr: end, suffix: prefix, slack: SLACK }, linkId),
          );
          cursor += before + pitch * block.lineCount;
        } else if (block.kind === 'table') {
          const top = page.height - block.grid.ys[0]!;
          const gap = top - cursor;
          // A paragraph always separates tables (Word joins adjacent ones) and holds the pictures.
          if (gap >= 1 || prefix || parts.length === 0 || textBoxes[i - 1]?.kind === 'table') {
            parts.push(spacerXml(Math.max(1, gap), '', prefix));
            cursor += Math.max(1, gap);
          }
          parts.push(tableXml(block, linkId));
          cursor += tableHeight(block);
          if (end) parts.push(spacerXml(1, end));
        }
      });
      if (parts.length === 0) parts.push(spacerXml(1, sectPr, anchors));
      return parts.join('');
    })
    .join('');
  const finalPage = pages[pages.length - 1] ?? { width: 595, height: 842, blocks: [], media: new Map() };
  files['word/document.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><w:body>${body}${sectionXml(finalPage, layout)}</w:body></w:document>`,
  );
  files['word/styles.xml'] = strToU8(STYLES);
  files['word/numbering.xml'] = strToU8(numberingXml(lists));
  files['word/_rels/document.xml.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  files['_rels/.rels'] = strToU8(PACKAGE_RELS);
  return zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES), ...files }, { level: 6 });
}
