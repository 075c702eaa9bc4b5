// The fixed parts of the package (content types, styles) and the numbering part for the lists found.
import { escapeXml } from '../package.ts';
import type { ListMark } from './layout.ts';
import { twips } from './write-blocks.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const DOC = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

export const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Default Extension="png" ContentType="image/png"/><Default Extension="jpeg" ContentType="image/jpeg"/>' +
  `<Override PartName="/word/document.xml" ContentType="${DOC}.document.main+xml"/>` +
  `<Override PartName="/word/styles.xml" ContentType="${DOC}.styles+xml"/>` +
  `<Override PartName="/word/numbering.xml" ContentType="${DOC}.numbering+xml"/></Types>`;

export const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** Heading styles carry only the outline level: the runs keep the PDF's own look. */
const heading = (level: number) =>
  `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>` +
  `<w:pPr><w:keepNext/><w:spacing w:before="0" w:after="0"/><w:outlineLvl w:val="${level - 1}"/></w:pPr></w:style>`;

export const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault>` +
  // No space added between CJK and Latin text or digits (autoSpaceDE/DN): the PDF's own spacing is kept.
  '<w:pPrDefault><w:pPr><w:autoSpaceDE w:val="0"/><w:autoSpaceDN w:val="0"/><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
  [1, 2, 3].map(heading).join('') +
  '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/></w:style>' +
  '<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>' +
  '<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style></w:styles>';

/** numbering.xml: one list definition per list found (a bullet, or a number format starting where the PDF's does). */
export function numberingXml(lists: ListMark[]): string {
  const seen = new Map<number, ListMark>();
  for (const list of lists) if (!seen.has(list.numId)) seen.set(list.numId, list);
  const abstracts = [...seen.values()].map((list) => {
    const text = list.format === 'bullet' ? escapeXml(list.marker) : `%1${escapeXml(list.suffix)}`;
    const font =
      list.format === 'bullet'
        ? `<w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/></w:rPr>`
        : '';
    return (
      `<w:abstractNum w:abstractNumId="${list.numId}"><w:multiLevelType w:val="singleLevel"/><w:lvl w:ilvl="0"><w:start w:val="${list.start}"/>` +
      `<w:numFmt w:val="${list.format}"/><w:lvlText w:val="${text}"/><w:lvlJc w:val="left"/>` +
      `<w:pPr><w:ind w:left="${twips(list.textIndent)}" w:hanging="${twips(list.textIndent - list.markerIndent)}"/></w:pPr>${font}</w:lvl></w:abstractNum>`
    );
  });
  const nums = [...seen.keys()].map(
    (id) => `<w:num w:numId="${id}"><w:abstractNumId w:val="${id}"/></w:num>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:numbering xmlns:w="${W}">${abstracts.join('')}${nums.join('')}</w:numbering>`;
}
