// Blocks written as a WordprocessingML package: our own OOXML on fflate (see ../package.ts for why).
import { strToU8, zipSync } from 'fflate';
import { escapeXml } from '../package.ts';
import type { Block, ImageBlock, Paragraph, Run, TableBlock } from './layout.ts';

/** A picture file for word/media and its size on the page. */
export interface MediaFile {
  bytes: Uint8Array;
  ext: 'png' | 'jpeg';
}

export interface DocxPage {
  blocks: Block[];
  /** Picture files for the page's image blocks (undefined: the picture could not be read). */
  media: Map<ImageBlock, MediaFile | undefined>;
}

export interface DocxLayout {
  width: number;
  height: number;
  left: number;
  right: number;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const twips = (pt: number) => Math.max(0, Math.round(pt * 20));
const EMU = 12700;

function run(r: Run): string {
  const font = escapeXml(r.font);
  const props = [
    r.font ? `<w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:eastAsia="${font}" w:cs="${font}"/>` : '',
    r.bold ? '<w:b/>' : '',
    r.italic ? '<w:i/>' : '',
    `<w:sz w:val="${Math.round(r.size * 2)}"/><w:szCs w:val="${Math.round(r.size * 2)}"/>`,
  ].join('');
  return `<w:r><w:rPr>${props}</w:rPr><w:t xml:space="preserve">${escapeXml(r.text)}</w:t></w:r>`;
}

function paragraph(p: Paragraph): string {
  const props = [
    `<w:spacing w:before="${twips(p.before)}" w:after="0"/>`,
    p.indent > 1 || p.firstLine > 1
      ? `<w:ind w:left="${twips(p.indent)}" w:firstLine="${twips(p.firstLine)}"/>`
      : '',
    p.align === 'center' ? '<w:jc w:val="center"/>' : '',
  ].join('');
  return `<w:p><w:pPr>${props}</w:pPr>${p.runs.map(run).join('')}</w:p>`;
}

function table(t: TableBlock): string {
  const { xs, ys, rows } = t.grid;
  const widths = xs.slice(1).map((x, i) => twips(x - xs[i]!));
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`;
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('');
  const body = rows
    .map((cells, r) => {
      const tcs = cells
        .map(({ col, span }, c) => {
          const width = widths.slice(col, col + span).reduce((s, w) => s + w, 0);
          const content = t.cells[r]?.[c] ?? [];
          const paragraphs = content.length ? content.map(paragraph).join('') : '<w:p/>';
          return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}</w:tcPr>${paragraphs}</w:tc>`;
        })
        .join('');
      return `<w:tr><w:trPr><w:trHeight w:val="${twips(ys[r]! - ys[r + 1]!)}"/></w:trPr>${tcs}</w:tr>`;
    })
    .join('');
  const total = widths.reduce((s, w) => s + w, 0);
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${total}" w:type="dxa"/><w:tblBorders>${borders}</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr>` +
    `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${body}</w:tbl>` +
    '<w:p><w:pPr><w:spacing w:before="0" w:after="0"/></w:pPr></w:p>'
  );
}

function picture(block: ImageBlock, relId: string, id: number): string {
  const cx = Math.round(block.image.width * EMU);
  const cy = Math.round(block.image.height * EMU);
  const pic =
    `<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="${id}" name="Picture ${id}"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${relId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic>`;
  const drawing =
    `<w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${cx}" cy="${cy}"/><wp:docPr id="${id}" name="Picture ${id}"/>` +
    `<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">${pic}</a:graphicData></a:graphic></wp:inline></w:drawing>`;
  const indent = block.indent > 1 ? `<w:ind w:left="${twips(block.indent)}"/>` : '';
  return `<w:p><w:pPr><w:spacing w:before="0" w:after="0"/>${indent}</w:pPr><w:r>${drawing}</w:r></w:p>`;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Default Extension="png" ContentType="image/png"/><Default Extension="jpeg" ContentType="image/jpeg"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>';

const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault>` +
  '<w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
  '<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style></w:styles>';

/** The .docx package: one page after another (page breaks between), page size and margins from the PDF. */
export function writeDocx(pages: DocxPage[], layout: DocxLayout): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const rels: string[] = [
    '<Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>',
  ];
  let pictureId = 0;
  const body = pages
    .map((page, index) => {
      const parts = page.blocks.map((block) => {
        if (block.kind === 'paragraph') return paragraph(block);
        if (block.kind === 'table') return table(block);
        const media = page.media.get(block);
        if (!media) return '';
        pictureId++;
        const name = `image${pictureId}.${media.ext}`;
        files[`word/media/${name}`] = media.bytes;
        rels.push(`<Relationship Id="rIdImg${pictureId}" Type="${R}/image" Target="media/${name}"/>`);
        return picture(block, `rIdImg${pictureId}`, pictureId);
      });
      const pageBreak = index > 0 ? '<w:p><w:r><w:br w:type="page"/></w:r></w:p>' : '';
      return pageBreak + parts.join('');
    })
    .join('');
  const margin = (pt: number) => twips(Math.max(18, Math.min(90, pt)));
  const sect =
    `<w:sectPr><w:pgSz w:w="${twips(layout.width)}" w:h="${twips(layout.height)}"${layout.width > layout.height ? ' w:orient="landscape"' : ''}/>` +
    `<w:pgMar w:top="720" w:right="${margin(layout.width - layout.right)}" w:bottom="720" w:left="${margin(layout.left)}" w:header="360" w:footer="360" w:gutter="0"/></w:sectPr>`;
  files['word/document.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><w:body>${body || '<w:p/>'}${sect}</w:body></w:document>`,
  );
  files['word/styles.xml'] = strToU8(STYLES);
  files['word/_rels/document.xml.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  files['_rels/.rels'] = strToU8(PACKAGE_RELS);
  return zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES), ...files }, { level: 6 });
}
